import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/inhouse/verify`: the gateway's own recomputation of a past round. */
export const verifyRound = (roundId: number) => api().call(ENDPOINTS.inhouseVerify, { query: { roundId } });
