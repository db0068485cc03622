import type { Db } from '../../../db/open-db';
import type { Lang } from '../../../i18n/messages';
import type { Game, GameType, GameVendor } from '@jogo/shared/api';
import type { Licence } from '../../market/catalogue';

/** Rows of the games catalogue and their wire shapes (contract/games.ts). */

export interface GameRow {
  node_id: number;
  game_code: string;
  game_type: GameType;
  vassalage: string;
  name_pt: string;
  name_en: string;
  classify: string;
  is_hot: 0 | 1;
  is_new: 0 | 1;
  is_game: string;
  display_name: string;
  rtp?: number | null;
}

export const GAME_COLUMNS = `g.node_id, g.game_code, g.game_type, g.vassalage, g.name_pt, g.name_en, g.classify, g.is_hot, g.is_new, g.is_game, v.display_name, g.rtp`;
export const VENDOR_JOIN = `JOIN vendor v ON v.code = g.vassalage AND v.game_type = g.game_type`;
export const GAME_FROM = `game g ${VENDOR_JOIN}`;

export const gameIcon = (code: string) => `/wps/assets/games/${encodeURIComponent(code)}.svg`;
export const vendorIcon = (code: string, variant = 'color') =>
  `/wps/assets/vendors/${encodeURIComponent(code)}-${variant}.svg`;

/**
 * The types whose games have a return to player that means something: slots, fishing, in-house games and live
 * tables (with a published figure). A sportsbook lobby, a poker room or a lottery has none to show.
 */
const RTP_TYPES: ReadonlySet<GameType> = new Set(['RNG', 'FISH', 'INHOUSE', 'LIVE']);

export function toGame(r: GameRow, lang: Lang): Game {
  const name = lang === 'EN' ? r.name_en : r.name_pt;
  const icon = gameIcon(r.game_code);
  return {
    nodeId: r.node_id,
    gameCode: r.game_code,
    gameType: r.game_type,
    vassalage: r.vassalage,
    isGame: r.is_game,
    isHot: r.is_hot,
    isNew: r.is_new,
    displayName: r.display_name,
    gameName: name,
    nodeName: name,
    iconUrl: icon,
    showIcon: icon,
    gameClassify: r.classify,
    ...(r.rtp != null && RTP_TYPES.has(r.game_type) ? { rtp: r.rtp } : {}),
  };
}

export interface VendorRow {
  code: string;
  game_type: GameType;
  display_name: string;
  category: 'ESPORTS' | 'COCKFIGHT' | null;
  color: string;
  game_count: number;
}

export function toVendor(v: VendorRow): GameVendor {
  return {
    vassalage: v.code,
    gameType: v.game_type,
    displayName: v.display_name,
    lagerIcon: vendorIcon(v.code, 'color'),
    images: {
      white: vendorIcon(v.code, 'white'),
      color: vendorIcon(v.code, 'color'),
      purple: vendorIcon(v.code, 'purple'),
      default: vendorIcon(v.code, 'default'),
      active: vendorIcon(v.code, 'active'),
    },
    gameCount: v.game_count,
    category: v.category,
  };
}

