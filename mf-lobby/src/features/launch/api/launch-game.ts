import { api, ENDPOINTS, type LaunchGameBody, type LaunchGameValue } from '@jogo/shared/api';
import { invalidateRecentGames } from '../../../data/recent-games';

/**
 * `POST /wps/game/launchGame`: records the recent game and answers the URL to play (needs login; trial
 * refused). A launch the gateway took reloads the mounted recent lists; a refused one changes nothing.
 */
export async function launchGame(body: LaunchGameBody): Promise<LaunchGameValue> {
  const value = await api().call(ENDPOINTS.launchGame, { body });
  invalidateRecentGames();
  return value;
}
