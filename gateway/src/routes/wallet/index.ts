import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { ConsolidatedFundsValue, TransactionsValue } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { AMOUNT, CLIENT_QUERY, DATE, oneOf, PAGING, type PagedQuery } from '../../http/schema';
import { toMinor } from '../../domain/ledger/money';
import { idempotencyKeyOf } from '../../domain/ledger/ledger';
import { merchantWallet, walletBalance } from '../../domain/wallet/accounts';
import { betsPage, ledgerPage, TX_TYPES } from '../../domain/wallet/history';
import { transferMainVendor } from '../../domain/wallet/transfers';
import { contractFlags } from '../../domain/agent/contracts';
import { paymentPasswordRoutes } from './payment-password';
import { depositRoutes } from './deposits';
import { withdrawalRoutes } from './withdrawals';
import { transferRoutes } from './transfers';
import { balanceStreamRoutes } from './stream';

const IDEM = Type.String({ maxLength: 64 });
const WALLET = Type.String({ minLength: 1, maxLength: 32 });
const TransferBody = Type.Object(
  { from: WALLET, to: WALLET, amount: AMOUNT, idempotencyKey: Type.Optional(IDEM) },
  { additionalProperties: false },
);
const BalanceQuery = Type.Object(CLIENT_QUERY);
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

/** Balance, consolidated flags, merchant wallet, main↔vendor transfer, history, bets; registers the rest. */
export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const memberCfg = { auth: 'member' as const, trial: false as const };

  app.get<{ Querystring: Static<typeof BalanceQuery> }>(
    '/wps/v2/wallets/balance',
    { config: { auth: 'member' }, schema: { querystring: BalanceQuery } },
    async (request) => ok(await walletBalance(db, request.merchant, memberOf(request))),
  );

  app.get('/wps/member/info/funds/consolidated', { config: memberCfg }, async (request) =>
    ok<ConsolidatedFundsValue>(await contractFlags(db, memberOf(request).id)),
  );

  app.get<{ Querystring: Static<typeof BalanceQuery> }>(
    '/wps/relay/GCS_merchantWallet',
    { config: memberCfg, schema: { querystring: BalanceQuery } },
    async (request) => ok(await merchantWallet(db, memberOf(request).id)),
  );

  app.post<{ Body: Static<typeof TransferBody> }>(
    '/wps/relay/GCS_walletTransfer',
    { config: memberCfg, schema: { body: TransferBody } },
    async (request) => {
      const { from, to } = request.body;
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      return ok(await transferMainVendor(db, memberOf(request).id, { from, to, amount, key }));
    },
  );

  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(transferRoutes);
  await app.register(paymentPasswordRoutes);
  await app.register(balanceStreamRoutes);

  app.get<{ Querystring: PagedQuery<typeof TxQuery> }>(
    '/wps/wallet/transactions',
    { config: memberCfg, schema: { querystring: TxQuery } },
    async (request) => {
      const { content, totalPages, totalCount, pageNo } = await ledgerPage(
        db,
        memberOf(request).id,
        request.query,
        request.lang,
      );
      return ok<TransactionsValue>({ content, totalPages, totalCount, pageNo });
    },
  );

  app.get<{ Querystring: PagedQuery<typeof TxQuery> }>(
    '/wps/relay/ODSFE2_MemTransDet',
    { config: memberCfg, schema: { querystring: TxQuery } },
    async (request) => ok(await ledgerPage(db, memberOf(request).id, request.query, request.lang)),
  );

  app.get<{ Querystring: PagedQuery<typeof BetsQuery> }>(
    '/wps/wallet/bets',
    { config: memberCfg, schema: { querystring: BetsQuery } },
    async (request) => ok(await betsPage(db, memberOf(request).id, request.lang, request.query)),
  );
}