/** Navigation order of the spec's top bar. */
export const TYPE_ORDER: GameType[] = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'INHOUSE',
];
export const TYPE_TITLES: Record<GameType, { PT: string; EN: string }> = {
  LIVE: { PT: 'Cassino ao vivo', EN: 'Live casino' },
  RNG: { PT: 'Slots', EN: 'Slots' },
  FISH: { PT: 'Pescaria', EN: 'Fishing' },
  LOTT: { PT: 'Loteria', EN: 'Lottery' },
  ELOTT: { PT: 'E-Loteria', EN: 'E-Lottery' },
  PVP: { PT: 'Cartas e pôquer', EN: 'Cards and poker' },
  SPORTS: { PT: 'Esportes', EN: 'Sports' },
  ESPORTS: { PT: 'E-Sports', EN: 'E-Sports' },
  INHOUSE: { PT: 'Jogos da casa', EN: 'In-house games' },
};
export const CLASS_TITLES: Record<string, { PT: string; EN: string }> = {
  SLOT: { PT: 'Slots', EN: 'Slots' },
  SC: { PT: 'Raspadinha', EN: 'Scratch' },
  VP: { PT: 'Video pôquer', EN: 'Video poker' },
  JP: { PT: 'Jackpot', EN: 'Jackpot' },
  TG: { PT: 'Jogos de mesa', EN: 'Table games' },
  AC: { PT: 'Arcade', EN: 'Arcade' },
  BG: { PT: 'Bingo', EN: 'Bingo' },
  BACCARAT: { PT: 'Baccarat', EN: 'Baccarat' },
  ROULETTE: { PT: 'Roleta', EN: 'Roulette' },
  GAMESHOW: { PT: 'Game show', EN: 'Game show' },
  FISH: { PT: 'Pescaria', EN: 'Fishing' },
  POKER: { PT: 'Pôquer', EN: 'Poker' },
  CARD: { PT: 'Cartas', EN: 'Cards' },
  LOBBY: { PT: 'Lobby', EN: 'Lobby' },
  ORIGINALS: { PT: 'Originais', EN: 'Originals' },
};

/** The vendors the market licenses (of one type, or all), with their game counts. */
export async function vendorsOf(db: Db, lic: Licence, gameType?: GameType): Promise<VendorRow[]> {
  const licensed = lic.where('v.game_type', 'v.code');
  return await db.all<VendorRow>(
    `SELECT v.code, v.game_type, v.display_name, v.category, v.color,
         (SELECT COUNT(*) FROM game g WHERE g.vassalage = v.code AND g.game_type = v.game_type) AS game_count
       FROM vendor v WHERE ${licensed.sql} ${gameType ? 'AND v.game_type = ?' : ''} ORDER BY v.sort`,
    ...licensed.args,
    ...(gameType ? [gameType] : []),
  );
}

export async function gameByCode(db: Db, code: string): Promise<GameRow | undefined> {
  return await db.get<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.game_code = ?`, code);
}
export async function gameByNode(db: Db, nodeId: number): Promise<GameRow | undefined> {
  return await db.get<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.node_id = ?`, nodeId);
}

/**
 * One page of a member's own game list (favourites, recent), optionally of one type, newest first by `orderBy`,
 * with the total count. `table` and `orderBy` are fixed identifiers from this code, never input.
 */
export async function memberGamePage(
  db: Db,
  list: { table: 'favourite' | 'recent_game'; orderBy: 'created_at' | 'played_at' },
  memberId: number,
  lang: Lang,
  q: { gameType?: GameType; page: number; size: number },
  lic: Licence,
): Promise<{ games: Game[]; count: number }> {
  const licensed = lic.where('g.game_type', 'g.vassalage');
  const args: (string | number)[] = [memberId, ...licensed.args];
  const typeCond = `AND ${licensed.sql} ${q.gameType ? 'AND g.game_type = ?' : ''}`;
  if (q.gameType) args.push(q.gameType);
  const from = `FROM ${list.table} m JOIN game g ON g.node_id = m.node_id`;
  const count = (await db.get<{ n: number }>(
    `SELECT COUNT(*) AS n ${from} WHERE m.member_id = ? ${typeCond}`,
    ...args,
  ))!.n;
  const rows = await db.all<GameRow>(
    `SELECT ${GAME_COLUMNS} ${from} ${VENDOR_JOIN} WHERE m.member_id = ? ${typeCond}
       ORDER BY m.${list.orderBy} DESC LIMIT ? OFFSET ?`,
    ...args,
    q.size,
    (q.page - 1) * q.size,
  );
  return { games: rows.map((r) => toGame(r, lang)), count };
}
