import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { oneOf } from '../../http/schema';
import { toMinor } from '../../domain/ledger/money';
import { confirmDeposit, expireDeposit } from '../../domain/money/deposits';
import { forceDueReceipts, transitionWithdrawal } from '../../domain/money/withdrawals';
import { creditBonus, latestDeposits, latestWithdrawals } from '../../domain/money/operator';

/**
 * Operator controls of the wallet (development mode only, registered by routes/index.ts): the payment
 * provider's simulator (confirm or expire a deposit), the back office's withdrawal decisions (approve,
 * issue, reject with refund), the clock of the receipt auto-confirmation, and a bonus credit for tests.
 * They call the same domain functions the production paths use (webhook, state machine), so what they
 * exercise is the real thing.
 */

const USERNAME = Type.String({ maxLength: 64 });
const ORDER_NO = Type.String({ maxLength: 40 });
const DepositsQuery = Type.Object({
  username: USERNAME,
  status: Type.Optional(oneOf(['PENDING', 'APPROVED', 'EXPIRED'] as const)),
});
const DepositParams = Type.Object({ orderNo: ORDER_NO, action: oneOf(['confirm', 'expire'] as const) });
const WithdrawalsQuery = Type.Object({ username: USERNAME });
const WithdrawalParams = Type.Object({
  orderNo: ORDER_NO,
  action: oneOf(['approve', 'issue', 'reject'] as const),
});
// these bodies may be left out altogether (the validator then sees null)
const DecisionBody = Type.Union([Type.Object({ reason: Type.Optional(Type.String()) }), Type.Null()]);
const ReceiptsBody = Type.Union([
  Type.Object({ minutesLater: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })) }),
  Type.Null(),
]);
const BonusBody = Type.Object({
  username: USERNAME,
  amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
});

export default async function devWalletRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** GET /__dev/wallet/deposits?username=&status= : newest first (what a test needs to find its order). */
  app.get<{ Querystring: Static<typeof DepositsQuery> }>(
    '/__dev/wallet/deposits',
    { schema: { querystring: DepositsQuery } },
    async (request) =>
      ok({ list: await latestDeposits(db, request.query.username, request.query.status ?? null) }),
  );

  app.post<{ Params: Static<typeof DepositParams> }>(
    '/__dev/wallet/deposits/:orderNo/:action',
    { schema: { params: DepositParams } },
    async (request) => {
      const { orderNo, action } = request.params;
      return ok(action === 'confirm' ? await confirmDeposit(db, orderNo) : await expireDeposit(db, orderNo));
    },
  );

  /** GET /__dev/wallet/withdrawals?username= : newest first. */
  app.get<{ Querystring: Static<typeof WithdrawalsQuery> }>(
    '/__dev/wallet/withdrawals',
    { schema: { querystring: WithdrawalsQuery } },
    async (request) => ok({ list: await latestWithdrawals(db, request.query.username) }),
  );

  app.post<{ Params: Static<typeof WithdrawalParams>; Body: Static<typeof DecisionBody> | undefined }>(
    '/__dev/wallet/withdrawals/:orderNo/:action',
    { schema: { params: WithdrawalParams, body: DecisionBody } },
    async (request) => {
      const to = ({ approve: 'APPROVED', issue: 'ISSUED', reject: 'REJECTED' } as const)[
        request.params.action
      ];
      return ok(
        await transitionWithdrawal(db, request.params.orderNo, to, request.body?.reason?.slice(0, 200)),
      );
    },
  );

  /** POST /__dev/wallet/receipts/run { minutesLater } : runs the receipt auto-confirmation as if that much later. */
  app.post<{ Body: Static<typeof ReceiptsBody> | undefined }>(
    '/__dev/wallet/receipts/run',
    { schema: { body: ReceiptsBody } },
    async (request) =>
      ok({ forced: await forceDueReceipts(db, Date.now() + (request.body?.minutesLater ?? 0) * 60_000) }),
  );

  /** POST /__dev/wallet/bonus { username, amount } : a BONUS credit (no turnover), for test set-ups. */
  app.post<{ Body: Static<typeof BonusBody> }>(
    '/__dev/wallet/bonus',
    { schema: { body: BonusBody } },
    async (request) =>
      ok({ balance: (await creditBonus(db, request.body.username, toMinor(request.body.amount))) / 100 }),
  );
}
