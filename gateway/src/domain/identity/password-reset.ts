import type { Db } from '../../db/open-db';
import { DomainError, badRequest } from '../errors';
import type { Lang } from '../../i18n/messages';
import type { LoginResponse } from '@jogo/shared/api';
import { hashPassword, verifyPassword } from './passwords';
import { normaliseMobile, writeOutbox } from './verification/common';
import { consumeCode, issueCode, mobileTarget } from './verification/codes';
import { siteSetting } from '../site/flags';
import {
  assertMayLogin,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  startSession,
  type MemberRow,
} from './login';
import { clearFailures, userKey } from './login-guard';
import { checkNewPassword } from './password-policy';
import { clearPasswordChange, isPasswordChangeRequired } from './forced-change';
import { assertProofCode, sensitiveChange } from './owner-proof';
import { hashToken } from './sessions';

/**
 * Changing a password with the old one, and resetting a forgotten one with a code sent by SMS (the
 * verification domain's noLogin code) or by e-mail (a code and a `/forget?resetCode=` link). The new
 * password follows the registration password rule (`checkNewPassword`).
 */

/** Reset codes sent by e-mail live longer than SMS codes: mail is slower to arrive. */
export const EMAIL_CODE_MINUTES = 30;
const EMAIL_RESEND_MS = 60_000;

/** E-mail reset codes belong to one account: the pair of username and address. */
const emailTarget = (username: string, email: string) => `${username.toLowerCase()}:${email}`;

/**
 * Sets a password; other sessions of the member end, so a stolen session does not outlive the change, and the
 * kept one may call everything again.
 */
async function setPassword(
  db: Db,
  member: MemberRow,
  password: string,
  keepTokenHash: string | null,
): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async () => {
    await db.run(
      'UPDATE member SET password_hash = ?, password_changed_at = ?, login_password_set = 1 WHERE id = ?',
      hash,
      new Date().toISOString(),
      member.id,
    );
    if (keepTokenHash) {
      await db.run('DELETE FROM session WHERE member_id = ? AND token_hash <> ?', member.id, keepTokenHash);
      await clearPasswordChange(db, keepTokenHash);
    } else await db.run('DELETE FROM session WHERE member_id = ?', member.id);
  });
}

/**
 * Changes the password of the session's member; every other session of the member ends. Besides the old
 * password, the code sent to the contact on file proves the owner, except in the change a login
 * forced (an expired password: that session has just proved the password and may do nothing else); then the
 * owner is told and money waits (owner-proof.ts).
 * @throws 400 `password.old_incorrect`, `password.mismatch`, `password.same_as_old` (each with
 *   `value.field`), the password rule's errors, the proof code's errors
 */
export async function changePassword(
  db: Db,
  merchant: string,
  session: { memberId: number; token: string },
  p: { oldPassword: string; newPassword: string; confirmNewPassword: string; proofCode?: string },
): Promise<void> {
  const member = (await findMemberById(db, session.memberId))!;
  if (!(await verifyPassword(p.oldPassword, member.password_hash)))
    throw new DomainError(400, 'password.old_incorrect', { field: 'oldPassword' });
  if (p.newPassword !== p.confirmNewPassword)
    throw new DomainError(400, 'password.mismatch', { field: 'confirmNewPassword' });
  if (p.newPassword === p.oldPassword)
    throw new DomainError(400, 'password.same_as_old', { field: 'newPassword' });
  await checkNewPassword(db, merchant, p.newPassword);
  const who = { memberId: member.id, merchant, token: session.token };
  const forced = await isPasswordChangeRequired(db, session.token);
  if (!forced) await assertProofCode(db, who, 'password', p.proofCode);
  await sensitiveChange(db, who, forced ? 'forced-password' : 'password', () =>
    setPassword(db, member, p.newPassword, hashToken(session.token)),
  );
}

/** Where the browser says the call came from (the route copies these headers). */
export interface CallOrigin {
  origin?: string;
  /** `X-Forwarded-Host` as sent (its first entry counts) */
  forwardedHost?: string;
  host?: string;
  protocol: string;
}

/**
 * The site's own origin for links in e-mails: the browser's `Origin` (or the forwarded or direct `Host`) when its
 * host is one of the merchant's domain routes or its main domain; otherwise the main domain. A forged Origin
 * therefore cannot put a foreign host into a reset e-mail.
 */
