import type { Db } from '../../db/open-db';
import { DomainError } from '../errors';
import { type Lang } from '../../i18n/messages';
import type { ProofAction, ProofCodeValue } from '@jogo/shared/api';
import { consumeCode, issueCode } from './verification/codes';
import { writeOutbox } from './verification/common';
import { memberLanguage, writeInbox } from './notices';
import { assertMoneyUnlocked, guardedGuess } from './payment-lock';
import { merchantOfMember, nowOf, siteZone } from '../site/clock';
import { timeParams, timeText } from '../site/time-text';
import { verifyPassword } from './passwords';
import { endMemberSessions, hashToken } from './sessions';

/**
 * Proof of the owner (a stolen session token alone took the account). A sensitive change (binding
 * or changing the mobile or e-mail, setting, changing or resetting the payment password, adding a withdrawal
 * destination, changing the login password) needs what a token cannot give:
 * - the login password, never a secret the session itself could have created (a thief's session once set the
 *   first payment password and proved with it); a wrong one counts under the payment-password lock rule
 *   (5 wrong in a row lock money and proofs for 15 minutes, held under bursts);
 * - a code sent to the contact already on file (the mobile, else the e-mail), for that action only, not only
 *   to the new contact. An account with no contact on file proves with its secret alone (there is nowhere
 *   else to send to); the new contact's own code is still asked by the binding.
 * The change itself runs in `sensitiveChange`: in one transaction, every contact on file as it was (mobile and
 * e-mail) is told first, then the change applies, every other session ends (with their tickets and streams),
 * the inbox says what changed, and money waits `SENSITIVE_HOLD_MS` before it can leave (withdrawals and
 * transfers to another person: `assertNoSensitiveHold`). A first setup (the first payment password, the first
 * own destination) is told too but holds nothing: it is how every new player starts to withdraw.
 */

/** How long money waits after a sensitive change before it can leave the account. */
export const SENSITIVE_HOLD_MS = 24 * 60 * 60 * 1000;
const PROOF_CODE_MINUTES = 10;
// no resend window: the code routes' daily caps and per-client minute limit (rate-limits.ts) bound the sends
const PROOF_RESEND_MS = 0;

export const PROOF_ACTIONS: readonly ProofAction[] = [
  'mobile',
  'email',
  'payment-password',
  'destination',
  'password',
];

interface Contact {
  channel: 'sms' | 'email';
  recipient: string;
  masked: string;
}

const maskTail = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
const maskMail = (e: string) => {
  const [local = '', domain = ''] = e.split('@');
  return `${local.slice(0, 2)}${'*'.repeat(Math.max(1, local.length - 2))}@${domain}`;
};

/** The contact on file a proof code goes to: the mobile, else the e-mail; null when there is none. */
export async function contactOnFile(db: Db, memberId: number): Promise<Contact | null> {
  const m = await db.get<{ num: string | null; dial: string | null; email: string | null }>(
    'SELECT mobile_num AS num, country_dialing_code AS dial, email FROM member WHERE id = ?',
    memberId,
  );
  if (m?.num) return { channel: 'sms', recipient: `+${m.dial ?? '55'}${m.num}`, masked: maskTail(m.num) };
  if (m?.email) return { channel: 'email', recipient: m.email, masked: maskMail(m.email) };
  return null;
}

/** Every contact on file (the mobile and the e-mail), where a sensitive change is told. */
export async function contactsOnFile(db: Db, memberId: number): Promise<Contact[]> {
  const m = await db.get<{ num: string | null; dial: string | null; email: string | null }>(
    'SELECT mobile_num AS num, country_dialing_code AS dial, email FROM member WHERE id = ?',
    memberId,
  );
  const all: Contact[] = [];
  if (m?.num) all.push({ channel: 'sms', recipient: `+${m.dial ?? '55'}${m.num}`, masked: maskTail(m.num) });
  if (m?.email) all.push({ channel: 'email', recipient: m.email, masked: maskMail(m.email) });
  return all;
}

const proofTarget = (memberId: number, action: ProofAction) => `proof:${memberId}:${action}`;

const ACTION_TEXT: Record<ProofAction, Record<Lang, string>> = {
  mobile: { PT: 'alterar o celular', EN: 'change the mobile number' },
  email: { PT: 'alterar o e-mail', EN: 'change the e-mail' },
  'payment-password': { PT: 'alterar a senha de pagamento', EN: 'change the payment password' },
  destination: { PT: 'adicionar um destino de saque', EN: 'add a withdrawal destination' },
  password: { PT: 'alterar a senha de acesso', EN: 'change the login password' },
};

/**
 * Sends the proof code of one action to the contact on file (nothing when there is none), in the member's
 * language.
 * @throws 429 inside the resend window (and the code routes' daily caps, rate-limits.ts)
 */
