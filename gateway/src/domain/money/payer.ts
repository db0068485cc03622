import type { Db } from '../../db/open-db';
import { toMajor } from '../ledger/money';
import { moneyText, type Lang } from '../../i18n/messages';
import { writeInbox } from '../identity/notices';
import { nowOf } from '../site/clock';
import { normaliseCpf } from '../market/identity';
import { marketProfile } from '../market/profiles';

/**
 * The payer-CPF rule (BR; Portaria SPA/MF 615/2024): money comes only from the bettor's own
 * account. A PIX payment notice carries the payer's document (`payerDocument`, CPF digits); when it is
 * missing or is not the account's CPF, the order is not credited: it is closed (EXPIRED, nothing moves),
 * recorded in `held_deposit` as RETURN_PENDING for the provider to send the money back to the payer, and the
 * member gets an inbox message. TED orders are reconciled by the provider the same way (their notices carry
 * the document too). Markets without `ownAccountOnly` credit as before.
 */

const TEXT: Record<Lang, { title: string; content: (amount: string, no: string) => string }> = {
  PT: {
    title: 'Depósito devolvido',
    content: (amount, no) =>
      `O pagamento de ${amount} (pedido ${no}) veio de uma conta que não está no seu CPF. Por lei, só aceitamos depósitos de contas em seu nome: o valor não foi creditado e será devolvido à conta de origem.`,
  },
  EN: {
    title: 'Deposit returned',
    content: (amount, no) =>
      `The payment of ${amount} (order ${no}) came from an account that is not in your CPF. By law we only accept deposits from accounts in your name: it was not credited and will be returned to the paying account.`,
  },
};
const text = (lang: Lang, amount: number, no: string) => ({
  title: TEXT[lang].title,
  content: TEXT[lang].content(moneyText(toMajor(amount), lang), no),
});

/** @returns true when the order was held (not credited); false when the normal confirmation applies */
export async function holdForeignPayer(db: Db, orderNo: string, payerDocument: unknown): Promise<boolean> {
  const o = await db.get<{
    order_no: string;
    member_id: number;
    amount: number;
    status: string;
    merchant_code: string;
    cpf: string | null;
  }>(
    `SELECT o.order_no, o.member_id, o.amount, o.status, m.merchant_code, m.cpf
         FROM deposit_order o JOIN member m ON m.id = o.member_id WHERE o.order_no = ?`,
    orderNo,
  );
  if (!o || o.status !== 'PENDING') return false;
  if (!(await marketProfile(db, o.merchant_code)).ownAccountOnly) return false;
  const payer = normaliseCpf(payerDocument);
  if (payer && o.cpf && payer === o.cpf) return false;
  const at = new Date(nowOf(db)).toISOString();
  await db.transaction(async () => {
    const r = await db.run(
      "UPDATE deposit_order SET status = 'EXPIRED', expired_at = ? WHERE order_no = ? AND status = 'PENDING'",
      at,
      orderNo,
    );
    if (r.changes !== 1) return;
    await db.run(
      `INSERT INTO held_deposit (order_no, member_id, amount, payer_document, status, created_at)
       VALUES (?, ?, ?, ?, 'RETURN_PENDING', ?)`,
      orderNo,
      o.member_id,
      o.amount,
      typeof payerDocument === 'string' ? payerDocument.slice(0, 32) : null,
      at,
    );
    // both languages: the member reads it in the one they read the site in then
    await writeInbox(
      db,
      o.member_id,
      { PT: text('PT', o.amount, orderNo), EN: text('EN', o.amount, orderNo) },
      at,
    );
  });
  return true;
}
