import type { Db } from '../../db/open-db';
import { forUpdate } from '../../db/portable';
import { AppError, badRequest, conflict } from '../../http/errors';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { consumeCode, issueCode, mobileTarget, smsExpiredMinutes } from '../identity/verification/codes';
import { writeOutbox } from '../identity/verification/common';
import { memberLanguage } from '../content/inbox';
import { assertLoginPassword, assertProofCode, sensitiveChange } from '../identity/owner-proof';
import {
  clearFailures,
  LOCK_AFTER,
  loginFailures,
  recordFailure,
  releaseCheck,
  reserveCheck,
  userKey,
} from '../identity/login-guard';
import type { PaymentPasswordStatus } from '@jogo/shared/api';

/**
 * The payment password: the second secret every money action that sends money out needs (withdraw,
 * destinations, transfer to upline, points redeem and convert). This module owns the lock rule:
 * 5 wrong tries in a row lock every money action of the member for 15 minutes (403
 * `wallet.payment_password_locked`, the minutes left in the message and `value.lockedUntil`). A right
 * password resets the count. Checks are async (scrypt), so callers run them BEFORE their synchronous
 * money transaction.
 *
 * Under concurrency (issue 27) each guess is reserved in the guard row, atomically with the lock check,
 * before its slow hash, and settled after it: wrong answers already counted plus guesses in flight never
 * exceed the limit, so once 5 wrong ones are in, no later answer of the same burst can succeed (a 6th
 * parallel guess answers 429 at once, and 403 once the 5 are settled wrong), whatever the hashing cost.
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

const guardOf = async (db: Db, memberId: number): Promise<GuardRow> =>
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
        throw new AppError(429, 'TOO_MANY_REQUESTS', { busy: true });
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
  new AppError(
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
 * Checks a member's payment password with the lock rule. The domain function other domains call
 * (points redeem and convert): it refuses while locked, counts a wrong password, and locks at the 5th.
 * @throws 403 `wallet.payment_password_locked`, 400 `wallet.payment_password_not_set` or `..._wrong`
 */
