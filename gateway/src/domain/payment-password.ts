import type { Db } from '../db/open-db';
import { AppError, badRequest, conflict } from '../http/errors';
import { registerMessages, type Lang } from '../i18n/messages';
import { hashPassword, verifyPassword } from './identity/passwords';
import { consumeCode, issueCode, mobileTarget, smsExpiredMinutes } from './verification/codes';
import { writeOutbox } from './verification/common';
import { afterSensitiveChange, assertProofCode, contactOnFile } from './identity/owner-proof';
import {
  clearFailures,
  LOCK_AFTER,
  loginFailures,
  recordFailure,
  releaseCheck,
  reserveCheck,
  userKey,
} from './identity/login-guard';
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

registerMessages({
  'wallet.payment_password_wrong': {
    PT: 'Senha de pagamento incorreta ({left} tentativas restantes)',
    EN: 'Incorrect payment password ({left} tries left)',
  },
  'wallet.payment_password_not_set': {
    PT: 'Defina primeiro uma senha de pagamento',
    EN: 'Set a payment password first',
  },
  'wallet.payment_password_locked': {
    PT: 'Muitas senhas de pagamento erradas: depósitos, saques e transferências bloqueados por {minutes} min',
    EN: 'Too many wrong payment passwords: deposits, withdrawals and transfers are locked for {minutes} min',
  },
  'wallet.payment_password_exists': {
    PT: 'A senha de pagamento já está definida: use "Alterar"',
    EN: 'The payment password is already set: use "Change"',
  },
  'wallet.payment_password_rule': {
    PT: 'A senha de pagamento deve ter 6 a 32 caracteres',
    EN: 'The payment password must have 6 to 32 characters',
  },
  'wallet.payment_password_same': {
    PT: 'A nova senha de pagamento deve ser diferente da atual',
    EN: 'The new payment password must differ from the current one',
  },
  'wallet.no_mobile': {
    PT: 'Sua conta não tem celular cadastrado: fale com o suporte',
    EN: 'Your account has no mobile number: contact customer service',
  },
  'wallet.verification_code_invalid': {
    PT: 'Código de verificação inválido ou expirado',
    EN: 'Verification code invalid or expired',
  },
});

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

const guardOf = (db: Db, memberId: number): GuardRow =>
  (db
    .prepare(
      'SELECT failures, locked_until, pending, pending_at FROM payment_password_guard WHERE member_id = ?',
    )
    .get(memberId) as GuardRow | undefined) ?? {
    failures: 0,
    locked_until: null,
    pending: 0,
    pending_at: null,
  };

const inFlight = (g: GuardRow, now: number) =>
  g.pending_at !== null && now - g.pending_at < PENDING_STALE_MS ? g.pending : 0;

const saveGuard = (db: Db, memberId: number, g: GuardRow) =>
  db
    .prepare(
      `INSERT INTO payment_password_guard (member_id, failures, locked_until, pending, pending_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (member_id) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until,
       pending = excluded.pending, pending_at = excluded.pending_at`,
    )
    .run(memberId, g.failures, g.locked_until, g.pending, g.pending_at);

/**
 * Reserves one guess, in one transaction with the lock check.
 * @throws 403 locked; 429 `TOO_MANY_REQUESTS` (`value.busy`) when counted failures and guesses in flight
 *   already reach the limit
 */
function reserveGuess(db: Db, memberId: number, now: number): void {
  db.transaction(() => {
    assertMoneyUnlocked(db, memberId, now);
    const g = guardOf(db, memberId);
    const pending = inFlight(g, now);
    if (g.failures + pending >= PAYMENT_PASSWORD_MAX_FAILURES)
      throw new AppError(429, 'TOO_MANY_REQUESTS', { busy: true });
    saveGuard(db, memberId, { ...g, pending: pending + 1, pending_at: now });
  })();
}

