import type { Db } from '../../db/open-db';
import { DomainError, badRequest, conflict, unauthorized } from '../errors';
import type { Lang } from '../../i18n/messages';
import type { LoginHistoryValue, MemberProfile } from '@jogo/shared/api';
import { totalPages } from '../site/paging';
import { consumeCode, issueCode, smsExpiredMinutes } from './verification/codes';
import { normaliseMobile, writeOutbox } from './verification/common';
import { pick } from '../../i18n/pick';
import { vipOf } from './vip-level';
import { findMemberById } from './login';
import { endMemberSessions, hashToken } from './sessions';
import { assertOwnerProof, sensitiveChange, type OwnerProof } from './owner-proof';

/**
 * The security centre: profile, login history, sign out other sessions, and binding a mobile number or an
 * e-mail address with a code sent to it.
 */

const EMAIL_CODE_MINUTES = 30;
const EMAIL_RESEND_MS = 60_000;
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** `*******0002`: the last 4 digits. */
export const maskMobile = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
/** `pl****@jogo.example`: the first 2 characters of the local part. */
export const maskEmail = (e: string) => {
  const [local = '', domain = ''] = e.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
};

/**
 * Codes for binding go to targets of their own (`bind:<member>:...`), so a binding code can never be used to
 * register, log in or reset a password, and vice versa. They reuse the verification_code purposes `register`
 * (a free number) and `reset-email` (an address) because that table's CHECK lists its purposes.
 */
const bindMobileTarget = (memberId: number, dial: string, num: string) => `bind:${memberId}:${dial}:${num}`;
const bindEmailTarget = (memberId: number, email: string) => `bind:${memberId}:${email}`;

const current = async (db: Db, id: number) => {
  const m = await findMemberById(db, id);
  if (!m) throw unauthorized();
  return m;
};

/** The member's profile with the mobile and e-mail masked. */
export async function memberProfile(db: Db, memberId: number, lang: Lang = 'PT'): Promise<MemberProfile> {
  const m = await current(db, memberId);
  const row = (await db.get<{
    created_at: string;
    payment_password_hash: string | null;
    parent_id: number | null;
  }>('SELECT created_at, payment_password_hash, parent_id FROM member WHERE id = ?', m.id))!;
  const vip = await vipOf(db, m.id);
  return {
    account: m.username,
    nickname: m.nickname,
    vipLevel: vip.level,
    vipName: vip.row ? pick(lang, vip.row.name, vip.row.name_en ?? vip.row.name) : null,
    joinedAt: row.created_at,
    mobileNum: m.mobile_num ? maskMobile(m.mobile_num) : null,
    countryDialingCode: m.mobile_num ? m.country_dialing_code : null,
    email: m.email ? maskEmail(m.email) : null,
    hasPaymentPassword: row.payment_password_hash !== null,
    hasUpline: row.parent_id !== null,
  };
}

/** One page of the member's logins, newest first: which is this session, which sessions still live. */
export async function loginHistory(
  db: Db,
  session: { memberId: number; token: string },
  pageNo: number,
  size: number,
): Promise<LoginHistoryValue> {
  const id = session.memberId;
  const mine = hashToken(session.token);
  const n = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM login_history WHERE member_id = ?', id))!
    .n;
  const rows = await db.all<{
    id: number;
    token_hash: string;
    login_type: string;
    ip: string;
    device: string;
    created_at: string;
    live: number;
  }>(
    `SELECT h.*, (s.token_hash IS NOT NULL AND s.expires_at > ?) AS live FROM login_history h
           LEFT JOIN session s ON s.token_hash = h.token_hash
           WHERE h.member_id = ? ORDER BY h.id DESC LIMIT ? OFFSET ?`,
    new Date().toISOString(),
    id,
    size,
    (pageNo - 1) * size,
  );
  return {
    content: rows.map((r) => ({
      id: r.id,
      time: r.created_at,
      ip: r.ip,
      device: r.device,
      loginType: r.login_type,
      current: r.token_hash === mine,
      active: r.live === 1,
    })),
    pageNo,
    totalPages: totalPages(n, size),
  };
}

/**
 * Ends every session of the member except `token`'s (a stolen token stops working), with their tickets and
 * streams. @returns how many
 */
export const signOutOthers = async (db: Db, memberId: number, token: string): Promise<number> =>
  await endMemberSessions(db, memberId, { exceptTokenHash: hashToken(token) });

const freeMobile = async (db: Db, memberId: number, merchant: string, dial: string, num: string) => {
  const owner = await db.get<{ id: number }>(
    'SELECT id FROM member WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ?',
    merchant,
    dial,
    num,
  );
  if (owner?.id === memberId) throw badRequest('member.mobile_same');
  if (owner) throw conflict('member.mobile_taken');
};

interface Caller {
  memberId: number;
  merchant: string;
  lang: Lang;
}

/**
 * Sends a binding code by SMS to a number no member has. @returns the minutes it lives
 * @throws 400 `member.mobile_same`, 409 `member.mobile_taken`, 429 too soon
 */
