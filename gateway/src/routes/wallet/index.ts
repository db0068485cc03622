import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import { checkPaymentPassword } from './payment-password';
import type { Db } from '../../db/open-db';
import type {
  AddBankCardBody,
  BankCard,
  BetRecordsValue,
  ConsolidatedFundsValue,
  DepositBody,
  DepositChannelsValue,
  DepositValue,
  MemTransDetValue,
  MerchantWalletValue,
  Transaction,
  TransactionType,
  TransactionsValue,
  VendorWallet,
  WalletBalanceValue,
  WalletTransferBody,
  WalletTransferValue,
  WithdrawBody,
  WithdrawSettingsValue,
  WithdrawValue,
} from '@jogo/shared/api';
import {
  AMOUNT,
  CLIENT_QUERY,
  DATE,
  PAGE_NO,
  dateRange,
  orderNo,
  pageSize,
  toMajor,
  toMinor,
  totalPages,
  betRecord,
  type BetRow,
} from './common';
import { balanceOf, failpoint, idempotencyKeyOf, idempotent, move } from './ledger';
import { vipOf } from '../content/vip';
import { contractFlags } from '../agent/contracts';

registerMessages({
  'wallet.deposit_limits': { PT: 'Valor fora dos limites do canal', EN: 'Amount outside the channel limits' },
  'wallet.channel_not_found': { PT: 'Canal de depósito desconhecido', EN: 'Unknown deposit channel' },
  'wallet.withdraw_limits': {
    PT: 'Valor de saque fora dos limites ({min} a {max})',
    EN: 'Withdrawal amount outside the limits ({min} to {max})',
  },
  'wallet.withdraw_daily_count': {
    PT: 'Limite diário de saques atingido ({n})',
    EN: 'Daily withdrawal limit reached ({n})',
  },
  'wallet.bank_card_not_found': { PT: 'Cartão bancário não encontrado', EN: 'Bank card not found' },
  'wallet.bank_card_duplicate': {
    PT: 'Este cartão já está registado',
    EN: 'This card is already registered',
  },
  'wallet.bank_card_max': { PT: 'Número máximo de cartões atingido', EN: 'Maximum number of cards reached' },
  'wallet.transfer_invalid': {
    PT: 'Transferência inválida: uma das carteiras tem de ser a principal e as duas diferentes',
    EN: 'Invalid transfer: one wallet must be the main one and the two must differ',
  },
  'wallet.unknown_wallet': { PT: 'Carteira desconhecida', EN: 'Unknown wallet' },
});

/** Withdrawal rules of the demo merchant (minor units). */
export const WITHDRAW_RULES = { min: 1_000, max: 5_000_000, dailyCount: 5 };
export const MAX_BANK_CARDS = 5;
const TX_TYPES: TransactionType[] = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'BET',
  'PAYOUT',
  'BONUS',
  'REBATE',
  'SALARY',
  'POINTS_CONVERT',
];
const PAY_PW = { type: 'string', minLength: 1, maxLength: 64 } as const;
const IDEM = { type: 'string', maxLength: 64 } as const;

/** Vendor wallets of a transfer-wallet merchant: every vendor except lottery and in-house. */
export function vendorWallets(db: Db, memberId: number): VendorWallet[] {
  const rows = db
    .prepare(
      `SELECT v.code, MIN(v.display_name) AS name, COALESCE(w.balance, 0) AS balance
       FROM vendor v LEFT JOIN wallet_account w ON w.member_id = ? AND w.account = v.code
       WHERE v.game_type NOT IN ('INHOUSE', 'LOTT', 'ELOTT') GROUP BY v.code ORDER BY MIN(v.sort)`,
    )
    .all(memberId) as { code: string; name: string; balance: number }[];
  return rows.map((r) => ({ vassalage: r.code, displayName: r.name, balance: toMajor(r.balance) }));
}