export async function sendProofCode(
  db: Db,
  c: { memberId: number; merchant: string },
  action: ProofAction,
): Promise<ProofCodeValue> {
  const to = await contactOnFile(db, c.memberId);
  if (!to) return { channel: null, to: null, expiredMinutes: 0 };
  const code = await issueCode(db, {
    merchant: c.merchant,
    purposes: ['login'],
    purpose: 'login',
    target: proofTarget(c.memberId, action),
    ttlMinutes: PROOF_CODE_MINUTES,
    resendMs: PROOF_RESEND_MS,
  });
  // the owner on file reads it, in their language, whoever asked for it (a thief's session may read EN)
  const lang = await memberLanguage(db, c.memberId);
  const what = ACTION_TEXT[action][lang];
  await writeOutbox(db, {
    merchant: c.merchant,
    channel: to.channel,
    recipient: to.recipient,
    subject: lang === 'EN' ? 'Jogo: confirm it is you' : 'Jogo: confirme que é você',
    body:
      lang === 'EN'
        ? `Jogo: your code to ${what} is ${code}. If you did not ask for it, change your password now.`
        : `Jogo: seu código para ${what} é ${code}. Se não foi você, altere sua senha agora.`,
    code,
  });
  return { channel: to.channel, to: to.masked, expiredMinutes: PROOF_CODE_MINUTES };
}

export interface OwnerProof {
  /** the login password (never the payment password: a session could have set that one itself) */
  currentPassword?: string;
  /** the code of `sendProofCode` for this action */
  proofCode?: string;
}

/**
 * Checks the proof of the owner for one action: the login password first (under the payment-password lock
 * rule), then the code to the contact on file (single use, 5 tries).
 * @throws 403 `wallet.payment_password_locked`; 400 `member.proof_required`, `member.proof_password_wrong`,
 *   `member.proof_code_invalid` (each with `value.field`); 429 busy
 */
export async function assertOwnerProof(
  db: Db,
  c: { memberId: number; merchant: string },
  action: ProofAction,
  proof: OwnerProof,
): Promise<void> {
  const contact = await contactOnFile(db, c.memberId);
  if (!proof.currentPassword)
    throw new DomainError(400, 'member.proof_required', { field: 'currentPassword' });
  if (contact && !proof.proofCode)
    throw new DomainError(400, 'member.proof_required', { field: 'proofCode' });
  await assertMoneyUnlocked(db, c.memberId);
  await assertLoginPassword(db, c.memberId, proof.currentPassword);
  await assertProofCode(db, c, action, proof.proofCode);
}

/**
 * The login password of the session's member, under the payment-password lock rule (the first payment
 * password asks it: a session alone must not create the secret that later proves the owner).
 * @throws 403 `wallet.payment_password_locked`; 400 `member.proof_required`, `member.proof_password_wrong`,
 *   `member.no_login_password` (signed up by mobile alone: create one first) (`value.field` currentPassword)
 */
export async function assertLoginPassword(
  db: Db,
  memberId: number,
  password: string | undefined,
): Promise<void> {
  const m = (await db.get<{ login: string; chosen: number }>(
    'SELECT password_hash AS login, login_password_set AS chosen FROM member WHERE id = ?',
    memberId,
  ))!;
  // signed up by mobile alone: there is no password to ask (and a guess must not count against the account)
  if (!m.chosen) throw new DomainError(400, 'member.no_login_password', { field: 'currentPassword' });
  if (!password) throw new DomainError(400, 'member.proof_required', { field: 'currentPassword' });
  await assertMoneyUnlocked(db, memberId);
  const guess = await guardedGuess(db, memberId, () =>
    verifyPassword(password, m.login, { account: `m:${memberId}` }),
  );
  if (!guess.right)
    throw new DomainError(
      400,
      'member.proof_password_wrong',
      { field: 'currentPassword' },
      { left: guess.left },
    );
}

/**
 * The code half of the proof, for changes whose secret is checked by their own rule (the old payment password,
 * the payment password of a new destination): the code sent to the contact on file, when there is one.
 * @throws 400 `member.proof_required`, `member.proof_code_invalid` (`value.field` proofCode)
 */
export async function assertProofCode(
  db: Db,
  c: { memberId: number; merchant: string },
  action: ProofAction,
  code: string | undefined,
): Promise<void> {
  if (!(await contactOnFile(db, c.memberId))) return;
  if (!code) throw new DomainError(400, 'member.proof_required', { field: 'proofCode' });
  if (
    !(await consumeCode(db, {
      merchant: c.merchant,
      purpose: 'login',
      target: proofTarget(c.memberId, action),
      code,
    }))
  )
    throw new DomainError(400, 'member.proof_code_invalid', { field: 'proofCode' });
}

export type SensitiveChange =
  ProofAction | 'password-reset' | 'forced-password' | 'first-payment-password' | 'first-destination';

