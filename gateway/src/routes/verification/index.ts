import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { HumanCheckResult, SliderChallenge, SmsCodeResponse } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { clientKey } from '../../domain/verification/common';
import { createCaptcha } from '../../domain/verification/captcha';
import { createChallenge, HUMAN_CHECK_SCHEMA } from '../../domain/verification/human-check';
import { requestSmsCode } from '../../domain/verification/sms';

const HumanCheck = Type.Unsafe<HumanCheckResult>(HUMAN_CHECK_SCHEMA);
const MOBILE = Type.String({ minLength: 1, maxLength: 20 });
const DIAL = Type.Optional(Type.String({ minLength: 1, maxLength: 5 }));
const NoLoginBody = Type.Object(
  { mobileNum: MOBILE, countryDialingCode: DIAL, humanCheck: HumanCheck },
  { additionalProperties: false },
);
const RegisterBody = Type.Object(
  {
    mobileNo: MOBILE,
    countryDialingCode: DIAL,
    regType: Type.Optional(Type.String({ maxLength: 20 })),
    humanCheck: HumanCheck,
  },
  { additionalProperties: false },
);

/** Captcha, slider challenge and SMS codes without a session (rules in domain/verification). */
export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  /** GET /wps/captcha: a 4-digit captcha as a base64 PNG; the newest one of the client is checked. */
  app.get('/wps/captcha', { config: { module: 'CAPTCHA3' } }, async (request) =>
    ok(await createCaptcha(app.db, clientKey(request), app.gatewayOptions.mode === 'development')),
  );

  /** GET /wps/captcha/slider: a slider challenge; not behind CAPTCHA3 because username logins always need it. */
  app.get('/wps/captcha/slider', { config: { moduleId: 'CAPTCHA3' } }, async () =>
    ok<SliderChallenge>(await createChallenge(app.db)),
  );

  /** POST /wps/verification/sms/noLogin: a code for SMS login and reset by phone, sent to members' numbers only. */
  app.post<{ Body: Static<typeof NoLoginBody> }>(
    '/wps/verification/sms/noLogin',
    { config: { module: 'VERIFICATION3' }, schema: { body: NoLoginBody } },
    async (request) =>
      ok<SmsCodeResponse>(
        await requestSmsCode(
          app.db,
          request.merchant,
          request.lang,
          clientKey(request),
          'login',
          request.body,
        ),
      ),
  );

  /** POST /wps/verification/sms/register: a code for mobile registration, sent to free numbers only. */
  app.post<{ Body: Static<typeof RegisterBody> }>(
    '/wps/verification/sms/register',
    { config: { module: 'REGMOBVERF3' }, schema: { body: RegisterBody } },
    async (request) =>
      ok<SmsCodeResponse>(
        await requestSmsCode(app.db, request.merchant, request.lang, clientKey(request), 'register', {
          mobileNum: request.body.mobileNo,
          countryDialingCode: request.body.countryDialingCode,
          humanCheck: request.body.humanCheck,
        }),
      ),
  );
}
