import { api, ENDPOINTS, type GameListQuery, type GameListValue } from '@jogo/shared/api';

/** `GET /wps/relay/GCSGAME_gameList` (spec 7): value.games and totalPages. */
export function getGameList(query: GameListQuery, signal?: AbortSignal): Promise<GameListValue> {
  return api().call(ENDPOINTS.gameList, { query: { ...query }, signal });
}
