import { api, ENDPOINTS, type InhousePlayBody } from '@jogo/shared/api';

/** `POST /wps/inhouse/play`: one round; stake and payout move the real wallet. */
export const playRound = (body: InhousePlayBody) => api().call(ENDPOINTS.inhousePlay, { body });
