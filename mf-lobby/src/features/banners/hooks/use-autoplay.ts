import { useEffect, type RefObject } from 'react';

/** spec 9: a banner stays 5000 ms */
export const BANNER_DELAY_MS = 5000;

/** The part of embla's API the autoplay uses. */
export interface AutoplayTarget {
  scrollNext(jump?: boolean): void;
  on(event: 'select' | 'pointerDown', cb: () => void): unknown;
  off(event: 'select' | 'pointerDown', cb: () => void): unknown;
}

/**
 * Moves the carousel to the next banner every `delay` ms while `enabled` (more than one banner), paused while
 * the pointer is over `root`, keyboard focus is inside it or the tab is hidden (WCAG 2.2.2: moving content
 * stops for the reader). Written on embla's API because its autoplay plugin is not installed. Any slide change
 * (a swipe, a dot) restarts the wait, so each banner gets its full time on screen. The pause is kept in DOM
 * listeners, not React state: hovering the carousel renders nothing.
 */
export function useAutoplay(
  target: AutoplayTarget | undefined,
  root: RefObject<HTMLElement | null>,
  { enabled, delay = BANNER_DELAY_MS }: { enabled: boolean; delay?: number },
) {
  useEffect(() => {
    const el = root.current;
    if (!target || !enabled || !el) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const paused = () => hovered || focused || document.visibilityState === 'hidden';
    const arm = () => {
      clearTimeout(timer);
      if (!paused()) timer = setTimeout(() => target.scrollNext(), delay);
    };
    const stop = () => clearTimeout(timer);
    const onEnter = () => {
      hovered = true;
      stop();
    };
    const onLeave = () => {
      hovered = false;
      arm();
    };
    const onFocusIn = () => {
      focused = true;
      stop();
    };
    const onFocusOut = (e: FocusEvent) => {
      if (el.contains(e.relatedTarget as Node | null)) return;
      focused = false;
      arm();
    };
    target.on('select', arm);
    target.on('pointerDown', stop);
    el.addEventListener('mouseenter', onEnter);
    el.addEventListener('mouseleave', onLeave);
    el.addEventListener('focusin', onFocusIn);
    el.addEventListener('focusout', onFocusOut);
    document.addEventListener('visibilitychange', arm);
    arm();
    return () => {
      clearTimeout(timer);
      target.off('select', arm);
      target.off('pointerDown', stop);
      el.removeEventListener('mouseenter', onEnter);
      el.removeEventListener('mouseleave', onLeave);
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [target, root, enabled, delay]);
}
