import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open-db';
import { ok } from '../../http/envelope';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type {
  AddBankCardBody,
  BankCard,
  PixKeyType,
  ReceiptStatus,
  WithdrawBody,
  WithdrawOrder,
  WithdrawOrdersValue,
  WithdrawReceiptBody,
  WithdrawSettingsValue,
  WithdrawStatus,
  WithdrawValue,
} from '@jogo/shared/api';
import { AMOUNT, PAGE_NO, pageSize } from '../../http/schema';
import { memberOrdersPage } from './orders-page';
import { orderNo, toMajor, toMinor } from '../../domain/ledger/money';
import { balanceOf, failpoint, idempotencyKeyOf, idempotent, move } from '../../domain/ledger/ledger';
import { assertMoneyUnlocked, checkPaymentPassword, lockedUntil } from '../../domain/payment-password';
import { maskDestination, normaliseBankAccount, normalisePixKey, sameHolder } from './destinations';
import { turnoverLeft } from './turnover';
import { memberOf } from '../../http/member';

/**
 * Withdrawals and their destinations.
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

registerMessages({
  'wallet.withdraw_limits': {
    PT: 'Valor de saque fora dos limites ({min} a {max})',
    EN: 'Withdrawal amount outside the limits ({min} to {max})',
  },
  'wallet.withdraw_daily_count': {
    PT: 'Limite diário de saques atingido ({n})',
    EN: 'Daily withdrawal limit reached ({n})',
  },
  'wallet.turnover_left': {
    PT: 'Aposte mais {left} antes de sacar (cada depósito deve ser apostado uma vez)',
    EN: 'Wager {left} more before withdrawing (each deposit must be wagered once)',
  },
  'wallet.bank_card_not_found': {
    PT: 'Destino de saque não encontrado',
    EN: 'Withdrawal destination not found',
  },
  'wallet.bank_card_duplicate': {
    PT: 'Este destino já está cadastrado',
    EN: 'This destination is already registered',
  },
  'wallet.bank_card_max': {
    PT: 'Você já tem o máximo de {n} destinos',
    EN: 'You already have the maximum of {n} destinations',
  },
  'wallet.pix_key_invalid': { PT: 'Chave PIX inválida', EN: 'Invalid PIX key' },
  'wallet.bank_account_invalid': { PT: 'Número de conta inválido', EN: 'Invalid account number' },
  'wallet.holder_name_mismatch': {
    PT: 'O titular deve ser o mesmo nome de recebedor da sua conta ({name})',
    EN: "The holder must be your account's payee name ({name})",
  },
  'wallet.withdraw_not_found': { PT: 'Saque não encontrado', EN: 'Withdrawal not found' },
  'wallet.withdraw_transition': {
    PT: 'Um saque {from} não pode passar a {to}',
    EN: 'A withdrawal {from} cannot become {to}',
  },
  'wallet.receipt_not_open': {
    PT: 'Este saque não aguarda confirmação de recebimento',
    EN: 'This withdrawal is not waiting for a receipt confirmation',
  },
});

/** Withdrawal rules of the demo merchant (minor units). */
export const WITHDRAW_RULES = { min: 1_000, max: 5_000_000, dailyCount: 5, feeBp: 100, feeMin: 100 };
export const MAX_BANK_CARDS = 5;
export const RECEIPT_AUTO_MINUTES = 30;

/** @returns the fee in minor units: 1 % of the amount, at least R$ 1,00. */
export const withdrawFee = (amount: number): number =>
  Math.max(WITHDRAW_RULES.feeMin, Math.round((amount * WITHDRAW_RULES.feeBp) / 10_000));

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
export function forceDueReceipts(db: Db, now = Date.now()): number {
  const due = new Date(now - RECEIPT_AUTO_MINUTES * 60_000).toISOString();
  return db
    .prepare(
      `UPDATE withdraw_order SET receipt = 'FORCED', receipt_at = ?
       WHERE status = 'ISSUED' AND receipt = 'PENDING' AND issued_at <= ?`,
    )
    .run(new Date(now).toISOString(), due).changes;
}

