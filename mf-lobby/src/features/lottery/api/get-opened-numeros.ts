import { api, ENDPOINTS } from '@jogo/shared/api';

/** spec 9: game lists hold 20 */
export const DRAWS_PAGE_SIZE = 20;

/** `GET /lgw/vn/numeros/opened/game`: past draws of one game, newest first. */
export const getOpenedNumeros = (gameCode: string, pageNo = 1) =>
  api().call(ENDPOINTS.lottoOpenedNumeros, {
    query: { gameCode, pageNo, pageSize: DRAWS_PAGE_SIZE },
  });
