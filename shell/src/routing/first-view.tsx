import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@jogo/shared/router';
import { watchRouteContent } from './route-content';

/**
 * The page's first view: dev-proxy's early script shows the layout's frame with the route's largest
 * image (index.html `#first-view`) as soon as that image arrives, and removes it itself once the app renders the
 * same image (dev-proxy/src/early-script.js). The shell releases it sooner when the page will not render that
 * image: the route changed, or the grace time after the first render ran out (the route's remote failed, the
 * status closed the site). A release before it showed keeps it from showing at all.
 *
 * The hand-over (`FirstViewHandOver` in the layouts): home's frame leaves as the layout commits (WebKit fetched
 * the banner again and kept the frame over a ready page for half a second); a route's own first screen once the
 * app has drawn the route's content. A tap on the frame is handed to the app.
 */
export interface FirstViewTap {
  /** the tap's point in the viewport */
  x: number;
  y: number;
}

export interface FirstView {
  released: boolean;
  release(): void;
  /** taps on the frame no one has taken yet (the early script keeps them) */
  taps?: FirstViewTap[];
  /** set by the shell once its page can take a tap: the early script gives it each tap at once */
  onTap?: (tap: FirstViewTap) => void;
  /** a route's own first view: what it hands over at (`img`, or a selector the app's first screen matches) */
  until?: string;
}

declare global {
  interface Window {
    __jogoFirstView?: FirstView;
  }
}

/** How long after the app's first render the first view may stay up waiting for the app's own image. */
export const FIRST_VIEW_GRACE_MS = 4000;
/** How long at most a picture stays drawn where the app shows it, while the app's copy is not there yet. */
export const PICTURE_KEPT_MS = 3000;

export function releaseFirstView(): void {
  const view = window.__jogoFirstView;
  if (!view || view.released) return;
  // the frame goes whatever happens to the pictures kept over the page: they are a nicety, and a browser's own
  // error there must neither leave the frame up nor break the page that releases it
  try {
    // home's banner only: a route's own first screen goes once the app has drawn its content
    if (!view.until) keepPictures();
  } catch {
    // the frame's pictures go with it
  }
  view.release();
}

const drawn = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

/**
 * The frame's pictures the app shows too but has not loaded yet (WebKit asks for the banner again instead of
 * using the copy the page already has), or does not show yet at all (home's frame leaves as the layout commits,
 * often before the lobby's page has), stay drawn where the app puts them (the app's copy's box, else the
 * frame's own, which is the same by design) until the app's copy is decoded: the frame leaves without a blank box
 * where the banner was. A scroll or resize takes them away (they do not move with the page), and so does
 * PICTURE_KEPT_MS. They take no input: a tap reaches the app.
 */
function keepPictures(): void {
  const frame = document.getElementById('first-view');
  const app = document.getElementById('root');
  if (!frame || frame.hidden || !app) return;
  const own = Array.from(app.getElementsByTagName('img'));
  for (const picture of Array.from(frame.getElementsByTagName('img'))) {
    const src = picture.getAttribute('src');
    if (!src || !drawn(picture)) continue;
    const mine = own.find((img) => img.getAttribute('src') === src);
    if (mine && drawn(mine)) continue;
    const where = mine ?? picture;
    const box = where.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(where);
    const clip = where.parentElement ? getComputedStyle(where.parentElement).borderRadius : '';
    Object.assign(picture.style, {
      position: 'fixed',
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      margin: '0',
      objectFit: style.objectFit || 'cover',
      borderRadius: style.borderRadius !== '0px' ? style.borderRadius : clip,
      pointerEvents: 'none',
      zIndex: '1',
    });
    picture.setAttribute('aria-hidden', 'true');
    document.body.appendChild(picture);
    // the app's copy not there yet: dropped once it comes and is decoded
    const watch = new MutationObserver(() => {
      const copy = Array.from(app.getElementsByTagName('img')).find((img) => img.getAttribute('src') === src);
      if (!copy) return;
      watch.disconnect();
      copy.decode().then(drop, drop);
    });
    const drop = () => {
      picture.remove();
      watch.disconnect();
      clearTimeout(timer);
      window.removeEventListener('scroll', drop);
      window.removeEventListener('resize', drop);
    };
    const timer = setTimeout(drop, PICTURE_KEPT_MS);
    window.addEventListener('scroll', drop, { passive: true });
    window.addEventListener('resize', drop);
    if (mine) mine.decode().then(drop, drop);
    else watch.observe(app, { childList: true, subtree: true });
  }
}

/** Interactive things a tap can be handed to. */
const TAKES_A_TAP =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="tab"]';

/** Gives a tap on the frame to what the app shows at that point: its button, link or field. */
function handTap({ x, y }: FirstViewTap): void {
  const at = typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null;
  const target = at?.closest<HTMLElement>(TAKES_A_TAP);
  if (!target || !document.getElementById('root')?.contains(target)) return;
  if (target.matches('input, select, textarea')) target.focus();
  else target.click();
}

/** Releases the first view on the first navigation, or after the grace time. */
export function FirstViewRelease() {
  const { pathname } = useLocation();
  const first = useRef(pathname);

  useEffect(() => {
    const timer = setTimeout(releaseFirstView, FIRST_VIEW_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (pathname !== first.current) releaseFirstView();
  }, [pathname]);

  return null;
}

/**
 * In the page's layouts: the page can be used from their first commit, and every tap on the frame goes to the app:
 * the ones made before (the last of them) at once, the next ones as they come, each releasing the frame and then
 * reaching what the app shows at that point (a tap on the frame's "Entrar" opens the login dialog).
 *
 * Home's frame (its picture, no `until`) goes as the layout commits: the header, menus and navigation are the
 * app's now, and its banner stays drawn where it was until the app's copy is decoded (keepPictures). A route's own
 * first screen stays until the app has drawn the route's content (route-content.ts; the early script takes it
 * away sooner when the app shows its `until`: the same first picture, decoded, or the selector), so the app's
 * first render replaces it in one frame: no picture painted again, no second fetch, no skeleton between. Before,
 * it went 100 ms after the layout's commit, long before a remote's route had rendered on a slow phone: its
 * pictures were kept over the page as new elements (a new, larger paint: /rng's LCP 1.3 -> 3.3 s) and the
 * keeping measured each one (about 600 ms of forced layouts at 4x CPU).
 */
export function FirstViewHandOver() {
  // a layout effect: it runs as the layout commits. A passive effect waited behind the rest of the first render's
  // work, and in WebKit that was about half a second after the header was on screen (the bench's probe: hand-over
  // started at 1137 ms, header ready at 660 ms), so the frame stayed over the ready page that long.
  useLayoutEffect(() => {
    // the route's content time (a mark), and a route's own first screen's hand-over
    const stopWatching = watchRouteContent(releaseFirstView);
    const view = window.__jogoFirstView;
    if (!view) return stopWatching;
    const take = (tap: FirstViewTap) => {
      releaseFirstView();
      handTap(tap);
    };
    // also when the frame already went by itself (the app's copy of its picture decoded before this effect)
    const waiting = view.taps?.splice(0) ?? [];
    const last = waiting[waiting.length - 1];
    if (last) take(last);
    if (view.released) return stopWatching;
    if (!view.until) {
      releaseFirstView();
      return stopWatching;
    }
    view.onTap = take;
    return () => {
      stopWatching();
      if (view.onTap === take) view.onTap = undefined;
    };
  }, []);
  return null;
}
