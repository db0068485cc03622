import {
  api,
  BRAND,
  ENDPOINTS,
  type FavoriteListQuery,
  type FavoriteListValue,
  type GameType,
  type Language,
} from '@jogo/shared/api';

/** spec 9: favourites are fetched in one page of 999 */
export const FAVOURITES_PAGE_SIZE = 999;

/** `MCSFE_getFavoriteGamesList` (clientType 3, platform flash, pageNo 1, pageSize 999; value.content). */
export function getFavouriteGames(language: Language, gameType?: GameType): Promise<FavoriteListValue> {
  const query: FavoriteListQuery = {
    clientType: BRAND.clientType,
    platform: 'flash',
    language,
    pageNo: 1,
    pageSize: FAVOURITES_PAGE_SIZE,
  };
  if (gameType) query.gameType = gameType;
  return api().call<FavoriteListValue>(ENDPOINTS.favoriteGameList, { query: { ...query } });
}

/** `MCSFE_getFavoriteGames`: the ids. */
export function getFavouriteIds(): Promise<string[]> {
  return api().call<string[]>(ENDPOINTS.favoriteGameIds, { query: { clientType: BRAND.clientType } });
}
