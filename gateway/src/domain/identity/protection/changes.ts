import type { LimitKind, LimitPeriod, SelfExcludeValue } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { badRequest } from '../../errors';
import { move } from '../../ledger/ledger';
import { toMinor } from '../../ledger/money';
import { endMemberSessions } from '../sessions';
import { timeParams } from '../../site/time-text';
import { nowOf, siteClock, type SiteClock } from '../../site/clock';
import { validDay } from '../../market/identity';
import {
  COOLING_OFF_HOURS,
  MONEY_KINDS,
  ensureState,
  isExcluded,
  iso,
  limitRows,
  merchantOf,
  stateRow,
} from './checks';

/**
 * Player protection: the changes a member (or an operator control) makes: limits, their cancellation, the reality
 * check, pauses, self-exclusion, and the sign-up limits of BR.
 */

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
