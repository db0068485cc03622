import { addDay, dayStart, isSiteDay, type SiteDay } from '@jogo/shared/time';
import type { Db } from '../../db/open-db';
import { badRequest } from '../../http/errors';
import '../../http/paging'; // registers request.date_invalid and request.date_range_invalid
import { siteClock } from '../site/clock';

/**
 * THE definition of a period's play for every agent figure (README "agent pay: what counts as played"):
 * overview, user loss, team betting, team management, my income, account details, settlements and the CSV
 * exports all read play through this module, never with their own SQL on `bet`.
 *
 * - A bet is played when it is SETTLED, and it belongs to the period in which it settled (its settle time:
 *   `settled_at`, or `created_at` for an instant round). A lottery ticket bought on Monday whose draw is on
 *   Wednesday is Wednesday's play, so nothing is paid on a stake whose outcome is unknown, and a settled
 *   period never changes afterwards (nothing is paid twice).
 * - A PENDING bet is no play: its stake is shown apart ("pending stakes", by the time it was placed).
 * - A CANCELLED bet (refunded) is nowhere.
 * - Days are days of the site's time zone (`siteClock`).
 *
 * A report's range is whole site days: its play is read from the daily figures `play_day` and `money_day`
 * (migration 190), which triggers on `bet` and `ledger` keep in the transaction of every write of those rows, by
 * this same definition (settled bets by the site day of their settle time, in the member's merchant zone). A
 * span of instants that are not whole days (a settlement period) reads the bets themselves (`Span`).
 */

/** SQL of a bet's settle time (alias `b`); the index bet_settle_time (migration 140) is on it. */
export const SETTLE_TIME = 'COALESCE(b.settled_at, b.created_at)';

/** At most this many days in one report, so a report never scans the whole ledger. */
const MAX_DAYS = 93;
const DEFAULT_DAYS = 30;

export interface AgentRange {
  /** first instant, ISO (UTC) */
  from: string;
  /** first instant after the range, ISO (UTC) */
  to: string;
  /** the site days of the range, oldest first */
  days: SiteDay[];
  zone: string;
}

/**
 * The instants of the inclusive site days `startDate`..`endDate` of the agent's merchant; the default is the
 * last 30 days up to today.
 * @throws 400 `request.date_invalid`, `request.date_range_invalid` (more than 93 days, or start after end)
 */
export async function agentRange(
  db: Db,
  agentId: number,
  startDate?: string,
  endDate?: string,
): Promise<AgentRange> {
  const { merchant_code: merchant } = (await db.get(
    'SELECT merchant_code FROM member WHERE id = ?',
    agentId,
  )) as { merchant_code: string };
  const clock = await siteClock(db, merchant);
  for (const d of [startDate, endDate])
    if (d !== undefined && !isSiteDay(d)) throw badRequest('request.date_invalid');
  const last = endDate ?? clock.today();
  const first = startDate ?? addDay(last, -(DEFAULT_DAYS - 1));
  if (first > last || addDay(first, MAX_DAYS) <= last) throw badRequest('request.date_range_invalid');
  const days: SiteDay[] = [];
  for (let d = first; d <= last; d = addDay(d, 1)) days.push(d);
  const { start, end } = clock.range(first, last);
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString(), days, zone: clock.zone };
}

export const idList = (ids: number[]) => (ids.length ? ids.join(',') : '-1');

const gameTypeOf = (gameType?: string) => (gameType && gameType !== 'ALL' ? gameType : null);

/** WHERE (alias `b`) of the play of `ids` in [from, to): settled bets by settle time, optionally of one game type. */
export function playWhere(ids: number[], from: string, to: string, gameType?: string) {
  const gt = gameTypeOf(gameType);
  const args: (string | number)[] = [from, to];
  if (gt) args.push(gt);
  return {
    where: `b.member_id IN (${idList(ids)}) AND b.status = 'SETTLED' AND ${SETTLE_TIME} >= ? AND ${SETTLE_TIME} < ?${gt ? ' AND b.game_type = ?' : ''}`,
    args,
  };
}

/** WHERE (alias `b`) of the pending stakes of `ids` placed in [from, to). */
export function pendingWhere(ids: number[], from: string, to: string, gameType?: string) {
  const gt = gameTypeOf(gameType);
  const args: (string | number)[] = [from, to];
  if (gt) args.push(gt);
  return {
    where: `b.member_id IN (${idList(ids)}) AND b.status = 'PENDING' AND b.created_at >= ? AND b.created_at < ?${gt ? ' AND b.game_type = ?' : ''}`,
    args,
  };
}

