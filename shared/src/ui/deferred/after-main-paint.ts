import { useEffect, useState } from 'react';

/** at most this long after the page starts, whatever the page paints */
const CAP_MS = 6000;
/** with no image as the largest paint: this long without a larger paint after the load event */
const QUIET_MS = 1500;

let settled: Promise<void> | null = null;
/** true once `settled` resolved: later mounts start ready, with no extra render */
let painted = false;

function whenIdle(done: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => done(), { timeout: 1000 });
  else setTimeout(done, 0);
}

function afterLoad(done: () => void): void {
  if (document.readyState === 'complete') done();
  else window.addEventListener('load', () => done(), { once: true });
}

/**
 * Resolves once the page's main content has painted, so what is below the fold or not needed at first (the
 * footer, the announcement popup and its HTML sanitizer, the winners board) stops competing with it for the
 * network and the main thread. "Painted" is the first largest contentful paint of an image (home's
 * first banner), or, on a page without one, the load event plus a quiet spell with no larger paint; six seconds
 * at most. Then it waits for an idle moment. Once per page: later callers resolve at once.
 */
export function afterMainPaint(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      observer?.disconnect();
      clearTimeout(cap);
      clearTimeout(quiet);
      whenIdle(() => {
        painted = true;
        resolve();
      });
    };
    const cap = setTimeout(finish, CAP_MS);
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let loaded = false;
    const waitQuiet = () => {
      clearTimeout(quiet);
      if (loaded) quiet = setTimeout(finish, QUIET_MS);
    };
    const supported =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
    let observer: PerformanceObserver | null = null;
    if (!supported) {
      afterLoad(finish);
      return;
    }
    observer = new PerformanceObserver((list) => {
      const image = list
        .getEntries()
        .some((e) => (e as PerformanceEntry & { element?: Element | null }).element?.tagName === 'IMG');
      if (image) finish();
      else waitQuiet();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    afterLoad(() => {
      loaded = true;
      waitQuiet();
    });
  });
  return settled;
}

/** @returns false until `afterMainPaint()` resolved (then true, for good). */
export function useAfterMainPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return undefined;
    let alive = true;
    void afterMainPaint().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [ready]);
  return ready;
}

/** for tests: forget that the main paint happened */
export function resetMainPaintForTests(): void {
  settled = null;
  painted = false;
}
