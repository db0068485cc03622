import { api, ENDPOINTS, type GameType, type RecentGameQuery, type RecentGameValue } from '@jogo/shared/api';
import { invalidateResource } from '@jogo/shared/data';

/** spec 9: the recent list holds 20 a page */
export const RECENT_PAGE_SIZE = 20;

/**
 * `GCS_recentGame` (spec 7: page, size 20; login needed): value.list (most recent first) and totalPages. The one
 * declaration of the call: home's section and the /recent pages both load through it.
 */
export function getRecentGames(
  gameType: GameType | undefined,
  page = 1,
  signal?: AbortSignal,
): Promise<RecentGameValue> {
  const query: RecentGameQuery = { page, size: RECENT_PAGE_SIZE };
  if (gameType) query.gameType = gameType;
  return api().call(ENDPOINTS.recentGames, { query: { ...query }, signal });
}

/**
 * The key prefix of every resource that shows recent games (home's section, the /recent pages, the lobby's
 * RECENT list): the readers build their keys with `recentGamesKey`, the writers call `invalidateRecentGames`,
 * so the two cannot drift.
 */
export const RECENT_GAMES_KEY = 'recent-games:';

/** @returns a `useResource` key under `RECENT_GAMES_KEY` for one view of the recent games */
export const recentGamesKey = (...parts: (string | number)[]): string => RECENT_GAMES_KEY + parts.join(':');

/**
 * A launch records the game on the gateway (spec 7): every mounted recent list loads again. Called by the
 * launch calls themselves, so no caller can forget it.
 */
export const invalidateRecentGames = (): void => invalidateResource(RECENT_GAMES_KEY);