export interface Play {
  /** settled bets */
  count: number;
  /** their stakes (valid bets, minor units) */
  bet: number;
  payout: number;
  /** members with a settled bet */
  active: number;
}

/**
 * A span of time: instants [from, to), and when it is whole site days of the merchant's zone (a report's range,
 * `agentRange`), those days. Play of whole days is read from the daily figures (`play_day`, `money_day`,
 * migration 190), which hold exactly the rows the instants select: the settled bets (and the ledger rows) whose
 * site day is one of them. A span without days (a settlement period of 5 minutes or an hour) reads the rows.
 */
export interface Span {
  from: string;
  to: string;
  days?: SiteDay[];
}

const daysOf = (span: Span) => (span.days?.length ? span.days : null);

/**
 * WHERE (alias `p`, a `play_day` or `money_day` row) of the daily figures of `ids` on the days of a span, and
 * optionally of one game type (play_day only).
 */
function dayWhere(ids: number[], days: SiteDay[], gameType?: string) {
  const gt = gameTypeOf(gameType);
  const args: string[] = [days[0]!, days[days.length - 1]!];
  if (gt) args.push(gt);
  return {
    where: `p.member_id IN (${idList(ids)}) AND p.day >= ? AND p.day <= ?${gt ? ' AND p.game_type = ?' : ''}`,
    args,
  };
}

/** The play of `ids` in a span. */
export async function playOf(db: Db, ids: number[], span: Span, gameType?: string): Promise<Play> {
  const days = daysOf(span);
  if (days) {
    const { where, args } = dayWhere(ids, days, gameType);
    return (await db.get(
      `SELECT COALESCE(SUM(p.bets), 0) AS count, COALESCE(SUM(p.stake), 0) AS bet, COALESCE(SUM(p.payout), 0) AS payout,
           COUNT(DISTINCT CASE WHEN p.bets > 0 THEN p.member_id END) AS active FROM play_day p WHERE ${where}`,
      ...args,
    )) as Play;
  }
  const { where, args } = playWhere(ids, span.from, span.to, gameType);
  return (await db.get(
    `SELECT COUNT(*) AS count, COALESCE(SUM(b.amount), 0) AS bet, COALESCE(SUM(b.payout), 0) AS payout,
         COUNT(DISTINCT b.member_id) AS active FROM bet b WHERE ${where}`,
    ...args,
  )) as Play;
}

/** Pending stakes of `ids` placed in a span: count and amount (index bet_pending_time: the few PENDING bets). */
export async function pendingOf(db: Db, ids: number[], span: Span, gameType?: string) {
  const { where, args } = pendingWhere(ids, span.from, span.to, gameType);
  return (await db.get(
    `SELECT COUNT(*) AS count, COALESCE(SUM(b.amount), 0) AS amount FROM bet b WHERE ${where}`,
    ...args,
  )) as { count: number; amount: number };
}

export interface MemberPlay {
  bet: number;
  payout: number;
  /** stakes still pending (placed in the range) */
  pending: number;
}

/** Play and pending stakes per member of `ids` in a span (members without either are absent). */
export async function playByMember(
  db: Db,
  ids: number[],
  span: Span,
  gameType?: string,
): Promise<Map<number, MemberPlay>> {
  const out = new Map<number, MemberPlay>();
  const get = (id: number) => {
    let r = out.get(id);
    if (!r) out.set(id, (r = { bet: 0, payout: 0, pending: 0 }));
    return r;
  };
  const days = daysOf(span);
  const p = days ? dayWhere(ids, days, gameType) : playWhere(ids, span.from, span.to, gameType);
  for (const r of (await db.all(
    days
      ? `SELECT p.member_id AS id, SUM(p.stake) AS bet, SUM(p.payout) AS payout FROM play_day p WHERE ${p.where}
           GROUP BY p.member_id HAVING SUM(p.bets) > 0`
      : `SELECT b.member_id AS id, SUM(b.amount) AS bet, SUM(b.payout) AS payout FROM bet b WHERE ${p.where} GROUP BY b.member_id`,
    ...p.args,
  )) as { id: number; bet: number; payout: number }[])
    Object.assign(get(r.id), { bet: r.bet, payout: r.payout });
  const q = pendingWhere(ids, span.from, span.to, gameType);
  for (const r of (await db.all(
    `SELECT b.member_id AS id, SUM(b.amount) AS amount FROM bet b WHERE ${q.where} GROUP BY b.member_id`,
    ...q.args,
  )) as { id: number; amount: number }[])
    get(r.id).pending = r.amount;
  return out;
}

