import type { Db } from '../../db/open-db';
import { DomainError, badRequest, conflict, notFound } from '../errors';
import type {
  PixKeyType,
  ReceiptStatus,
  WithdrawOrder,
  WithdrawOrdersValue,
  WithdrawSettingsValue,
  WithdrawStatus,
  WithdrawValue,
} from '@jogo/shared/api';
import { orderNo, toMajor } from '../ledger/money';
import { memberClock } from '../site/clock';
import { balanceMoved } from '../ledger/balance-hub';
import { balanceOf, failpoint, idempotent, move } from '../ledger/ledger';
import { assertMoneyUnlocked, lockedUntil } from '../identity/payment-lock';
import { checkPaymentPassword } from './payment-password';
import { assertPayee, bankCardsOf, MAX_BANK_CARDS, ownsBankCard, payeeOf } from './bank-cards';
import { maskDestination } from './destinations';
import { memberOrdersPage } from './orders-page';
import { assertTurnoverDone, turnoverLeft } from './turnover';
import { assertNoSensitiveHold } from '../identity/owner-proof';

/**
 * Withdrawals (destinations: bank-cards.ts).
 *
 * Design note (invariants):
 * 1. The request debits at once (IN_PROCESS) with its WITHDRAW ledger row, in the transaction that writes
 *    the order, so money asked for is never spendable twice.
 * 2. States only move forward: IN_PROCESS → APPROVED → ISSUED, or IN_PROCESS/APPROVED → REJECTED.
 *    REJECTED credits the full amount back as its own WITHDRAW_REFUND row in the same transaction as the
 *    state change, so a refund happens exactly once. ISSUED is final (the money left).
 * 3. After ISSUED the player confirms the receipt (RECEIVED or NOT_RECEIVED); one still PENDING
 *    `RECEIPT_AUTO_MINUTES` after ISSUED reads as FORCED (received).
 * 4. Refused requests (rules, payment password, lock, turnover) fail before the transaction: nothing moves.
 */

/** Withdrawal rules of the demo merchant (minor units). */
export const WITHDRAW_RULES = { min: 1_000, max: 5_000_000, dailyCount: 5, feeBp: 100, feeMin: 100 };
export const RECEIPT_AUTO_MINUTES = 30;

/** @returns the fee in minor units: 1 % of the amount, at least R$ 1,00. */
export const withdrawFee = (amount: number): number =>
  Math.max(WITHDRAW_RULES.feeMin, Math.round((amount * WITHDRAW_RULES.feeBp) / 10_000));

interface OrderRow {
  order_no: string;
  member_id: number;
  bank_card_id: number;
  amount: number;
  fee: number;
  status: WithdrawStatus;
  created_at: string;
  approved_at: string | null;
  issued_at: string | null;
  rejected_at: string | null;
  reject_reason: string | null;
  receipt: ReceiptStatus | null;
  receipt_at: string | null;
  key_type: PixKeyType | null;
  account_number: string | null;
  bank_name: string | null;
}
const ORDER_SELECT = `SELECT o.*, c.key_type, c.account_number, c.bank_name FROM withdraw_order o LEFT JOIN bank_card c ON c.id = o.bank_card_id`;

const toOrder = (r: OrderRow): WithdrawOrder => ({
  orderNo: r.order_no,
  amount: toMajor(r.amount),
  fee: toMajor(r.fee),
  net: toMajor(r.amount - r.fee),
  status: r.status,
  bankCardId: r.bank_card_id,
  destination: r.account_number
    ? `${r.key_type ? `PIX ${r.key_type}` : (r.bank_name ?? '')} ${maskDestination(r.key_type, r.account_number)}`.trim()
    : '',
  createdAt: r.created_at,
  approvedAt: r.approved_at,
  issuedAt: r.issued_at,
  rejectedAt: r.rejected_at,
  rejectReason: r.reject_reason,
  receipt: r.status === 'ISSUED' ? (r.receipt ?? 'PENDING') : null,
  receiptAt: r.receipt_at,
});

/** Receipts still PENDING N minutes after ISSUED become FORCED (spec 4: "forced received after {0} minutes"). */
export async function forceDueReceipts(db: Db, now = Date.now()): Promise<number> {
  const due = new Date(now - RECEIPT_AUTO_MINUTES * 60_000).toISOString();
  return (
    await db.run(
      `UPDATE withdraw_order SET receipt = 'FORCED', receipt_at = ?
       WHERE status = 'ISSUED' AND receipt = 'PENDING' AND issued_at <= ?`,
      new Date(now).toISOString(),
      due,
    )
  ).changes;
}

