import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { AMOUNT } from '../../http/schema';
import { toMinor } from '../../domain/ledger/money';
import { idempotencyKeyOf } from '../../domain/ledger/ledger';
import { assertUplineEnabled, recallAll, transferToUpline, uplineInfo } from '../../domain/wallet/transfers';

const IDEM = Type.String({ maxLength: 64 });
const RecallBody = Type.Object({ idempotencyKey: Type.Optional(IDEM) }, { additionalProperties: false });
const UplineBody = Type.Object(
  {
    amount: AMOUNT,
    paymentPassword: Type.String({ minLength: 1, maxLength: 64 }),
    idempotencyKey: Type.Optional(IDEM),
  },
  { additionalProperties: false },
);

/** Recall all vendor wallets to main; the transfer to upline (rules: src/domain/wallet/transfers.ts). */
export async function transferRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };

  app.post<{ Body: Static<typeof RecallBody> | undefined }>(
    '/wps/wallet/transfer/recall',
    { config: cfg, schema: { body: RecallBody } },
    async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body?.idempotencyKey);
      return ok(await recallAll(db, memberOf(request).id, key));
    },
  );

  app.get(
    '/wps/wallet/transfer/upline',
    { config: { ...cfg, moduleId: 'AGETRANSFERUP3' } },
    async (request) => ok(await uplineInfo(db, request.merchant, memberOf(request).id)),
  );

  app.post<{ Body: Static<typeof UplineBody> }>(
    '/wps/wallet/transfer/upline',
    { config: { ...cfg, encrypted: true, moduleId: 'AGETRANSFERUP3' }, schema: { body: UplineBody } },
    async (request) => {
      const member = memberOf(request);
      await assertUplineEnabled(db, request.merchant);
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      const { paymentPassword } = request.body;
      return ok(await transferToUpline(db, member, { amount, paymentPassword, key }));
    },
  );
}
