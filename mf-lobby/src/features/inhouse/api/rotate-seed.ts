import { api, ENDPOINTS } from '@jogo/shared/api';

/** `POST /wps/inhouse/rotate`: reveals the old server seed and commits to a new one. */
export const rotateSeed = (gameCode: string) =>
  api().call(ENDPOINTS.inhouseRotateSeed, { body: { gameCode } });
