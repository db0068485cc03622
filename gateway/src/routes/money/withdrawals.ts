import type { FastifyInstance } from 'fastify';
import { WALLET as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { toMinor } from '../../domain/ledger/money';
import { idempotencyKeyOf } from '../../domain/ledger/ledger';
import {
  confirmReceipt,
  requestWithdrawal,
  withdrawOrdersPage,
  withdrawSettings,
} from '../../domain/money/withdrawals';
import { addBankCard, bankCardsOf, MAX_BANK_CARDS } from '../../domain/money/bank-cards';

/**
 * Withdrawals and their destinations: settings, request (debited at once), orders, receipt, destinations
 * (rules and invariants: src/domain/money/withdrawals.ts and bank-cards.ts).
 */
export async function withdrawalRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.withdrawSettings, async (request) => ok(await withdrawSettings(db, memberOf(request).id)));

  route(app, D.withdraw, async (request) => {
    const id = memberOf(request).id;
    const amount = toMinor(request.body.amount);
    const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
    const { bankCardId, paymentPassword } = request.body;
    return ok(await requestWithdrawal(db, id, { amount, bankCardId, paymentPassword, key }));
  });

  route(app, D.withdrawOrders, async (request) => {
    const q = request.query;
    return ok(await withdrawOrdersPage(db, memberOf(request).id, q.pageNo, q.pageSize));
  });

  route(app, D.withdrawReceipt, async (request) =>
    ok(await confirmReceipt(db, memberOf(request).id, request.body.orderNo, request.body.received)),
  );

  route(app, D.bankCards, async (request) =>
    ok({ list: await bankCardsOf(db, memberOf(request).id), maxCards: MAX_BANK_CARDS }),
  );

  route(app, D.addBankCard, async (request) =>
    ok(
      await addBankCard(db, memberOf(request).id, request.body, {
        merchant: request.merchant,
        token: request.token!,
      }),
    ),
  );
}
