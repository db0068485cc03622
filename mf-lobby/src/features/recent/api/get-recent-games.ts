import { api, ENDPOINTS, type GameType, type RecentGameQuery, type RecentGameValue } from '@jogo/shared/api';

/** spec 9: the recent list holds 20 */
export const RECENT_PAGE_SIZE = 20;

/** `GCS_recentGame` (page 1, size 20): value.list, most recent first. */
export function getRecentGames(gameType?: GameType): Promise<RecentGameValue> {
  const query: RecentGameQuery = { page: 1, size: RECENT_PAGE_SIZE };
  if (gameType) query.gameType = gameType;
  return api().call<RecentGameValue>(ENDPOINTS.recentGames, { query: { ...query } });
}
