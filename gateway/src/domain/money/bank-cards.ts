import type { Db } from '../../db/open-db';
import { DomainError, badRequest, conflict } from '../errors';
import type { BankCard, PixKeyType } from '@jogo/shared/api';
import { checkPaymentPassword } from './payment-password';
import { assertProofCode, sensitiveChange } from '../identity/owner-proof';
import { marketProfile } from '../market/profiles';
import {
  holderNameValid,
  maskDestination,
  normaliseBankAccount,
  normalisePixKey,
  sameHolder,
} from './destinations';

/**
 * A member's withdrawal destinations ("bank cards"): PIX keys and bank accounts, at most 5, shown masked.
 * Every one carries the payee's name as its holder: in a market that asks the full name at sign-up (BR: "como no
 * CPF") that name; elsewhere the first destination names the payee and every later one must match it.
 */

export const MAX_BANK_CARDS = 5;

interface CardRow {
  id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  card_type: 'BANK' | 'PIX';
  key_type: PixKeyType | null;
  created_at: string;
}
const toCard = (r: CardRow): BankCard => ({
  id: r.id,
  bankName: r.bank_name,
  accountName: r.account_name,
  accountNumberMasked: maskDestination(r.key_type, r.account_number),
  cardType: r.card_type,
  keyType: r.key_type,
  createdAt: r.created_at,
});

/** The member's destinations, oldest first, masked. */
export const bankCardsOf = async (db: Db, memberId: number): Promise<BankCard[]> =>
  (await db.all<CardRow>('SELECT * FROM bank_card WHERE member_id = ? ORDER BY id', memberId)).map(toCard);

/** @returns whether the destination exists and is the member's */
export const ownsBankCard = async (db: Db, memberId: number, cardId: number): Promise<boolean> =>
  Boolean(await db.get('SELECT id FROM bank_card WHERE id = ? AND member_id = ?', cardId, memberId));

/**
 * Whose name a destination's holder must be: the full name given at sign-up in a market that asks for it
 * (`fromSignUp`), else the payee the first destination set; `name` null when there is none yet.
 */
export async function payeeRule(
  db: Db,
  memberId: number,
): Promise<{ name: string | null; fromSignUp: boolean }> {
  const m = (await db.get<{ merchant_code: string; payee_name: string | null; full_name: string | null }>(
    'SELECT merchant_code, payee_name, full_name FROM member WHERE id = ?',
    memberId,
  ))!;
  return (await marketProfile(db, m.merchant_code)).registration.fullName
    ? { name: m.full_name, fromSignUp: true }
    : { name: m.payee_name, fromSignUp: false };
}

/** The payee name every destination of the member must carry (see `payeeRule`), or null. */
export const payeeOf = async (db: Db, memberId: number): Promise<string | null> =>
  (await payeeRule(db, memberId)).name;

/**
 * A holder is the payee's name (see `payeeRule`). @returns the rule it was judged by
 * @throws 400 `wallet.holder_not_full_name` (the sign-up name), `wallet.holder_name_mismatch` (the payee of the
 *   first destination); 403 `wallet.cpf_required` (a market that asks the full name, a member without one)
 */
export async function assertPayee(
  db: Db,
  memberId: number,
  holder: string,
): Promise<{ name: string | null; fromSignUp: boolean }> {
  const payee = await payeeRule(db, memberId);
  if (payee.fromSignUp) {
    if (!payee.name) throw new DomainError(403, 'wallet.cpf_required');
    if (!sameHolder(payee.name, holder))
      throw badRequest('wallet.holder_not_full_name', { name: payee.name });
  } else if (payee.name && !sameHolder(payee.name, holder))
    throw badRequest('wallet.holder_name_mismatch', { name: payee.name });
  return payee;
}

/**
 * The holder a new destination may carry: a name (`holderNameValid`), the payee's (`assertPayee`).
 * @throws 400 `wallet.holder_name_invalid`, `assertPayee`'s errors
 */
