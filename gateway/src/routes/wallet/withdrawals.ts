import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { AMOUNT, oneOf, PAGING, type PagedQuery } from '../../http/schema';
import { toMinor } from '../../domain/ledger/money';
import { idempotencyKeyOf } from '../../domain/ledger/ledger';
import {
  confirmReceipt,
  requestWithdrawal,
  withdrawOrdersPage,
  withdrawSettings,
} from '../../domain/wallet/withdrawals';
import { addBankCard, bankCardsOf, MAX_BANK_CARDS } from '../../domain/wallet/bank-cards';

const PAY_PW = Type.String({ minLength: 1, maxLength: 64 });
const WithdrawBody = Type.Object(
  {
    amount: AMOUNT,
    bankCardId: Type.Integer({ minimum: 1 }),
    paymentPassword: PAY_PW,
    idempotencyKey: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
const OrdersQuery = Type.Object(PAGING(10, 50));
const ReceiptBody = Type.Object(
  { orderNo: Type.String({ minLength: 4, maxLength: 40 }), received: Type.Boolean() },
  { additionalProperties: false },
);
const BankCardBody = Type.Object(
  {
    bankName: Type.Optional(Type.String({ maxLength: 60 })),
    accountName: Type.String({ minLength: 2, maxLength: 80 }),
    accountNumber: Type.String({ minLength: 4, maxLength: 80 }),
    cardType: oneOf(['BANK', 'PIX'] as const),
    keyType: Type.Optional(oneOf(['CPF', 'PHONE', 'EMAIL', 'EVP'] as const)),
    /** the holder's CPF (BR: required unless the PIX key is the member's CPF; issue 26) */
    holderDocument: Type.Optional(Type.String({ maxLength: 20 })),
    paymentPassword: PAY_PW,
    /** the owner's proof code to the contact on file (issue 27) */
    proofCode: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
  },
  { additionalProperties: false },
);

/**
 * Withdrawals and their destinations: settings, request (debited at once), orders, receipt, destinations
 * (rules and invariants: src/domain/wallet/withdrawals.ts and bank-cards.ts).
 */
export async function withdrawalRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };

  app.get('/wps/wallet/withdraw/settings', { config: cfg }, async (request) =>
    ok(await withdrawSettings(db, memberOf(request).id)),
  );

  app.post<{ Body: Static<typeof WithdrawBody> }>(
    '/wps/wallet/withdraw',
    { config: { ...cfg, encrypted: true }, schema: { body: WithdrawBody } },
    async (request) => {
      const id = memberOf(request).id;
      const amount = toMinor(request.body.amount);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], request.body.idempotencyKey);
      const { bankCardId, paymentPassword } = request.body;
      return ok(await requestWithdrawal(db, id, { amount, bankCardId, paymentPassword, key }));
    },
  );

  app.get<{ Querystring: PagedQuery<typeof OrdersQuery> }>(
    '/wps/wallet/withdraw/orders',
    { config: cfg, schema: { querystring: OrdersQuery } },
    async (request) =>
      ok(await withdrawOrdersPage(db, memberOf(request).id, request.query.pageNo, request.query.pageSize)),
  );

  app.post<{ Body: Static<typeof ReceiptBody> }>(
    '/wps/wallet/withdraw/receipt',
    { config: cfg, schema: { body: ReceiptBody } },
    async (request) =>
      ok(await confirmReceipt(db, memberOf(request).id, request.body.orderNo, request.body.received)),
  );

  app.get('/wps/wallet/bankcards', { config: cfg }, async (request) =>
    ok({ list: await bankCardsOf(db, memberOf(request).id), maxCards: MAX_BANK_CARDS }),
  );

  app.post<{ Body: Static<typeof BankCardBody> }>(
    '/wps/wallet/bankcards',
    { config: { ...cfg, encrypted: true }, schema: { body: BankCardBody } },
    async (request) =>
      ok(
        await addBankCard(db, memberOf(request).id, request.body, {
          merchant: request.merchant,
          token: request.token!,
        }),
      ),
  );
}
