import { type SiteDay } from '@jogo/shared/time';
import type { Db } from '../../../db/open-db';
import { type AgentRange } from './range';
import { type Who, gameTypeOf, idsOf, pendingWhere, playWhere, teamWhere, wholeTeam } from './where';

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

export const daysOf = (span: Span) => (span.days?.length ? span.days : null);

/**
 * FROM and WHERE of the daily rows (alias `p`) of the members of `who` on `days`: member_day, or play_day with a
 * game type, or money_day; through member_ancestor (alias `a`).
 */
export function memberDays(
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