export async function assertHolder(db: Db, memberId: number, holder: string) {
  if (!holderNameValid(holder)) throw badRequest('wallet.holder_name_invalid');
  return await assertPayee(db, memberId, holder);
}

export interface NewBankCard {
  bankName?: string;
  accountName: string;
  accountNumber: string;
  cardType: 'BANK' | 'PIX';
  keyType?: PixKeyType;
  paymentPassword: string;
}

/**
 * Adds a destination: the key or account is normalised and checked, the holder must be the payee, the
 * payment password is checked (async), then the count, duplicate and insert run in one transaction.
 * @throws 400 `wallet.pix_key_invalid`, `wallet.bank_account_invalid`, `request.invalid` (bank name), the
 *   holder's errors (`assertHolder`), `wallet.bank_card_max`, the payment password's errors;
 *   409 `wallet.bank_card_duplicate`
 */
export async function addBankCard(
  db: Db,
  memberId: number,
  b: NewBankCard & { proofCode?: string },
  owner: { merchant: string; token: string },
): Promise<BankCard> {
  let number: string | null;
  let bankName: string;
  let keyType: PixKeyType | null = null;
  if (b.cardType === 'PIX') {
    if (!b.keyType) throw badRequest('wallet.pix_key_invalid');
    keyType = b.keyType;
    number = normalisePixKey(b.keyType, b.accountNumber);
    if (!number) throw badRequest('wallet.pix_key_invalid');
    bankName = 'PIX';
  } else {
    number = normaliseBankAccount(b.accountNumber);
    if (!number) throw badRequest('wallet.bank_account_invalid');
    bankName = (b.bankName ?? '').trim();
    if (bankName.length < 2) throw badRequest('request.invalid', { detail: 'body.bankName' });
  }
  const holder = b.accountName.trim().replace(/\s+/g, ' ');
  const rule = await assertHolder(db, memberId, holder);
  await checkPaymentPassword(db, memberId, b.paymentPassword);
  // the owner's proof: the payment password above and the code sent to the contact on file
  const who = { memberId, ...owner };
  await assertProofCode(db, who, 'destination', b.proofCode);
  // adding one's own first destination is how a new player starts to withdraw, not a change of destination:
  // told, but no hold (a later one holds withdrawals)
  const first = (await db.number('SELECT COUNT(*) AS n FROM bank_card WHERE member_id = ?', memberId)) === 0;
  const card = await sensitiveChange(db, who, first ? 'first-destination' : 'destination', async () => {
    const n = await db.number('SELECT COUNT(*) AS n FROM bank_card WHERE member_id = ?', memberId);
    if (n >= MAX_BANK_CARDS) throw badRequest('wallet.bank_card_max', { n: MAX_BANK_CARDS });
    if (await db.get('SELECT 1 FROM bank_card WHERE member_id = ? AND account_number = ?', memberId, number))
      throw conflict('wallet.bank_card_duplicate');
    // the first destination names the payee (where the sign-up did not); every later one must match it, also
    // when two first ones race
    await db.run('UPDATE member SET payee_name = ? WHERE id = ? AND payee_name IS NULL', holder, memberId);
    const named = (await db.get<{
      p: string;
    }>('SELECT payee_name AS p FROM member WHERE id = ?', memberId))!;
    if (!rule.fromSignUp && !sameHolder(named.p, holder))
      throw badRequest('wallet.holder_name_mismatch', { name: named.p });
    const r = await db.insert(
      'INSERT INTO bank_card (member_id, bank_name, account_name, account_number, card_type, key_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      memberId,
      bankName,
      holder,
      number,
      b.cardType,
      keyType,
      new Date().toISOString(),
    );
    // the holder's document (CPF digits), checked against the member's CPF in BR (plugins/app/market-policy)
    const doc = (b as { holderDocument?: string }).holderDocument?.replace(/\D/g, '') || null;
    if (doc) await db.run('UPDATE bank_card SET holder_document = ? WHERE id = ?', doc, r);
    return (await db.get<CardRow>('SELECT * FROM bank_card WHERE id = ?', r))!;
  });
  return toCard(card);
}
