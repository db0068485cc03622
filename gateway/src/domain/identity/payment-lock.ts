import type { Db } from '../../db/open-db';
import { forUpdate } from '../../db/portable';
import { DomainError } from '../errors';

/**
 * The payment password's lock rule: 5 wrong tries in a row lock every money action of the member for 15 minutes
 * (403 `wallet.payment_password_locked`, the minutes left in the message and `value.lockedUntil`). A right
 * password resets the count. It lives in identity because the owner proof counts a wrong login password under
 * the same lock; setting, changing and resetting the payment password is money (`money/payment-password.ts`).
 *
 * Under concurrency each guess is reserved in the guard row, atomically with the lock check, before its slow
 * hash, and settled after it: wrong answers already counted plus guesses in flight never exceed the limit, so
 * once 5 wrong ones are in, no later answer of the same burst can succeed (a 6th parallel guess answers 429 at
 * once, and 403 once the 5 are settled wrong), whatever the hashing cost.
 */

export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

interface GuardRow {
  failures: number;
  locked_until: string | null;
  pending: number;
  pending_at: number | null;
}

/** A reservation older than this is of a process that died mid-check: it no longer counts. */
const PENDING_STALE_MS = 60_000;

export const guardOf = async (db: Db, memberId: number): Promise<GuardRow> =>
  (await db.get<GuardRow>(
    'SELECT failures, locked_until, pending, pending_at FROM payment_password_guard WHERE member_id = ?',
    memberId,
  )) ?? {
    failures: 0,
    locked_until: null,
    pending: 0,
    pending_at: null,
  };

/**
 * The member's guard row, locked until the transaction ends (created empty when missing, so there is a row to
 * lock). In a READ COMMITTED transaction on PostgreSQL, parallel guesses queue on the lock and each reads what
 * the one before it wrote, in the order they came, as on SQLite; under SERIALIZABLE they would fail into
 * retries that reorder them (a later guess of a burst checked before the first five).
 */
async function lockedGuard(db: Db, memberId: number): Promise<GuardRow> {
  const read = async () =>
    await db.get<GuardRow>(
      `SELECT failures, locked_until, pending, pending_at FROM payment_password_guard WHERE member_id = ?${forUpdate(db)}`,
      memberId,
    );
  const row = await read();
  if (row) return row;
  await db.run(
    'INSERT INTO payment_password_guard (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING',
    memberId,
  );
  return (await read())!;
}

const inFlight = (g: GuardRow, now: number) =>
  g.pending_at !== null && now - g.pending_at < PENDING_STALE_MS ? g.pending : 0;

const saveGuard = async (db: Db, memberId: number, g: GuardRow) =>
  await db.run(
    `INSERT INTO payment_password_guard (member_id, failures, locked_until, pending, pending_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until,
       pending = excluded.pending, pending_at = excluded.pending_at`,
    memberId,
    g.failures,
    g.locked_until,
    g.pending,
    g.pending_at,
  );

/**
 * Reserves one guess, in one transaction with the lock check.
 * @throws 403 locked; 429 `TOO_MANY_REQUESTS` (`value.busy`) when counted failures and guesses in flight
 *   already reach the limit
 */
async function reserveGuess(db: Db, memberId: number, now: number): Promise<void> {
  await db.transaction(
    async () => {
      const g = await lockedGuard(db, memberId);
      await assertMoneyUnlocked(db, memberId, now);
      const pending = inFlight(g, now);
      if (g.failures + pending >= PAYMENT_PASSWORD_MAX_FAILURES)
        throw new DomainError(429, 'TOO_MANY_REQUESTS', { busy: true });
      await saveGuard(db, memberId, { ...g, pending: pending + 1, pending_at: now });
    },
    { isolation: 'read committed' },
  );
}

/**
 * Settles a reserved guess: right clears the count; wrong counts, and the 5th locks. null: not checked.
 * @returns the guard row as this settlement left it
 */
async function settleGuess(db: Db, memberId: number, right: boolean | null, now: number): Promise<GuardRow> {
  return await db.transaction(
    async () => {
      const g = await lockedGuard(db, memberId);
      const pending = Math.max(0, inFlight(g, now) - 1);
      let next: GuardRow;
      if (right === null) next = { ...g, pending };
      else if (right) next = { ...g, failures: 0, pending };
      else {
        const failures = g.failures + 1;
        const lock = failures >= PAYMENT_PASSWORD_MAX_FAILURES;
        next = {
          failures: lock ? 0 : failures,
          locked_until: lock ? new Date(now + PAYMENT_PASSWORD_LOCK_MS).toISOString() : g.locked_until,
          pending,
          pending_at: g.pending_at,
        };
      }
      await saveGuard(db, memberId, next);
      return next;
    },
    { isolation: 'read committed' },
  );
}

/** @returns the ISO time the member's money actions are locked until, or null. */
export async function lockedUntil(db: Db, memberId: number, now = Date.now()): Promise<string | null> {
  const g = await guardOf(db, memberId);
  return g.locked_until && Date.parse(g.locked_until) > now ? g.locked_until : null;
}

/** The 403 of a locked member, with the minutes left. */
const lockedError = (until: string, now: number) =>
  new DomainError(
    403,
    'wallet.payment_password_locked',
    { lockedUntil: until },
    { minutes: Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000)) },
  );

/** Refuses every money action while the member is locked (call it first in each money route). */
export async function assertMoneyUnlocked(db: Db, memberId: number, now = Date.now()): Promise<void> {
  const until = await lockedUntil(db, memberId, now);
  if (until) throw lockedError(until, now);
}

/**
 * One guess under the lock rule: reserved with the lock check, verified, settled. A hash that did not run
 * (the account's or the pool's queue full, 429) counts as no guess. A wrong guess is answered by its own
 * settlement, not by a later read that other guesses of a burst may have changed meanwhile: the one that
 * locks answers 403, the others the tries left after them.
 * @returns whether the guess was right and, when wrong, the tries left
 * @throws 403 `wallet.payment_password_locked` when this wrong guess locked the member
 */
export async function guardedGuess(
  db: Db,
  memberId: number,
  verify: () => Promise<boolean>,
  now = Date.now(),
): Promise<{ right: boolean; left: number }> {
  await reserveGuess(db, memberId, now);
  let right: boolean | null = null;
  let settled: GuardRow;
  try {
    right = await verify();
  } finally {
    settled = await settleGuess(db, memberId, right, now);
  }
  if (right) return { right, left: PAYMENT_PASSWORD_MAX_FAILURES };
  if (settled.locked_until && Date.parse(settled.locked_until) > now)
    throw lockedError(settled.locked_until, now);
  return { right, left: PAYMENT_PASSWORD_MAX_FAILURES - settled.failures };
}
