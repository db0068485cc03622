import { useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { getRecentGames, recentGamesKey } from '../../../data/recent-games';

/**
 * A member's recent games (page 1: the newest 20); a guest has none and makes no call. The key sits under
 * `RECENT_GAMES_KEY`, so a launch reloads it.
 */
export function useRecentGames() {
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  return useResource(member ? recentGamesKey('home', session.member?.id ?? '') : null, (signal) =>
    getRecentGames(undefined, 1, signal).then((v) => v.list),
  );
}