const CHANGE_TEXT: Record<SensitiveChange, Record<Lang, string>> = {
  mobile: { PT: 'O celular da sua conta foi alterado', EN: 'Your account’s mobile number was changed' },
  email: { PT: 'O e-mail da sua conta foi alterado', EN: 'Your account’s e-mail was changed' },
  'payment-password': { PT: 'Sua senha de pagamento foi alterada', EN: 'Your payment password was changed' },
  'first-payment-password': {
    PT: 'Uma senha de pagamento foi criada na sua conta',
    EN: 'A payment password was set on your account',
  },
  destination: { PT: 'Um destino de saque foi adicionado', EN: 'A withdrawal destination was added' },
  'first-destination': {
    PT: 'Seu primeiro destino de saque foi adicionado',
    EN: 'Your first withdrawal destination was added',
  },
  password: { PT: 'Sua senha de acesso foi alterada', EN: 'Your login password was changed' },
  'forced-password': { PT: 'Sua senha de acesso foi alterada', EN: 'Your login password was changed' },
  'password-reset': {
    PT: 'Sua senha de acesso foi redefinida',
    EN: 'Your login password was reset',
  },
};

/**
 * Told, but holding nothing and keeping the other sessions: a first setup, and the change an expired password
 * forced at login (that session has just proved the password and may do nothing else).
 */
const FIRST_SETUP: ReadonlySet<SensitiveChange> = new Set([
  'first-payment-password',
  'first-destination',
  'forced-password',
]);

const noticeBody = (lang: Lang, what: string, holdText: string | null, sessionsEnd: boolean) => {
  const en = lang === 'EN';
  const parts = [`${what}.`];
  if (sessionsEnd) parts.push(en ? 'Other sessions were signed out.' : 'As outras sessões foram encerradas.');
  if (holdText)
    parts.push(en ? `Withdrawals wait until ${holdText}.` : `Os saques aguardam até ${holdText}.`);
  parts.push(
    en ? 'If it was not you, contact customer service now.' : 'Se não foi você, fale com o suporte agora.',
  );
  return parts.join(' ');
};

/**
 * Runs a sensitive change, in one transaction: every contact on file as it is before the change (the mobile
 * and the e-mail) is told first, then `apply` changes the account; then (not for a first setup) every other
 * session ends (`token` null: all of them) and money waits SENSITIVE_HOLD_MS; the inbox says what changed, in
 * PT and EN. A notice that cannot be written stops the change.
 * @returns what `apply` returned
 */
export async function sensitiveChange<T>(
  db: Db,
  c: { memberId: number; merchant: string; token: string | null },
  change: SensitiveChange,
  apply: () => Promise<T>,
): Promise<T> {
  const now = nowOf(db);
  const first = FIRST_SETUP.has(change);
  const contacts = await contactsOnFile(db, c.memberId);
  const zone = await siteZone(db, c.merchant);
  // the contacts on file read it in the member's language; the inbox keeps both (shown in the reader's)
  const lang = await memberLanguage(db, c.memberId);
  const hold = first ? null : now + SENSITIVE_HOLD_MS;
  const body = (l: Lang) =>
    noticeBody(l, CHANGE_TEXT[change][l], hold === null ? null : timeText(hold, zone, l), !first);
  return await db.transaction(async () => {
    for (const to of contacts)
      await writeOutbox(db, {
        merchant: c.merchant,
        channel: to.channel,
        recipient: to.recipient,
        subject: `Jogo: ${CHANGE_TEXT[change][lang]}`,
        body: `Jogo: ${body(lang)}`,
      });
    const v = await apply();
    if (!first) {
      await endMemberSessions(db, c.memberId, c.token ? { exceptTokenHash: hashToken(c.token) } : {});
      await db.run(
        'UPDATE member SET sensitive_hold_until = ? WHERE id = ?',
        new Date(hold!).toISOString(),
        c.memberId,
      );
    }
    await writeInbox(
      db,
      c.memberId,
      {
        PT: { title: CHANGE_TEXT[change].PT, content: body('PT') },
        EN: { title: CHANGE_TEXT[change].EN, content: body('EN') },
      },
      new Date(now).toISOString(),
    );
    return v;
  });
}

/**
 * Money waits after a sensitive change: refuses a withdrawal or a transfer to another person before the hold
 * ends. @throws 403 `wallet.sensitive_hold` with `value.holdUntil`
 */
export async function assertNoSensitiveHold(db: Db, memberId: number): Promise<void> {
  const row = await db.get<{ until: string | null }>(
    'SELECT sensitive_hold_until AS until FROM member WHERE id = ?',
    memberId,
  );
  if (row?.until && Date.parse(row.until) > nowOf(db))
    throw new DomainError(
      403,
      'wallet.sensitive_hold',
      { holdUntil: row.until },
      timeParams('until', row.until, await siteZone(db, await merchantOfMember(db, memberId))),
    );
}
