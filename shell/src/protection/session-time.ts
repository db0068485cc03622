/**
 * The session clock's arithmetic: elapsed time as h:mm:ss, and when the next reality check is due.
 * Pure; the clock and the reality-check controller read the time from a timer, never from here.
 */

/** @returns an elapsed time as `h:mm:ss` (hours not padded, not wrapped at 24), `0:00:00` for negatives */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * @returns the moment (epoch ms) of the next reality check after `now`: the checks fall on whole multiples
 * of the interval counted from the login, so a reload does not move them; `null` without an interval
 */
export function nextRealityCheck(
  startedAt: number,
  intervalMinutes: number | null,
  now: number,
): number | null {
  if (!intervalMinutes || intervalMinutes <= 0) return null;
  const step = intervalMinutes * 60_000;
  const done = Math.max(0, Math.floor((now - startedAt) / step));
  return startedAt + (done + 1) * step;
}
