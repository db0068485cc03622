import { api, ENDPOINTS, type Game, type RecentGameQuery, type RecentGameValue } from '@jogo/shared/api';
import { useLanguage, useSession } from '@jogo/shared/bus';
import { useLoad } from '../hooks/use-load';

/** spec 9: recent games, page 1 of 20 */
export const RECENT_QUERY: RecentGameQuery = { page: 1, size: 20 };

/** `GET /wps/relay/GCS_recentGame` (login needed). */
export async function getRecentGames(): Promise<Game[]> {
  const value = await api().call<RecentGameValue>(ENDPOINTS.recentGames, { query: { ...RECENT_QUERY } });
  return value.list;
}

/** A member's recent games; a guest has none and makes no call. */
export function useRecentGames() {
  const language = useLanguage();
  const session = useSession();
  const member = session.status === 'member' && !!session.token;
  return useLoad(`recent:${language}:${session.member?.id ?? ''}`, getRecentGames, {
    targets: ['recent'],
    enabled: member,
    keepPrevious: false,
  });
}
