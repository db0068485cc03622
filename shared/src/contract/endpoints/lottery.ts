import { Type } from '@sinclair/typebox';
import EARLY from '../../api/endpoints/early-reads.json';
import { declareEndpoint } from '../endpoint';
import { CLIENT_QUERY, PAGING } from '../schema';
import {
  LatestNumeroValue,
  LottoMenuValue,
  LottoRecentValue,
  LottoVendor,
  OpenedNumerosValue,
} from '../types/lottery';

const GAME_CODE = Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' });

/** The lottery domain (spec section 7): menus, recent lottery games and draws (computed by the gateway). */
export const LOTTERY = {
  lottoMenus: declareEndpoint({
    method: 'GET',
    ...EARLY.lottoMenus,
    auth: 'none',
    summary: 'The lottery game groups with their bet menus, of one vendor or all',
    rules:
      'the lottery groups: `gameGroupCode`, `vassalage` (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT), `gameMenus`',
    query: Type.Object({ ...CLIENT_QUERY, vassalage: Type.Optional(LottoVendor) }),
    answer: LottoMenuValue,
  }),
  lottoRecent: declareEndpoint({
    method: 'GET',
    path: '/lgw/vn/games/recent',
    moduleId: 'GAMELOREC3',
    auth: 'member',
    trial: false,
    summary: 'The lottery games the member played lately',
    answer: LottoRecentValue,
  }),
  lottoOpenedNumeros: declareEndpoint({
    method: 'GET',
    ...EARLY.lottoOpenedNumeros,
    auth: 'none',
    summary: 'The past draws of one lottery game, newest first, a page at a time',
    query: Type.Object({ ...CLIENT_QUERY, gameCode: GAME_CODE, ...PAGING(20, 100) }),
    exampleQuery: { gameCode: 'FAST3' },
    answer: OpenedNumerosValue,
    errors: ['lottery.game_not_found'],
  }),
  lottoLatestNumero: declareEndpoint({
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    moduleId: 'GAMELO3',
    auth: 'none',
    summary: 'The latest draw of each game named (at most 20), or of every game',
    query: Type.Object({
      ...CLIENT_QUERY,
      gameCodes: Type.Optional(Type.String({ maxLength: 400, pattern: '^[A-Za-z0-9_,]*$' })),
    }),
    answer: LatestNumeroValue,
    errors: ['lottery.game_not_found', 'lottery.too_many_games'],
  }),
};
