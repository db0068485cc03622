import { dayStart, type SiteDay } from '@jogo/shared/time';
import type { Db } from '../../../db/open-db';
import { type AgentRange } from './range';
import { type Play } from './totals';

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
