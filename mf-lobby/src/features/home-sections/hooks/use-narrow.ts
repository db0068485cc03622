import { useSyncExternalStore } from 'react';

/** phones: the hot and sports lists start at 5 instead of 10 */
export const NARROW_QUERY = '(max-width: 640px)';

const subscribe = (cb: () => void) => {
  const mq = window.matchMedia(NARROW_QUERY);
  mq.addEventListener?.('change', cb);
  return () => mq.removeEventListener?.('change', cb);
};

/** @returns whether the viewport is phone-sized. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