export async function sendBindMobileCode(
  db: Db,
  c: Caller,
  mobile: { mobileNum: string; countryDialingCode?: string },
) {
  const { dial, num } = normaliseMobile(mobile.mobileNum, mobile.countryDialingCode);
  await freeMobile(db, c.memberId, c.merchant, dial, num);
  const minutes = await smsExpiredMinutes(db, c.merchant);
  const code = await issueCode(db, {
    merchant: c.merchant,
    purposes: ['register'],
    purpose: 'register',
    target: bindMobileTarget(c.memberId, dial, num),
    ttlMinutes: minutes,
    resendMs: minutes * 60_000,
  });
  await writeOutbox(db, {
    merchant: c.merchant,
    channel: 'sms',
    recipient: `+${dial}${num}`,
    body:
      c.lang === 'EN'
        ? `Jogo: your code to bind this number is ${code}. It expires in ${minutes} minute(s).`
        : `Jogo: seu código para vincular este número é ${code}. Expira em ${minutes} minuto(s).`,
    code,
  });
  return minutes;
}

/**
 * Binds the number with its code and the owner's proof; then the other sessions end, the old contact is
 * told and money waits (owner-proof.ts). @returns the number masked
 * @throws 400 `member.code_invalid`, `member.mobile_same`, the proof's errors, 409 `member.mobile_taken`
 */
export async function bindMobile(
  db: Db,
  c: Omit<Caller, 'lang'> & { token: string },
  b: { mobileNum: string; countryDialingCode?: string; verificationCode: string } & OwnerProof,
): Promise<string> {
  const { dial, num } = normaliseMobile(b.mobileNum, b.countryDialingCode);
  // the owner's proof: password and the code sent to the contact on file, before the new number's
  await assertOwnerProof(db, c, 'mobile', b);
  const good = await consumeCode(db, {
    merchant: c.merchant,
    purpose: 'register',
    target: bindMobileTarget(c.memberId, dial, num),
    code: b.verificationCode,
  });
  if (!good) throw new DomainError(400, 'member.code_invalid', { field: 'verificationCode' });
  await sensitiveChange(db, c, 'mobile', async () => {
    await freeMobile(db, c.memberId, c.merchant, dial, num);
    await db.run(
      'UPDATE member SET mobile_num = ?, country_dialing_code = ? WHERE id = ?',
      num,
      dial,
      c.memberId,
    );
  });
  return maskMobile(num);
}

const normaliseEmail = (raw: string) => {
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw new DomainError(400, 'member.email_invalid', { field: 'email' });
  return email;
};
const freeEmail = async (db: Db, memberId: number, merchant: string, email: string) => {
  const owner = await db.get(
    'SELECT id FROM member WHERE merchant_code = ? AND lower(email) = ? AND id <> ?',
    merchant,
    email,
    memberId,
  );
  if (owner) throw conflict('member.email_taken');
};

/**
 * Sends a binding code to an address no other member has. @returns the minutes it lives
 * @throws 400 `member.email_invalid`, 409 `member.email_taken`, 429 too soon
 */
export async function sendBindEmailCode(db: Db, c: Caller, rawEmail: string): Promise<number> {
  const email = normaliseEmail(rawEmail);
  await freeEmail(db, c.memberId, c.merchant, email);
  const code = await issueCode(db, {
    merchant: c.merchant,
    purposes: ['reset-email'],
    purpose: 'reset-email',
    target: bindEmailTarget(c.memberId, email),
    ttlMinutes: EMAIL_CODE_MINUTES,
    resendMs: EMAIL_RESEND_MS,
  });
  await writeOutbox(db, {
    merchant: c.merchant,
    channel: 'email',
    recipient: email,
    subject: c.lang === 'EN' ? 'Confirm your e-mail' : 'Confirme seu e-mail',
    body:
      c.lang === 'EN'
        ? `Your code to bind this e-mail to your Jogo account is ${code}. It expires in ${EMAIL_CODE_MINUTES} minutes.`
        : `Seu código para vincular este e-mail à sua conta Jogo é ${code}. Expira em ${EMAIL_CODE_MINUTES} minutos.`,
    code,
  });
  return EMAIL_CODE_MINUTES;
}

/**
 * Binds the address with its code and the owner's proof (as `bindMobile`). @returns the address masked
 * @throws 400 `member.email_invalid`, `member.code_invalid`, the proof's errors, 409 `member.email_taken`
 */
export async function bindEmail(
  db: Db,
  c: Omit<Caller, 'lang'> & { token: string },
  b: { email: string; verificationCode: string } & OwnerProof,
): Promise<string> {
  const email = normaliseEmail(b.email);
  await assertOwnerProof(db, c, 'email', b);
  const good = await consumeCode(db, {
    merchant: c.merchant,
    purpose: 'reset-email',
    target: bindEmailTarget(c.memberId, email),
    code: b.verificationCode,
  });
  if (!good) throw new DomainError(400, 'member.code_invalid', { field: 'verificationCode' });
  await sensitiveChange(db, c, 'email', async () => {
    await freeEmail(db, c.memberId, c.merchant, email);
    await db.run('UPDATE member SET email = ? WHERE id = ?', email, c.memberId);
  });
  return maskEmail(email);
}
