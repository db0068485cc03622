import type {
  LimitKind,
  LimitPeriod,
  PlayBlock,
  PlayerLimit,
  ProtectionState,
  SelfExcludeValue,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { AppError, badRequest } from '../../http/errors';
import { move } from '../ledger/ledger';
import { toMajor, toMinor } from '../ledger/money';
import { endMemberSessions, hashToken } from './sessions';
import { nowOf, siteClock, type SiteClock } from '../site/clock';
import { timeParams } from '../site/time-text';
import { moneyText } from '../../i18n/messages';
import { marketCode } from '../market/profiles';
import { validDay } from '../market/identity';

/**
 * Player protection (issue 26): limits on deposits, losses, stakes, number of bets and daily time; pause;
 * self-exclusion; the session clock. Every check runs inside the caller's transaction, next to the money
 * move it guards (settleBet, createDeposit), so a limit cannot be passed by two calls racing.
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
const MONEY_KINDS = new Set<LimitKind>(['DEPOSIT', 'LOSS', 'STAKE']);
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

const merchantOf = async (db: Db, memberId: number) =>
  (await db.get<{ m: string }>('SELECT merchant_code AS m FROM member WHERE id = ?', memberId))!.m;

const iso = (t: number) => new Date(t).toISOString();

/** Applies raises/removals whose cooling-off is over; @returns the member's limit rows in force */
async function limitRows(db: Db, memberId: number, now: number): Promise<LimitRow[]> {
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

async function stateRow(db: Db, memberId: number): Promise<StateRow | undefined> {
  return await db.get<StateRow>('SELECT * FROM protection_state WHERE member_id = ?', memberId);
}

async function ensureState(db: Db, memberId: number): Promise<void> {
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
async function used(
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

function bounds(clock: SiteClock, period: LimitPeriod, now: number) {
  const start = clock.periodStart(now, PERIOD_OF[period]);
  return { start, end: clock.nextBoundary(now, PERIOD_OF[period]) };
}

/** A limit as the wire shows it (currency units for money kinds). */
function toWire(kind: LimitKind, v: number): number {
  return MONEY_KINDS.has(kind) ? toMajor(v) : v;
}

function limitError(
  clock: SiteClock,
  kind: LimitKind,
  period: LimitPeriod,
  limit: number,
  remaining: number,
  resetsAt: number,
): AppError {
  // the message is written in the request's language when the answer is sent: both languages' words here
  const show = (v: number, lang: 'PT' | 'EN') =>
    MONEY_KINDS.has(kind) ? moneyText(toMajor(v), lang) : NUMBER_TEXT[lang].format(v);
  return new AppError(
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
async function playBlock(
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
  if (b.by === 'EXCLUSION') throw new AppError(403, 'protection.excluded');
  if (b.by === 'PAUSE')
    throw new AppError(
      403,
      'protection.paused',
      { until: clock.iso(b.until!) },
      {
        ...timeParams('until', b.until!, clock.zone),
      },
    );
  if (b.by === 'TIME_LIMIT')
    throw new AppError(
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

// ---- The state ---------------------------------------------------------------------------------------

interface SessionRow {
  login_at: string | null;
  created_at: string;
  last_activity_at: string | null;
  reauth_required: number;
}

/** The "Jogo responsável" page's data, for the session of `token`. */
export async function protectionState(
  db: Db,
  memberId: number,
  token: string | null,
): Promise<ProtectionState> {
  const merchant = await merchantOf(db, memberId);
  const clock = await siteClock(db, merchant);
  const now = clock.now;
  const rows = await limitRows(db, memberId, now);
  const limits: PlayerLimit[] = [];
  for (const kind of LIMIT_KINDS)
    for (const period of LIMIT_PERIODS) {
      if (kind === 'TIME' && period !== 'DAY') continue;
      const r = rows.find((x) => x.kind === kind && x.period === period);
      const { start, end } = bounds(clock, period, now);
      const u = await used(db, memberId, kind, start, end, now);
      limits.push({
        kind,
        period,
        value: r?.value != null ? toWire(kind, r.value) : null,
        pending:
          r?.pending === 1
            ? {
                value: r.pending_value != null ? toWire(kind, r.pending_value) : null,
                effectiveAt: clock.iso(Date.parse(r.pending_at!)),
              }
            : null,
        used: toWire(kind, u),
        remaining: r?.value != null ? toWire(kind, Math.max(0, r.value - u)) : null,
        resetsAt: clock.iso(end),
      });
    }
  const s = await stateRow(db, memberId);
  const session = (
    token
      ? await db.get(
          'SELECT login_at, created_at, last_activity_at, reauth_required FROM session WHERE token_hash = ?',
          hashToken(token),
        )
      : undefined
  ) as SessionRow | undefined;
  const loginAt = Date.parse(session?.login_at ?? session?.created_at ?? iso(now));
  const net = (await db.get<{ stakes: number; wins: number }>(
    `SELECT COALESCE(SUM(amount), 0) AS stakes, COALESCE(SUM(payout), 0) AS wins FROM bet
       WHERE member_id = ? AND created_at >= ? AND status != 'CANCELLED'`,
    memberId,
    iso(loginAt),
  ))!;
  const block = await playBlock(db, memberId, clock, rows);
  const pauseOn = s?.pause_until && Date.parse(s.pause_until) > now;
  return {
    market: await marketCode(db, merchant),
    coolingOffHours: COOLING_OFF_HOURS,
    limits,
    realityCheck: {
      minutes: s?.reality_check_seconds ? Math.round(s.reality_check_seconds / 60) : null,
      intervalSeconds: s?.reality_check_seconds ?? null,
    },
    session: {
      loginAt: clock.iso(loginAt),
      serverNow: clock.iso(now),
      elapsedSeconds: Math.max(0, Math.floor((now - loginAt) / 1000)),
      net: toMajor(net.wins - net.stakes),
      stakes: toMajor(net.stakes),
      wins: toMajor(net.wins),
      lastActivityAt: clock.iso(Date.parse(session?.last_activity_at ?? iso(loginAt))),
      reauthRequired: session?.reauth_required === 1,
    },
    pause: pauseOn
      ? { since: clock.iso(Date.parse(s.pause_since!)), until: clock.iso(Date.parse(s.pause_until!)) }
      : null,
    exclusion:
      block.by === 'EXCLUSION' && s
        ? {
            since: clock.iso(Date.parse(s.exclusion_since!)),
            until: s.exclusion_until ? clock.iso(Date.parse(s.exclusion_until)) : null,
            indefinite: s.exclusion_indefinite === 1,
          }
        : null,
    blockedBy: block.by,
    blockedUntil: block.until !== null ? clock.iso(block.until) : null,
  };
}

// ---- Changes -------------------------------------------------------------------------------------------

const invalid = (detail: string) => badRequest('protection.invalid', { detail });

/** Wire value → stored value (minor units for money kinds, whole numbers otherwise). */
function storedValue(kind: LimitKind, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw invalid('> 0');
  if (MONEY_KINDS.has(kind)) return toMinor(value);
  if (!Number.isInteger(value)) throw invalid('integer');
  if (kind === 'TIME' && value > 24 * 60) throw invalid('≤ 1440 min');
  return value;
}

/**
 * Sets one limit. Adding or lowering applies now (and drops a pending raise); raising or removing waits
 * COOLING_OFF_HOURS as a pending change (a second raise restarts the wait).
 */
export async function setLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  value: number | null,
  now = nowOf(db),
): Promise<void> {
  if (kind === 'TIME' && period !== 'DAY') throw invalid('TIME: DAY');
  const v = value === null ? null : storedValue(kind, value);
  await db.transaction(async () => {
    const cur = (await limitRows(db, memberId, now)).find((r) => r.kind === kind && r.period === period);
    const inForce = cur?.value ?? null;
    const tighter = v !== null && (inForce === null || v <= inForce);
    if (tighter) {
      await db.run(
        `INSERT INTO protection_limit (member_id, kind, period, value, pending, pending_value, pending_at, updated_at)
           VALUES (?, ?, ?, ?, 0, NULL, NULL, ?)
         ON CONFLICT (member_id, kind, period) DO UPDATE SET value = excluded.value, pending = 0,
           pending_value = NULL, pending_at = NULL, updated_at = excluded.updated_at`,
        memberId,
        kind,
        period,
        v,
        iso(now),
      );
    } else if (inForce !== null) {
      // a raise or a removal: waits its cooling-off
      await db.run(
        `UPDATE protection_limit SET pending = 1, pending_value = ?, pending_at = ?, updated_at = ?
           WHERE member_id = ? AND kind = ? AND period = ?`,
        v,
        iso(now + COOLING_OFF_HOURS * 3_600_000),
        iso(now),
        memberId,
        kind,
        period,
      );
    }
  });
}

/** Cancels the pending raise or removal of a limit. @throws 400 `protection.nothing_pending` */
export async function cancelLimit(
  db: Db,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now = nowOf(db),
): Promise<void> {
  await db.transaction(async () => {
    const cur = (await limitRows(db, memberId, now)).find((r) => r.kind === kind && r.period === period);
    if (!cur || cur.pending !== 1) throw badRequest('protection.nothing_pending');
    await db.run(
      `UPDATE protection_limit SET pending = 0, pending_value = NULL, pending_at = NULL, updated_at = ?
         WHERE member_id = ? AND kind = ? AND period = ?`,
      iso(now),
      memberId,
      kind,
      period,
    );
  });
}

/** Reality-check interval in seconds (the page offers 5–240 minutes; development controls may go lower). */
export async function setRealityCheck(db: Db, memberId: number, seconds: number | null): Promise<void> {
  await ensureState(db, memberId);
  await db.run(
    'UPDATE protection_state SET reality_check_seconds = ? WHERE member_id = ?',
    seconds,
    memberId,
  );
}

/**
 * A pause of `days` (1–42) from now; a pause in force is only ever extended. The member's other sessions end in
 * the same transaction (a pause taken on the phone also stops the computer's session); the caller's stays, to
 * read its balance and withdraw (`keepTokenHash`).
 */
export async function pause(
  db: Db,
  memberId: number,
  days: number,
  now = nowOf(db),
  keepTokenHash?: string,
): Promise<void> {
  if (!Number.isInteger(days) || days < 1 || days > 42) throw invalid('1–42');
  await db.transaction(async () => {
    await ensureState(db, memberId);
    const s = (await stateRow(db, memberId))!;
    const until = now + days * 86_400_000;
    if (s.pause_until && Date.parse(s.pause_until) > until) {
      const clock = await siteClock(db, await merchantOf(db, memberId));
      throw badRequest('protection.pause_shorter', {
        ...timeParams('until', Date.parse(s.pause_until), clock.zone),
      });
    }
    const since = s.pause_until && Date.parse(s.pause_until) > now ? s.pause_since : iso(now);
    await db.run(
      'UPDATE protection_state SET pause_since = ?, pause_until = ? WHERE member_id = ?',
      since,
      iso(until),
      memberId,
    );
    await endMemberSessions(db, memberId, keepTokenHash ? { exceptTokenHash: keepTokenHash } : {});
  });
}

/**
 * Self-exclusion for `months` (1–12, counted in the site's calendar) or indefinitely (null), in one
 * transaction: the state, every pending (lottery) bet cancelled and refunded, every session ended.
 * Indefinite: the member may ask customer service to lift it no earlier than 6 months after it began; the
 * lift takes effect 7 days after the request (`liftIndefiniteExclusion`).
 */
export async function selfExclude(
  db: Db,
  memberId: number,
  months: number | null,
  now = nowOf(db),
): Promise<SelfExcludeValue> {
  if (months !== null && (!Number.isInteger(months) || months < 1 || months > 12)) throw invalid('1–12');
  const clock = await siteClock(db, await merchantOf(db, memberId));
  return await db.transaction(async (): Promise<SelfExcludeValue> => {
    await ensureState(db, memberId);
    const s = (await stateRow(db, memberId))!;
    let until: number | null = months === null ? null : addMonths(clock, now, months);
    // an exclusion in force is never shortened
    if (s.exclusion_indefinite && (await isExcluded(db, memberId, now))) until = null;
    else if (until !== null && s.exclusion_until && Date.parse(s.exclusion_until) > until)
      until = Date.parse(s.exclusion_until);
    await db.run(
      `UPDATE protection_state SET exclusion_since = ?, exclusion_until = ?, exclusion_indefinite = ?
         WHERE member_id = ?`,
      iso(now),
      until === null ? null : iso(until),
      until === null ? 1 : 0,
      memberId,
    );
    await refundOpenBets(db, memberId, now);
    await endMemberSessions(db, memberId);
    return {
      since: clock.iso(now),
      until: until === null ? null : clock.iso(until),
      indefinite: until === null,
    };
  });
}

/** The same local time `months` later in the site's zone (day clamped to the month's end). */
function addMonths(clock: SiteClock, t: number, months: number): number {
  const day = clock.today(t);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const ty = y + Math.floor(total / 12);
  const tm = (total % 12) + 1;
  let dd = d;
  const ymd = (n: number) => `${ty}-${String(tm).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
  while (!validDay(ymd(dd))) dd--; // 31 → the month's last day
  const offsetInDay = t - clock.range(day, day).start;
  return clock.range(ymd(dd), ymd(dd)).start + offsetInDay;
}

/** Cancels and refunds every pending bet of a member (one BET_CANCEL row each). */
async function refundOpenBets(db: Db, memberId: number, now: number): Promise<number> {
  const open = await db.all<{
    id: number;
    amount: number;
  }>("SELECT id, amount FROM bet WHERE member_id = ? AND status = 'PENDING' ORDER BY id", memberId);
  for (const b of open) {
    const r = await db.run(
      "UPDATE bet SET status = 'CANCELLED', settled_at = ? WHERE id = ? AND status = 'PENDING'",
      iso(now),
      b.id,
    );
    if (r.changes === 1)
      await move(db, {
        memberId,
        amount: b.amount,
        type: 'BET_CANCEL',
        reference: `bet:${b.id}`,
        remark: 'self-exclusion',
        now: iso(now),
      });
  }
  return open.length;
}

/** Operator control: lifts an indefinite exclusion asked for at `now` (6 months after it began, +7 days). */
export async function liftIndefiniteExclusion(
  db: Db,
  memberId: number,
  now = nowOf(db),
): Promise<{ liftsAt: string }> {
  const s = await stateRow(db, memberId);
  if (!s?.exclusion_indefinite) throw invalid('not indefinite');
  const since = Date.parse(s.exclusion_since!);
  if (now < since + 182 * 86_400_000) throw invalid('< 6 months');
  const at = now + 7 * 86_400_000;
  await db.run(
    'UPDATE protection_state SET exclusion_indefinite = 0, exclusion_until = ? WHERE member_id = ?',
    iso(at),
    memberId,
  );
  return { liftsAt: (await siteClock(db, await merchantOf(db, memberId))).iso(at) };
}

/** Sign-up limits (BR): a loss limit and a daily time limit, applied at once. */
export async function applySignUpLimits(
  db: Db,
  memberId: number,
  loss: { value: number; period: LimitPeriod } | undefined,
  timeMinutes: number | undefined,
  now = nowOf(db),
): Promise<void> {
  if (loss) await setLimit(db, memberId, 'LOSS', loss.period, loss.value, now);
  if (timeMinutes !== undefined) await setLimit(db, memberId, 'TIME', 'DAY', timeMinutes, now);
}