export async function checkPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  now = Date.now(),
): Promise<void> {
  await assertMoneyUnlocked(db, memberId, now);
  const row = await db.get<{ h: string | null }>(
    'SELECT payment_password_hash AS h FROM member WHERE id = ?',
    memberId,
  );
  if (!row?.h) throw badRequest('wallet.payment_password_not_set');
  const hash = row.h;
  const guess = await guardedGuess(
    db,
    memberId,
    () => verifyPassword(password, hash, { account: `m:${memberId}` }),
    now,
  );
  if (guess.right) return;
  throw badRequest('wallet.payment_password_wrong', { left: guess.left });
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

const RULE = /^.{6,32}$/su;

const maskMobile = (n: string | null) =>
  n ? `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}` : null;

export async function paymentPasswordStatus(db: Db, memberId: number): Promise<PaymentPasswordStatus> {
  const m = (await db.get<{ h: string | null; mobile: string | null; login: number }>(
    'SELECT payment_password_hash AS h, mobile_num AS mobile, login_password_set AS login FROM member WHERE id = ?',
    memberId,
  ))!;
  return {
    hasPassword: Boolean(m.h),
    hasLoginPassword: Boolean(m.login),
    lockedUntil: await lockedUntil(db, memberId),
    failures: (await guardOf(db, memberId)).failures,
    mobileMasked: maskMobile(m.mobile),
  };
}

/** @returns the statements that store a new payment password (hashed first: run them inside a transaction) */
async function store(db: Db, memberId: number, password: string): Promise<() => Promise<void>> {
  if (!RULE.test(password)) throw badRequest('wallet.payment_password_rule');
  const hash = await hashPassword(password);
  return async () => {
    await db.run('UPDATE member SET payment_password_hash = ? WHERE id = ?', hash, memberId);
    await db.run('DELETE FROM payment_password_guard WHERE member_id = ?', memberId);
  };
}

/**
 * Reset codes live in the verification codes table (single use, 5 tries, hashed) under their own target
 * namespace: the table's purpose column only admits the identity purposes, and a code sent for a payment
 * password reset must never log anyone in, nor a login code reset a payment password.
 */
const resetTarget = (dial: string | null, num: string) =>
  `payment-password:${mobileTarget(dial ?? '55', num)}`;

/**
 * Sets the first payment password, with the login password: a session alone must not create a secret (a thief
 * with a stolen token once set it and used it as the owner's proof). The contacts on file are told; nothing is
 * held (a first setup).
 * @throws 409 `wallet.payment_password_exists`, 400 `wallet.payment_password_rule`, the login password's
 *   errors (`assertLoginPassword`)
 */
export async function setPaymentPassword(
  db: Db,
  c: { memberId: number; merchant: string; token: string },
  p: { newPassword: string; currentPassword?: string },
): Promise<void> {
  if ((await paymentPasswordStatus(db, c.memberId)).hasPassword)
    throw conflict('wallet.payment_password_exists');
  if (!RULE.test(p.newPassword)) throw badRequest('wallet.payment_password_rule');
  await assertLoginPassword(db, c.memberId, p.currentPassword);
  const save = await store(db, c.memberId, p.newPassword);
  await sensitiveChange(db, c, 'first-payment-password', async () => {
    // two first settings at once: the second finds the first one's password
    if ((await paymentPasswordStatus(db, c.memberId)).hasPassword)
      throw conflict('wallet.payment_password_exists');
    await save();
  });
}

/**
 * Changes the payment password: the old one (checked with the lock rule) and the proof code sent to the contact
 * on file (issue 27); then the other sessions end, the owner is told and money waits (owner-proof.ts).
 */
export async function changePaymentPassword(
  db: Db,
  c: { memberId: number; merchant: string; token: string },
  p: { oldPassword: string; newPassword: string; proofCode?: string },
): Promise<void> {
  const { memberId } = c;
  if (!RULE.test(p.newPassword)) throw badRequest('wallet.payment_password_rule');
  if (p.oldPassword === p.newPassword) throw badRequest('wallet.payment_password_same');
  await checkPaymentPassword(db, memberId, p.oldPassword);
  await assertProofCode(db, c, 'payment-password', p.proofCode);
  await sensitiveChange(db, c, 'payment-password', await store(db, memberId, p.newPassword));
}

const mobileOf = async (db: Db, memberId: number) => {
  const m = (await db.get<{ num: string | null; dial: string | null }>(
    'SELECT mobile_num AS num, country_dialing_code AS dial FROM member WHERE id = ?',
    memberId,
  ))!;
  if (!m.num) throw badRequest('wallet.no_mobile');
  return { num: m.num, dial: m.dial };
};

/**
 * Sends a reset code by SMS to the member's own mobile (outbox).
 * @returns the minutes the code lives
 */
export async function sendPaymentPasswordResetCode(
  db: Db,
  merchant: string,
  memberId: number,
): Promise<number> {
  const m = await mobileOf(db, memberId);
  const minutes = await smsExpiredMinutes(db, merchant);
  const code = await issueCode(db, {
    merchant,
    purposes: ['login'],
    purpose: 'login',
    target: resetTarget(m.dial, m.num),
    ttlMinutes: Math.max(5, minutes),
    resendMs: 60_000 * minutes,
  });
  // the member's own mobile: in the member's language, whoever asked (the request's language is not the reader's)
  const lang = await memberLanguage(db, memberId);
  await writeOutbox(db, {
    merchant,
    channel: 'sms',
    recipient: `+${m.dial ?? '55'}${m.num}`,
    body:
      lang === 'EN'
        ? `Jogo: your code to reset the payment password is ${code}`
        : `Jogo: seu código para redefinir a senha de pagamento é ${code}`,
    code,
  });
  return minutes;
}

/**
 * Resets the payment password with a code sent to the member's mobile on file and the login password (a
 * session token alone is no proof); this also lifts a lock (the owner proved who they are another way).
 * Then the other sessions end, the owner is told and money waits (owner-proof.ts).
 */
export async function resetPaymentPassword(
  db: Db,
  c: { memberId: number; merchant: string; token: string },
  p: { verificationCode: string; newPassword: string; currentPassword?: string },
): Promise<void> {
  const { memberId, merchant } = c;
  if (!RULE.test(p.newPassword)) throw badRequest('wallet.payment_password_rule');
  const m = await mobileOf(db, memberId);
  const row = (await db.get<{ username: string; h: string; chosen: number }>(
    'SELECT username, password_hash AS h, login_password_set AS chosen FROM member WHERE id = ?',
    memberId,
  ))!;
  // signed up by mobile alone: no login password to ask yet (and no guess counted against the account)
  if (!row.chosen) throw new AppError(400, 'member.no_login_password', { field: 'currentPassword' });
  if (!p.currentPassword) throw new AppError(400, 'member.proof_required', { field: 'currentPassword' });
  // a wrong login password here counts as a failed login of the account (its lock, login-guard.ts)
  const user = userKey(merchant, row.username);
  await reserveCheck(db, user);
  let right: boolean;
  try {
    right = await verifyPassword(p.currentPassword, row.h, { account: user });
  } catch (e) {
    await releaseCheck(db, user);
    throw e;
  }
  if (!right) {
    await recordFailure(db, { user, ip: `member:${memberId}` }, Date.now(), true);
    throw new AppError(
      400,
      'member.proof_password_wrong',
      { field: 'currentPassword' },
      {
        left: Math.max(0, LOCK_AFTER - (await loginFailures(db, user))),
      },
    );
  }
  await clearFailures(db, user, true);
  if (
    !(await consumeCode(db, {
      merchant,
      purpose: 'login',
      target: resetTarget(m.dial, m.num),
      code: p.verificationCode,
    }))
  )
    throw badRequest('wallet.verification_code_invalid');
  await sensitiveChange(db, c, 'payment-password', await store(db, memberId, p.newPassword));
}
