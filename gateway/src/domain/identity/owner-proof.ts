import type { Db } from '../../db/open-db';
import { AppError } from '../../http/errors';
import { type Lang } from '../../i18n/messages';
import type { ProofAction, ProofCodeValue } from '@jogo/shared/api';
import { consumeCode, issueCode } from '../verification/codes';
import { writeOutbox } from '../verification/common';
import { assertMoneyUnlocked, guardedGuess } from '../payment-password';
import { nowOf } from '../site/clock';
import { verifyPassword } from './passwords';
import { endMemberSessions, hashToken } from './sessions';

/**
 * Proof of the owner (issue 27: a stolen session token alone took the account). A sensitive change (binding
 * or changing the mobile or e-mail, changing or resetting the payment password, adding a withdrawal
 * destination, changing the login password) needs what a token cannot give:
 * - a secret: the login password, or the payment password where one is set; a wrong one counts under the
 *   payment-password lock rule (5 wrong in a row lock money and proofs for 15 minutes, held under bursts);
 * - a code sent to the contact already on file (the mobile, else the e-mail), for that action only, not only
 *   to the new contact. An account with no contact on file proves with its secret alone (there is nowhere
 *   else to send to); the new contact's own code is still asked by the binding.
 * After the change (`afterSensitiveChange`): every other session ends (with their tickets and streams), the
 * owner is told on the old contact and in the inbox, and money waits `SENSITIVE_HOLD_MS` before it can leave
 * (withdrawals and transfers to another person: `assertNoSensitiveHold`).
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
  const m = (await db.get(
    'SELECT mobile_num AS num, country_dialing_code AS dial, email FROM member WHERE id = ?',
    memberId,
  )) as { num: string | null; dial: string | null; email: string | null } | undefined;
  if (m?.num) return { channel: 'sms', recipient: `+${m.dial ?? '55'}${m.num}`, masked: maskTail(m.num) };
  if (m?.email) return { channel: 'email', recipient: m.email, masked: maskMail(m.email) };
  return null;
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
 * Sends the proof code of one action to the contact on file (nothing when there is none).
 * @throws 429 inside the resend window (and the code routes' daily caps, rate-limits.ts)
 */
export async function sendProofCode(
  db: Db,
  c: { memberId: number; merchant: string; lang: Lang },
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
  const what = ACTION_TEXT[action][c.lang];
  await writeOutbox(db, {
    merchant: c.merchant,
    channel: to.channel,
    recipient: to.recipient,
    subject: c.lang === 'EN' ? 'Jogo: confirm it is you' : 'Jogo: confirme que é você',
    body:
      c.lang === 'EN'
        ? `Jogo: your code to ${what} is ${code}. If you did not ask for it, change your password now.`
        : `Jogo: seu código para ${what} é ${code}. Se não foi você, altere sua senha agora.`,
    code,
  });
  return { channel: to.channel, to: to.masked, expiredMinutes: PROOF_CODE_MINUTES };
}

export interface OwnerProof {
  /** the login password, or the payment password where one is set */
  currentPassword?: string;
  /** the code of `sendProofCode` for this action */
  proofCode?: string;
}

/**
 * Checks the proof of the owner for one action: the secret first (under the payment-password lock rule),
 * then the code to the contact on file (single use, 5 tries).
 * @throws 403 `wallet.payment_password_locked`; 400 `member.proof_required`, `member.proof_password_wrong`,
 *   `member.proof_code_invalid` (each with `value.field`); 429 busy
 */
