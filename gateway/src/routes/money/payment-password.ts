import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WALLET as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import {
  changePaymentPassword,
  paymentPasswordStatus,
  resetPaymentPassword,
  sendPaymentPasswordResetCode,
  setPaymentPassword,
} from '../../domain/money/payment-password';

const callerOf = (request: FastifyRequest) => ({
  memberId: memberOf(request).id,
  merchant: request.merchant,
  token: request.token!,
});

/** Routes: status, set (first time), change (old one required), forgot by SMS code to the member's mobile. */
export async function paymentPasswordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.paymentPasswordStatus, async (request) =>
    ok(await paymentPasswordStatus(db, memberOf(request).id)),
  );

  /** The first one asks the login password: a session alone must not create the secret that proves the owner. */
  route(app, D.setPaymentPassword, async (request) => {
    await setPaymentPassword(db, callerOf(request), request.body);
    return ok(await paymentPasswordStatus(db, memberOf(request).id));
  });

  route(app, D.changePaymentPassword, async (request) => {
    const id = memberOf(request).id;
    await changePaymentPassword(db, callerOf(request), request.body);
    return ok(await paymentPasswordStatus(db, id));
  });

  route(app, D.paymentPasswordSms, async (request) =>
    ok({
      expiredMinutes: await sendPaymentPasswordResetCode(db, request.merchant, memberOf(request).id),
    }),
  );

  route(app, D.resetPaymentPassword, async (request) => {
    const id = memberOf(request).id;
    await resetPaymentPassword(db, callerOf(request), request.body);
    return ok(await paymentPasswordStatus(db, id));
  });
}
