import type { FastifyInstance } from 'fastify';
import type {
  SmsNoLoginRequest,
  SmsRegisterRequest,
  SmsCodeResponse,
  SliderChallenge,
} from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { clientKey, normaliseMobile, throttle, writeOutbox } from '../../domain/verification/common';
import { createCaptcha } from '../../domain/verification/captcha';
import { issueCode, mobileTarget, smsExpiredMinutes } from '../../domain/verification/codes';
import { createChallenge, HUMAN_CHECK_SCHEMA, verifyHumanCheck } from '../../domain/verification/human-check';
import '../../domain/identity/registration-messages';

/** Spec 4: the client may ask for a code once per second; the gateway enforces the same per client IP. */
const SMS_IP_INTERVAL_MS = 1000;

const smsText = (lang: 'PT' | 'EN', code: string, minutes: number) =>
  lang === 'EN'
    ? `Jogo: your verification code is ${code}. It expires in ${minutes} minute(s).`
    : `Jogo: o seu código de verificação é ${code}. Expira em ${minutes} minuto(s).`;

export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  /** GET /wps/captcha: a 4-digit captcha as a base64 PNG; the newest one of the client is checked. */
  app.get('/wps/captcha', { config: { module: 'CAPTCHA3' } }, async (request) =>
    ok(createCaptcha(app.db, clientKey(request), app.gatewayOptions.mode === 'development')),
  );

  /** GET /wps/captcha/slider: a slider challenge; not behind CAPTCHA3 because username logins always need it. */
  app.get('/wps/captcha/slider', async () => ok<SliderChallenge>(createChallenge(app.db)));

  /**
   * Issues a code for the number either way and sends it only when `send` is true: for an unknown number
   * (login) or a taken one (registration) the code is stored but never sent, so nobody can know it. The
   * answer and the resend window (429 inside it) are then the same for every number, and the calls do
   * not tell which numbers are members' (issue 15).
   */
  const smsAnswer = (
    merchant: string,
    lang: 'PT' | 'EN',
    dial: string,
    num: string,
    purpose: 'login' | 'register',
    send: boolean,
  ): SmsCodeResponse => {
    const minutes = smsExpiredMinutes(app.db, merchant);
    const code = issueCode(app.db, {
      merchant,
      purposes: ['login', 'register'],
      purpose,
      target: mobileTarget(dial, num),
      ttlMinutes: minutes,
      resendMs: minutes * 60_000,
    });
    if (send)
      writeOutbox(app.db, {
        merchant,
        channel: 'sms',
        recipient: `+${dial}${num}`,
        body: smsText(lang, code, minutes),
        code,
      });
    return { expiredMinutes: minutes };
  };

  /**
   * POST /wps/verification/sms/noLogin: a code for SMS login and reset by phone, sent only when the number
   * is an active member's; the answer is the same either way.
   */
  app.post<{ Body: SmsNoLoginRequest }>(
    '/wps/verification/sms/noLogin',
    {
      config: { module: 'VERIFICATION3' },
      schema: {
        body: {
          type: 'object',
          required: ['mobileNum', 'humanCheck'],
          additionalProperties: false,
          properties: {
            mobileNum: { type: 'string', minLength: 1, maxLength: 20 },
            countryDialingCode: { type: 'string', minLength: 1, maxLength: 5 },
            humanCheck: HUMAN_CHECK_SCHEMA,
          },
        },
      },
    },
    async (request) => {
      throttle(app.db, `sms-ip:${clientKey(request)}`, SMS_IP_INTERVAL_MS);
      const { dial, num } = normaliseMobile(request.body.mobileNum, request.body.countryDialingCode);
      verifyHumanCheck(app.db, request.body.humanCheck);
      const member = app.db
        .prepare(
          "SELECT id FROM member WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ? AND status = 'active'",
        )
        .get(request.merchant, dial, num);
      return ok<SmsCodeResponse>(smsAnswer(request.merchant, request.lang, dial, num, 'login', !!member));
    },
  );

  /**
   * POST /wps/verification/sms/register: a code for mobile registration, sent only when the number is
   * free; the answer is the same either way (registration itself then refuses a taken number).
   */
  app.post<{ Body: SmsRegisterRequest }>(
    '/wps/verification/sms/register',
    {
      config: { module: 'REGMOBVERF3' },
      schema: {
        body: {
          type: 'object',
          required: ['mobileNo', 'humanCheck'],
          additionalProperties: false,
          properties: {
            mobileNo: { type: 'string', minLength: 1, maxLength: 20 },
            countryDialingCode: { type: 'string', minLength: 1, maxLength: 5 },
            regType: { type: 'string', maxLength: 20 },
            humanCheck: HUMAN_CHECK_SCHEMA,
          },
        },
      },
    },
    async (request) => {
      throttle(app.db, `sms-ip:${clientKey(request)}`, SMS_IP_INTERVAL_MS);
      const { dial, num } = normaliseMobile(request.body.mobileNo, request.body.countryDialingCode);
      verifyHumanCheck(app.db, request.body.humanCheck);
      const taken = app.db
        .prepare(
          'SELECT 1 FROM member WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ?',
        )
        .get(request.merchant, dial, num);
      return ok<SmsCodeResponse>(smsAnswer(request.merchant, request.lang, dial, num, 'register', !taken));
    },
  );
}
