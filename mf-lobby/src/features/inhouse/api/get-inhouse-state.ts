import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/inhouse/state`: the active seed pair (server seed hash, client seed), next nonce, balance. */
export const getInhouseState = (gameCode: string) =>
  api().call(ENDPOINTS.inhouseState, { query: { gameCode } });
