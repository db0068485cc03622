import { useEffect, useRef } from 'react';
import { useLocation } from '@jogo/shared/router';

/**
 * The page's first view (issue 14): dev-proxy's early script shows the layout's frame with the route's largest
 * image (index.html `#first-view`) as soon as that image arrives, and removes it itself once the app renders the
 * same image (dev-proxy/src/early-script.js). The shell releases it sooner when the page will not render that
 * image: the route changed, or the grace time after the first render ran out (the route's remote failed, the
 * status closed the site). A release before it showed keeps it from showing at all.
 *
 * Issue 30, the hand-over: once the app's page has rendered (`FirstViewHandOver` in the layouts), the frame
 * leaves within FIRST_VIEW_HAND_OVER_MS whatever the app's pictures are doing (WebKit fetched the banner again
 * and kept the frame over a ready page for half a second), and a tap on the frame is handed to the app.
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
}

declare global {
  interface Window {
    __jogoFirstView?: FirstView;
  }
}

/** How long after the app's first render the first view may stay up waiting for the app's own image. */
export const FIRST_VIEW_GRACE_MS = 4000;
/** How long the first view may stay over the app's page once that page has rendered. */
export const FIRST_VIEW_HAND_OVER_MS = 100;
/** How long at most a picture stays drawn where the app shows it, while the app's copy is not there yet. */
export const PICTURE_KEPT_MS = 3000;

export function releaseFirstView(): void {
  const view = window.__jogoFirstView;
  if (!view || view.released) return;
  // the frame goes whatever happens to the pictures kept over the page (a browser's own error there must not
  // leave the frame up)
  try {
    keepPictures();
  } finally {
    view.release();
  }
}

const drawn = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

/**
 * The frame's pictures the app shows too but has not loaded yet (WebKit asks for the banner again instead of
 * using the copy the page already has) stay drawn, each over the app's own, until that one is decoded: the frame
 * leaves without a blank box where the banner was. A scroll or resize takes them away (they do not move with the
 * page), and so does PICTURE_KEPT_MS. They take no input: a tap reaches the app.
 */
function keepPictures(): void {
  const frame = document.getElementById('first-view');
  const app = document.getElementById('root');
  if (!frame || frame.hidden || !app) return;
  const own = Array.from(app.getElementsByTagName('img'));
  for (const picture of Array.from(frame.getElementsByTagName('img'))) {
    const src = picture.getAttribute('src');
    const mine = src ? own.find((img) => img.getAttribute('src') === src) : undefined;
    if (!mine || drawn(mine) || !drawn(picture)) continue;
    const box = mine.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(mine);
    const clip = mine.parentElement ? getComputedStyle(mine.parentElement).borderRadius : '';
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
    const drop = () => {
      picture.remove();
      clearTimeout(timer);
      window.removeEventListener('scroll', drop);
      window.removeEventListener('resize', drop);
    };
    const timer = setTimeout(drop, PICTURE_KEPT_MS);
    window.addEventListener('scroll', drop, { passive: true });
    window.addEventListener('resize', drop);
    mine.decode().then(drop, drop);
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
 * In the page's layouts: the page can be used from their first commit. The frame then leaves within
 * FIRST_VIEW_HAND_OVER_MS (sooner when the app's copy of its picture is decoded: the early script), and every tap
 * on it goes to the app: the ones made before (the last of them) at once, the next ones as they come, each
 * releasing the frame and then reaching what the app shows at that point (a tap on the frame's "Entrar" opens the
 * login dialog).
 */
export function FirstViewHandOver() {
  useEffect(() => {
    const view = window.__jogoFirstView;
    if (!view) return undefined;
    const take = (tap: FirstViewTap) => {
      releaseFirstView();
      handTap(tap);
    };
    // also when the frame already went by itself (the app's copy of its picture decoded before this effect)
    const waiting = view.taps?.splice(0) ?? [];
    const last = waiting[waiting.length - 1];
    if (last) take(last);
    if (view.released) return undefined;
    view.onTap = take;
    const timer = setTimeout(releaseFirstView, FIRST_VIEW_HAND_OVER_MS);
    return () => {
      clearTimeout(timer);
      if (view.onTap === take) view.onTap = undefined;
    };
  }, []);
  return null;
}
