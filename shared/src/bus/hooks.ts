import { useCallback, useSyncExternalStore } from 'react';
import { bus } from './bus';
import type { BusEvents, EventName } from './events';
import type { MarketProfileInfo } from '../api/contract/protection';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../time/zone';

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
/** the member's protection state (issue 26), null for guests, trial and until it has loaded */
export const useProtection = () => useBusState('protection:changed');

/**
 * The market profile the gateway decided (`status.info.market`, issue 26); null until the status is known
 * or from a gateway without one. The front-end hides what it forbids but never decides it alone.
 */
export function useMarket(): MarketProfileInfo | null {
  const info = useSettings().info;
  return (info?.market as MarketProfileInfo | undefined) ?? null;
}

/**
 * The site's time zone (`status.info.timeZone`, an operator setting): every day, preset and time the site
 * shows or asks for is of it, never of the browser (`@jogo/shared/time`). The default zone until the status
 * is known or when the gateway names a zone this browser does not know.
 */
export function useTimeZone(): string {
  const zone: unknown = useSettings().info?.timeZone;
  return typeof zone === 'string' && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** @returns whether a module flag is on; unknown flags are off. */
export function useFlag(modId: string): boolean {
  return useSettings().flags[modId] === true;
}
