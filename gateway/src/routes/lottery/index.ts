import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { CLIENT_QUERY, oneOf, PAGING, type PagedQuery } from '../../http/schema';
import { catalogueLicence } from '../../domain/market/catalogue';
import { LOTTO_VENDORS, latestDraws, lottoMenu, lottoRecent, openedDraws } from '../../domain/draws';

const MenuQuery = Type.Object({ ...CLIENT_QUERY, vassalage: Type.Optional(oneOf(LOTTO_VENDORS)) });
const OpenedQuery = Type.Object({
  ...CLIENT_QUERY,
  gameCode: Type.String({ pattern: '^[A-Za-z0-9_]{1,32}$' }),
  ...PAGING(20, 100),
});
const LatestQuery = Type.Object({
  ...CLIENT_QUERY,
  gameCodes: Type.Optional(Type.String({ maxLength: 400, pattern: '^[A-Za-z0-9_,]*$' })),
});

/** Lottery menus, recent lottery games and draws (computed, not stored: `domain/draws.ts`). */
export default async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get<{ Querystring: Static<typeof MenuQuery> }>(
    '/lgw/vn/games/game_menu',
    { config: { moduleId: 'GAMELO3' }, schema: { querystring: MenuQuery } },
    async (request) =>
      ok(
        await lottoMenu(
          db,
          request.lang,
          await catalogueLicence(db, request.merchant),
          request.query.vassalage,
        ),
      ),
  );

  app.get(
    '/lgw/vn/games/recent',
    { config: { auth: 'member', trial: false, moduleId: 'GAMELOREC3' } },
    async (request) =>
      ok(
        await lottoRecent(
          db,
          memberOf(request).id,
          request.lang,
          await catalogueLicence(db, request.merchant),
        ),
      ),
  );

  app.get<{ Querystring: PagedQuery<typeof OpenedQuery> }>(
    '/lgw/vn/numeros/opened/game',
    { config: { moduleId: 'GAMELO3' }, schema: { querystring: OpenedQuery } },
    async (request) =>
      ok(
        await openedDraws(
          db,
          request.merchant,
          request.query.gameCode,
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.get<{ Querystring: Static<typeof LatestQuery> }>(
    '/lotto/lgw/games/opened/numero',
    { config: { moduleId: 'GAMELO3' }, schema: { querystring: LatestQuery } },
    async (request) => ok(await latestDraws(db, request.merchant, request.query.gameCodes)),
  );
}
