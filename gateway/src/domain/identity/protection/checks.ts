import type { LimitKind, LimitPeriod, PlayBlock } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { DomainError } from '../../errors';
import { toMajor } from '../../ledger/money';
import { timeParams } from '../../site/time-text';
import { nowOf, siteClock, type SiteClock } from '../../site/clock';
import { moneyText } from '../../../i18n/messages';

/**
 * Player protection: limits on deposits, losses, stakes, number of bets and daily time; pause;
 * self-exclusion; the session clock. This module holds the limits' rows, what was used of them, and the checks
 * bets, deposits and launches call (the page's state: state.ts; the changes: changes.ts). Every check runs inside
 * the caller's transaction, next to the money move it guards (settleBet, createDeposit), so a limit cannot be
 * passed by two calls racing.
 *
 * Rules:
 * - periods are the site's calendar (site zone): DAY from local midnight, WEEK from Monday, MONTH from the 1st;
 * - adding or lowering a limit applies at once; raising or removing waits COOLING_OFF_HOURS (pending, with
 *   its moment, cancellable meanwhile) and applies when next read after that moment;
 * - LOSS is stakes minus payouts of the period's bets that were not cancelled; a bet is refused when losing
 *   its whole stake would pass the limit (the worst case), STAKE when the stake would pass it, BETS when one
 *   more bet would;
 * - TIME is the time logged in during the site day (all sessions); reached → no launch, no bet until the next
 *   site day;
 * - a pause (1–42 days) and a self-exclusion (1–12 months or indefinite) cannot be shortened.
 */

export const COOLING_OFF_HOURS = 24;
export const LIMIT_KINDS: readonly LimitKind[] = ['DEPOSIT', 'LOSS', 'STAKE', 'BETS', 'TIME'];
export const LIMIT_PERIODS: readonly LimitPeriod[] = ['DAY', 'WEEK', 'MONTH'];
export const MONEY_KINDS = new Set<LimitKind>(['DEPOSIT', 'LOSS', 'STAKE']);
const PERIOD_OF: Record<LimitPeriod, 'DAILY' | 'WEEKLY' | 'MONTHLY'> = {
  DAY: 'DAILY',
  WEEK: 'WEEKLY',
  MONTH: 'MONTHLY',
};

const KIND_TEXT: Record<LimitKind, { PT: string; EN: string }> = {
  DEPOSIT: { PT: 'depósito', EN: 'deposit' },
  LOSS: { PT: 'perda', EN: 'loss' },
  STAKE: { PT: 'valor apostado', EN: 'stake' },
  BETS: { PT: 'número de apostas', EN: 'number of bets' },
  TIME: { PT: 'tempo', EN: 'time' },
};
const NUMBER_TEXT = { PT: new Intl.NumberFormat('pt-BR'), EN: new Intl.NumberFormat('en') };
const PERIOD_TEXT: Record<LimitPeriod, { PT: string; EN: string }> = {
  DAY: { PT: 'diário', EN: 'daily' },
  WEEK: { PT: 'semanal', EN: 'weekly' },
  MONTH: { PT: 'mensal', EN: 'monthly' },
};

interface LimitRow {
  member_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  value: number | null;
  pending: number;
  pending_value: number | null;
  pending_at: string | null;
}

interface StateRow {
  member_id: number;
  reality_check_seconds: number | null;
  pause_since: string | null;
  pause_until: string | null;
  exclusion_since: string | null;
  exclusion_until: string | null;
  exclusion_indefinite: number;
}

export const merchantOf = async (db: Db, memberId: number) =>
  (await db.get<{ m: string }>('SELECT merchant_code AS m FROM member WHERE id = ?', memberId))!.m;

export const iso = (t: number) => new Date(t).toISOString();

/** Applies raises/removals whose cooling-off is over; @returns the member's limit rows in force */
export async function limitRows(db: Db, memberId: number, now: number): Promise<LimitRow[]> {
  const due = await db.all<{ kind: LimitKind; period: LimitPeriod }>(
    'SELECT kind, period FROM protection_limit WHERE member_id = ? AND pending = 1 AND pending_at <= ?',
    memberId,
    iso(now),
  );
  for (const d of due)
    await db.run(
      `UPDATE protection_limit SET value = pending_value, pending = 0, pending_value = NULL, pending_at = NULL,
         updated_at = ? WHERE member_id = ? AND kind = ? AND period = ?`,
      iso(now),
      memberId,
      d.kind,
      d.period,
    );
  if (due.length)
    await db.run(
      'DELETE FROM protection_limit WHERE member_id = ? AND value IS NULL AND pending = 0',
      memberId,
    );
  // ordered: the first limit a bet passes is the one named, the same on both engines (the key's order)
  return await db.all<LimitRow>(
    'SELECT * FROM protection_limit WHERE member_id = ? ORDER BY kind, period',
    memberId,
  );
}

