import { useFavourites, useLanguage, useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { getFavouriteGames } from '../../../data/favourite-games';

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
  const state = useResource(
    member ? `home/favourites:${session.member?.id ?? ''}:${[...ids].sort().join(',')}` : null,
    (signal) => getFavouriteGames(language, undefined, signal).then((v) => v.content),
    // a change of the ids keeps the shown tiles (filtered below) until the new list arrives
    { keepPrevious: true },
  );
  // before the shell has loaded the ids (an empty store) the server's list is shown as it is
  return ids.length ? { ...state, data: state.data?.filter((g) => ids.includes(String(g.nodeId))) } : state;
}
