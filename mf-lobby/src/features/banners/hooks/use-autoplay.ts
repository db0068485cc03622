import { useEffect } from 'react';

/** spec 9: a banner stays 5000 ms */
export const BANNER_DELAY_MS = 5000;

/** The part of embla's API the autoplay uses. */
export interface AutoplayTarget {
  scrollNext(jump?: boolean): void;
  on(event: 'select' | 'pointerDown', cb: () => void): unknown;
  off(event: 'select' | 'pointerDown', cb: () => void): unknown;
}

/**
 * Moves the carousel to the next banner every `delay` ms while `enabled` (more than one banner) and not
 * `paused` (hover, keyboard focus or a hidden tab: WCAG 2.2.2 wants moving content to stop for the reader).
 * Written on embla's API because its autoplay plugin is not installed. Any slide change (a swipe, a dot)
 * restarts the wait, so each banner gets its full time on screen.
 */
export function useAutoplay(
  target: AutoplayTarget | undefined,
  { enabled, paused, delay = BANNER_DELAY_MS }: { enabled: boolean; paused: boolean; delay?: number },
) {
  useEffect(() => {
    if (!target || !enabled || paused) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => target.scrollNext(), delay);
    };
    const stop = () => clearTimeout(timer);
    target.on('select', arm);
    target.on('pointerDown', stop);
    arm();
    return () => {
      clearTimeout(timer);
      target.off('select', arm);
      target.off('pointerDown', stop);
    };
  }, [target, enabled, paused, delay]);
}