/** Settles a reserved guess: right clears the count; wrong counts, and the 5th locks. null: not checked. */
function settleGuess(db: Db, memberId: number, right: boolean | null, now: number): void {
  db.transaction(() => {
    const g = guardOf(db, memberId);
    const pending = Math.max(0, inFlight(g, now) - 1);
    if (right === null) return void saveGuard(db, memberId, { ...g, pending });
    if (right) return void saveGuard(db, memberId, { ...g, failures: 0, pending });
    const failures = g.failures + 1;
    const lock = failures >= PAYMENT_PASSWORD_MAX_FAILURES;
    saveGuard(db, memberId, {
      failures: lock ? 0 : failures,
      locked_until: lock ? new Date(now + PAYMENT_PASSWORD_LOCK_MS).toISOString() : g.locked_until,
      pending,
      pending_at: g.pending_at,
    });
  })();
}

/** @returns the ISO time the member's money actions are locked until, or null. */
export function lockedUntil(db: Db, memberId: number, now = Date.now()): string | null {
  const g = guardOf(db, memberId);
  return g.locked_until && Date.parse(g.locked_until) > now ? g.locked_until : null;
}

/** Refuses every money action while the member is locked (call it first in each money route). */
export function assertMoneyUnlocked(db: Db, memberId: number, now = Date.now()): void {
  const until = lockedUntil(db, memberId, now);
  if (until)
    throw new AppError(
      403,
      'wallet.payment_password_locked',
      { lockedUntil: until },
      { minutes: Math.max(1, Math.ceil((Date.parse(until) - now) / 60_000)) },
    );
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
  assertMoneyUnlocked(db, memberId, now);
  const row = db.prepare('SELECT payment_password_hash AS h FROM member WHERE id = ?').get(memberId) as
    { h: string | null } | undefined;
  if (!row?.h) throw badRequest('wallet.payment_password_not_set');
  const hash = row.h;
  if (
    await guardedGuess(db, memberId, () => verifyPassword(password, hash, { account: `m:${memberId}` }), now)
  )
    return;
  assertMoneyUnlocked(db, memberId, now);
  const left = PAYMENT_PASSWORD_MAX_FAILURES - guardOf(db, memberId).failures;
  throw badRequest('wallet.payment_password_wrong', { left });
}

/**
 * One guess under the lock rule: reserved with the lock check, verified, settled. A hash that did not run
 * (the account's or the pool's queue full, 429) counts as no guess.
 * @returns whether the guess was right
 */
export async function guardedGuess(
  db: Db,
  memberId: number,
  verify: () => Promise<boolean>,
  now = Date.now(),
): Promise<boolean> {
  reserveGuess(db, memberId, now);
  let right: boolean | null = null;
  try {
    right = await verify();
  } finally {
    settleGuess(db, memberId, right, now);
  }
  return right;
}

/** Wrong guesses left before the lock (after a wrong one was counted). */
export const guessesLeft = (db: Db, memberId: number): number =>
  PAYMENT_PASSWORD_MAX_FAILURES - guardOf(db, memberId).failures;

const RULE = /^.{6,32}$/su;

const maskMobile = (n: string | null) =>
  n ? `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}` : null;

export function paymentPasswordStatus(db: Db, memberId: number): PaymentPasswordStatus {
  const m = db
    .prepare('SELECT payment_password_hash AS h, mobile_num AS mobile FROM member WHERE id = ?')
    .get(memberId) as { h: string | null; mobile: string | null };
  return {
    hasPassword: Boolean(m.h),
    lockedUntil: lockedUntil(db, memberId),
    failures: guardOf(db, memberId).failures,
    mobileMasked: maskMobile(m.mobile),
  };
}

async function store(db: Db, memberId: number, password: string): Promise<void> {
  if (!RULE.test(password)) throw badRequest('wallet.payment_password_rule');
  const hash = await hashPassword(password);
  db.transaction(() => {
    db.prepare('UPDATE member SET payment_password_hash = ? WHERE id = ?').run(hash, memberId);
    db.prepare('DELETE FROM payment_password_guard WHERE member_id = ?').run(memberId);
  })();
}