export async function siteOrigin(db: Db, merchant: string, from: CallOrigin): Promise<string> {
  const main = await siteSetting(db, merchant, 'mainDomain', 'localhost:8080');
  const hostOf = (h: string) => h.replace(/:\d+$/, '').toLowerCase();
  const allowed = new Set(
    (
      await db.all<{
        domain: string;
      }>('SELECT domain FROM domain_route WHERE merchant_code = ?', merchant)
    ).map((r) => r.domain.toLowerCase()),
  );
  allowed.add(hostOf(main));
  const candidates: string[] = [];
  if (from.origin !== undefined) candidates.push(from.origin);
  const host =
    (from.forwardedHost !== undefined ? from.forwardedHost.split(',')[0]!.trim() : undefined) ?? from.host;
  if (host) candidates.push(`${from.protocol}://${host}`);
  for (const c of candidates) {
    try {
      const u = new URL(c);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && allowed.has(u.hostname.toLowerCase()))
        return u.origin;
    } catch {
      /* not a URL: try the next */
    }
  }
  return `http://${main}`;
}

/**
 * When username and e-mail match an active member, mails a reset code (and a link carrying it) to the outbox,
 * in the language of the request. The refusal names no field, so it does not tell which of the two was wrong.
 * @returns the minutes the code lives
 * @throws 400 `password.email_not_found`
 */
export async function sendResetEmail(
  db: Db,
  merchant: string,
  lang: Lang,
  r: { username: string; email: string; from: CallOrigin },
): Promise<number> {
  const username = r.username.trim();
  const email = r.email.trim().toLowerCase();
  const member = await db.get<{ id: number; language: string }>(
    `SELECT id, language FROM member WHERE merchant_code = ? AND username = ? AND lower(email) = ?
           AND status = 'active' AND type NOT IN (4, 9)`,
    merchant,
    username,
    email,
  );
  if (!member) throw badRequest('password.email_not_found');
  const code = await issueCode(db, {
    merchant,
    purposes: ['reset-email'],
    purpose: 'reset-email',
    target: emailTarget(username, email),
    ttlMinutes: EMAIL_CODE_MINUTES,
    resendMs: EMAIL_RESEND_MS,
  });
  const link = `${await siteOrigin(db, merchant, r.from)}/forget?resetCode=${code}&username=${encodeURIComponent(username)}&email=${encodeURIComponent(email)}`;
  // in the language the member is using the site in (the request's), as the reset was asked for there
  const en = lang === 'EN';
  await writeOutbox(db, {
    merchant,
    channel: 'email',
    recipient: email,
    subject: en ? 'Jogo: reset your password' : 'Jogo: redefinir sua senha',
    body: en
      ? `Hello ${username}, your reset code is ${code} (valid for ${EMAIL_CODE_MINUTES} minutes). Or open ${link}`
      : `Olá, ${username}! Seu código de redefinição é ${code} (válido por ${EMAIL_CODE_MINUTES} minutos). Ou abra ${link}`,
    code,
  });
  return EMAIL_CODE_MINUTES;
}

export interface ResetByCode {
  newPassword: string;
  verificationCode: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  username?: string;
}

/**
 * A new password with the code sent to the mobile number (SMS noLogin) or to the e-mail (with the username);
 * every session of the member ends, a login lock of the account is lifted, and a new session starts.
 * @throws 400 the password rule's errors, `password.target_required`, `verification.code_invalid`; the
 *   login refusals of `assertMayLogin`
 */
export async function resetPassword(db: Db, merchant: string, r: ResetByCode): Promise<LoginResponse> {
  const { newPassword, verificationCode } = r;
  await checkNewPassword(db, merchant, newPassword);
  let member: MemberRow | undefined;
  let good = false;
  if (r.mobileNum) {
    const { dial, num } = normaliseMobile(r.mobileNum.trim(), r.countryDialingCode);
    member = await findMemberByMobile(db, merchant, dial, num);
    good = await consumeCode(db, {
      merchant,
      purpose: 'login',
      target: mobileTarget(dial, num),
      code: verificationCode,
    });
  } else if (r.email && r.username) {
    const email = r.email.trim().toLowerCase();
    const username = r.username.trim();
    member = await findMemberByUsername(db, merchant, username);
    if (member && member.email?.toLowerCase() !== email) member = undefined;
    good = await consumeCode(db, {
      merchant,
      purpose: 'reset-email',
      target: emailTarget(username, email),
      code: verificationCode,
    });
  } else throw new DomainError(400, 'password.target_required', { field: 'mobileNum' });
  if (!member || !good)
    throw new DomainError(400, 'verification.code_invalid', { field: 'verificationCode' });
  assertMayLogin(member, false);
  // the phone and the e-mail on file are told before the new password holds, whichever of them the code
  // went to (a thief who bound their own e-mail would otherwise reset unseen), and money waits
  const who = { memberId: member.id, merchant, token: null };
  await sensitiveChange(db, who, 'password-reset', () => setPassword(db, member, newPassword, null));
  await clearFailures(db, userKey(merchant, member.username));
  return await startSession(db, (await findMemberById(db, member.id))!, 'reset', newPassword);
}
