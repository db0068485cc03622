/**
 * When the app has drawn the route's own content (a player's first route of the page load): `#main` holds the
 * route's page, and what of it the screen shows has no placeholder left (no skeleton, no busy region) and no
 * picture still loading. At that frame the shell sets the mark `jogo:route-content` (the bench reads it as the
 * route's content time, beside LCP: e2e/README.md "Bench"), and a route's own first screen hands over
 * (first-view.tsx). Checked once per frame while the page changes, reads only (the layout of that frame), and
 * never again after the first route's content.
 */
export const ROUTE_CONTENT_MARK = 'jogo:route-content';

const PLACEHOLDER = '[data-skeleton], [aria-busy="true"]';

function onScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return (
    r.width > 0 &&
    r.height > 0 &&
    r.bottom > 0 &&
    r.top < window.innerHeight &&
    r.right > 0 &&
    r.left < window.innerWidth
  );
}

/** Whether `main` shows its route's content: something drawn, and on screen no placeholder or loading picture. */
export function routeContentDrawn(main: Element): boolean {
  if (!main.textContent?.trim() && !main.querySelector('img, svg, canvas, video')) return false;
  for (const el of Array.from(main.querySelectorAll(PLACEHOLDER))) if (onScreen(el)) return false;
  for (const img of Array.from(main.getElementsByTagName('img'))) {
    // a picture the page has not asked for yet (lazy, not scrolled to) or still loading, where the player looks
    const loading = !img.getAttribute('src') || !img.complete;
    if (loading && onScreen(img)) return false;
  }
  return true;
}

let marked = false;

/**
 * Calls `onDrawn` once, at the frame where the route's content is drawn (`routeContentDrawn` on `#main`), and
 * sets the mark. Returns the stop function (the layout's unmount).
 */
export function watchRouteContent(onDrawn: () => void): () => void {
  if (marked || typeof MutationObserver === 'undefined') return () => undefined;
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    watch.disconnect();
    document.removeEventListener('load', schedule, true);
    cancelAnimationFrame(frame);
  };
  const check = () => {
    frame = 0;
    const main = document.getElementById('main');
    if (stopped || marked || !main || !routeContentDrawn(main)) return;
    marked = true;
    stop();
    performance.mark?.(ROUTE_CONTENT_MARK, { detail: { path: window.location.pathname } });
    onDrawn();
  };
  function schedule() {
    if (!frame && !stopped) frame = requestAnimationFrame(check);
  }
  const watch = new MutationObserver(schedule);
  watch.observe(document.getElementById('root') ?? document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['src', 'aria-busy', 'data-skeleton'],
  });
  // a picture's load is no mutation
  document.addEventListener('load', schedule, true);
  schedule();
  return stop;
}

/** Tests: a new page load. */
export function resetRouteContent(): void {
  marked = false;
}
