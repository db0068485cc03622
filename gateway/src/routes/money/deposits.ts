import type { FastifyInstance } from 'fastify';
import { WALLET as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { toMinor } from '../../domain/ledger/money';
import { idempotencyKeyOf } from '../../domain/ledger/ledger';
import { leaderTask } from '../../db/leader';
import {
  createDeposit,
  depositChannels,
  depositOrdersPage,
  expireDue,
  memberDepositOrder,
  receiveProviderNotice,
  webhookSecret,
} from '../../domain/money/deposits';

/** How often the leader sweeps charges past their expiry. */
const DEPOSIT_EXPIRY_TICK_MS = 60_000;

/**
 * Deposits: channels, a PENDING charge (PIX BR Code), the member's orders, and the provider's webhook that
 * confirms or expires a charge (rules and invariants: src/domain/money/deposits.ts).
 */
export async function depositRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  // charges past their expiry become EXPIRED even when nobody reads them; of several gateway processes one
  // sweeps at a time (src/db/leader.ts). Readers still expire what they are about to show.
  const expiry = leaderTask(db, app.gatewayOptions.dbFile, {
    name: 'deposit-expiry',
    everyMs: DEPOSIT_EXPIRY_TICK_MS,
    run: () => expireDue(db),
    log: app.log,
  });
  app.addHook('onClose', () => expiry.stop());

  route(app, D.depositChannels, async () => ok(await depositChannels(db)));

  route(app, D.deposit, async (request) => {
    const id = memberOf(request).id;
    const amount = toMinor(request.body.amount);
    const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
    return ok(await createDeposit(db, id, { channelId: request.body.channelId, amount, key }));
  });

  route(app, D.depositOrders, async (request) => {
    const q = request.query;
    return ok(await depositOrdersPage(db, memberOf(request).id, q.pageNo, q.pageSize));
  });

  route(app, D.depositOrder, async (request) =>
    ok(await memberDepositOrder(db, memberOf(request).id, request.query.orderNo)),
  );

  // The provider's webhook. Its own plugin scope keeps the raw JSON text, which the signature covers.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/wps/wallet/deposit/webhook',
      {
        config: { headerless: true },
        bodyLimit: 16 * 1024,
        schema: {
          operationId: 'depositWebhook',
          summary: "The payment provider's notice that a deposit was paid or expired (signed: HMAC-SHA256)",
        },
      },
      async (request) =>
        ok(
          await receiveProviderNotice(db, await webhookSecret(db, app.gatewayOptions.mode), {
            timestamp: String(request.headers['x-timestamp'] ?? ''),
            signature: String(request.headers['x-signature'] ?? ''),
            raw: typeof request.body === 'string' ? request.body : '',
          }),
        ),
    );
  });
}
