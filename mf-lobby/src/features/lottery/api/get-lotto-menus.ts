import { api, ENDPOINTS, type LottoVendor } from '@jogo/shared/api';

/** `GET /lgw/vn/games/game_menu`: lottery groups with their games. */
export const getLottoMenus = (vassalage?: LottoVendor) =>
  api().call(ENDPOINTS.lottoMenus, { query: vassalage ? { vassalage } : {} });
