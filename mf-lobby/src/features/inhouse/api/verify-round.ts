import { api, ENDPOINTS, type InhouseVerifyValue } from '@jogo/shared/api';

/** `GET /wps/inhouse/verify`: the gateway's own recomputation of a past round. */
export const verifyRound = (roundId: number) =>
  api().call<InhouseVerifyValue>(ENDPOINTS.inhouseVerify, { query: { roundId } });
