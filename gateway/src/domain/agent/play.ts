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
 * A report's range is whole site days: its play is read from the daily figures (migrations 190 and 191: per
 * member play_day, member_day, money_day; per agent team_day, team_money_day), which triggers on `bet` and `ledger`
 * keep in the transaction of every write of those rows, by this same definition (settled bets by the site day of
 * their settle time, in the member's merchant zone). A team is `member_ancestor` (no id lists). A span of instants
 * that are not whole days (a settlement period) reads the bets themselves (`Span`).
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
  const { merchant_code: merchant } = (await db.get<{ merchant_code: string }>(
    'SELECT merchant_code FROM member WHERE id = ?',
    agentId,
  ))!;
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

/**
 * Whose play: the team of `agentId` (the members below it, `member_ancestor` depth > 0), optionally narrowed to
 * one member of it or one level (`scope` in team.ts checks both); `ids` are those members, for the reads of
 * bets by instants.
 */
export interface Who {
  agentId: number;
  /** the members, for a span that is not whole days (absent: only whole days are read) */
  ids?: number[];
  memberId?: number;
  level?: number;
}

const idsOf = (who: Who) => {
  if (!who.ids) throw new Error('play of instants needs the ids of the members');
  return who.ids;
};

const wholeTeam = (who: Who) => who.memberId === undefined && who.level === undefined;

/** WHERE (alias `a`, member_ancestor) of the members of `who`. */
function teamWhere(who: Who) {
  const args: number[] = [who.agentId];
  let where = 'a.ancestor_id = ? AND a.depth > 0';
  if (who.memberId !== undefined) {
    where += ' AND a.member_id = ?';
    args.push(who.memberId);
  }
  if (who.level !== undefined) {
    where += ' AND a.depth = ?';
    args.push(who.level);
  }
  return { where, args };
}

/**
 * WHERE (alias `b`) of the settled bets of `who` in [from, to) by settle time, optionally of one game type: the
 * team named by its ancestor (no id list), so a scan of the index bet_settle_time newest first stops at a page.
 */
export function teamPlayWhere(who: Who, from: string, to: string, gameType?: string) {
  const gt = gameTypeOf(gameType);
  const t = teamWhere(who);
  const args: (string | number)[] = [from, to];
  if (gt) args.push(gt);
  if (who.memberId !== undefined) args.push(who.memberId);
  args.push(...t.args);
  return {
    where: `b.status = 'SETTLED' AND ${SETTLE_TIME} >= ? AND ${SETTLE_TIME} < ?${gt ? ' AND b.game_type = ?' : ''}${who.memberId !== undefined ? ' AND b.member_id = ?' : ''}
      AND EXISTS (SELECT 1 FROM member_ancestor a WHERE ${t.where} AND a.member_id = b.member_id)`,
    args,
  };
}

/** WHERE (alias `b`) of the pending stakes of `who` placed in [from, to) (index bet_pending_time). */
export function pendingWhere(who: Who, from: string, to: string, gameType?: string) {
  const gt = gameTypeOf(gameType);
  const t = teamWhere(who);
  const args: (string | number)[] = [from, to];
  if (gt) args.push(gt);
  args.push(...t.args);
  return {
    where: `b.status = 'PENDING' AND b.created_at >= ? AND b.created_at < ?${gt ? ' AND b.game_type = ?' : ''}
      AND EXISTS (SELECT 1 FROM member_ancestor a WHERE ${t.where} AND a.member_id = b.member_id)`,
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
 * `agentRange`), those days. Play of whole days is read from the daily figures (migrations 190, 191), which hold
 * exactly what the instants select: the settled bets (and the ledger rows) whose site day is one of them. A span
 * without days (a settlement period of 5 minutes or an hour) reads the bets.
 */
export interface Span {
  from: string;
  to: string;
  days?: SiteDay[];
}

const daysOf = (span: Span) => (span.days?.length ? span.days : null);

/**
 * FROM and WHERE of the daily rows (alias `p`) of the members of `who` on `days`: member_day, or play_day with a
 * game type, or money_day; through member_ancestor (alias `a`).
 */
function memberDays(
  who: Who,
  days: SiteDay[],
  table: 'member_day' | 'play_day' | 'money_day',
  gt?: string | null,
) {
  const t = teamWhere(who);
  const args: (string | number)[] = [...t.args, days[0]!, days[days.length - 1]!];
  if (gt) args.push(gt);
  return {
    from: `member_ancestor a JOIN ${table} p ON p.member_id = a.member_id`,
    where: `${t.where} AND p.day >= ? AND p.day <= ?${gt ? ' AND p.game_type = ?' : ''}`,
    args,
  };
}

/** The play of `who` in a span (count, stakes, payouts; `active` is `activeOf`'s). */
export async function playOf(db: Db, who: Who, span: Span, gameType?: string): Promise<Omit<Play, 'active'>> {
  const days = daysOf(span);
  const gt = gameTypeOf(gameType);
  if (days && wholeTeam(who) && !gt)
    return (await db.get<Omit<Play, 'active'>>(
      `SELECT COALESCE(SUM(bets), 0) AS count, COALESCE(SUM(stake), 0) AS bet, COALESCE(SUM(payout), 0) AS payout
         FROM team_day WHERE agent_id = ? AND day >= ? AND day <= ?`,
      who.agentId,
      days[0]!,
      days[days.length - 1]!,
    ))!;
  if (days) {
    const q = memberDays(who, days, gt ? 'play_day' : 'member_day', gt);
    return (await db.get<Omit<Play, 'active'>>(
      `SELECT COALESCE(SUM(p.bets), 0) AS count, COALESCE(SUM(p.stake), 0) AS bet, COALESCE(SUM(p.payout), 0) AS payout
         FROM ${q.from} WHERE ${q.where}`,
      ...q.args,
    ))!;
  }
  const { where, args } = playWhere(idsOf(who), span.from, span.to, gameType);
  return (await db.get<Omit<Play, 'active'>>(
    `SELECT COUNT(*) AS count, COALESCE(SUM(b.amount), 0) AS bet, COALESCE(SUM(b.payout), 0) AS payout FROM bet b WHERE ${where}`,
    ...args,
  ))!;
}

/** How many members of `who` had a settled bet on the days of a range. */
export async function activeOf(db: Db, who: Who, range: Pick<AgentRange, 'days'>): Promise<number> {
  const t = teamWhere(who);
  // one probe of member_day per member that stops at its first day with play (PostgreSQL: 50 ms where a join and
  // a grouping of the team's 64k member-days took 130 ms; SQLite about the same either way)
  return await db.number(
    `SELECT COUNT(*) AS n FROM member_ancestor a WHERE ${t.where}
         AND EXISTS (SELECT 1 FROM member_day p WHERE p.member_id = a.member_id AND p.day >= ? AND p.day <= ? AND p.bets > 0)`,
    ...t.args,
    range.days[0]!,
    range.days[range.days.length - 1]!,
  );
}

/** Pending stakes of `who` placed in a span: count and amount (index bet_pending_time: the few PENDING bets). */
export async function pendingOf(db: Db, who: Who, span: Span, gameType?: string) {
  const { where, args } = pendingWhere(who, span.from, span.to, gameType);
  return (await db.get<{ count: number; amount: number }>(
    `SELECT COUNT(*) AS count, COALESCE(SUM(b.amount), 0) AS amount FROM bet b WHERE ${where}`,
    ...args,
  ))!;
}

export interface MemberPlay {
  bet: number;
  payout: number;
  /** stakes still pending (placed in the range) */
  pending: number;
}

/** Play and pending stakes per member of `who` in a span (members without either are absent). */
export async function playByMember(
  db: Db,
  who: Who,
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
  const gt = gameTypeOf(gameType);
  // play and pending stakes are read together (PostgreSQL: two connections of the pool)
  const q = pendingWhere(who, span.from, span.to, gameType);
  let play: { sql: string; args: (string | number)[] };
  if (days) {
    const d = memberDays(who, days, gt ? 'play_day' : 'member_day', gt);
    // grouped by a.member_id: the join comes in that order (member_ancestor's key), so no sort
    play = {
      sql: `SELECT a.member_id AS id, SUM(p.stake) AS bet, SUM(p.payout) AS payout FROM ${d.from} WHERE ${d.where}
         GROUP BY a.member_id HAVING SUM(p.bets) > 0`,
      args: d.args,
    };
  } else {
    const p = playWhere(idsOf(who), span.from, span.to, gameType);
    play = {
      sql: `SELECT b.member_id AS id, SUM(b.amount) AS bet, SUM(b.payout) AS payout FROM bet b WHERE ${p.where} GROUP BY b.member_id`,
      args: p.args,
    };
  }
  const [rows, pending] = (await Promise.all([
    db.all(play.sql, ...play.args),
    db.all(
      `SELECT b.member_id AS id, SUM(b.amount) AS amount FROM bet b WHERE ${q.where} GROUP BY b.member_id`,
      ...q.args,
    ),
  ])) as [{ id: number; bet: number; payout: number }[], { id: number; amount: number }[]];
  for (const r of rows) Object.assign(get(r.id), { bet: r.bet, payout: r.payout });
  for (const r of pending) get(r.id).pending = r.amount;
  return out;
}

/** Deposits, withdrawals (positive) and bonuses + rebates of a member in a range. */
export interface MemberMoney {
  dep: number;
  wd: number;
  bonus: number;
}

/** Money per member of `who` on the days of a range (members without any are absent). */
export async function moneyByMember(
  db: Db,
  who: Who,
  range: Pick<AgentRange, 'days'>,
): Promise<Map<number, MemberMoney>> {
  const q = memberDays(who, range.days, 'money_day');
  const rows = await db.all<{ id: number } & MemberMoney>(
    `SELECT a.member_id AS id, SUM(p.deposit) AS dep, SUM(p.withdraw) AS wd, SUM(p.bonus) AS bonus
       FROM ${q.from} WHERE ${q.where} GROUP BY a.member_id`,
    ...q.args,
  );
  return new Map(rows.map((r) => [r.id, { dep: r.dep, wd: r.wd, bonus: r.bonus }]));
}

/** A member's play, pending stakes and money in a range (user loss). */
export interface MemberFigures extends MemberPlay, MemberMoney {
  id: number;
}

/**
 * Play, pending stakes and money per member of `who` on the days of a range, in member id order (members with
 * none of them absent), optionally play of one game type. The whole team or one level of it without a game type is
 * one range of team_member_day's key (agent, day; migration 192: the team's member-days of the range together, play
 * and money in one row) summed per member; one member, or a game type, reads `playByMember` and `moneyByMember`.
 * Play counts where the member has settled bets in the range (as `playByMember`).
 */
export async function figuresByMember(
  db: Db,
  who: Who,
  range: AgentRange,
  gameType?: string,
): Promise<MemberFigures[]> {
  const blank = (id: number): MemberFigures => ({
    id,
    dep: 0,
    wd: 0,
    bonus: 0,
    bet: 0,
    payout: 0,
    pending: 0,
  });
  if (gameTypeOf(gameType) || who.memberId !== undefined) {
    const [play, money] = await Promise.all([
      playByMember(db, who, range, gameType),
      moneyByMember(db, who, range),
    ]);
    const out = new Map<number, MemberFigures>();
    const get = (id: number) => {
      let r = out.get(id);
      if (!r) out.set(id, (r = blank(id)));
      return r;
    };
    for (const [id, m] of money) Object.assign(get(id), m);
    for (const [id, p] of play) Object.assign(get(id), p);
    return [...out.values()].sort((x, y) => x.id - y.id);
  }
  const days = range.days;
  const q = pendingWhere(who, range.from, range.to);
  // the rows as the driver gives them become the figures (15k on the busiest team: no second object per member)
  const [rows, pendingRows] = (await Promise.all([
    db.all(
      `SELECT member_id AS id, SUM(bets) AS bets, SUM(stake) AS bet, SUM(payout) AS payout, SUM(deposit) AS dep,
           SUM(withdraw) AS wd, SUM(bonus) AS bonus
         FROM team_member_day WHERE ancestor_id = ? AND day >= ? AND day <= ?${who.level !== undefined ? ' AND depth = ?' : ''}
         GROUP BY member_id ORDER BY member_id`,
      who.agentId,
      days[0]!,
      days[days.length - 1]!,
      ...(who.level !== undefined ? [who.level] : []),
    ),
    db.all(
      `SELECT b.member_id AS id, SUM(b.amount) AS amount FROM bet b WHERE ${q.where} GROUP BY b.member_id`,
      ...q.args,
    ),
  ])) as [(MemberFigures & { bets?: number })[], { id: number; amount: number }[]];
  const pending = new Map(pendingRows.map((r) => [r.id, r.amount]));
  for (const r of rows) {
    // as playByMember: play where the member has settled bets in the range
    if (!(r.bets! > 0)) r.bet = r.payout = 0;
    r.pending = pending.get(r.id) ?? 0;
    pending.delete(r.id);
  }
  if (!pending.size) return rows;
  // pending stakes of members without a figure in the range
  for (const [id, amount] of pending) rows.push({ ...blank(id), pending: amount });
  return rows.sort((x, y) => x.id - y.id);
}

/** Bonuses and rebates of `ids` in [from, to) per member: what a dividend deducts from the team's loss. */
export async function deductionsByMember(
  db: Db,
  ids: number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  const rows = await db.all<{ id: number; amount: number }>(
    `SELECT member_id AS id, SUM(amount) AS amount FROM ledger
       WHERE member_id IN (${idList(ids)}) AND type IN ('BONUS', 'REBATE') AND created_at >= ? AND created_at < ?
       GROUP BY member_id`,
    from,
    to,
  );
  return new Map(rows.map((r) => [r.id, r.amount]));
}

/** Play of the team of `agentId` per site day of the range (team_day). */
export async function playByDay(db: Db, agentId: number, range: AgentRange): Promise<Map<SiteDay, Play>> {
  const rows = await db.all<Play & { day: SiteDay }>(
    `SELECT day, bets AS count, stake AS bet, payout, active FROM team_day WHERE agent_id = ? AND day >= ? AND day <= ?`,
    agentId,
    range.days[0]!,
    range.days[range.days.length - 1]!,
  );
  return new Map(rows.map((r) => [r.day, r]));
}

/** Deposits and withdrawals (positive) of the team of `agentId` per site day of the range (team_money_day). */
export async function moneyByDay(
  db: Db,
  agentId: number,
  range: AgentRange,
): Promise<Map<SiteDay, { dep: number; wd: number }>> {
  const rows = await db.all<{ day: SiteDay; dep: number; wd: number }>(
    `SELECT day, deposit AS dep, withdraw AS wd FROM team_money_day WHERE agent_id = ? AND day >= ? AND day <= ?`,
    agentId,
    range.days[0]!,
    range.days[range.days.length - 1]!,
  );
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
export const MEMBER_PLAY_COLUMNS = `COALESCE((SELECT SUM(p.stake) FROM member_day p WHERE p.member_id = m.id), 0) AS bet,
  COALESCE((SELECT SUM(b.amount) FROM bet b WHERE b.member_id = m.id AND b.status = 'PENDING'), 0) AS pending`;
