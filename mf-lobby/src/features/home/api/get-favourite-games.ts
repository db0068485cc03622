import {
  api,
  BRAND,
  ENDPOINTS,
  type FavoriteListQuery,
  type FavoriteListValue,
  type Game,
} from '@jogo/shared/api';
import { useFavourites, useLanguage, useSession } from '@jogo/shared/bus';
import { useLoad } from '../hooks/use-load';

/** spec 7 and 9: favourites in one page of 999, platform flash */
export const FAVOURITES_QUERY: FavoriteListQuery = {
  clientType: BRAND.clientType,
  platform: 'flash',
  pageNo: 1,
  pageSize: 999,
};

/** `GET /wps/relay/MCSFE_getFavoriteGamesList` (login needed): value.content. */
export async function getFavouriteGames(language: string): Promise<Game[]> {
  const value = await api().call<FavoriteListValue>(ENDPOINTS.favoriteGameList, {
    query: { ...FAVOURITES_QUERY, language },
  });
  return value.content;
}

/**
 * A member's favourite games. The ids live in the shared `favourites:changed` store (a tile's toggle
 * updates it at once): a removed id leaves the section immediately, and any change of the ids fetches
 * the list again so an added game shows with its full tile.
 */
export function useFavouriteGames() {
  const language = useLanguage();
  const session = useSession();
  const ids = useFavourites();
  const member = session.status === 'member' && !!session.token;
  const state = useLoad(
    `fav:${language}:${session.member?.id ?? ''}:${[...ids].sort().join(',')}`,
    () => getFavouriteGames(language),
    {
      targets: ['favourites'],
      enabled: member,
    },
  );
  // before the shell has loaded the ids (an empty store) the server's list is shown as it is
  return ids.length ? { ...state, data: state.data?.filter((g) => ids.includes(String(g.nodeId))) } : state;
}
