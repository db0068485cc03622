import { addDay, isSiteDay, type SiteDay } from '@jogo/shared/time';
import type { Db } from '../../../db/open-db';
import { badRequest } from '../../errors';
import '../../site/paging'; // registers request.date_invalid and request.date_range_invalid
import { siteClock } from '../../site/clock';
import { rollPlay } from '../../../db/daily-figures';

/**
 * THE definition of a period's play for every agent figure (docs/gateway/design-notes.md "agent pay: what counts as played"):
 * overview, user loss, team betting, team management, my income, account details, settlements and the CSV
 * exports all read play through this folder (agent/play/), never with their own SQL on `bet`.
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
 * keep by this same definition (a bet's play reaches them when rolled, db/daily-figures/roll.ts: the range rolls
 * first, so every bet committed before it counts) (settled bets by the site day of
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
  // a range is read from the daily figures: every bet committed so far counts (db/daily-figures/roll.ts)
  await rollPlay(db);
  const days: SiteDay[] = [];
  for (let d = first; d <= last; d = addDay(d, 1)) days.push(d);
  const { start, end } = clock.range(first, last);
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString(), days, zone: clock.zone };
}
