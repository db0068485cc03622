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

/** The play of `ids` in [from, to). */
export async function playOf(
  db: Db,
  ids: number[],
  from: string,
  to: string,
  gameType?: string,
): Promise<Play> {
  const { where, args } = playWhere(ids, from, to, gameType);
  return (await db.get(
    `SELECT COUNT(*) AS count, COALESCE(SUM(b.amount), 0) AS bet, COALESCE(SUM(b.payout), 0) AS payout,
         COUNT(DISTINCT b.member_id) AS active FROM bet b WHERE ${where}`,
    ...args,
  )) as Play;
}

/** Pending stakes of `ids` placed in [from, to): count and amount. */
export async function pendingOf(db: Db, ids: number[], from: string, to: string, gameType?: string) {
  const { where, args } = pendingWhere(ids, from, to, gameType);
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

/** Play and pending stakes per member of `ids` in [from, to) (members without either are absent). */
export async function playByMember(
  db: Db,
  ids: number[],
  from: string,
  to: string,
  gameType?: string,
): Promise<Map<number, MemberPlay>> {
  const out = new Map<number, MemberPlay>();
  const get = (id: number) => {
    let r = out.get(id);
    if (!r) out.set(id, (r = { bet: 0, payout: 0, pending: 0 }));
    return r;
  };
  const p = playWhere(ids, from, to, gameType);
  for (const r of (await db.all(
    `SELECT b.member_id AS id, SUM(b.amount) AS bet, SUM(b.payout) AS payout FROM bet b WHERE ${p.where} GROUP BY b.member_id`,
    ...p.args,
  )) as { id: number; bet: number; payout: number }[])
    Object.assign(get(r.id), { bet: r.bet, payout: r.payout });
  const q = pendingWhere(ids, from, to, gameType);
  for (const r of (await db.all(
    `SELECT b.member_id AS id, SUM(b.amount) AS amount FROM bet b WHERE ${q.where} GROUP BY b.member_id`,
    ...q.args,
  )) as { id: number; amount: number }[])
    get(r.id).pending = r.amount;
  return out;
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

/**
 * `WITH d(day, s, e)`: the site days of a range with their instants, for grouping by day in SQL.
 * @returns the CTE text and its arguments
 */
export function daysCte(range: Pick<AgentRange, 'days' | 'zone'>): { cte: string; args: string[] } {
  const args: string[] = [];
  for (const d of range.days)
    args.push(
      d,
      new Date(dayStart(d, range.zone)).toISOString(),
      new Date(dayStart(addDay(d, 1), range.zone)).toISOString(),
    );
  return { cte: `WITH d(day, s, e) AS (VALUES ${range.days.map(() => '(?, ?, ?)').join(', ')})`, args };
}

/** Play of `ids` per site day of the range. */
export async function playByDay(db: Db, ids: number[], range: AgentRange): Promise<Map<SiteDay, Play>> {
  const { cte, args } = daysCte(range);
  const rows = (await db.all(
    `${cte} SELECT d.day, COUNT(*) AS count, SUM(b.amount) AS bet, SUM(b.payout) AS payout,
         COUNT(DISTINCT b.member_id) AS active
       FROM d JOIN bet b ON ${SETTLE_TIME} >= d.s AND ${SETTLE_TIME} < d.e
       WHERE b.member_id IN (${idList(ids)}) AND b.status = 'SETTLED' GROUP BY d.day`,
    ...args,
  )) as (Play & { day: SiteDay })[];
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

/** SQL columns (member alias `m`): all-time play (`bet`, settled stakes) and pending stakes (`pending`). */
export const MEMBER_PLAY_COLUMNS = `COALESCE((SELECT SUM(b.amount) FROM bet b WHERE b.member_id = m.id AND b.status = 'SETTLED'), 0) AS bet,
  COALESCE((SELECT SUM(b.amount) FROM bet b WHERE b.member_id = m.id AND b.status = 'PENDING'), 0) AS pending`;
