import { api, ENDPOINTS, type InhouseGamesValue } from '@jogo/shared/api';

/** `GET /wps/inhouse/games`: the in-house games the gateway hosts. */
export const getInhouseGames = () => api().call<InhouseGamesValue>(ENDPOINTS.inhouseGames);
