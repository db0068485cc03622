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

/**
 * `MCSFE_getFavoriteGamesList` (login needed; clientType 3, platform flash, pageNo 1, pageSize 999;
 * value.content). The one declaration of the call: home's section and the /favourites pages load through it.
 */
export function getFavouriteGames(
  language: Language,
  gameType?: GameType,
  signal?: AbortSignal,
): Promise<FavoriteListValue> {
  const query: FavoriteListQuery = {
    clientType: BRAND.clientType,
    platform: 'flash',
    language,
    pageNo: 1,
    pageSize: FAVOURITES_PAGE_SIZE,
  };
  if (gameType) query.gameType = gameType;
  return api().call(ENDPOINTS.favoriteGameList, { query: { ...query }, signal });
}
