import crypto from 'node:crypto';
import type {
  GameListValue,
  GameMenusValue,
  GameRoom,
  GameType,
  HotGamesValue,
  NewGameVendorValue,
  RankListValue,
  RoomListValue,
  VendorLane,
} from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { badRequest } from '../../errors';
import { totalPages } from '../../site/paging';
import type { Lang } from '../../../i18n/messages';
import { maskName } from '../../../lib/mask-name';
import { toMajor } from '../../ledger/money';
import {
  CLASS_TITLES,
  GAME_COLUMNS,
  GAME_FROM,
  TYPE_ORDER,
  TYPE_TITLES,
  gameIcon,
  toGame,
  toVendor,
  vendorsOf,
  type GameRow,
} from './catalog';
import type { Licence } from '../../market/catalogue';
import { keptWithContext } from '../../site/context';

/** The public game lists: menus, vendor lanes, the filtered game list, hot games, winners, rooms. */

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

/** Escapes LIKE wildcards so a search for "50%" matches literally. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Game types that have vendors, in navigation order, with their vendors. */
export async function gameMenus(db: Db, lang: Lang, lic: Licence): Promise<GameMenusValue> {
  const all = await vendorsOf(db, lic);
  return TYPE_ORDER.filter((t) => all.some((v) => v.game_type === t)).map((t, i) => ({
    gameType: t,
    title: TYPE_TITLES[t][lang],
    sort: i,
    vendors: all.filter((v) => v.game_type === t).map(toVendor),
  }));
}

/** One lane per game type with its vendor cards keyed by vassalage and its game classes. */
export async function vendorLanes(
  db: Db,
  lang: Lang,
  lic: Licence,
  gameType?: GameType,
): Promise<NewGameVendorValue> {
  const all = await vendorsOf(db, lic, gameType);
  const licensed = lic.where('game_type', 'vassalage');
  const classes = await db.all<{ game_type: GameType; classify: string; vassalage: string }>(
    `SELECT DISTINCT game_type, classify, vassalage FROM game WHERE ${licensed.sql} ORDER BY game_type, classify, vassalage`,
    ...licensed.args,
  );
  const lanes: VendorLane[] = TYPE_ORDER.filter((t) => all.some((v) => v.game_type === t)).map((t) => {
    const cards: VendorLane['cards'] = {};
    for (const v of all.filter((x) => x.game_type === t)) cards[v.code] = toVendor(v);
    const byClass = new Map<string, string[]>();
    for (const c of classes.filter((x) => x.game_type === t))
      byClass.set(c.classify, [...(byClass.get(c.classify) ?? []), c.vassalage]);
    return {
      gameCategory: t,
      title: TYPE_TITLES[t][lang],
      cards,
      gameClassify: [...byClass.entries()].map(([classify, vendors]) => ({
        classify,
        title: CLASS_TITLES[classify]?.[lang] ?? classify,
        vendors,
      })),
    };
  });
  return { data: { lanes } };
}

export interface GameListFilters {
  gameType?: GameType;
  isNew?: 0 | 1;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * The game list with every filter of spec 7. FAV and RECENT are the viewer's own lists: empty without a
 * session (`memberId` null). The name search is a trimmed, literal substring of either language's name.
 */
export async function gameList(
  db: Db,
  lang: Lang,
  memberId: number | null,
  q: GameListFilters,
  lic: Licence,
): Promise<GameListValue> {
  // what the market does not license is in no list and no search
  const licensed = lic.where('g.game_type', 'g.vassalage');
  const where: string[] = [licensed.sql];
  const args: (string | number)[] = [...licensed.args];
  let order = 'g.sort';
  if (q.gameType) {
    where.push('g.game_type = ?');
    args.push(q.gameType);
  }
  if (q.vassalage && q.vassalage !== 'ALL') {
    where.push('g.vassalage = ?');
    args.push(q.vassalage);
  } else if (q.gameType === 'SPORTS') {
    // e-sport vendors' sports cards move to ESPORTS (spec 2): their games list there, not twice
    where.push("(v.category IS NULL OR v.category <> 'ESPORTS')");
  }
  if (q.isNew === 1) where.push('g.is_new = 1');
  const cls = q.gameClassify?.toUpperCase();
  if (cls === 'HOT') where.push('g.is_hot = 1');
  else if (cls === 'NEW') where.push('g.is_new = 1');
  else if (cls === 'FAV' || cls === 'RECENT') {
    if (memberId === null) return { games: [], totalPages: 1, totalCount: 0, pageNo: q.pageNo };
    if (cls === 'FAV') where.push('g.node_id IN (SELECT node_id FROM favourite WHERE member_id = ?)');
    else {
      where.push('g.node_id IN (SELECT node_id FROM recent_game WHERE member_id = ?)');
      order = `(SELECT played_at FROM recent_game r WHERE r.node_id = g.node_id AND r.member_id = ${Number(memberId)}) DESC`;
    }
    args.push(memberId);
  } else if (cls && q.gameClassify && cls !== 'ALL') {
    where.push('g.classify = ?');
    args.push(q.gameClassify);
  }
  const name = q.gameName?.trim();
  if (name) {
    // LOWER on both sides: LIKE ignores case on SQLite but not on PostgreSQL (the names are TEXT, not CITEXT)
    where.push(`(LOWER(g.name_en) LIKE LOWER(?) ESCAPE '\\' OR LOWER(g.name_pt) LIKE LOWER(?) ESCAPE '\\')`);
    args.push(`%${likeEscape(name)}%`, `%${likeEscape(name)}%`);
  }
  const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const page = async (): Promise<GameListValue> => {
    const count = await db.number(`SELECT COUNT(*) AS n FROM ${GAME_FROM} ${w}`, ...args);
    const rows = await db.all<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} ${w} ORDER BY ${order} LIMIT ? OFFSET ?`,
      ...args,
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
    );
    return {
      games: rows.map((r) => toGame(r, lang)),
      totalPages: totalPages(count, q.pageSize),
      totalCount: count,
      pageNo: q.pageNo,
    };
  };
  // a member's own lists (favourites, recent) are read each time; any other page is the catalogue's and the
  // market's alone: kept per process until either changes (site/context.ts)
  if (cls === 'FAV' || cls === 'RECENT') return await page();
  return await keptWithContext(
    db,
    `gameList:${lang}:${order}:${w}:${JSON.stringify([args, q.pageNo, q.pageSize])}`,
    page,
  );
}

/** Hot games (at most 60), optionally of one type and vendor. */
export async function hotGames(
  db: Db,
  lang: Lang,
  q: { gameType?: GameType; vassalage?: string },
  lic: Licence,
): Promise<HotGamesValue> {
  const licensed = lic.where('g.game_type', 'g.vassalage');
  const where = ['g.is_hot = 1', licensed.sql];
  const args: string[] = [...licensed.args];
  if (q.gameType) {
    where.push('g.game_type = ?');
    args.push(q.gameType);
  }
  if (q.vassalage) {
    where.push('g.vassalage = ?');
    args.push(q.vassalage);
  }
  const rows = await db.all<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE ${where.join(' AND ')} ORDER BY g.sort LIMIT 60`,
    ...args,
  );
  return { list: rows.map((r) => toGame(r, lang)) };
}

