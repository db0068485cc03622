import { api, BRAND, ENDPOINTS, type Game, type GameType, type HotGamesQuery } from '@jogo/shared/api';
import { useLanguage } from '@jogo/shared/bus';
import { useResource, type Resource } from '@jogo/shared/data';

/**
 * Hot games (`GCSGAME_hotGamesV2`, merchantCode, isPlatform 2), optionally of one type or vendor, cached for
 * the browser session per language (spec 7, 9): `useResource` keys on the language, so a switch loads once.
 */
export function useHotGames(filter: { gameType?: GameType; vassalage?: string } = {}): Resource<Game[]> {
  const language = useLanguage();
  const { gameType, vassalage } = filter;
  return useResource(
    `hot:${gameType ?? 'ALL'}:${vassalage ?? 'ALL'}`,
    async (signal) => {
      const query: HotGamesQuery = {
        merchantCode: BRAND.merchant,
        isPlatform: 2,
        platform: BRAND.platform,
        language,
      };
      if (gameType) query.gameType = gameType;
      if (vassalage) query.vassalage = vassalage;
      const value = await api().call(ENDPOINTS.hotGames, { query: { ...query }, signal });
      return value.list;
    },
    // a language switch keeps the tiles until the new language's list: they change their names in
    // place instead of going to skeletons and being built again
    { cache: 'session', persist: true, revalidate: false, keepPrevious: true },
  );
}
