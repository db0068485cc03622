import { api, ENDPOINTS, type LaunchGameBody, type LaunchGameValue } from '@jogo/shared/api';

/** `POST /wps/game/launchGame`: records the recent game and answers the URL to play (needs login; trial refused). */
export function launchGame(body: LaunchGameBody): Promise<LaunchGameValue> {
  return api().call<LaunchGameValue>(ENDPOINTS.launchGame, { body });
}
