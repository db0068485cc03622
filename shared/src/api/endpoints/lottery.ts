import { endpoint } from '../endpoint';

/** Calls of the lottery domain (spec section 7). */
export const LOTTERY_ENDPOINTS = {
  lottoMenus: endpoint({ method: 'GET', path: '/lgw/vn/games/game_menu', moduleId: 'GAMELO3', auth: false }),
  lottoRecent: endpoint({ method: 'GET', path: '/lgw/vn/games/recent', moduleId: 'GAMELOREC3', auth: true }),
  lottoOpenedNumeros: endpoint({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    moduleId: 'GAMELO3',
    auth: false,
  }),
  lottoLatestNumero: endpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    moduleId: 'GAMELO3',
    auth: false,
  }),
};