export async function assertOwnerProof(
  db: Db,
  c: { memberId: number; merchant: string },
  action: ProofAction,
  proof: OwnerProof,
  secret: 'any' | 'login' = 'any',
): Promise<void> {
  const contact = await contactOnFile(db, c.memberId);
  if (!proof.currentPassword) throw new AppError(400, 'member.proof_required', { field: 'currentPassword' });
  if (contact && !proof.proofCode) throw new AppError(400, 'member.proof_required', { field: 'proofCode' });
  await assertMoneyUnlocked(db, c.memberId);
  const m = (await db.get(
    'SELECT password_hash AS login, payment_password_hash AS pay FROM member WHERE id = ?',
    c.memberId,
  )) as { login: string; pay: string | null };
  const password = proof.currentPassword;
  const account = `m:${c.memberId}`;
  const guess = await guardedGuess(db, c.memberId, async () => {
    if (await verifyPassword(password, m.login, { account })) return true;
    return secret === 'any' && m.pay !== null && verifyPassword(password, m.pay, { account });
  });
  if (!guess.right)
    throw new AppError(
      400,
      'member.proof_password_wrong',
      { field: 'currentPassword' },
      { left: guess.left },
    );
  await assertProofCode(db, c, action, proof.proofCode);
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
  if (!code) throw new AppError(400, 'member.proof_required', { field: 'proofCode' });
  if (
    !(await consumeCode(db, {
      merchant: c.merchant,
      purpose: 'login',
      target: proofTarget(c.memberId, action),
      code,
    }))
  )
    throw new AppError(400, 'member.proof_code_invalid', { field: 'proofCode' });
}

const CHANGE_TEXT: Record<ProofAction, Record<Lang, string>> = {
  mobile: { PT: 'O celular da sua conta foi alterado', EN: 'Your account’s mobile number was changed' },
  email: { PT: 'O e-mail da sua conta foi alterado', EN: 'Your account’s e-mail was changed' },
  'payment-password': { PT: 'Sua senha de pagamento foi alterada', EN: 'Your payment password was changed' },
  destination: { PT: 'Um destino de saque foi adicionado', EN: 'A withdrawal destination was added' },
  password: { PT: 'Sua senha de acesso foi alterada', EN: 'Your login password was changed' },
};

/**
 * What follows a sensitive change, in one transaction: the other sessions end (their tickets and streams with
 * them), money waits SENSITIVE_HOLD_MS, the inbox says what changed, and the contact on file before the change
 * (`before`, read before it) is told.
 */
export async function afterSensitiveChange(
  db: Db,
  c: { memberId: number; merchant: string; token: string },
  action: ProofAction,
  before: Contact | null,
): Promise<void> {
  const now = nowOf(db);
  const m = (await db.get('SELECT language FROM member WHERE id = ?', c.memberId)) as { language: string };
  const lang: Lang = m.language === 'EN' ? 'EN' : 'PT';
  const what = CHANGE_TEXT[action][lang];
  const hold = new Date(now + SENSITIVE_HOLD_MS).toISOString();
  const body =
    lang === 'EN'
      ? `${what}. Other sessions were signed out and withdrawals wait until ${hold} (UTC). If it was not you, contact customer service now.`
      : `${what}. As outras sessões foram encerradas e os saques aguardam até ${hold} (UTC). Se não foi você, fale com o suporte agora.`;
  await db.transaction(async () => {
    await endMemberSessions(db, c.memberId, { exceptTokenHash: hashToken(c.token) });
    await db.run('UPDATE member SET sensitive_hold_until = ? WHERE id = ?', hold, c.memberId);
    await db.run(
      'INSERT INTO inbox_message (member_id, title, content, created_at) VALUES (?, ?, ?, ?)',
      c.memberId,
      what,
      body,
      new Date(now).toISOString(),
    );
    if (before)
      await writeOutbox(db, {
        merchant: c.merchant,
        channel: before.channel,
        recipient: before.recipient,
        subject: `Jogo: ${what}`,
        body: `Jogo: ${body}`,
      });
  });
}

/**
 * Money waits after a sensitive change: refuses a withdrawal or a transfer to another person before the hold
 * ends. @throws 403 `wallet.sensitive_hold` with `value.holdUntil`
 */
export async function assertNoSensitiveHold(db: Db, memberId: number): Promise<void> {
  const row = (await db.get('SELECT sensitive_hold_until AS until FROM member WHERE id = ?', memberId)) as
    { until: string | null } | undefined;
  if (row?.until && Date.parse(row.until) > nowOf(db))
    throw new AppError(403, 'wallet.sensitive_hold', { holdUntil: row.until }, { until: row.until });
}
