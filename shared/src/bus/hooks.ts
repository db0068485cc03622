import { useCallback, useSyncExternalStore } from 'react';
import { bus } from './bus';
import type { BusEvents, EventName } from './events';

/** React view of a replay-last channel. The only way components read shared state. */
export function useBusState<K extends EventName>(name: K): BusEvents[K] {
  const subscribe = useCallback((onChange: () => void) => bus.on(name, onChange), [name]);
  const get = useCallback(() => bus.current(name), [name]);
  return useSyncExternalStore(subscribe, get, get);
}

export const useSession = () => useBusState('session:changed');
export const useBalance = () => useBusState('balance:changed');
export const useLanguage = () => useBusState('language:changed');
export const useSettings = () => useBusState('settings:changed');
export const useFavourites = () => useBusState('favourites:changed');
export const useBadges = () => useBusState('badges:changed');

/** @returns whether a module flag is on; unknown flags are off. */
export function useFlag(modId: string): boolean {
  return useSettings().flags[modId] === true;
}