export async function stateRow(db: Db, memberId: number): Promise<StateRow | undefined> {
  return await db.get<StateRow>('SELECT * FROM protection_state WHERE member_id = ?', memberId);
}

export async function ensureState(db: Db, memberId: number): Promise<void> {
  await db.run('INSERT INTO protection_state (member_id) VALUES (?) ON CONFLICT DO NOTHING', memberId);
}

/** Minutes logged in during the site day [start, end), all sessions (open ones up to `now`). */
async function minutesPlayed(
  db: Db,
  memberId: number,
  start: number,
  end: number,
  now: number,
): Promise<number> {
  const rows = await db.all<{ started_at: string; last_seen_at: string }>(
    'SELECT started_at, last_seen_at FROM play_time WHERE member_id = ? AND last_seen_at >= ? AND started_at < ?',
    memberId,
    iso(start),
    iso(end),
  );
  let ms = 0;
  for (const r of rows) {
    const a = Math.max(Date.parse(r.started_at), start);
    const b = Math.min(Date.parse(r.last_seen_at), end, now);
    if (b > a) ms += b - a;
  }
  return Math.floor(ms / 60_000);
}

/** What the member used of a kind in [start, end): minor units, a count, or minutes (TIME). */
export async function used(
  db: Db,
  memberId: number,
  kind: LimitKind,
  start: number,
  end: number,
  now: number,
): Promise<number> {
  const a = iso(start);
  const b = iso(end);
  switch (kind) {
    case 'DEPOSIT':
      return (await db.get<{ v: number }>(
        `SELECT COALESCE(SUM(amount), 0) AS v FROM deposit_order WHERE member_id = ? AND created_at >= ? AND created_at < ?
             AND status IN ('PENDING', 'APPROVED')`,
        memberId,
        a,
        b,
      ))!.v;
    case 'LOSS':
      // a net win is no loss: used is never below zero, so what is left is never more than the limit (and a win
      // does not widen the limit for the next bets)
      return Math.max(
        0,
        (await db.get<{ v: number }>(
          `SELECT COALESCE(SUM(amount - payout), 0) AS v FROM bet WHERE member_id = ? AND created_at >= ? AND created_at < ?
             AND status != 'CANCELLED'`,
          memberId,
          a,
          b,
        ))!.v,
      );
    case 'STAKE':
      return (await db.get<{ v: number }>(
        `SELECT COALESCE(SUM(amount), 0) AS v FROM bet WHERE member_id = ? AND created_at >= ? AND created_at < ?
             AND status != 'CANCELLED'`,
        memberId,
        a,
        b,
      ))!.v;
    case 'BETS':
      return (await db.get<{ v: number }>(
        `SELECT COUNT(*) AS v FROM bet WHERE member_id = ? AND created_at >= ? AND created_at < ? AND status != 'CANCELLED'`,
        memberId,
        a,
        b,
      ))!.v;
    case 'TIME':
      return await minutesPlayed(db, memberId, start, end, now);
  }
}

export function bounds(clock: SiteClock, period: LimitPeriod, now: number) {
  const start = clock.periodStart(now, PERIOD_OF[period]);
  return { start, end: clock.nextBoundary(now, PERIOD_OF[period]) };
}

/** A limit as the wire shows it (currency units for money kinds). */
export function toWire(kind: LimitKind, v: number): number {
  return MONEY_KINDS.has(kind) ? toMajor(v) : v;
}

function limitError(
  clock: SiteClock,
  kind: LimitKind,
  period: LimitPeriod,
  limit: number,
  remaining: number,
  resetsAt: number,
): DomainError {
  // the message is written in the request's language when the answer is sent: both languages' words here
  const show = (v: number, lang: 'PT' | 'EN') =>
    MONEY_KINDS.has(kind) ? moneyText(toMajor(v), lang) : NUMBER_TEXT[lang].format(v);
  return new DomainError(
    403,
    'protection.limit.reached',
    {
      kind,
      period,
      limit: toWire(kind, limit),
      remaining: toWire(kind, Math.max(0, remaining)),
      resetsAt: clock.iso(resetsAt),
    },
    {
      kind_PT: KIND_TEXT[kind].PT,
      kind_EN: KIND_TEXT[kind].EN,
      period_PT: PERIOD_TEXT[period].PT,
      period_EN: PERIOD_TEXT[period].EN,
      limit_PT: show(limit, 'PT'),
      limit_EN: show(limit, 'EN'),
      remaining_PT: show(Math.max(0, remaining), 'PT'),
      remaining_EN: show(Math.max(0, remaining), 'EN'),
      ...timeParams('resetsAt', resetsAt, clock.zone),
    },
  );
}

