/** spec 9: one favourite action per 1000 ms */
export const FAVOURITE_THROTTLE_MS = 1000;

/**
 * Leading-edge throttle: the first call runs at once, calls within `wait` ms after it are dropped
 * (no trailing call, spec 4). `now` is injectable for tests.
 */
export function throttleLeading<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = Date.now,
): (...args: A) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const t = now();
    if (t - last < wait) return false;
    last = t;
    fn(...args);
    return true;
  };
}
