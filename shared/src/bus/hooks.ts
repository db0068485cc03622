import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '../api/client';
import { bus } from './bus';
import type { BusEvents, EventName } from './events';
import type { FlagId } from '../contract/flags';
import type { MarketProfileInfo, RewardKind } from '../contract/types/protection';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../time/zone';

/** React view of a replay-last channel. The only way components read shared state. */
export function useBusState<K extends EventName>(name: K): BusEvents[K] {
  const subscribe = useCallback((onChange: () => void) => bus.on(name, onChange), [name]);
  const get = useCallback(() => bus.current(name), [name]);
  return useSyncExternalStore(subscribe, get, get);
}

export const useSession = () => useBusState('session:changed');
export const useBalance = () => useBusState('balance:changed');
/**
 * The language the page shows. Read through React state, not useSyncExternalStore: a language switch
 * re-renders nearly every component, and React renders a store change at its synchronous priority even inside
 * startTransition, so the whole page re-rendered inside the click (switching to PT answered in 264 ms
 * at 4x CPU). i18n switches the language inside a transition (`changeLanguage`), and this state follows it in
 * that same transition: the click answers first and the new texts render in short slices.
 */
export function useLanguage(): Language {
  const [language, setLanguage] = useState(() => bus.current('language:changed'));
  // the channel replays its value on subscribe: a switch between this render and the effect is not lost
  useEffect(() => bus.on('language:changed', setLanguage), []);
  return language;
}
export const useSettings = () => useBusState('settings:changed');
export const useFavourites = () => useBusState('favourites:changed');
export const useBadges = () => useBusState('badges:changed');
/** the member's protection state, null for guests, trial and until it has loaded */
export const useProtection = () => useBusState('protection:changed');

/**
 * The market profile the gateway decided (`status.info.market`); null until the status is known
 * or from a gateway without one. The front-end hides what it forbids but never decides it alone.
 */
export function useMarket(): MarketProfileInfo | null {
  const info = useSettings().info;
  return (info?.market as MarketProfileInfo | undefined) ?? null;
}

/**
 * Whether the market allows a kind of reward: a menu, banner or tile of one it does not is not shown (the
 * gateway neither offers nor credits it). Without a profile, or from a gateway that names no rewards, allowed.
 */
export function rewardAllowed(market: MarketProfileInfo | null, kind: RewardKind): boolean {
  return (market?.rewards as Partial<Record<RewardKind, boolean>> | undefined)?.[kind] !== false;
}

/** @returns whether the site's market allows a kind of reward (`rewardAllowed`) */
export function useRewardAllowed(kind: RewardKind): boolean {
  return rewardAllowed(useMarket(), kind);
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
export function useFlag(flag: FlagId): boolean {
  return useSettings().flags[flag] === true;
}
