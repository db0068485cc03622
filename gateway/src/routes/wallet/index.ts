import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type { Db } from '../../db/open-db';
import type {
  BetRecordsValue,
  ConsolidatedFundsValue,
  MemTransDetValue,
  MerchantWalletValue,
  TransactionType,
  TransactionsValue,
  VendorWallet,
  WalletBalanceValue,
  WalletTransferValue,
} from '@jogo/shared/api';
import { Type, type Static } from '@sinclair/typebox';
import { AMOUNT, CLIENT_QUERY, DATE, oneOf, PAGING, type PagedQuery } from '../../http/schema';
import { dateRange, totalPages } from '../../http/paging';
import { orderNo, toMajor, toMinor } from '../../domain/ledger/money';
import { betRecord, type BetRow } from '../../domain/games/bet-record';
import { toTransaction, type LedgerRow } from '../../domain/ledger/transactions';
import { balanceOf, failpoint, idempotencyKeyOf, idempotent, move } from '../../domain/ledger/ledger';
import { assertMoneyUnlocked } from '../../domain/payment-password';
import { paymentPasswordRoutes } from './payment-password';
import { depositRoutes } from './deposits';
import { withdrawalRoutes } from './withdrawals';
import { transferRoutes } from './transfers';
import { balanceStreamRoutes } from './stream';
import { vipOf } from '../../domain/vip';
import { contractFlags } from '../../domain/agent/contracts';
import { memberOf } from '../../http/member';

registerMessages({
  'wallet.transfer_invalid': {
    PT: 'Transferência inválida: uma das carteiras precisa ser a principal e as duas precisam ser diferentes',
    EN: 'Invalid transfer: one wallet must be the main one and the two must differ',
  },
  'wallet.unknown_wallet': { PT: 'Carteira desconhecida', EN: 'Unknown wallet' },
});

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
const IDEM = Type.String({ maxLength: 64 });
const WALLET = Type.String({ minLength: 1, maxLength: 32 });
const TransferBody = Type.Object(
  { from: WALLET, to: WALLET, amount: AMOUNT, idempotencyKey: Type.Optional(IDEM) },
  { additionalProperties: false },
);

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

const TxQuery = Type.Object({
  ...CLIENT_QUERY,
  type: Type.Optional(oneOf(TX_TYPES)),
  startDate: Type.Optional(DATE),
  endDate: Type.Optional(DATE),
  ...PAGING(20, 100),
});
const BetsQuery = Type.Object({
  ...CLIENT_QUERY,
  gameType: Type.Optional(Type.String({ maxLength: 16 })),
  startDate: Type.Optional(DATE),
  endDate: Type.Optional(DATE),
  ...PAGING(20, 100),
});

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
      const m = memberOf(request);
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
    const value: ConsolidatedFundsValue = contractFlags(db, memberOf(request).id);
    return ok(value);
  });

  app.get(
    '/wps/relay/GCS_merchantWallet',
    { config: memberCfg, schema: { querystring: Type.Object(CLIENT_QUERY) } },
    async (request) => {
      const id = memberOf(request).id;
      const value: MerchantWalletValue = {
        isSingle: false,
        mainBalance: toMajor(balanceOf(db, id)),
        wallets: vendorWallets(db, id),
      };
      return ok(value);
    },
  );

  app.post<{ Body: Static<typeof TransferBody> }>(
    '/wps/relay/GCS_walletTransfer',
    { config: memberCfg, schema: { body: TransferBody } },
    async (request) => {
      const id = memberOf(request).id;
      const { from, to } = request.body;
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      if (from === to || (from !== 'MAIN' && to !== 'MAIN')) throw badRequest('wallet.transfer_invalid');
      assertMoneyUnlocked(db, id);
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

  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(transferRoutes);
  await app.register(paymentPasswordRoutes);
  await app.register(balanceStreamRoutes);

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

  app.get<{ Querystring: PagedQuery<typeof TxQuery> }>(
    '/wps/wallet/transactions',
    { config: memberCfg, schema: { querystring: TxQuery } },
    async (request) => {
      const q = request.query;
      const { agg, rows } = ledgerPage(memberOf(request).id, q);
      const value: TransactionsValue = {
        content: rows.map(toTransaction),
        totalPages: totalPages(agg.n, q.pageSize),
        totalCount: agg.n,
        pageNo: q.pageNo,
      };
      return ok(value);
    },
  );

  app.get<{ Querystring: PagedQuery<typeof TxQuery> }>(
    '/wps/relay/ODSFE2_MemTransDet',
    { config: memberCfg, schema: { querystring: TxQuery } },
    async (request) => {
      const q = request.query;
      const { agg, rows } = ledgerPage(memberOf(request).id, q);
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

  app.get<{ Querystring: PagedQuery<typeof BetsQuery> }>(
    '/wps/wallet/bets',
    { config: memberCfg, schema: { querystring: BetsQuery } },
    async (request) => {
      const q = request.query;
      const [from, to] = dateRange(q.startDate, q.endDate);
      const args: (string | number)[] = [memberOf(request).id, from, to];
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