/**
 * The biggest real wins (payout − bet) of the merchant's bet records, names masked.
 * @throws 400 `request.invalid` for an unknown game category
 */
export async function rankList(
  db: Db,
  merchant: string,
  lang: Lang,
  q: { gameCategory?: string; limitNum: number },
  lic: Licence,
): Promise<RankListValue> {
  const cat = q.gameCategory?.toUpperCase();
  if (cat && cat !== 'ALL' && !(GAME_TYPES as string[]).includes(cat))
    throw badRequest('request.invalid', { detail: 'gameCategory' });
  const licensed = lic.where('g.game_type', 'g.vassalage');
  const rows = await db.all<{
    game_code: string;
    win: number;
    username: string;
    name_pt: string | null;
    name_en: string | null;
  }>(
    `SELECT b.game_code, b.payout - b.amount AS win, m.username, g.name_pt, g.name_en
       FROM bet b JOIN member m ON m.id = b.member_id JOIN game g ON g.game_code = b.game_code
       WHERE b.payout > b.amount AND m.merchant_code = ? AND ${licensed.sql}
         ${cat && cat !== 'ALL' ? 'AND b.game_type = ?' : ''}
       ORDER BY win DESC, b.id DESC LIMIT ?`,
    ...[merchant, ...licensed.args, ...(cat && cat !== 'ALL' ? [cat] : []), q.limitNum],
  );
  return {
    list: rows.map((r) => ({
      iconUrl: gameIcon(r.game_code),
      customerName: maskName(r.username),
      winAmount: toMajor(r.win),
      gameName: (lang === 'EN' ? r.name_en : r.name_pt) ?? r.game_code,
      gameCode: r.game_code,
    })),
  };
}

const ROOM_TIERS = [
  { n: { PT: 'Iniciante', EN: 'Beginner' }, min: 1, max: 100 },
  { n: { PT: 'Intermédio', EN: 'Intermediate' }, min: 10, max: 1000 },
  { n: { PT: 'Avançado', EN: 'Advanced' }, min: 50, max: 5000 },
  { n: { PT: 'VIP', EN: 'VIP' }, min: 200, max: 20000 },
];

/**
 * Rooms of a PVP game or vendor: four tiers per game, players drawn from a hash of the code (deterministic).
 * @throws 400 `game.room_query_required` without gameCode or vassalage
 */
export async function roomList(
  db: Db,
  lang: Lang,
  q: { gameCode?: string; vassalage?: string },
  lic: Licence,
): Promise<RoomListValue> {
  if (!q.gameCode && !q.vassalage) throw badRequest('game.room_query_required');
  const licensed = lic.where('g.game_type', 'g.vassalage');
  const games = await db.all<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE ${q.gameCode ? 'g.game_code = ?' : 'g.vassalage = ?'} AND ${licensed.sql} ORDER BY g.sort LIMIT 20`,
    q.gameCode ?? q.vassalage ?? null,
    ...licensed.args,
  );
  const list: GameRoom[] = games.flatMap((g) =>
    ROOM_TIERS.map((t, i) => {
      const h = crypto.createHash('sha256').update(`${g.game_code}:${i}`).digest();
      const players = h[0]! % 60;
      return {
        roomId: `${g.game_code}-${i + 1}`,
        roomName: `${lang === 'EN' ? g.name_en : g.name_pt} · ${t.n[lang]}`,
        gameCode: g.game_code,
        minBet: t.min,
        maxBet: t.max,
        players,
        status: players >= 55 ? 'FULL' : 'OPEN',
      };
    }),
  );
  return { list };
}
