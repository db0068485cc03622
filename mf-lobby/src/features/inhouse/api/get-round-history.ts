import { api, ENDPOINTS } from '@jogo/shared/api';

/** spec 9: game lists hold 20 */
export const HISTORY_PAGE_SIZE = 20;

/** `GET /wps/inhouse/history`: the member's rounds, newest first. */
export const getRoundHistory = (gameCode: string, pageNo = 1) =>
  api().call(ENDPOINTS.inhouseHistory, {
    query: { gameCode, pageNo, pageSize: HISTORY_PAGE_SIZE },
  });
