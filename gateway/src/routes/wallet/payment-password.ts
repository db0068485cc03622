import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import {
  changePaymentPassword,
  paymentPasswordStatus,
  resetPaymentPassword,
  sendPaymentPasswordResetCode,
  setPaymentPassword,
} from '../../domain/payment-password';

const PW = Type.String({ minLength: 1, maxLength: 64 });
// the first one asks the login password: a session alone must not create the secret that proves the owner
const SetBody = Type.Object(
  { newPassword: PW, currentPassword: Type.Optional(Type.String({ maxLength: 128 })) },
  { additionalProperties: false },
);
const CODE = Type.String({ pattern: '^\\d{6}$' });
// issue 27: the proof code to the contact on file (change), the login password (reset)
const ChangeBody = Type.Object(
  { oldPassword: PW, newPassword: PW, proofCode: Type.Optional(CODE) },
  { additionalProperties: false },
);
const ResetBody = Type.Object(
  {
    verificationCode: CODE,
    newPassword: PW,
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);
const callerOf = (request: FastifyRequest) => ({
  memberId: memberOf(request).id,
  merchant: request.merchant,
  token: request.token!,
});

/** Routes: status, set (first time), change (old one required), forgot by SMS code to the member's mobile. */
export async function paymentPasswordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };

  app.get('/wps/wallet/payment-password', { config: cfg }, async (request) =>
    ok(await paymentPasswordStatus(db, memberOf(request).id)),
  );

  app.post<{ Body: Static<typeof SetBody> }>(
    '/wps/wallet/payment-password',
    { config: { ...cfg, encrypted: true }, schema: { body: SetBody } },
    async (request) => {
      await setPaymentPassword(db, callerOf(request), request.body);
      return ok(await paymentPasswordStatus(db, memberOf(request).id));
    },
  );

  app.post<{ Body: Static<typeof ChangeBody> }>(
    '/wps/wallet/payment-password/change',
    { config: { ...cfg, encrypted: true }, schema: { body: ChangeBody } },
    async (request) => {
      const id = memberOf(request).id;
      await changePaymentPassword(db, callerOf(request), request.body);
      return ok(await paymentPasswordStatus(db, id));
    },
  );

  app.post(
    '/wps/wallet/payment-password/sms',
    { config: { ...cfg, module: 'VERIFICATION3' } },
    async (request) =>
      ok({
        expiredMinutes: await sendPaymentPasswordResetCode(
          db,
          request.merchant,
          request.lang,
          memberOf(request).id,
        ),
      }),
  );

  app.post<{ Body: Static<typeof ResetBody> }>(
    '/wps/wallet/payment-password/reset',
    { config: { ...cfg, encrypted: true }, schema: { body: ResetBody } },
    async (request) => {
      const id = memberOf(request).id;
      await resetPaymentPassword(db, callerOf(request), request.body);
      return ok(await paymentPasswordStatus(db, id));
    },
  );
}
