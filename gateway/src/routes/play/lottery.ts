import type { FastifyInstance } from 'fastify';
import { LOTTERY as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { catalogueLicence } from '../../domain/market/catalogue';
import { latestDraws, lottoMenu, lottoRecent, openedDraws } from '../../domain/play/draws';

/** Lottery menus, recent lottery games and draws (computed, not stored: `domain/play/draws.ts`). */
export default async function lotteryRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.lottoMenus, async (request) =>
    ok(
      await lottoMenu(
        db,
        request.lang,
        await catalogueLicence(db, request.merchant),
        request.query.vassalage,
      ),
    ),
  );

  route(app, D.lottoRecent, async (request) =>
    ok(
      await lottoRecent(db, memberOf(request).id, request.lang, await catalogueLicence(db, request.merchant)),
    ),
  );

  route(app, D.lottoOpenedNumeros, async (request) => {
    const q = request.query;
    return ok(await openedDraws(db, request.merchant, q.gameCode, q.pageNo, q.pageSize));
  });

  route(app, D.lottoLatestNumero, async (request) =>
    ok(await latestDraws(db, request.merchant, request.query.gameCodes)),
  );
}
