import type { Db } from '../../db/open-db';
import { DomainError, badRequest, conflict } from '../errors';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { consumeCode, issueCode, mobileTarget, smsExpiredMinutes } from '../identity/verification/codes';
import { writeOutbox } from '../identity/verification/common';
import { memberLanguage } from '../identity/notices';
import { assertMoneyUnlocked, guardOf, guardedGuess, lockedUntil } from '../identity/payment-lock';
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
 * destinations, transfer to upline, points redeem and convert). Its lock rule (5 wrong tries lock every money
 * action for 15 minutes) is `identity/payment-lock.ts`, shared with the owner proof. Checks are async (scrypt),
 * so callers run them BEFORE their synchronous money transaction.
 */

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
 * on file; then the other sessions end, the owner is told and money waits (owner-proof.ts).
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
  if (!row.chosen) throw new DomainError(400, 'member.no_login_password', { field: 'currentPassword' });
  if (!p.currentPassword) throw new DomainError(400, 'member.proof_required', { field: 'currentPassword' });
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
    throw new DomainError(
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