export async function withdrawOrder(db: Db, no: string): Promise<WithdrawOrder | null> {
  const r = await db.get<OrderRow>(`${ORDER_SELECT} WHERE o.order_no = ?`, no);
  return r ? toOrder(r) : null;
}

const NEXT: Record<WithdrawStatus, WithdrawStatus[]> = {
  IN_PROCESS: ['APPROVED', 'REJECTED'],
  APPROVED: ['ISSUED', 'REJECTED'],
  ISSUED: [],
  REJECTED: [],
};

/**
 * Moves a withdrawal to its next state (the operator's or the payout provider's decision). REJECTED
 * refunds the amount with a WITHDRAW_REFUND row in the same transaction.
 * @throws 404 unknown order, 409 `wallet.withdraw_transition` for a move the lifecycle does not allow
 */
export async function transitionWithdrawal(
  db: Db,
  no: string,
  to: Exclude<WithdrawStatus, 'IN_PROCESS'>,
  reason?: string,
  now = Date.now(),
): Promise<WithdrawOrder> {
  return await db.transaction(async () => {
    const r = await db.get<OrderRow>('SELECT * FROM withdraw_order WHERE order_no = ?', no);
    if (!r) throw notFound('wallet.withdraw_not_found');
    if (!NEXT[r.status].includes(to))
      throw new DomainError(409, 'wallet.withdraw_transition', undefined, { from: r.status, to });
    const at = new Date(now).toISOString();
    if (to === 'APPROVED')
      await db.run(
        "UPDATE withdraw_order SET status = 'APPROVED', approved_at = ? WHERE order_no = ?",
        at,
        no,
      );
    else if (to === 'ISSUED')
      await db.run(
        "UPDATE withdraw_order SET status = 'ISSUED', issued_at = ?, receipt = 'PENDING' WHERE order_no = ?",
        at,
        no,
      );
    // approved and issued move no money, yet the player's open lists must follow: push the (unchanged)
    // balance, the one money event the front-end listens to (useMoneyEvents); REJECTED pushes by its refund
    if (to !== 'REJECTED') await balanceMoved(db, r.member_id);
    else {
      await db.run(
        "UPDATE withdraw_order SET status = 'REJECTED', rejected_at = ?, reject_reason = ? WHERE order_no = ?",
        at,
        reason ?? null,
        no,
      );
      failpoint('withdraw.reject_before_refund');
      await move(db, {
        memberId: r.member_id,
        amount: r.amount,
        type: 'WITHDRAW_REFUND',
        reference: no,
        now: at,
      });
    }
    return (await withdrawOrder(db, no))!;
  });
}

/** Withdrawals asked for today, a day of the site's zone (not rejected ones). */
const withdrawalsToday = async (db: Db, memberId: number) => {
  const clock = await memberClock(db, memberId);
  const { start } = clock.range(clock.today(), clock.today());
  return await db.number(
    "SELECT COUNT(*) AS n FROM withdraw_order WHERE member_id = ? AND created_at >= ? AND status <> 'REJECTED'",
    memberId,
    new Date(start).toISOString(),
  );
};

/** What the withdrawal page needs: limits, today's count, balance, destinations, fee, turnover, lock. */
export async function withdrawSettings(db: Db, memberId: number): Promise<WithdrawSettingsValue> {
  const pw = (await db.get<{
    h: string | null;
  }>('SELECT payment_password_hash AS h FROM member WHERE id = ?', memberId))!;
  return {
    minAmount: toMajor(WITHDRAW_RULES.min),
    maxAmount: toMajor(WITHDRAW_RULES.max),
    dailyCountLimit: WITHDRAW_RULES.dailyCount,
    usedCountToday: await withdrawalsToday(db, memberId),
    balance: toMajor(await balanceOf(db, memberId)),
    hasPaymentPassword: Boolean(pw.h),
    bankCards: await bankCardsOf(db, memberId),
    feeBp: WITHDRAW_RULES.feeBp,
    feeMin: toMajor(WITHDRAW_RULES.feeMin),
    turnoverLeft: toMajor(await turnoverLeft(db, memberId)),
    receiptAutoMinutes: RECEIPT_AUTO_MINUTES,
    payeeName: await payeeOf(db, memberId),
    maxCards: MAX_BANK_CARDS,
    lockedUntil: await lockedUntil(db, memberId),
  };
}

