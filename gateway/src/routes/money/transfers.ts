import type { FastifyInstance } from 'fastify';
import { WALLET as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { toMinor } from '../../domain/ledger/money';
import { idempotencyKeyOf } from '../../domain/ledger/ledger';
import { assertUplineEnabled, recallAll, transferToUpline, uplineInfo } from '../../domain/money/transfers';

/** Recall all vendor wallets to main; the transfer to upline (rules: src/domain/money/transfers.ts). */
export async function transferRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.walletRecallAll, async (request) => {
    const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body?.idempotencyKey);
    return ok(await recallAll(db, memberOf(request).id, key));
  });

  route(app, D.uplineInfo, async (request) =>
    ok(await uplineInfo(db, request.merchant, memberOf(request).id)),
  );

  route(app, D.uplineTransfer, async (request) => {
    const member = memberOf(request);
    await assertUplineEnabled(db, request.merchant);
    const amount = toMinor(request.body.amount);
    const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
    const { paymentPassword } = request.body;
    return ok(await transferToUpline(db, member, { amount, paymentPassword, key }));
  });
}