export function withdrawOrder(db: Db, no: string): WithdrawOrder | null {
  const r = db.prepare(`${ORDER_SELECT} WHERE o.order_no = ?`).get(no) as OrderRow | undefined;
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
export function transitionWithdrawal(
  db: Db,
  no: string,
  to: Exclude<WithdrawStatus, 'IN_PROCESS'>,
  reason?: string,
  now = Date.now(),
): WithdrawOrder {
  return db.transaction(() => {
    const r = db.prepare('SELECT * FROM withdraw_order WHERE order_no = ?').get(no) as OrderRow | undefined;
    if (!r) throw notFound('wallet.withdraw_not_found');
    if (!NEXT[r.status].includes(to))
      throw new AppError(409, 'wallet.withdraw_transition', undefined, { from: r.status, to });
    const at = new Date(now).toISOString();
    if (to === 'APPROVED')
      db.prepare("UPDATE withdraw_order SET status = 'APPROVED', approved_at = ? WHERE order_no = ?").run(
        at,
        no,
      );
    else if (to === 'ISSUED')
      db.prepare(
        "UPDATE withdraw_order SET status = 'ISSUED', issued_at = ?, receipt = 'PENDING' WHERE order_no = ?",
      ).run(at, no);
    else {
      db.prepare(
        "UPDATE withdraw_order SET status = 'REJECTED', rejected_at = ?, reject_reason = ? WHERE order_no = ?",
      ).run(at, reason ?? null, no);
      failpoint('withdraw.reject_before_refund');
      move(db, { memberId: r.member_id, amount: r.amount, type: 'WITHDRAW_REFUND', reference: no, now: at });
    }
    return withdrawOrder(db, no)!;
  })();
}

const PAY_PW = { type: 'string', minLength: 1, maxLength: 64 } as const;

export async function withdrawalRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };

  const cardsOf = (id: number) =>
    (db.prepare('SELECT * FROM bank_card WHERE member_id = ? ORDER BY id').all(id) as CardRow[]).map(toCard);
  const withdrawalsToday = (id: number) => {
    const day = new Date().toISOString().slice(0, 10);
    return (
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM withdraw_order WHERE member_id = ? AND created_at >= ? AND status <> 'REJECTED'",
        )
        .get(id, `${day}T00:00:00.000Z`) as { n: number }
    ).n;
  };
  const payeeOf = (id: number) =>
    (db.prepare('SELECT payee_name AS p FROM member WHERE id = ?').get(id) as { p: string | null }).p;

  app.get('/wps/wallet/withdraw/settings', { config: cfg }, async (request) => {
    const id = memberOf(request).id;
    const pw = db.prepare('SELECT payment_password_hash AS h FROM member WHERE id = ?').get(id) as {
      h: string | null;
    };
    const value: WithdrawSettingsValue = {
      minAmount: toMajor(WITHDRAW_RULES.min),
      maxAmount: toMajor(WITHDRAW_RULES.max),
      dailyCountLimit: WITHDRAW_RULES.dailyCount,
      usedCountToday: withdrawalsToday(id),
      balance: toMajor(balanceOf(db, id)),
      hasPaymentPassword: Boolean(pw.h),
      bankCards: cardsOf(id),
      feeBp: WITHDRAW_RULES.feeBp,
      feeMin: toMajor(WITHDRAW_RULES.feeMin),
      turnoverLeft: toMajor(turnoverLeft(db, id)),
      receiptAutoMinutes: RECEIPT_AUTO_MINUTES,
      payeeName: payeeOf(id),
      maxCards: MAX_BANK_CARDS,
      lockedUntil: lockedUntil(db, id),
    };
    return ok(value);
  });

  app.post<{ Body: WithdrawBody }>(
    '/wps/wallet/withdraw',
    {
      config: { ...cfg, encrypted: true },
      schema: {
        body: {
          type: 'object',
          required: ['amount', 'bankCardId', 'paymentPassword'],
          additionalProperties: false,
          properties: {
            amount: AMOUNT,
            bankCardId: { type: 'integer', minimum: 1 },
            paymentPassword: PAY_PW,
            idempotencyKey: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      const payload = { amount, bankCardId: request.body.bankCardId };
      assertMoneyUnlocked(db, id);
      if (amount < WITHDRAW_RULES.min || amount > WITHDRAW_RULES.max)
        throw badRequest('wallet.withdraw_limits', {
          min: toMajor(WITHDRAW_RULES.min).toFixed(2),
          max: toMajor(WITHDRAW_RULES.max).toFixed(2),
        });
      const card = db
        .prepare('SELECT id FROM bank_card WHERE id = ? AND member_id = ?')
        .get(request.body.bankCardId, id);
      if (!card) throw notFound('wallet.bank_card_not_found');
      await checkPaymentPassword(db, id, request.body.paymentPassword);
      // Everything below is synchronous: idempotency lookup, rules that depend on the ledger, debit and
      // order in one transaction.
      const value = idempotent(db, id, 'withdraw', key, payload, (): WithdrawValue => {
        const left = turnoverLeft(db, id);
        if (left > 0) throw badRequest('wallet.turnover_left', { left: toMajor(left).toFixed(2) });
        if (withdrawalsToday(id) >= WITHDRAW_RULES.dailyCount)
          throw badRequest('wallet.withdraw_daily_count', { n: WITHDRAW_RULES.dailyCount });
        const no = orderNo('WD');
        const at = new Date().toISOString();
        const balance = move(db, { memberId: id, amount: -amount, type: 'WITHDRAW', reference: no, now: at });
        failpoint('withdraw.after_debit');
        db.prepare(
          'INSERT INTO withdraw_order (order_no, member_id, bank_card_id, amount, fee, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(no, id, request.body.bankCardId, amount, withdrawFee(amount), 'IN_PROCESS', at);
        return { ...withdrawOrder(db, no)!, balance: toMajor(balance) };
      });
      return ok(value);
    },
  );

  app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
    '/wps/wallet/withdraw/orders',
    {
      config: cfg,
      schema: {
        querystring: { type: 'object', properties: { pageNo: PAGE_NO, pageSize: pageSize(10, 50) } },
      },
    },
    async (request) => {
      forceDueReceipts(db);
      const { pageNo, pageSize: size } = request.query;
      const value: WithdrawOrdersValue = memberOrdersPage(
        db,
        { table: 'withdraw_order', select: ORDER_SELECT, toItem: (row: OrderRow) => toOrder(row) },
        memberOf(request).id,
        pageNo,
        size,
      );
      return ok(value);
    },
  );

  app.post<{ Body: WithdrawReceiptBody }>(
    '/wps/wallet/withdraw/receipt',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['orderNo', 'received'],
          additionalProperties: false,
          properties: {
            orderNo: { type: 'string', minLength: 4, maxLength: 40 },
            received: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      forceDueReceipts(db);
      const id = memberOf(request).id;
      const r = db
        .prepare('SELECT member_id, status, receipt FROM withdraw_order WHERE order_no = ?')
        .get(request.body.orderNo) as
        { member_id: number; status: WithdrawStatus; receipt: ReceiptStatus | null } | undefined;
      if (!r || r.member_id !== id) throw notFound('wallet.withdraw_not_found');
      // NOT_RECEIVED may still turn RECEIVED when the money shows up late; RECEIVED and FORCED are final
      if (r.status !== 'ISSUED' || r.receipt === 'RECEIVED' || r.receipt === 'FORCED')
        throw conflict('wallet.receipt_not_open');
      db.prepare('UPDATE withdraw_order SET receipt = ?, receipt_at = ? WHERE order_no = ?').run(
        request.body.received ? 'RECEIVED' : 'NOT_RECEIVED',
        new Date().toISOString(),
        request.body.orderNo,
      );
      return ok(withdrawOrder(db, request.body.orderNo)!);
    },
  );

  app.get('/wps/wallet/bankcards', { config: cfg }, async (request) =>
    ok({ list: cardsOf(memberOf(request).id), maxCards: MAX_BANK_CARDS }),
  );

  app.post<{ Body: AddBankCardBody }>(
    '/wps/wallet/bankcards',
    {
      config: { ...cfg, encrypted: true },
      schema: {
        body: {
          type: 'object',
          required: ['accountName', 'accountNumber', 'cardType', 'paymentPassword'],
          additionalProperties: false,
          properties: {
            bankName: { type: 'string', maxLength: 60 },
            accountName: { type: 'string', minLength: 2, maxLength: 80 },
            accountNumber: { type: 'string', minLength: 4, maxLength: 80 },
            cardType: { type: 'string', enum: ['BANK', 'PIX'] },
            keyType: { type: 'string', enum: ['CPF', 'PHONE', 'EMAIL', 'EVP'] },
            paymentPassword: PAY_PW,
          },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const b = request.body;
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
      const payee = payeeOf(id);
      if (payee && !sameHolder(payee, holder))
        throw badRequest('wallet.holder_name_mismatch', { name: payee });
      await checkPaymentPassword(db, id, b.paymentPassword);
      const card = db.transaction(() => {
        const n = (
          db.prepare('SELECT COUNT(*) AS n FROM bank_card WHERE member_id = ?').get(id) as { n: number }
        ).n;
        if (n >= MAX_BANK_CARDS) throw badRequest('wallet.bank_card_max', { n: MAX_BANK_CARDS });
        if (db.prepare('SELECT 1 FROM bank_card WHERE member_id = ? AND account_number = ?').get(id, number))
          throw conflict('wallet.bank_card_duplicate');
        // the first destination names the payee; every later one must match it
        if (!payee) db.prepare('UPDATE member SET payee_name = ? WHERE id = ?').run(holder, id);
        const r = db
          .prepare(
            'INSERT INTO bank_card (member_id, bank_name, account_name, account_number, card_type, key_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
          )
          .run(id, bankName, holder, number, b.cardType, keyType, new Date().toISOString());
        return db.prepare('SELECT * FROM bank_card WHERE id = ?').get(r.lastInsertRowid) as CardRow;
      })();
      return ok(toCard(card));
    },
  );
}
