import { useCallback } from 'react';
import {
  api,
  ENDPOINTS,
  type GameType,
  type NewGameVendorQuery,
  type NewGameVendorValue,
  type VendorLane,
} from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useSessionCached, type CachedState } from './use-session-cached';

/** spec 7: the vendor call uses platform html5-desktop and a flush flag */
export const VENDOR_PLATFORM = 'html5-desktop';

/**
 * Vendor lanes of `GCSGAME_newGameVendor` (one per game type, cards keyed by vassalage), cached for the
 * session per language (spec 9). A `data:reload-requested` with target `vendors` fetches them again.
 */
export function useVendorLanes(): CachedState<VendorLane[]> {
  const language = useLanguage();
  const fetcher = useCallback(
    async (fresh: boolean) => {
      const query: NewGameVendorQuery = {
        platform: VENDOR_PLATFORM,
        language,
        ...(fresh ? { flush: true } : {}),
      };
      const value = await api().call<NewGameVendorValue>(ENDPOINTS.gameVendors, { query: { ...query } });
      return value.data.lanes;
    },
    [language],
  );
  return useSessionCached(`vendors:${language}`, 'vendors:', 'vendors', fetcher);
}

/** @returns the lane of one game type, or undefined while loading or when the type has no vendors. */
export function laneOf(lanes: VendorLane[] | undefined, type: GameType): VendorLane | undefined {
  return lanes?.find((l) => l.gameCategory === type);
}
