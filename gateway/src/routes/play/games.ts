import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { GAMES as D, LAUNCH } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { AMOUNT, oneOf } from '../../http/schema';
import {
  addFavourite,
  favouriteIds,
  favouriteList,
  removeFavourite,
} from '../../domain/play/games/favourites';
import { demoBet, demoPageData, launchGame } from '../../domain/play/games/launch';
import {
  gameList,
  gameMenus,
  hotGames,
  rankList,
  roomList,
  vendorLanes,
} from '../../domain/play/games/lists';
import { recentGames } from '../../domain/play/games/recent';
import { catalogueLicence } from '../../domain/market/catalogue';
import { demoPageHtml, DEMO_SCRIPT } from './demo-page';

const CODE = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
const TICKET = Type.String({ pattern: '^[0-9a-f]{32}$' });

const DemoParams = Type.Object({ code: CODE });
const DemoQuery = Type.Object({ ticket: TICKET, lang: Type.Optional(oneOf(['PT', 'EN'] as const)) });
const DemoBetBody = Type.Object({ ticket: TICKET, amount: AMOUNT }, { additionalProperties: false });

/** Games catalogue, favourites, recent games, launch and the demo vendor (docs/gateway/design-notes.md "Games and lottery"). */
export default async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  const licence = (merchant: string) => catalogueLicence(db, merchant);

  route(app, D.gameMenus, async (request) =>
    ok(await gameMenus(db, request.lang, await licence(request.merchant))),
  );

  route(app, D.gameVendors, async (request) =>
    ok(await vendorLanes(db, request.lang, await licence(request.merchant), request.query.gameType)),
  );

  /** Every filter of spec 7 with paging; FAV and RECENT need a session (token optional). */
  route(app, D.gameList, async (request) =>
    ok(
      await gameList(
        db,
        request.lang,
        request.member?.id ?? null,
        request.query,
        await licence(request.merchant),
      ),
    ),
  );

  route(app, D.hotGames, async (request) =>
    ok(await hotGames(db, request.lang, request.query, await licence(request.merchant))),
  );

  route(app, D.winnersBoard, async (request) =>
    ok(await rankList(db, request.merchant, request.lang, request.query, await licence(request.merchant))),
  );

  // ---- Favourites ------------------------------------------------------------------------------

  route(app, D.favoriteGameIds, async (request) =>
    ok(await favouriteIds(db, memberOf(request).id, await licence(request.merchant))),
  );

  route(app, D.favoriteGameList, async (request) =>
    ok(
      await favouriteList(
        db,
        memberOf(request).id,
        request.lang,
        request.query,
        await licence(request.merchant),
      ),
    ),
  );

  route(app, D.addFavoriteGame, async (request) =>
    ok(
      await addFavourite(
        db,
        memberOf(request).id,
        Number(request.body.nodeId),
        await licence(request.merchant),
      ),
    ),
  );

  route(app, D.removeFavoriteGame, async (request) =>
    ok(
      await removeFavourite(
        db,
        memberOf(request).id,
        Number(request.body.nodeId),
        await licence(request.merchant),
      ),
    ),
  );

  /** Most recently played first. */
  route(app, D.recentGames, async (request) =>
    ok(
      await recentGames(
        db,
        memberOf(request).id,
        request.lang,
        request.query,
        await licence(request.merchant),
      ),
    ),
  );

  // ---- Launch and the demo vendor page ---------------------------------------------------------

  route(app, LAUNCH.launchGame, async (request) =>
    ok(await launchGame(db, memberOf(request).id, request.token!, request.lang, request.body.gameCode)),
  );

  /** The demo vendor game page (framed by /seamless). Loaded by the browser itself, so headerless. */
  app.get<{ Params: Static<typeof DemoParams>; Querystring: Static<typeof DemoQuery> }>(
    '/wps/game/demo/:code',
    {
      config: { headerless: true },
      schema: {
        params: DemoParams,
        querystring: DemoQuery,
        operationId: 'demoGamePage',
        summary: 'The demo vendor page of a launched game, by its ticket (framed: headerless)',
      },
    },
    async (request, reply) => {
      const lang = request.query.lang === 'EN' ? 'EN' : 'PT';
      const { game, balance } = await demoPageData(db, request.query.ticket, request.params.code, lang);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(demoPageHtml({ game, ticket: request.query.ticket, balance, lang }));
    },
  );

  app.get(
    '/wps/game/demo.js',
    {
      config: { headerless: true },
      schema: { operationId: 'demoGameScript', summary: "The demo vendor page's script" },
    },
    async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(DEMO_SCRIPT),
  );

  /** One round of the demo vendor game: stake and payout through the wallet in one transaction. */
  app.post<{ Body: Static<typeof DemoBetBody> }>(
    '/wps/game/demo/bet',
    {
      config: { headerless: true, ticketSession: true },
      schema: {
        body: DemoBetBody,
        operationId: 'demoGameBet',
        summary: 'A round of the demo vendor page: debits the stake and credits the payout (by the ticket)',
      },
    },
    async (request) => ok(await demoBet(db, request.body.ticket, request.body.amount)),
  );

  /** Rooms of a PVP game or vendor (deterministic demo rooms). */
  route(app, D.roomList, async (request) =>
    ok(await roomList(db, request.lang, request.query, await licence(request.merchant))),
  );
}
