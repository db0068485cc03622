/**
 * Runs `work` in the task after the next frame has started: what a tap shows (a heart turned, a drawer opened)
 * paints first, and work it does not need for that frame (a request's start, a remote's warm-up: several
 * milliseconds of the main thread at 4x CPU each) comes right after (no slow tap). Without
 * requestAnimationFrame, in the next task.
 */
export function afterNextFrame(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work, 0));
  else setTimeout(work, 0);
}
