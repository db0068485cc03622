import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type {
  LatestNumeroValue,
  LottoGame,
  LottoMenuValue,
  LottoRecentValue,
  LottoVendor,
  OpenedNumerosValue,
} from '@jogo/shared/api';
import { CLIENT_QUERY, PAGE_NO, pageSize } from '../../http/schema';
import { pick } from '../../i18n/pick';
import { totalPages } from '../../http/paging';
import { drawAt, latestIndex, type LottoGameRow } from '../../domain/draws';
import { memberOf } from '../../http/member';

registerMessages({
  'lottery.game_not_found': { PT: 'Jogo de loteria não encontrado', EN: 'Lottery game not found' },
  'lottery.too_many_games': { PT: 'No máximo 20 jogos por pedido', EN: 'At most 20 games per request' },
});

const VENDORS: LottoVendor[] = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'];
const CODE = { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' } as const;
/** history kept visible per game: 30 days or 500 draws, whichever is fewer */
const HISTORY_DRAWS = 500;

export default async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const gameRow = (code: string) =>
    db
      .prepare('SELECT game_code, draw_interval, balls, max_number FROM lotto_game WHERE game_code = ?')
      .get(code) as LottoGameRow | undefined;

  app.get<{ Querystring: { vassalage?: LottoVendor } }>(
    '/lgw/vn/games/game_menu',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, vassalage: { type: 'string', enum: VENDORS } },
        },
      },
    },
    async (request) => {
      const v = request.query.vassalage;
      const groups = db
        .prepare(`SELECT * FROM lotto_group ${v ? 'WHERE vassalage = ?' : ''} ORDER BY sort`)
        .all(...(v ? [v] : [])) as {
        group_code: string;
        vassalage: LottoVendor;
        game_type: 'LOTT' | 'ELOTT';
        name_pt: string;
        name_en: string;
      }[];
      const games = db.prepare('SELECT * FROM lotto_game ORDER BY game_code').all() as (LottoGameRow & {
        group_code: string;
        name_pt: string;
        name_en: string;
      })[];
      const list: LottoGame[] = groups.map((g) => ({
        gameGroupCode: g.group_code,
        gameGroupName: pick(request.lang, g.name_pt, g.name_en),
        vassalage: g.vassalage,
        gameType: g.game_type,
        gameMenus: games
          .filter((x) => x.group_code === g.group_code)
          .map((x) => ({
            gameCode: x.game_code,
            gameName: pick(request.lang, x.name_pt, x.name_en),
            drawInterval: x.draw_interval,
            menuCode: `${x.game_code}_MAIN`,
          })),
      }));
      return ok<LottoMenuValue>({ list });
    },
  );

  app.get('/lgw/vn/games/recent', { config: { auth: 'member', trial: false } }, async (request) => {
    const rows = db
      .prepare(
        `SELECT lg.game_code, lg.name_pt, lg.name_en, grp.vassalage, r.played_at FROM recent_game r JOIN game g ON g.node_id = r.node_id
         JOIN lotto_game lg ON lg.game_code = g.game_code JOIN lotto_group grp ON grp.group_code = lg.group_code
         WHERE r.member_id = ? ORDER BY r.played_at DESC LIMIT 20`,
      )
      .all(memberOf(request).id) as {
      game_code: string;
      name_pt: string;
      name_en: string;
      vassalage: LottoVendor;
      played_at: string;
    }[];
    const value: LottoRecentValue = {
      list: rows.map((r) => ({
        gameCode: r.game_code,
        gameName: pick(request.lang, r.name_pt, r.name_en),
        vassalage: r.vassalage,
        playedAt: r.played_at,
      })),
    };
    return ok(value);
  });

  app.get<{ Querystring: { gameCode: string; pageNo: number; pageSize: number } }>(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['gameCode'],
          properties: { ...CLIENT_QUERY, gameCode: CODE, pageNo: PAGE_NO, pageSize: pageSize(20, 100) },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const g = gameRow(q.gameCode);
      if (!g) throw notFound('lottery.game_not_found');
      const total = Math.min(HISTORY_DRAWS, Math.ceil((30 * 86400) / g.draw_interval));
      const last = latestIndex(g);
      const first = (q.pageNo - 1) * q.pageSize;
      const list = [];
      for (let i = first; i < Math.min(total, first + q.pageSize); i++) list.push(drawAt(g, last - i));
      return ok<OpenedNumerosValue>({ list, totalPages: totalPages(total, q.pageSize) });
    },
  );

  app.get<{ Querystring: { gameCodes?: string } }>(
    '/lotto/lgw/games/opened/numero',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            gameCodes: { type: 'string', maxLength: 400, pattern: '^[A-Za-z0-9_,]*$' },
          },
        },
      },
    },
    async (request) => {
      const raw = request.query.gameCodes;
      const codes = raw
        ? raw.split(',').filter(Boolean)
        : (
            db.prepare('SELECT game_code FROM lotto_game ORDER BY game_code').all() as { game_code: string }[]
          ).map((r) => r.game_code);
      if (codes.length > 20) throw badRequest('lottery.too_many_games');
      const list = codes.map((c) => {
        const g = gameRow(c);
        if (!g) throw notFound('lottery.game_not_found');
        return drawAt(g, latestIndex(g));
      });
      return ok<LatestNumeroValue>({ list });
    },
  );
}
