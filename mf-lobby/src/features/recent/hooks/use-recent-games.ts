import type { GameType } from '@jogo/shared/api';
import { useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { getRecentGames, recentGamesKey } from '../../../data/recent-games';

/**
 * One page of the member's recent games (20 a page) and the page count; empty for a guest. Reloads by itself
 * on login and language change (useResource), and when a game was launched (its key is under
 * `RECENT_GAMES_KEY`, which a launch invalidates).
 */
export function useRecentGames(gameType?: GameType, page = 1) {
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  const res = useResource(member ? recentGamesKey('page', gameType ?? 'ALL', page) : null, (signal) =>
    getRecentGames(gameType, page, signal),
  );
  return {
    games: res.data?.list ?? [],
    totalPages: res.data?.totalPages ?? 0,
    loading: member && res.loading && !res.data,
    error: !!res.error && !res.data,
    retry: res.reload,
  };
}