const maskAccount = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
interface CardRow {
  id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  card_type: 'BANK' | 'PIX';
  created_at: string;
}
const toCard = (r: CardRow): BankCard => ({
  id: r.id,
  bankName: r.bank_name,
  accountName: r.account_name,
  accountNumberMasked: maskAccount(r.account_number),
  cardType: r.card_type,
  createdAt: r.created_at,
});

interface LedgerRow {
  id: number;
  type: TransactionType;
  account: string;
  amount: number;
  balance_after: number;
  reference: string;
  remark: string;
  created_at: string;
}
export const toTransaction = (r: LedgerRow): Transaction => ({
  id: r.id,
  type: r.type,
  account: r.account,
  amount: toMajor(r.amount),
  balanceAfter: toMajor(r.balance_after),
  reference: r.reference,
  remark: r.remark,
  createdAt: r.created_at,
});

const TX_QUERY = {
  type: 'object',
  properties: {
    ...CLIENT_QUERY,
    type: { type: 'string', enum: TX_TYPES },
    startDate: DATE,
    endDate: DATE,
    pageNo: PAGE_NO,
    pageSize: pageSize(20, 100),
  },
} as const;

export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const memberCfg = { auth: 'member' as const, trial: false as const };

  app.get(
    '/wps/v2/wallets/balance',
    {
      config: { auth: 'member' },
      schema: { querystring: { type: 'object', properties: { ...CLIENT_QUERY } } },
    },
    async (request) => {
      const m = request.member!;
      const cur = db
        .prepare('SELECT currency, currency_symbol FROM merchant WHERE code = ?')
        .get(request.merchant) as { currency: string; currency_symbol: string };
      const vip = vipOf(db, m.id);
      const unread =
        m.type === 4
          ? 0
          : (
              db
                .prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL')
                .get(m.id) as { n: number }
            ).n;
      const day = new Date().toISOString().slice(0, 10);
      const promos = (
        db
          .prepare(
            `SELECT COUNT(*) AS n FROM promotion p WHERE p.merchant_code = ? AND p.category = 'RAFFLE' AND p.end_time > ?
           AND NOT EXISTS (SELECT 1 FROM reward r WHERE r.member_id = ? AND r.promotion_id = p.id AND r.claim_day = ?)`,
          )
          .get(request.merchant, new Date().toISOString(), m.id, day) as { n: number }
      ).n;
      const referral = db
        .prepare("SELECT enabled FROM module_flag WHERE merchant_code = ? AND mod_id = 'REFERRAL3'")
        .get(request.merchant) as { enabled: number } | undefined;
      const points =
        (
          db.prepare('SELECT points FROM point_account WHERE member_id = ?').get(m.id) as
            { points: number } | undefined
        )?.points ?? 0;
      const value: WalletBalanceValue = {
        balance: toMajor(balanceOf(db, m.id)),
        currency: cur.currency,
        currencySymbol: cur.currency_symbol,
        hasVip: vip.level > 0,
        vipLevel: vip.level,
        unreadMessage: unread,
        availablePromoCount: m.type === 4 ? 0 : promos,
        availablePromo: { REFERRAL: { enabled: referral?.enabled === 1 } },
        points,
      };
      return ok(value);
    },
  );

  app.get('/wps/member/info/funds/consolidated', { config: memberCfg }, async (request) => {
    const value: ConsolidatedFundsValue = contractFlags(db, request.member!.id);
    return ok(value);
  });

  app.get(
    '/wps/relay/GCS_merchantWallet',
    { config: memberCfg, schema: { querystring: { type: 'object', properties: { ...CLIENT_QUERY } } } },
    async (request) => {
      const id = request.member!.id;
      const value: MerchantWalletValue = {
        isSingle: false,
        mainBalance: toMajor(balanceOf(db, id)),
        wallets: vendorWallets(db, id),
      };
      return ok(value);
    },
  );

  app.post<{ Body: WalletTransferBody }>(
    '/wps/relay/GCS_walletTransfer',
    {
      config: memberCfg,
      schema: {
        body: {
          type: 'object',
          required: ['from', 'to', 'amount'],
          additionalProperties: false,
          properties: {
            from: { type: 'string', minLength: 1, maxLength: 32 },
            to: { type: 'string', minLength: 1, maxLength: 32 },
            amount: AMOUNT,
            idempotencyKey: IDEM,
          },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      const { from, to } = request.body;
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      if (from === to || (from !== 'MAIN' && to !== 'MAIN')) throw badRequest('wallet.transfer_invalid');
      const vendor = from === 'MAIN' ? to : from;
      if (!vendorWallets(db, id).some((w) => w.vassalage === vendor))
        throw badRequest('wallet.unknown_wallet');
      const value = idempotent(db, id, 'transfer', key, { from, to, amount }, (): WalletTransferValue => {
        const ref = orderNo('TR');
        move(db, {
          memberId: id,
          account: from,
          amount: -amount,
          type: 'TRANSFER_OUT',
          reference: ref,
          remark: to,
        });
        failpoint('transfer.after_debit');
        move(db, { memberId: id, account: to, amount, type: 'TRANSFER_IN', reference: ref, remark: from });
        return {
          transferId: ref,
          from,
          to,
          amount: toMajor(amount),
          mainBalance: toMajor(balanceOf(db, id)),
          wallets: vendorWallets(db, id),
        };
      });
      return ok(value);
    },
  );

  // ---- Deposits ---------------------------------------------------------------------------------

  interface ChannelRow {
    channel_id: string;
    name: string;
    type: 'PIX' | 'BANK' | 'CRYPTO' | 'EWALLET';
    min_amount: number;
    max_amount: number;
  }
  app.get('/wps/wallet/deposit/channels', { config: memberCfg }, async () => {
    const rows = db.prepare('SELECT * FROM deposit_channel ORDER BY sort').all() as ChannelRow[];
    const value: DepositChannelsValue = {
      list: rows.map((r) => ({
        channelId: r.channel_id,
        name: r.name,
        type: r.type,
        minAmount: toMajor(r.min_amount),
        maxAmount: toMajor(r.max_amount),
        presets: [20, 50, 100, 200, 500, 1000].filter(
          (p) => p * 100 >= r.min_amount && p * 100 <= r.max_amount,
        ),
        iconUrl: `/wps/assets/vendors/${r.type === 'PIX' ? 'PP' : 'EVO'}-white.svg`,
      })),
    };
    return ok(value);
  });

  app.post<{ Body: DepositBody }>(
    '/wps/wallet/deposit',
    {
      config: memberCfg,
      schema: {
        body: {
          type: 'object',
          required: ['channelId', 'amount'],
          additionalProperties: false,
          properties: {
            channelId: { type: 'string', minLength: 1, maxLength: 32 },
            amount: AMOUNT,
            idempotencyKey: IDEM,
          },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      const ch = db
        .prepare('SELECT * FROM deposit_channel WHERE channel_id = ?')
        .get(request.body.channelId) as ChannelRow | undefined;
      if (!ch) throw badRequest('wallet.channel_not_found');
      if (amount < ch.min_amount || amount > ch.max_amount) throw badRequest('wallet.deposit_limits');
      const value = idempotent(
        db,
        id,
        'deposit',
        key,
        { channelId: ch.channel_id, amount },
        (): DepositValue => {
          const no = orderNo('DP');
          const at = new Date().toISOString();
          // The demo payment provider confirms at once: the order is APPROVED and credited in one step.
          db.prepare(
            'INSERT INTO deposit_order (order_no, member_id, channel_id, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          ).run(no, id, ch.channel_id, amount, 'APPROVED', at);
          failpoint('deposit.after_order');
          const balance = move(db, {
            memberId: id,
            amount,
            type: 'DEPOSIT',
            reference: no,
            remark: ch.name,
            now: at,
          });
          return {
            orderNo: no,
            channelId: ch.channel_id,
            amount: toMajor(amount),
            status: 'APPROVED',
            balance: toMajor(balance),
            createdAt: at,
          };
        },
      );
      return ok(value);
    },
  );

  // ---- Withdrawals and bank cards ----------------------------------------------------------------

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

  app.get('/wps/wallet/withdraw/settings', { config: memberCfg }, async (request) => {
    const id = request.member!.id;
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
    };
    return ok(value);
  });

  app.post<{ Body: WithdrawBody }>(
    '/wps/wallet/withdraw',
    {
      config: { ...memberCfg, encrypted: true },
      schema: {
        body: {
          type: 'object',
          required: ['amount', 'bankCardId', 'paymentPassword'],
          additionalProperties: false,
          properties: {
            amount: AMOUNT,
            bankCardId: { type: 'integer', minimum: 1 },
            paymentPassword: PAY_PW,
            idempotencyKey: IDEM,
          },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
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
      // Everything below is synchronous: idempotency lookup, daily count, debit and order in one transaction.
      const value = idempotent(
        db,
        id,
        'withdraw',
        key,
        { amount, bankCardId: request.body.bankCardId },
        (): WithdrawValue => {
          if (withdrawalsToday(id) >= WITHDRAW_RULES.dailyCount)
            throw badRequest('wallet.withdraw_daily_count', { n: WITHDRAW_RULES.dailyCount });
          const no = orderNo('WD');
          const at = new Date().toISOString();
          const balance = move(db, {
            memberId: id,
            amount: -amount,
            type: 'WITHDRAW',
            reference: no,
            now: at,
          });
          failpoint('withdraw.after_debit');
          db.prepare(
            'INSERT INTO withdraw_order (order_no, member_id, bank_card_id, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          ).run(no, id, request.body.bankCardId, amount, 'IN_PROCESS', at);
          return {
            orderNo: no,
            amount: toMajor(amount),
            status: 'IN_PROCESS',
            balance: toMajor(balance),
            bankCardId: request.body.bankCardId,
            createdAt: at,
          };
        },
      );
      return ok(value);
    },
  );

  app.get('/wps/wallet/bankcards', { config: memberCfg }, async (request) =>
    ok({ list: cardsOf(request.member!.id), maxCards: MAX_BANK_CARDS }),
  );

  app.post<{ Body: AddBankCardBody }>(
    '/wps/wallet/bankcards',
    {
      config: { ...memberCfg, encrypted: true },
      schema: {
        body: {
          type: 'object',
          required: ['bankName', 'accountName', 'accountNumber', 'cardType', 'paymentPassword'],
          additionalProperties: false,
          properties: {
            bankName: { type: 'string', minLength: 2, maxLength: 60 },
            accountName: { type: 'string', minLength: 2, maxLength: 80 },
            accountNumber: { type: 'string', pattern: '^[A-Za-z0-9@.+-]{4,34}$' },
            cardType: { type: 'string', enum: ['BANK', 'PIX'] },
            paymentPassword: PAY_PW,
          },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      await checkPaymentPassword(db, id, request.body.paymentPassword);
      const card = db.transaction(() => {
        const n = (
          db.prepare('SELECT COUNT(*) AS n FROM bank_card WHERE member_id = ?').get(id) as { n: number }
        ).n;
        if (n >= MAX_BANK_CARDS) throw badRequest('wallet.bank_card_max');
        if (
          db
            .prepare('SELECT 1 FROM bank_card WHERE member_id = ? AND account_number = ?')
            .get(id, request.body.accountNumber)
        )
          throw conflict('wallet.bank_card_duplicate');
        const r = db
          .prepare(
            'INSERT INTO bank_card (member_id, bank_name, account_name, account_number, card_type, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(
            id,
            request.body.bankName.trim(),
            request.body.accountName.trim(),
            request.body.accountNumber,
            request.body.cardType,
            new Date().toISOString(),
          );
        return db.prepare('SELECT * FROM bank_card WHERE id = ?').get(r.lastInsertRowid) as CardRow;
      })();
      return ok(toCard(card));
    },
  );

  // ---- History ----------------------------------------------------------------------------------

  const ledgerPage = (
    memberId: number,
    q: { type?: TransactionType; startDate?: string; endDate?: string; pageNo: number; pageSize: number },
  ) => {
    const [from, to] = dateRange(q.startDate, q.endDate);
    const args: (string | number)[] = [memberId, from, to];
    const typeCond = q.type ? 'AND type = ?' : '';
    if (q.type) args.push(q.type);
    const agg = db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS credit, COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS debit
         FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeCond}`,
      )
      .get(...args) as { n: number; credit: number; debit: number };
    const rows = db
      .prepare(
        `SELECT * FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeCond} ORDER BY id DESC LIMIT ? OFFSET ?`,
      )
      .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as LedgerRow[];
    return { agg, rows };
  };

  app.get(
    '/wps/wallet/transactions',
    { config: memberCfg, schema: { querystring: TX_QUERY } },
    async (request) => {
      const q = request.query as {
        type?: TransactionType;
        startDate?: string;
        endDate?: string;
        pageNo: number;
        pageSize: number;
      };
      const { agg, rows } = ledgerPage(request.member!.id, q);
      const value: TransactionsValue = {
        content: rows.map(toTransaction),
        totalPages: totalPages(agg.n, q.pageSize),
        totalCount: agg.n,
        pageNo: q.pageNo,
      };
      return ok(value);
    },
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    { config: memberCfg, schema: { querystring: TX_QUERY } },
    async (request) => {
      const q = request.query as {
        type?: TransactionType;
        startDate?: string;
        endDate?: string;
        pageNo: number;
        pageSize: number;
      };
      const { agg, rows } = ledgerPage(request.member!.id, q);
      const value: MemTransDetValue = {
        content: rows.map(toTransaction),
        totalPages: totalPages(agg.n, q.pageSize),
        totalCount: agg.n,
        pageNo: q.pageNo,
        totalCredit: toMajor(agg.credit),
        totalDebit: toMajor(agg.debit),
      };
      return ok(value);
    },
  );

  app.get(
    '/wps/wallet/bets',
    {
      config: memberCfg,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            gameType: { type: 'string', maxLength: 16 },
            startDate: DATE,
            endDate: DATE,
            pageNo: PAGE_NO,
            pageSize: pageSize(20, 100),
          },
        },
      },
    },
    async (request) => {
      const q = request.query as {
        gameType?: string;
        startDate?: string;
        endDate?: string;
        pageNo: number;
        pageSize: number;
      };
      const [from, to] = dateRange(q.startDate, q.endDate);
      const args: (string | number)[] = [request.member!.id, from, to];
      const typeCond = q.gameType && q.gameType !== 'ALL' ? 'AND b.game_type = ?' : '';
      if (typeCond) args.push(q.gameType!);
      const agg = db
        .prepare(
          `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS bet, COALESCE(SUM(payout - amount), 0) AS wl FROM bet b WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeCond}`,
        )
        .get(...args) as { n: number; bet: number; wl: number };
      const rows = db
        .prepare(
          `SELECT b.*, g.name_pt, g.name_en FROM bet b LEFT JOIN game g ON g.game_code = b.game_code
           WHERE b.member_id = ? AND b.created_at >= ? AND b.created_at < ? ${typeCond} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
        )
        .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as BetRow[];
      const value: BetRecordsValue = {
        content: rows.map((r) => betRecord(r, request.lang)),
        totalPages: totalPages(agg.n, q.pageSize),
        totalCount: agg.n,
        pageNo: q.pageNo,
        totalBet: toMajor(agg.bet),
        totalWinLoss: toMajor(agg.wl),
      };
      return ok(value);
    },
  );
}
