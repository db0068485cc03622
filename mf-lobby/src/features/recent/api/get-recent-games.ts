import { api, ENDPOINTS, type GameType, type RecentGameQuery, type RecentGameValue } from '@jogo/shared/api';

/** spec 9: the recent list holds 20 a page */
export const RECENT_PAGE_SIZE = 20;

/** `GCS_recentGame` (spec 7: page, size 20): value.list (most recent first) and totalPages. */
export function getRecentGames(
  gameType: GameType | undefined,
  page = 1,
  signal?: AbortSignal,
): Promise<RecentGameValue> {
  const query: RecentGameQuery = { page, size: RECENT_PAGE_SIZE };
  if (gameType) query.gameType = gameType;
  return api().call<RecentGameValue>(ENDPOINTS.recentGames, { query: { ...query }, signal });
}
