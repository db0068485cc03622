import { api, ENDPOINTS, type InhouseRotateValue } from '@jogo/shared/api';

/** `POST /wps/inhouse/rotate`: reveals the old server seed and commits to a new one. */
export const rotateSeed = (gameCode: string) =>
  api().call<InhouseRotateValue>(ENDPOINTS.inhouseRotateSeed, { body: { gameCode } });