/** Deposits, withdrawals (positive) and bonuses + rebates of a member in a span. */
export interface MemberMoney {
  dep: number;
  wd: number;
  bonus: number;
}

/** Money per member of `ids` in a span (members without any are absent). */
export async function moneyByMember(db: Db, ids: number[], span: Span): Promise<Map<number, MemberMoney>> {
  const days = daysOf(span);
  const rows = (
    days
      ? await db.all(
          `SELECT p.member_id AS id, SUM(p.deposit) AS dep, SUM(p.withdraw) AS wd, SUM(p.bonus) AS bonus
             FROM money_day p WHERE ${dayWhere(ids, days).where} GROUP BY p.member_id`,
          ...dayWhere(ids, days).args,
        )
      : await db.all(
          `SELECT l.member_id AS id, COALESCE(SUM(CASE WHEN l.type = 'DEPOSIT' THEN l.amount END), 0) AS dep,
               COALESCE(SUM(CASE WHEN l.type = 'WITHDRAW' THEN -l.amount END), 0) AS wd,
               COALESCE(SUM(CASE WHEN l.type IN ('BONUS', 'REBATE') THEN l.amount END), 0) AS bonus
             FROM ledger l WHERE l.member_id IN (${idList(ids)}) AND l.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')
               AND l.created_at >= ? AND l.created_at < ? GROUP BY l.member_id`,
          span.from,
          span.to,
        )
  ) as ({ id: number } & MemberMoney)[];
  return new Map(rows.map((r) => [r.id, { dep: r.dep, wd: r.wd, bonus: r.bonus }]));
}

/** Bonuses and rebates of `ids` in [from, to) per member: what a dividend deducts from the team's loss. */
export async function deductionsByMember(
  db: Db,
  ids: number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  const rows = (await db.all(
    `SELECT member_id AS id, SUM(amount) AS amount FROM ledger
       WHERE member_id IN (${idList(ids)}) AND type IN ('BONUS', 'REBATE') AND created_at >= ? AND created_at < ?
       GROUP BY member_id`,
    from,
    to,
  )) as { id: number; amount: number }[];
  return new Map(rows.map((r) => [r.id, r.amount]));
}

/** Play of `ids` per site day of the range (the daily figures). */
export async function playByDay(db: Db, ids: number[], range: AgentRange): Promise<Map<SiteDay, Play>> {
  const { where, args } = dayWhere(ids, range.days);
  const rows = (await db.all(
    `SELECT p.day, SUM(p.bets) AS count, SUM(p.stake) AS bet, SUM(p.payout) AS payout,
         COUNT(DISTINCT CASE WHEN p.bets > 0 THEN p.member_id END) AS active
       FROM play_day p WHERE ${where} GROUP BY p.day`,
    ...args,
  )) as (Play & { day: SiteDay })[];
  return new Map(rows.map((r) => [r.day, r]));
}

/** Deposits and withdrawals (positive) of `ids` per site day of the range (the daily figures). */
export async function moneyByDay(
  db: Db,
  ids: number[],
  range: AgentRange,
): Promise<Map<SiteDay, { dep: number; wd: number }>> {
  const { where, args } = dayWhere(ids, range.days);
  const rows = (await db.all(
    `SELECT p.day, SUM(p.deposit) AS dep, SUM(p.withdraw) AS wd FROM money_day p WHERE ${where} GROUP BY p.day`,
    ...args,
  )) as { day: SiteDay; dep: number; wd: number }[];
  return new Map(rows.map((r) => [r.day, r]));
}

/** @returns the site day of an ISO instant (for grouping rows read in JS) */
export function dayIndex(range: Pick<AgentRange, 'days' | 'zone'>): (iso: string) => SiteDay | undefined {
  const starts = range.days.map((d) => new Date(dayStart(d, range.zone)).toISOString());
  return (iso) => {
    let found: SiteDay | undefined;
    for (let i = 0; i < starts.length && starts[i]! <= iso; i++) found = range.days[i];
    return found;
  };
}

/**
 * SQL columns (member alias `m`): all-time play (`bet`, settled stakes, from the daily figures) and pending stakes
 * (`pending`).
 */
export const MEMBER_PLAY_COLUMNS = `COALESCE((SELECT SUM(p.stake) FROM play_day p WHERE p.member_id = m.id), 0) AS bet,
  COALESCE((SELECT SUM(b.amount) FROM bet b WHERE b.member_id = m.id AND b.status = 'PENDING'), 0) AS pending`;
