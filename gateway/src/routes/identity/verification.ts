import type { FastifyInstance } from 'fastify';
import { VERIFICATION as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { clientKey } from '../../domain/identity/verification/common';
import { createCaptcha } from '../../domain/identity/verification/captcha';
import { createChallenge } from '../../domain/identity/verification/human-check';
import { requestSmsCode } from '../../domain/identity/verification/sms';

/** Captcha, slider challenge and SMS codes without a session (rules in domain/identity/verification). */
export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  /** The newest captcha of the client is the one checked. */
  route(app, D.captcha, async (request) =>
    ok(await createCaptcha(app.db, clientKey(request), app.gatewayOptions.mode === 'development')),
  );

  route(app, D.sliderChallenge, async () => ok(await createChallenge(app.db)));

  /** Sent to members' numbers only. */
  route(app, D.smsNoLogin, async (request) =>
    ok(
      await requestSmsCode(app.db, request.merchant, request.lang, clientKey(request), 'login', request.body),
    ),
  );

  /** Sent to free numbers only. */
  route(app, D.smsRegister, async (request) =>
    ok(
      await requestSmsCode(app.db, request.merchant, request.lang, clientKey(request), 'register', {
        mobileNum: request.body.mobileNo,
        countryDialingCode: request.body.countryDialingCode,
        humanCheck: request.body.humanCheck,
      }),
    ),
  );
}
