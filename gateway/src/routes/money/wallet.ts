import type { FastifyInstance } from 'fastify';
import { WALLET as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { toMinor } from '../../domain/ledger/money';
import { idempotencyKeyOf } from '../../domain/ledger/ledger';
import { merchantWallet, walletBalance } from '../../domain/money/accounts';
import { betsPage, ledgerPage } from '../../domain/money/history';
import { transferMainVendor } from '../../domain/money/transfers';
import { contractFlags } from '../../domain/agent/contracts';
import { paymentPasswordRoutes } from './payment-password';
import { depositRoutes } from './deposits';
import { withdrawalRoutes } from './withdrawals';
import { transferRoutes } from './transfers';
import { balanceStreamRoutes } from './stream';

/** Balance, consolidated flags, merchant wallet, main↔vendor transfer, history, bets; registers the rest. */
export default async function walletRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.walletBalance, async (request) =>
    ok(await walletBalance(db, request.merchant, memberOf(request))),
  );

  route(app, D.consolidatedFunds, async (request) => ok(await contractFlags(db, memberOf(request).id)));

  route(app, D.merchantWallet, async (request) => ok(await merchantWallet(db, memberOf(request).id)));

  route(app, D.walletTransfer, async (request) => {
    const { from, to } = request.body;
    const amount = toMinor(request.body.amount);
    const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
    return ok(await transferMainVendor(db, memberOf(request).id, { from, to, amount, key }));
  });

  await app.register(depositRoutes);
  await app.register(withdrawalRoutes);
  await app.register(transferRoutes);
  await app.register(paymentPasswordRoutes);
  await app.register(balanceStreamRoutes);

  route(app, D.transactionHistory, async (request) => {
    const { content, totalPages, totalCount, pageNo } = await ledgerPage(
      db,
      memberOf(request).id,
      request.query,
      request.lang,
    );
    return ok({ content, totalPages, totalCount, pageNo });
  });

  route(app, D.memberTransactionDetails, async (request) =>
    ok(await ledgerPage(db, memberOf(request).id, request.query, request.lang)),
  );

  route(app, D.betRecords, async (request) =>
    ok(await betsPage(db, memberOf(request).id, request.lang, request.query)),
  );
}