/**
 * A withdrawal of `amount` (minor units) to one of the member's destinations. Refusals that need no ledger
 * (lock, limits, destination, payment password) come first; then ONE transaction: idempotency lookup,
 * turnover and daily count, the debit and the IN_PROCESS order.
 * @throws 403 locked, 400 `wallet.withdraw_limits`, `wallet.turnover_left`, `wallet.withdraw_daily_count`,
 *   `wallet.insufficient_balance`, the payee's errors (bank-cards.ts `assertPayee`), the payment password's
 *   errors; 404 `wallet.bank_card_not_found`
 */
export async function requestWithdrawal(
  db: Db,
  memberId: number,
  w: { amount: number; bankCardId: number; paymentPassword: string; key: string },
): Promise<WithdrawValue> {
  const { amount, bankCardId } = w;
  await assertMoneyUnlocked(db, memberId);
  await assertNoSensitiveHold(db, memberId);
  if (amount < WITHDRAW_RULES.min || amount > WITHDRAW_RULES.max)
    throw badRequest('wallet.withdraw_limits', {
      min: toMajor(WITHDRAW_RULES.min),
      max: toMajor(WITHDRAW_RULES.max),
    });
  if (!(await ownsBankCard(db, memberId, bankCardId))) throw notFound('wallet.bank_card_not_found');
  // money goes only to a destination in the payee's name (one added before that rule, or under another market)
  const card = (await db.get<{
    holder: string;
  }>('SELECT account_name AS holder FROM bank_card WHERE id = ?', bankCardId))!;
  await assertPayee(db, memberId, card.holder);
  await checkPaymentPassword(db, memberId, w.paymentPassword);
  // Everything below is synchronous: idempotency lookup, rules that depend on the ledger, debit and
  // order in one transaction.
  return await idempotent(
    db,
    memberId,
    'withdraw',
    w.key,
    { amount, bankCardId },
    async (): Promise<WithdrawValue> => {
      await assertTurnoverDone(db, memberId);
      if ((await withdrawalsToday(db, memberId)) >= WITHDRAW_RULES.dailyCount)
        throw badRequest('wallet.withdraw_daily_count', { n: WITHDRAW_RULES.dailyCount });
      const clock = await memberClock(db, memberId);
      const no = orderNo('WD', clock);
      const at = new Date(clock.now).toISOString();
      const balance = await move(db, { memberId, amount: -amount, type: 'WITHDRAW', reference: no, now: at });
      failpoint('withdraw.after_debit');
      await db.run(
        'INSERT INTO withdraw_order (order_no, member_id, bank_card_id, amount, fee, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        no,
        memberId,
        bankCardId,
        amount,
        withdrawFee(amount),
        'IN_PROCESS',
        at,
      );
      return { ...(await withdrawOrder(db, no))!, balance: toMajor(balance) };
    },
  );
}

/** One page of the member's withdrawals, newest first (receipts due are forced first). */
export async function withdrawOrdersPage(
  db: Db,
  memberId: number,
  pageNo: number,
  size: number,
): Promise<WithdrawOrdersValue> {
  await forceDueReceipts(db);
  return await memberOrdersPage(
    db,
    { table: 'withdraw_order', select: ORDER_SELECT, toItem: (row: OrderRow) => toOrder(row) },
    memberId,
    pageNo,
    size,
  );
}

/**
 * The player says whether an ISSUED withdrawal arrived. NOT_RECEIVED may still turn RECEIVED when the money
 * shows up late; RECEIVED and FORCED are final.
 * @throws 404 `wallet.withdraw_not_found` (also another member's), 409 `wallet.receipt_not_open`
 */
export async function confirmReceipt(
  db: Db,
  memberId: number,
  no: string,
  received: boolean,
): Promise<WithdrawOrder> {
  await forceDueReceipts(db);
  const r = await db.get<{ member_id: number; status: WithdrawStatus; receipt: ReceiptStatus | null }>(
    'SELECT member_id, status, receipt FROM withdraw_order WHERE order_no = ?',
    no,
  );
  if (!r || r.member_id !== memberId) throw notFound('wallet.withdraw_not_found');
  if (r.status !== 'ISSUED' || r.receipt === 'RECEIVED' || r.receipt === 'FORCED')
    throw conflict('wallet.receipt_not_open');
  await db.run(
    'UPDATE withdraw_order SET receipt = ?, receipt_at = ? WHERE order_no = ?',
    received ? 'RECEIVED' : 'NOT_RECEIVED',
    new Date().toISOString(),
    no,
  );
  return (await withdrawOrder(db, no))!;
}
