import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import {
  AMOUNT,
  CLIENT_QUERY,
  oneOf,
  PAGE_NO,
  pageSize,
  PAGING,
  type PagedQuery,
  type WithDefaults,
} from '../../http/schema';
import { addFavourite, favouriteIds, favouriteList, removeFavourite } from '../../domain/games/favourites';
import { demoBet, demoPageData, launchGame } from '../../domain/games/launch';
import {
  GAME_TYPES,
  gameList,
  gameMenus,
  hotGames,
  rankList,
  roomList,
  vendorLanes,
} from '../../domain/games/lists';
import { recentGames } from '../../domain/games/recent';
import { catalogueLicence } from '../../domain/market/catalogue';
import { demoPageHtml, DEMO_SCRIPT } from './demo-page';

const GAME_TYPE = Type.Optional(oneOf(GAME_TYPES));
const CODE = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' });
const VASSALAGE = Type.Optional(Type.String({ maxLength: 32 }));
const TICKET = Type.String({ pattern: '^[0-9a-f]{32}$' });

const MenusQuery = Type.Object(CLIENT_QUERY);
const VendorQuery = Type.Object({
  ...CLIENT_QUERY,
  flush: Type.Optional(Type.Boolean()),
  gameType: GAME_TYPE,
});
const GameListQuery = Type.Object({
  ...CLIENT_QUERY,
  gameType: GAME_TYPE,
  isNew: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
  vassalage: VASSALAGE,
  gameClassify: Type.Optional(Type.String({ maxLength: 32 })),
  gameName: Type.Optional(Type.String({ maxLength: 64 })),
  ...PAGING(20, 200),
});
const HotQuery = Type.Object({
  ...CLIENT_QUERY,
  isPlatform: Type.Optional(Type.Integer()),
  gameType: GAME_TYPE,
  vassalage: VASSALAGE,
});
const RankQuery = Type.Object({
  ...CLIENT_QUERY,
  gameCategory: Type.Optional(Type.String({ maxLength: 16 })),
  limitNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
const FavouritesQuery = Type.Object({ ...CLIENT_QUERY, gameType: GAME_TYPE, ...PAGING(999, 999) });
const FavouriteBody = Type.Object(
  {
    nodeId: Type.Union([Type.Integer({ minimum: 1 }), Type.String({ pattern: '^[0-9]{1,12}$' })]),
    vendor: Type.Optional(Type.String({ maxLength: 32 })),
    gameType: GAME_TYPE,
  },
  { additionalProperties: false },
);
const RecentQuery = Type.Object({
  ...CLIENT_QUERY,
  gameType: GAME_TYPE,
  page: Type.Optional(PAGE_NO),
  size: Type.Optional(pageSize(20, 100)),
});
const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const LaunchBody = Type.Object(
  {
    gameCode: CODE,
    gameType: GAME_TYPE,
    vassalage: VASSALAGE,
    lottoArea: text(16),
    launchMode: text(16),
    prizeMode: text(16),
    view: text(16),
    device: text(32),
    backUrl: text(512),
    language: text(8),
  },
  { additionalProperties: false },
);
const DemoParams = Type.Object({ code: CODE });
const DemoQuery = Type.Object({ ticket: TICKET, lang: Type.Optional(oneOf(['PT', 'EN'] as const)) });
const DemoBetBody = Type.Object({ ticket: TICKET, amount: AMOUNT }, { additionalProperties: false });
const RoomQuery = Type.Object({ ...CLIENT_QUERY, gameCode: Type.Optional(CODE), vassalage: VASSALAGE });

/** Games catalogue, favourites, recent games, launch and the demo vendor (README "Games and lottery"). */
export default async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const favCfg = { auth: 'member' as const, trial: false as const, module: 'GAMELOFAV3' };

  app.get(
    '/lgw/games/game_menus',
    { config: { moduleId: 'GAMELO3' }, schema: { querystring: MenusQuery } },
    async (request) => ok(await gameMenus(db, request.lang, await catalogueLicence(db, request.merchant))),
  );

  app.get<{ Querystring: Static<typeof VendorQuery> }>(
    '/wps/relay/GCSGAME_newGameVendor',
    { config: { moduleId: 'GAMELO3' }, schema: { querystring: VendorQuery } },
    async (request) =>
      ok(
        await vendorLanes(
          db,
          request.lang,
          await catalogueLicence(db, request.merchant),
          request.query.gameType,
        ),
      ),
  );

  /** Every filter of spec 7 with paging; FAV and RECENT need a session (token optional). */
  app.get<{ Querystring: PagedQuery<typeof GameListQuery> }>(
    '/wps/relay/GCSGAME_gameList',
    { config: { auth: 'optional', module: 'GAMELO3' }, schema: { querystring: GameListQuery } },
    async (request) =>
      ok(
        await gameList(
          db,
          request.lang,
          request.member?.id ?? null,
          request.query,
          await catalogueLicence(db, request.merchant),
        ),
      ),
  );

  app.get<{ Querystring: Static<typeof HotQuery> }>(
    '/wps/relay/GCSGAME_hotGamesV2',
    { config: { module: 'GAMELOHOT3' }, schema: { querystring: HotQuery } },
    async (request) =>
      ok(await hotGames(db, request.lang, request.query, await catalogueLicence(db, request.merchant))),
  );

  app.get<{ Querystring: WithDefaults<Static<typeof RankQuery>, 'limitNum'> }>(
    '/wps/relay/GCSGAME_getRankList',
    { config: { moduleId: 'GAMELO3' }, schema: { querystring: RankQuery } },
    async (request) =>
      ok(
        await rankList(
          db,
          request.merchant,
          request.lang,
          request.query,
          await catalogueLicence(db, request.merchant),
        ),
      ),
  );

  // ---- Favourites ------------------------------------------------------------------------------

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    { config: { auth: 'member', module: 'GAMELOFAV3' }, schema: { querystring: MenusQuery } },
    async (request) =>
      ok(await favouriteIds(db, memberOf(request).id, await catalogueLicence(db, request.merchant))),
  );

  app.get<{ Querystring: PagedQuery<typeof FavouritesQuery> }>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    { config: { auth: 'member', module: 'GAMELOFAV3' }, schema: { querystring: FavouritesQuery } },
    async (request) =>
      ok(
        await favouriteList(
          db,
          memberOf(request).id,
          request.lang,
          request.query,
          await catalogueLicence(db, request.merchant),
        ),
      ),
  );

  app.post<{ Body: Static<typeof FavouriteBody> }>(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    { config: favCfg, schema: { body: FavouriteBody } },
    async (request) =>
      ok(
        await addFavourite(
          db,
          memberOf(request).id,
          Number(request.body.nodeId),
          await catalogueLicence(db, request.merchant),
        ),
      ),
  );

  app.post<{ Body: Static<typeof FavouriteBody> }>(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    { config: favCfg, schema: { body: FavouriteBody } },
    async (request) =>
      ok(
        await removeFavourite(
          db,
          memberOf(request).id,
          Number(request.body.nodeId),
          await catalogueLicence(db, request.merchant),
        ),
      ),
  );

  /** Most recently played first. */
  app.get<{ Querystring: WithDefaults<Static<typeof RecentQuery>, 'page' | 'size'> }>(
    '/wps/relay/GCS_recentGame',
    { config: { auth: 'member', module: 'GAMELOREC3' }, schema: { querystring: RecentQuery } },
    async (request) =>
      ok(
        await recentGames(
          db,
          memberOf(request).id,
          request.lang,
          request.query,
          await catalogueLicence(db, request.merchant),
        ),
      ),
  );

  // ---- Launch and the demo vendor page ---------------------------------------------------------

  app.post<{ Body: Static<typeof LaunchBody> }>(
    '/wps/game/launchGame',
    { config: { auth: 'member', trial: false, module: 'GAMELO3' }, schema: { body: LaunchBody } },
    async (request) =>
      ok(await launchGame(db, memberOf(request).id, request.token!, request.lang, request.body.gameCode)),
  );

  /** The demo vendor game page (framed by /seamless). Loaded by the browser itself, so headerless. */
  app.get<{ Params: Static<typeof DemoParams>; Querystring: Static<typeof DemoQuery> }>(
    '/wps/game/demo/:code',
    { config: { headerless: true }, schema: { params: DemoParams, querystring: DemoQuery } },
    async (request, reply) => {
      const lang = request.query.lang === 'EN' ? 'EN' : 'PT';
      const { game, balance } = await demoPageData(db, request.query.ticket, request.params.code, lang);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(demoPageHtml({ game, ticket: request.query.ticket, balance, lang }));
    },
  );

  app.get('/wps/game/demo.js', { config: { headerless: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(DEMO_SCRIPT),
  );

  /** One round of the demo vendor game: stake and payout through the wallet in one transaction. */
  app.post<{ Body: Static<typeof DemoBetBody> }>(
    '/wps/game/demo/bet',
    { config: { headerless: true }, schema: { body: DemoBetBody } },
    async (request) => ok(await demoBet(db, request.body.ticket, request.body.amount)),
  );

  /** Rooms of a PVP game or vendor (deterministic demo rooms). */
  app.get<{ Querystring: Static<typeof RoomQuery> }>(
    '/wps/relay/GLS2_roomList',
    { config: { moduleId: 'GAMELO3' }, schema: { querystring: RoomQuery } },
    async (request) =>
      ok(await roomList(db, request.lang, request.query, await catalogueLicence(db, request.merchant))),
  );
}
