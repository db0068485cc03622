import { api, ENDPOINTS } from '@jogo/shared/api';

/** `GET /wps/inhouse/games`: the in-house games the gateway hosts. */
export const getInhouseGames = () => api().call(ENDPOINTS.inhouseGames);
