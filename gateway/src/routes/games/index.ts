import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { AppError, badRequest, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type {
  FavoriteListValue,
  FavoriteToggleBody,
  GameListValue,
  GameMenusValue,
  GameRoom,
  GameType,
  HotGamesValue,
  LaunchGameBody,
  LaunchGameValue,
  NewGameVendorValue,
  RankListValue,
  RecentGameValue,
  RoomListValue,
  VendorLane,
} from '@jogo/shared/api';
import { CLIENT_QUERY, PAGE_NO, pageSize, AMOUNT } from '../../http/schema';
import { maskName } from '../../lib/mask-name';
import { toMajor, toMinor } from '../../domain/ledger/money';
import { totalPages } from '../../http/paging';
import {
  CLASS_TITLES,
  GAME_COLUMNS,
  GAME_FROM,
  VENDOR_JOIN,
  TYPE_ORDER,
  TYPE_TITLES,
  gameByCode,
  gameIcon,
  toGame,
  toVendor,
  vendorsOf,
  type GameRow,
} from '../../domain/games/catalog';
import { demoMultiplier, settleBet } from '../../domain/games/bets';
import { stmt } from '../../db/stmt';
import { hashToken, SESSION_MAX_MS } from '../../domain/identity/sessions';
import { assertSiteOpen } from '../../domain/site/status';
import { demoPageHtml, DEMO_SCRIPT } from './demo-page';
import { memberOf } from '../../http/member';

registerMessages({
  'game.not_found': { PT: 'Jogo não encontrado', EN: 'Game not found' },
  'game.ticket_invalid': {
    PT: 'A sessão do jogo expirou, abra o jogo novamente',
    EN: 'The game session has expired, please open the game again',
  },
  'game.bet_limits': { PT: 'Aposta fora dos limites (1 a 5000)', EN: 'Bet outside the limits (1 to 5000)' },
  'game.room_query_required': { PT: 'Informe gameCode ou vassalage', EN: 'Give gameCode or vassalage' },
});

export const GAME_TYPES: GameType[] = [
  'LIVE',
  'RNG',
  'FISH',
  'LOTT',
  'ELOTT',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'INHOUSE',
];
const GAME_TYPE_SCHEMA = { type: 'string', enum: GAME_TYPES } as const;
const CODE = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' } as const;
const TICKET_TTL_MS = 2 * 60 * 60 * 1000;
/** demo vendor rounds: stake limits in minor units */
const DEMO_MIN_BET = 100;
const DEMO_MAX_BET = 500_000;

/** Escapes LIKE wildcards so a search for "50%" matches literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export default async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** GET /lgw/games/game_menus: game types that have vendors, in navigation order, with their vendors. */
  app.get(
    '/lgw/games/game_menus',
    { schema: { querystring: { type: 'object', properties: { ...CLIENT_QUERY } } } },
    async (request) => {
      const all = vendorsOf(db);
      const value: GameMenusValue = TYPE_ORDER.filter((t) => all.some((v) => v.game_type === t)).map(
        (t, i) => ({
          gameType: t,
          title: TYPE_TITLES[t][request.lang],
          sort: i,
          vendors: all.filter((v) => v.game_type === t).map(toVendor),
        }),
      );
      return ok(value);
    },
  );

  /** GET /wps/relay/GCSGAME_newGameVendor: data.lanes, one per game type with cards keyed by vassalage. */
  app.get<{ Querystring: { gameType?: GameType } }>(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, flush: { type: 'boolean' }, gameType: GAME_TYPE_SCHEMA },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const all = vendorsOf(db, q.gameType);
      const classes = stmt(
        db,
        'SELECT DISTINCT game_type, classify, vassalage FROM game ORDER BY game_type, classify, vassalage',
      ).all() as { game_type: GameType; classify: string; vassalage: string }[];
      const lanes: VendorLane[] = TYPE_ORDER.filter((t) => all.some((v) => v.game_type === t)).map((t) => {
        const cards: VendorLane['cards'] = {};
        for (const v of all.filter((x) => x.game_type === t)) cards[v.code] = toVendor(v);
        const byClass = new Map<string, string[]>();
        for (const c of classes.filter((x) => x.game_type === t))
          byClass.set(c.classify, [...(byClass.get(c.classify) ?? []), c.vassalage]);
        return {
          gameCategory: t,
          title: TYPE_TITLES[t][request.lang],
          cards,
          gameClassify: [...byClass.entries()].map(([classify, vendors]) => ({
            classify,
            title: CLASS_TITLES[classify]?.[request.lang] ?? classify,
            vendors,
          })),
        };
      });
      const value: NewGameVendorValue = { data: { lanes } };
      return ok(value);
    },
  );

  /** GET /wps/relay/GCSGAME_gameList: every filter of spec 7 with paging; FAV and RECENT need a session. */
  app.get<{
    Querystring: {
      gameType?: GameType;
      isNew?: 0 | 1;
      vassalage?: string;
      gameClassify?: string;
      gameName?: string;
      pageNo: number;
      pageSize: number;
    };
  }>(
    '/wps/relay/GCSGAME_gameList',
    {
      config: { auth: 'optional', module: 'GAMELO3' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            gameType: GAME_TYPE_SCHEMA,
            isNew: { type: 'integer', enum: [0, 1] },
            vassalage: { type: 'string', maxLength: 32 },
            gameClassify: { type: 'string', maxLength: 32 },
            gameName: { type: 'string', maxLength: 64 },
            pageNo: PAGE_NO,
            pageSize: pageSize(20, 200),
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const where: string[] = [];
      const args: (string | number)[] = [];
      let order = 'g.sort';
      if (q.gameType) {
        where.push('g.game_type = ?');
        args.push(q.gameType);
      }
      if (q.vassalage && q.vassalage !== 'ALL') {
        where.push('g.vassalage = ?');
        args.push(q.vassalage);
      } else if (q.gameType === 'SPORTS') {
        // e-sport vendors' sports cards move to ESPORTS (spec 2): their games list there, not twice (issue 16)
        where.push("(v.category IS NULL OR v.category <> 'ESPORTS')");
      }
      if (q.isNew === 1) where.push('g.is_new = 1');
      const cls = q.gameClassify?.toUpperCase();
      if (cls === 'HOT') where.push('g.is_hot = 1');
      else if (cls === 'NEW') where.push('g.is_new = 1');
      else if (cls === 'FAV' || cls === 'RECENT') {
        if (!request.member)
          return ok<GameListValue>({ games: [], totalPages: 1, totalCount: 0, pageNo: q.pageNo });
        if (cls === 'FAV') where.push('g.node_id IN (SELECT node_id FROM favourite WHERE member_id = ?)');
        else {
          where.push('g.node_id IN (SELECT node_id FROM recent_game WHERE member_id = ?)');
          order = `(SELECT played_at FROM recent_game r WHERE r.node_id = g.node_id AND r.member_id = ${Number(request.member.id)}) DESC`;
        }
        args.push(request.member.id);
      } else if (cls && cls !== 'ALL') {
        where.push('g.classify = ?');
        args.push(q.gameClassify!);
      }
      const name = q.gameName?.trim();
      if (name) {
        where.push(`(g.name_en LIKE ? ESCAPE '\\' OR g.name_pt LIKE ? ESCAPE '\\')`);
        args.push(`%${likeEscape(name)}%`, `%${likeEscape(name)}%`);
      }
      const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const count = (stmt(db, `SELECT COUNT(*) AS n FROM ${GAME_FROM} ${w}`).get(...args) as { n: number }).n;
      const rows = stmt(
        db,
        `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} ${w} ORDER BY ${order} LIMIT ? OFFSET ?`,
      ).all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as GameRow[];
      const value: GameListValue = {
        games: rows.map((r) => toGame(r, request.lang)),
        totalPages: totalPages(count, q.pageSize),
        totalCount: count,
        pageNo: q.pageNo,
      };
      return ok(value);
    },
  );

  /** GET /wps/relay/GCSGAME_hotGamesV2: hot games (value.list), optionally by type and vendor. */
  app.get<{ Querystring: { gameType?: GameType; vassalage?: string } }>(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      config: { module: 'GAMELOHOT3' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            isPlatform: { type: 'integer' },
            gameType: GAME_TYPE_SCHEMA,
            vassalage: { type: 'string', maxLength: 32 },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const where = ['g.is_hot = 1'];
      const args: string[] = [];
      if (q.gameType) {
        where.push('g.game_type = ?');
        args.push(q.gameType);
      }
      if (q.vassalage) {
        where.push('g.vassalage = ?');
        args.push(q.vassalage);
      }
      const rows = stmt(
        db,
        `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE ${where.join(' AND ')} ORDER BY g.sort LIMIT 60`,
      ).all(...args) as GameRow[];
      const value: HotGamesValue = { list: rows.map((r) => toGame(r, request.lang)) };
      return ok(value);
    },
  );

  /** GET /wps/relay/GCSGAME_getRankList: biggest wins of real bet records, masked names, winAmount desc. */
  app.get<{ Querystring: { gameCategory?: string; limitNum: number } }>(
    '/wps/relay/GCSGAME_getRankList',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            gameCategory: { type: 'string', maxLength: 16 },
            limitNum: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const cat = q.gameCategory?.toUpperCase();
      if (cat && cat !== 'ALL' && !GAME_TYPES.includes(cat as GameType))
        throw badRequest('request.invalid', { detail: 'gameCategory' });
      const rows = stmt(
        db,
        `SELECT b.game_code, b.payout - b.amount AS win, m.username, g.name_pt, g.name_en
           FROM bet b JOIN member m ON m.id = b.member_id LEFT JOIN game g ON g.game_code = b.game_code
           WHERE b.payout > b.amount AND m.merchant_code = ? ${cat && cat !== 'ALL' ? 'AND b.game_type = ?' : ''}
           ORDER BY win DESC, b.id DESC LIMIT ?`,
      ).all(...[request.merchant, ...(cat && cat !== 'ALL' ? [cat] : []), q.limitNum]) as {
        game_code: string;
        win: number;
        username: string;
        name_pt: string | null;
        name_en: string | null;
      }[];
      const value: RankListValue = {
        list: rows.map((r) => ({
          iconUrl: gameIcon(r.game_code),
          customerName: maskName(r.username),
          winAmount: toMajor(r.win),
          gameName: (request.lang === 'EN' ? r.name_en : r.name_pt) ?? r.game_code,
          gameCode: r.game_code,
        })),
      };
      return ok(value);
    },
  );

  // ---- Favourites ------------------------------------------------------------------------------

  const favIds = (memberId: number) =>
    (
      stmt(db, 'SELECT node_id FROM favourite WHERE member_id = ? ORDER BY created_at, node_id').all(
        memberId,
      ) as { node_id: number }[]
    ).map((r) => String(r.node_id));

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      config: { auth: 'member', module: 'GAMELOFAV3' },
      schema: { querystring: { type: 'object', properties: { ...CLIENT_QUERY } } },
    },
    async (request) => ok(favIds(memberOf(request).id)),
  );

  app.get<{ Querystring: { gameType?: GameType; pageNo: number; pageSize: number } }>(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      config: { auth: 'member', module: 'GAMELOFAV3' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            gameType: GAME_TYPE_SCHEMA,
            pageNo: PAGE_NO,
            pageSize: pageSize(999, 999),
          },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const args: (string | number)[] = [memberOf(request).id];
      const typeCond = q.gameType ? 'AND g.game_type = ?' : '';
      if (q.gameType) args.push(q.gameType);
      const count = (
        stmt(
          db,
          `SELECT COUNT(*) AS n FROM favourite f JOIN game g ON g.node_id = f.node_id WHERE f.member_id = ? ${typeCond}`,
        ).get(...args) as { n: number }
      ).n;
      const rows = stmt(
        db,
        `SELECT ${GAME_COLUMNS} FROM favourite f JOIN game g ON g.node_id = f.node_id ${VENDOR_JOIN} WHERE f.member_id = ? ${typeCond}
           ORDER BY f.created_at DESC LIMIT ? OFFSET ?`,
      ).all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as GameRow[];
      const value: FavoriteListValue = {
        content: rows.map((r) => toGame(r, request.lang)),
        pageNum: q.pageNo,
        totalPages: totalPages(count, q.pageSize),
      };
      return ok(value);
    },
  );

  const favBody = {
    type: 'object',
    required: ['nodeId'],
    additionalProperties: false,
    properties: {
      nodeId: {
        anyOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', pattern: '^[0-9]{1,12}$' },
        ],
      },
      vendor: { type: 'string', maxLength: 32 },
      gameType: GAME_TYPE_SCHEMA,
    },
  } as const;

  app.post<{ Body: FavoriteToggleBody }>(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    { config: { auth: 'member', trial: false, module: 'GAMELOFAV3' }, schema: { body: favBody } },
    async (request) => {
      const nodeId = Number(request.body.nodeId);
      if (!stmt(db, 'SELECT 1 FROM game WHERE node_id = ?').get(nodeId)) throw notFound('game.not_found');
      // a duplicate add is ignored (spec 4: duplicates skipped)
      stmt(db, 'INSERT OR IGNORE INTO favourite (member_id, node_id, created_at) VALUES (?, ?, ?)').run(
        memberOf(request).id,
        nodeId,
        new Date().toISOString(),
      );
      return ok(favIds(memberOf(request).id));
    },
  );

  app.post<{ Body: FavoriteToggleBody }>(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    { config: { auth: 'member', trial: false, module: 'GAMELOFAV3' }, schema: { body: favBody } },
    async (request) => {
      stmt(db, 'DELETE FROM favourite WHERE member_id = ? AND node_id = ?').run(
        memberOf(request).id,
        Number(request.body.nodeId),
      );
      return ok(favIds(memberOf(request).id));
    },
  );

  /** GET /wps/relay/GCS_recentGame: most recently played first. */
  app.get<{ Querystring: { gameType?: GameType; page: number; size: number } }>(
    '/wps/relay/GCS_recentGame',
    {
      config: { auth: 'member', module: 'GAMELOREC3' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, gameType: GAME_TYPE_SCHEMA, page: PAGE_NO, size: pageSize(20, 100) },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const args: (string | number)[] = [memberOf(request).id];
      const typeCond = q.gameType ? 'AND g.game_type = ?' : '';
      if (q.gameType) args.push(q.gameType);
      const count = (
        stmt(
          db,
          `SELECT COUNT(*) AS n FROM recent_game r JOIN game g ON g.node_id = r.node_id WHERE r.member_id = ? ${typeCond}`,
        ).get(...args) as { n: number }
      ).n;
      const rows = stmt(
        db,
        `SELECT ${GAME_COLUMNS} FROM recent_game r JOIN game g ON g.node_id = r.node_id ${VENDOR_JOIN} WHERE r.member_id = ? ${typeCond}
           ORDER BY r.played_at DESC LIMIT ? OFFSET ?`,
      ).all(...args, q.size, (q.page - 1) * q.size) as GameRow[];
      const value: RecentGameValue = {
        list: rows.map((r) => toGame(r, request.lang)),
        totalPages: totalPages(count, q.size),
      };
      return ok(value);
    },
  );

  // ---- Launch and the demo vendor page ---------------------------------------------------------

  app.post<{ Body: LaunchGameBody }>(
    '/wps/game/launchGame',
    {
      config: { auth: 'member', trial: false, module: 'GAMELO3' },
      schema: {
        body: {
          type: 'object',
          required: ['gameCode'],
          additionalProperties: false,
          properties: {
            gameCode: CODE,
            gameType: GAME_TYPE_SCHEMA,
            vassalage: { type: 'string', maxLength: 32 },
            lottoArea: { type: 'string', maxLength: 16 },
            launchMode: { type: 'string', maxLength: 16 },
            prizeMode: { type: 'string', maxLength: 16 },
            view: { type: 'string', maxLength: 16 },
            device: { type: 'string', maxLength: 32 },
            backUrl: { type: 'string', maxLength: 512 },
            language: { type: 'string', maxLength: 8 },
          },
        },
      },
    },
    async (request) => {
      const g = gameByCode(db, request.body.gameCode);
      if (!g) throw notFound('game.not_found');
      const memberId = memberOf(request).id;
      const now = Date.now();
      stmt(
        db,
        `INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)
         ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
      ).run(memberId, g.node_id, new Date(now).toISOString());
      let url: string;
      if (g.game_type === 'INHOUSE') url = `/seamless?game=${encodeURIComponent(g.game_code)}`;
      else {
        const ticket = crypto.randomBytes(16).toString('hex');
        // The ticket is bound to this session: logout, expiry or a password change ends it too
        // (migration 090's triggers and the join in ticketMember).
        stmt(
          db,
          'INSERT INTO game_ticket (ticket, member_id, node_id, session_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
        ).run(
          ticket,
          memberId,
          g.node_id,
          hashToken(request.token!),
          new Date(now).toISOString(),
          new Date(now + TICKET_TTL_MS).toISOString(),
        );
        url = `/wps/game/demo/${encodeURIComponent(g.game_code)}?ticket=${ticket}&lang=${request.lang}`;
      }
      const value: LaunchGameValue = {
        url,
        launchType: g.game_type === 'INHOUSE' ? 'INHOUSE' : 'VENDOR',
        gameCode: g.game_code,
        gameType: g.game_type,
      };
      return ok(value);
    },
  );

  /**
   * A live ticket of a live session: the session row must still exist and be unexpired (its idle and
   * maximum lifetimes), and the member active, else the ticket is as dead as its session.
   */
  const ticketMember = (ticket: string, now = Date.now()) => {
    const t = stmt(
      db,
      `SELECT t.member_id, t.node_id, t.expires_at, g.game_code, m.merchant_code,
         s.expires_at AS session_expires_at, s.created_at AS session_created_at
       FROM game_ticket t JOIN game g ON g.node_id = t.node_id
       JOIN session s ON s.token_hash = t.session_hash
       JOIN member m ON m.id = t.member_id AND m.status = 'active'
       WHERE t.ticket = ?`,
    ).get(ticket) as
      | {
          member_id: number;
          node_id: number;
          expires_at: string;
          game_code: string;
          merchant_code: string;
          session_expires_at: string;
          session_created_at: string;
        }
      | undefined;
    if (
      !t ||
      Date.parse(t.expires_at) < now ||
      Date.parse(t.session_expires_at) <= now ||
      Date.parse(t.session_created_at) + SESSION_MAX_MS <= now
    )
      return undefined;
    return t;
  };

  /** The demo vendor game page (framed by /seamless). Loaded by the browser itself, so headerless. */
  app.get<{ Params: { code: string }; Querystring: { ticket: string; lang?: string } }>(
    '/wps/game/demo/:code',
    {
      config: { headerless: true },
      schema: {
        params: { type: 'object', properties: { code: CODE } },
        querystring: {
          type: 'object',
          required: ['ticket'],
          properties: {
            ticket: { type: 'string', pattern: '^[0-9a-f]{32}$' },
            lang: { type: 'string', enum: ['PT', 'EN'] },
          },
        },
      },
    },
    async (request, reply) => {
      const t = ticketMember(request.query.ticket);
      const lang = request.query.lang === 'EN' ? 'EN' : 'PT';
      if (!t || t.game_code !== request.params.code) throw new AppError(403, 'game.ticket_invalid');
      const g = gameByCode(db, request.params.code)!;
      const balance =
        (
          stmt(db, "SELECT balance FROM wallet_account WHERE member_id = ? AND account = 'MAIN'").get(
            t.member_id,
          ) as { balance: number } | undefined
        )?.balance ?? 0;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          demoPageHtml({
            game: toGame(g, lang),
            ticket: request.query.ticket,
            balance: toMajor(balance),
            lang,
          }),
        );
    },
  );

  app.get('/wps/game/demo.js', { config: { headerless: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(DEMO_SCRIPT),
  );

  /** One round of the demo vendor game: stake and payout through the wallet in one transaction. */
  app.post<{ Body: { ticket: string; amount: number } }>(
    '/wps/game/demo/bet',
    {
      config: { headerless: true },
      schema: {
        body: {
          type: 'object',
          required: ['ticket', 'amount'],
          additionalProperties: false,
          properties: { ticket: { type: 'string', pattern: '^[0-9a-f]{32}$' }, amount: AMOUNT },
        },
      },
    },
    async (request) => {
      const t = ticketMember(request.body.ticket);
      if (!t) throw new AppError(403, 'game.ticket_invalid');
      // headerless, so the global hook did not check the site status: bets stop in maintenance too
      assertSiteOpen(db, t.merchant_code);
      const amount = toMinor(request.body.amount);
      if (amount < DEMO_MIN_BET || amount > DEMO_MAX_BET) throw badRequest('game.bet_limits');
      const g = gameByCode(db, t.game_code)!;
      const multiplier = demoMultiplier(crypto.randomInt(0, 10000));
      const payout = Math.floor(amount * multiplier);
      const r = db.transaction(() =>
        settleBet(db, {
          memberId: t.member_id,
          nodeId: g.node_id,
          gameCode: g.game_code,
          gameType: g.game_type,
          vassalage: g.vassalage,
          amount,
          payout,
        }),
      )();
      return ok({
        betId: r.betId,
        amount: toMajor(amount),
        multiplier,
        payout: toMajor(payout),
        balance: toMajor(r.balance),
      });
    },
  );

  /** GET /wps/relay/GLS2_roomList: rooms of a PVP game or vendor (deterministic demo rooms). */
  app.get<{ Querystring: { gameCode?: string; vassalage?: string } }>(
    '/wps/relay/GLS2_roomList',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, gameCode: CODE, vassalage: { type: 'string', maxLength: 32 } },
        },
      },
    },
    async (request) => {
      const q = request.query;
      if (!q.gameCode && !q.vassalage) throw badRequest('game.room_query_required');
      const games = stmt(
        db,
        `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE ${q.gameCode ? 'g.game_code = ?' : 'g.vassalage = ?'} ORDER BY g.sort LIMIT 20`,
      ).all(q.gameCode ?? q.vassalage) as GameRow[];
      const tiers = [
        { n: { PT: 'Iniciante', EN: 'Beginner' }, min: 1, max: 100 },
        { n: { PT: 'Intermédio', EN: 'Intermediate' }, min: 10, max: 1000 },
        { n: { PT: 'Avançado', EN: 'Advanced' }, min: 50, max: 5000 },
        { n: { PT: 'VIP', EN: 'VIP' }, min: 200, max: 20000 },
      ];
      const list: GameRoom[] = games.flatMap((g) =>
        tiers.map((t, i) => {
          const h = crypto.createHash('sha256').update(`${g.game_code}:${i}`).digest();
          const players = h[0]! % 60;
          return {
            roomId: `${g.game_code}-${i + 1}`,
            roomName: `${request.lang === 'EN' ? g.name_en : g.name_pt} · ${t.n[request.lang]}`,
            gameCode: g.game_code,
            minBet: t.min,
            maxBet: t.max,
            players,
            status: players >= 55 ? 'FULL' : 'OPEN',
          };
        }),
      );
      const value: RoomListValue = { list };
      return ok(value);
    },
  );
}
