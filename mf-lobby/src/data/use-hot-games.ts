import { useCallback } from 'react';
import {
  api,
  BRAND,
  ENDPOINTS,
  type Game,
  type GameType,
  type HotGamesQuery,
  type HotGamesValue,
} from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useSessionCached, type CachedState } from './use-session-cached';

/**
 * Hot games (`GCSGAME_hotGamesV2`, merchantCode, isPlatform 2), optionally of one type or vendor, cached for
 * the session per language (spec 7, 9). A `data:reload-requested` with target `hotGames` fetches them again.
 */
export function useHotGames(filter: { gameType?: GameType; vassalage?: string } = {}): CachedState<Game[]> {
  const language = useLanguage();
  const { gameType, vassalage } = filter;
  const fetcher = useCallback(async () => {
    const query: HotGamesQuery = {
      merchantCode: BRAND.merchant,
      isPlatform: 2,
      platform: BRAND.platform,
      language,
    };
    if (gameType) query.gameType = gameType;
    if (vassalage) query.vassalage = vassalage;
    const value = await api().call<HotGamesValue>(ENDPOINTS.hotGames, { query: { ...query } });
    return value.list;
  }, [language, gameType, vassalage]);
  return useSessionCached(
    `hot:${language}:${gameType ?? 'ALL'}:${vassalage ?? 'ALL'}`,
    'hot:',
    'hotGames',
    fetcher,
  );
}