/**
 * Reset codes live in the verification codes table (single use, 5 tries, hashed) under their own target
 * namespace: the table's purpose column only admits the identity purposes, and a code sent for a payment
 * password reset must never log anyone in, nor a login code reset a payment password.
 */
const resetTarget = (dial: string | null, num: string) =>
  `payment-password:${mobileTarget(dial ?? '55', num)}`;

/**
 * Sets the first payment password.
 * @throws 409 `wallet.payment_password_exists`, 400 `wallet.payment_password_rule`
 */
export async function setPaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  if (paymentPasswordStatus(db, memberId).hasPassword) throw conflict('wallet.payment_password_exists');
  await store(db, memberId, password);
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
  assertProofCode(db, c, 'payment-password', p.proofCode);
  const before = contactOnFile(db, memberId);
  await store(db, memberId, p.newPassword);
  afterSensitiveChange(db, c, 'payment-password', before);
}

const mobileOf = (db: Db, memberId: number) => {
  const m = db
    .prepare('SELECT mobile_num AS num, country_dialing_code AS dial FROM member WHERE id = ?')
    .get(memberId) as { num: string | null; dial: string | null };
  if (!m.num) throw badRequest('wallet.no_mobile');
  return { num: m.num, dial: m.dial };
};

/**
 * Sends a reset code by SMS to the member's own mobile (outbox).
 * @returns the minutes the code lives
 */
export function sendPaymentPasswordResetCode(db: Db, merchant: string, lang: Lang, memberId: number): number {
  const m = mobileOf(db, memberId);
  const minutes = smsExpiredMinutes(db, merchant);
  const code = issueCode(db, {
    merchant,
    purposes: ['login'],
    purpose: 'login',
    target: resetTarget(m.dial, m.num),
    ttlMinutes: Math.max(5, minutes),
    resendMs: 60_000 * minutes,
  });
  writeOutbox(db, {
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
 * Resets the payment password with a code sent to the member's mobile on file and the login password (issue
 * 27: a session token alone is no proof); this also lifts a lock (the owner proved who they are another way).
 * Then the other sessions end, the owner is told and money waits (owner-proof.ts).
 */
export async function resetPaymentPassword(
  db: Db,
  c: { memberId: number; merchant: string; token: string },
  p: { verificationCode: string; newPassword: string; currentPassword?: string },
): Promise<void> {
  const { memberId, merchant } = c;
  if (!RULE.test(p.newPassword)) throw badRequest('wallet.payment_password_rule');
  const m = mobileOf(db, memberId);
  if (!p.currentPassword) throw new AppError(400, 'member.proof_required', { field: 'currentPassword' });
  const row = db.prepare('SELECT username, password_hash AS h FROM member WHERE id = ?').get(memberId) as {
    username: string;
    h: string;
  };
  // a wrong login password here counts as a failed login of the account (its lock, login-guard.ts)
  const user = userKey(merchant, row.username);
  reserveCheck(db, user);
  let right: boolean;
  try {
    right = await verifyPassword(p.currentPassword, row.h, { account: user });
  } catch (e) {
    releaseCheck(db, user);
    throw e;
  }
  if (!right) {
    recordFailure(db, { user, ip: `member:${memberId}` }, Date.now(), true);
    throw new AppError(
      400,
      'member.proof_password_wrong',
      { field: 'currentPassword' },
      {
        left: Math.max(0, LOCK_AFTER - loginFailures(db, user)),
      },
    );
  }
  clearFailures(db, user, true);
  if (
    !consumeCode(db, {
      merchant,
      purpose: 'login',
      target: resetTarget(m.dial, m.num),
      code: p.verificationCode,
    })
  )
    throw badRequest('wallet.verification_code_invalid');
  const before = contactOnFile(db, memberId);
  await store(db, memberId, p.newPassword);
  afterSensitiveChange(db, c, 'payment-password', before);
}