/** The block in force (pause, exclusion, daily time) and until when. */
export async function playBlock(
  db: Db,
  memberId: number,
  clock: SiteClock,
  rows: LimitRow[],
): Promise<{ by: PlayBlock; until: number | null; limit?: number }> {
  const s = await stateRow(db, memberId);
  const now = clock.now;
  if (
    s?.exclusion_since &&
    (s.exclusion_indefinite || (s.exclusion_until && Date.parse(s.exclusion_until) > now))
  )
    return { by: 'EXCLUSION', until: s.exclusion_until ? Date.parse(s.exclusion_until) : null };
  if (s?.pause_until && Date.parse(s.pause_until) > now)
    return { by: 'PAUSE', until: Date.parse(s.pause_until) };
  const time = rows.find((r) => r.kind === 'TIME' && r.value !== null);
  if (time?.value) {
    const { start, end } = bounds(clock, 'DAY', now);
    if ((await minutesPlayed(db, memberId, start, end, now)) >= time.value)
      return { by: 'TIME_LIMIT', until: end, limit: time.value };
  }
  return { by: null, until: null };
}

function throwBlock(clock: SiteClock, b: { by: PlayBlock; until: number | null; limit?: number }): void {
  if (b.by === 'EXCLUSION') throw new DomainError(403, 'protection.excluded');
  if (b.by === 'PAUSE')
    throw new DomainError(
      403,
      'protection.paused',
      { until: clock.iso(b.until!) },
      {
        ...timeParams('until', b.until!, clock.zone),
      },
    );
  if (b.by === 'TIME_LIMIT')
    throw new DomainError(
      403,
      'protection.time_limit.reached',
      { limit: b.limit!, resetsAt: clock.iso(b.until!) },
      { limit: b.limit!, ...timeParams('resetsAt', b.until!, clock.zone) },
    );
}

/**
 * A bet the gateway is about to settle (in the caller's transaction): refused by a pause, an exclusion, the
 * daily time limit, or a STAKE / BETS / LOSS limit it would pass.
 * @throws 403 `protection.*`
 */
export async function checkBet(db: Db, memberId: number, stake: number, now = nowOf(db)): Promise<void> {
  // one statement on the bet's path for the many members with neither a limit nor a state
  const has = await db.get(
    `SELECT 1 AS has WHERE EXISTS (SELECT 1 FROM protection_limit WHERE member_id = ?)
       OR EXISTS (SELECT 1 FROM protection_state WHERE member_id = ?)`,
    memberId,
    memberId,
  );
  if (!has) return;
  const clock = await siteClock(db, await merchantOf(db, memberId));
  const rows = await limitRows(db, memberId, now);
  throwBlock(clock, await playBlock(db, memberId, clock, rows));
  for (const r of rows) {
    if (r.value === null || (r.kind !== 'STAKE' && r.kind !== 'BETS' && r.kind !== 'LOSS')) continue;
    const { start, end } = bounds(clock, r.period, now);
    const u = await used(db, memberId, r.kind, start, end, now);
    const add = r.kind === 'BETS' ? 1 : stake;
    if (u + add > r.value) throw limitError(clock, r.kind, r.period, r.value, r.value - u, end);
  }
}

/** A deposit about to be created (in the caller's transaction). @throws 403 `protection.*` */
export async function checkDeposit(db: Db, memberId: number, amount: number, now = nowOf(db)): Promise<void> {
  const clock = await siteClock(db, await merchantOf(db, memberId));
  const rows = await limitRows(db, memberId, now);
  const b = await playBlock(db, memberId, clock, rows);
  if (b.by === 'EXCLUSION' || b.by === 'PAUSE') throwBlock(clock, b);
  for (const r of rows) {
    if (r.value === null || r.kind !== 'DEPOSIT') continue;
    const { start, end } = bounds(clock, r.period, now);
    const u = await used(db, memberId, r.kind, start, end, now);
    if (u + amount > r.value) throw limitError(clock, r.kind, r.period, r.value, r.value - u, end);
  }
}

/** A game launch: refused while blocked or when a stake, bet-count or loss limit has nothing left. */
export async function checkLaunch(db: Db, memberId: number, now = nowOf(db)): Promise<void> {
  const clock = await siteClock(db, await merchantOf(db, memberId));
  const rows = await limitRows(db, memberId, now);
  throwBlock(clock, await playBlock(db, memberId, clock, rows));
  for (const r of rows) {
    if (r.value === null || (r.kind !== 'STAKE' && r.kind !== 'BETS' && r.kind !== 'LOSS')) continue;
    const { start, end } = bounds(clock, r.period, now);
    const u = await used(db, memberId, r.kind, start, end, now);
    if (u >= r.value) throw limitError(clock, r.kind, r.period, r.value, r.value - u, end);
  }
}

/** Whether the member is self-excluded now. */
export async function isExcluded(db: Db, memberId: number, now = nowOf(db)): Promise<boolean> {
  const s = await stateRow(db, memberId);
  return !!(
    s?.exclusion_since &&
    (s.exclusion_indefinite || (s.exclusion_until && Date.parse(s.exclusion_until) > now))
  );
}
