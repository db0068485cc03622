import { useSession } from '@jogo/shared/bus';
import { getRecentGames } from '../../../data/recent-games';
import { useLoad } from '../hooks/use-load';

/** A member's recent games (page 1: the newest 20); a guest has none and makes no call. */
export function useRecentGames() {
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  return useLoad(
    `recent:home:${session.member?.id ?? ''}`,
    (signal) => getRecentGames(undefined, 1, signal).then((v) => v.list),
    { targets: ['recent'], enabled: member, keepPrevious: false },
  );
}
