import crypto from 'node:crypto';
import type {
  LatestNumeroValue,
  LottoDraw,
  LottoGame,
  LottoMenuValue,
  LottoRecentValue,
  LottoVendor,
  OpenedNumerosValue,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { badRequest, notFound } from '../errors';
import { totalPages } from '../site/paging';
import { dayOf, dayStart } from '@jogo/shared/time';
import { siteClock } from '../site/clock';
import { type Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import type { Licence } from '../market/catalogue';

/**
 * Lottery draws are not stored: draw k of a game opens at k × interval seconds after the epoch and
 * its numbers are HMAC-SHA256(secret, `<game>:<k>`). Every instance of the gateway therefore shows the
 * same history without a scheduler, and the history extends itself as time passes.
 */
const DRAW_SECRET = 'jogo-demo-lotto-v1';

export interface LottoGameRow {
  game_code: string;
  draw_interval: number;
  balls: number;
  max_number: number;
}

/**
 * Draw `k` of a game (draws open every `draw_interval` seconds). Its number is the site's day of the opening
 * (in the site's zone, `YYYYMMDD`) and, for games with several draws a day, the draw's place in that day
 * counted from the day's local midnight: a draw at 22:30 in São Paulo belongs to that day, not the next.
 */
export function drawAt(g: LottoGameRow, k: number, zone: string): LottoDraw {
  const mac = crypto.createHmac('sha256', DRAW_SECRET).update(`${g.game_code}:${k}`).digest();
  const width = String(g.max_number).length;
  const nums: string[] = [];
  for (let i = 0; i < g.balls; i++)
    nums.push(String(mac.readUInt16BE(i * 2) % (g.max_number + 1)).padStart(width, '0'));
  const openAt = k * g.draw_interval * 1000;
  const siteDay = dayOf(openAt, zone);
  const day = siteDay.replace(/-/g, '');
  const perDay = Math.max(1, Math.floor(86400 / g.draw_interval));
  const place = Math.floor((openAt - dayStart(siteDay, zone)) / 1000 / g.draw_interval) + 1;
  // a day of 25 hours (clocks going back) has more draws than `perDay`: the width grows, never wraps
  const numero = perDay === 1 ? day : `${day}-${String(place).padStart(String(perDay).length, '0')}`;
  return {
    gameCode: g.game_code,
    numero,
    winNumbers: nums.join(','),
    openTime: new Date(openAt).toISOString(),
  };
}

/** @returns the index of the latest opened draw at `now`. */
export const latestIndex = (g: LottoGameRow, now = Date.now()) => Math.floor(now / 1000 / g.draw_interval);

/** history kept visible per game: 30 days or 500 draws, whichever is fewer */
const HISTORY_DRAWS = 500;

/** @throws 404 `lottery.game_not_found` */
async function lottoGame(db: Db, code: string): Promise<LottoGameRow> {
  const g = await db.get<LottoGameRow>(
    'SELECT game_code, draw_interval, balls, max_number FROM lotto_game WHERE game_code = ?',
    code,
  );
  if (!g) throw notFound('lottery.game_not_found');
  return g;
}

/** The lottery groups (of one vendor, or all) with their games, in the request language. */
export async function lottoMenu(
  db: Db,
  lang: Lang,
  lic: Licence,
  vassalage?: LottoVendor,
): Promise<LottoMenuValue> {
  // the groups of vendors the market licenses only
  const licensed = lic.where('game_type', 'vassalage');
  const groups = await db.all<{
    group_code: string;
    vassalage: LottoVendor;
    game_type: 'LOTT' | 'ELOTT';
    name_pt: string;
    name_en: string;
  }>(
    `SELECT * FROM lotto_group WHERE ${licensed.sql} ${vassalage ? 'AND vassalage = ?' : ''} ORDER BY sort`,
    ...licensed.args,
    ...(vassalage ? [vassalage] : []),
  );
  const games = await db.all<
    LottoGameRow & {
      group_code: string;
      name_pt: string;
      name_en: string;
    }
  >('SELECT * FROM lotto_game ORDER BY game_code');
  const list: LottoGame[] = groups.map((g) => ({
    gameGroupCode: g.group_code,
    gameGroupName: pick(lang, g.name_pt, g.name_en),
    vassalage: g.vassalage,
    gameType: g.game_type,
    gameMenus: games
      .filter((x) => x.group_code === g.group_code)
      .map((x) => ({
        gameCode: x.game_code,
        gameName: pick(lang, x.name_pt, x.name_en),
        drawInterval: x.draw_interval,
        menuCode: `${x.game_code}_MAIN`,
      })),
  }));
  return { list };
}

/** The member's 20 most recently played lottery games. */
export async function lottoRecent(
  db: Db,
  memberId: number,
  lang: Lang,
  lic: Licence,
): Promise<LottoRecentValue> {
  const licensed = lic.where('g.game_type', 'g.vassalage');
  const rows = await db.all<{
    game_code: string;
    name_pt: string;
    name_en: string;
    vassalage: LottoVendor;
    played_at: string;
  }>(
    `SELECT lg.game_code, lg.name_pt, lg.name_en, grp.vassalage, r.played_at FROM recent_game r JOIN game g ON g.node_id = r.node_id
       JOIN lotto_game lg ON lg.game_code = g.game_code JOIN lotto_group grp ON grp.group_code = lg.group_code
       WHERE r.member_id = ? AND ${licensed.sql} ORDER BY r.played_at DESC LIMIT 20`,
    memberId,
    ...licensed.args,
  );
  return {
    list: rows.map((r) => ({
      gameCode: r.game_code,
      gameName: pick(lang, r.name_pt, r.name_en),
      vassalage: r.vassalage,
      playedAt: r.played_at,
    })),
  };
}

/** One page of a game's past draws, newest first (at most 30 days or 500 draws). */
export async function openedDraws(
  db: Db,
  merchant: string,
  gameCode: string,
  pageNo: number,
  pageSize: number,
): Promise<OpenedNumerosValue> {
  const g = await lottoGame(db, gameCode);
  const clock = await siteClock(db, merchant);
  const total = Math.min(HISTORY_DRAWS, Math.ceil((30 * 86400) / g.draw_interval));
  const last = latestIndex(g, clock.now);
  const first = (pageNo - 1) * pageSize;
  const list = [];
  for (let i = first; i < Math.min(total, first + pageSize); i++) list.push(drawAt(g, last - i, clock.zone));
  return { list, totalPages: totalPages(total, pageSize) };
}

/**
 * The latest draw of each game (comma-separated codes, or every game).
 * @throws 400 `lottery.too_many_games` over 20 codes; 404 `lottery.game_not_found`
 */
export async function latestDraws(db: Db, merchant: string, gameCodes?: string): Promise<LatestNumeroValue> {
  const clock = await siteClock(db, merchant);
  const codes = gameCodes
    ? gameCodes.split(',').filter(Boolean)
    : (await db.all<{ game_code: string }>('SELECT game_code FROM lotto_game ORDER BY game_code')).map(
        (r) => r.game_code,
      );
  if (codes.length > 20) throw badRequest('lottery.too_many_games');
  return {
    list: await Promise.all(
      codes.map(async (c) => {
        const g = await lottoGame(db, c);
        return drawAt(g, latestIndex(g, clock.now), clock.zone);
      }),
    ),
  };
}
