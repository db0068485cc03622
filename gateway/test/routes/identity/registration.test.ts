import type { FastifyInstance } from 'fastify';
import type { RegisterSettings } from '@jogo/shared/api';
import { build, HEADERS } from '../../helper';
import {
  captchaAnswer,
  get,
  injectEncrypted,
  lastCode,
  randomIp,
  setFlags,
  smsLoginCode,
  solveSlider,
} from '../../support/identity';

const FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
];

describe('registration', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // the specification's market (OPEN): these tests exercise what BR forbids
  beforeEach(async () => ({ app, close } = await build({ market: 'OPEN' })));
  afterEach(() => close());

  const register = async (body: Record<string, unknown>, path = '/wps/member/register') =>
    injectEncrypted(app, 'PUT', path, {
      captcha: await captchaAnswer(app),
      humanCheck: await solveSlider(app),
      ...body,
    });

  it('GET /wps/system/setting/register gives a rule for every field of spec 3 and the switches', async () => {
    const v = (await get(app, '/wps/system/setting/register')).json().value as RegisterSettings;
    for (const f of FIELDS) {
      const rule = v.fields[f as keyof RegisterSettings['fields']];
      expect(rule).toEqual({
        enabled: expect.any(Boolean),
        required: expect.any(Boolean),
        acceptedPattern: expect.any(String),
        patternId: expect.any(Number),
        minLength: expect.any(Number),
        maxLength: expect.any(Number),
      });
      expect(rule.patternId).toBeGreaterThanOrEqual(0);
      expect(rule.patternId).toBeLessThanOrEqual(20);
    }
    expect(v).toMatchObject({
      types: { username: true, mobile: true },
      defaultTab: 'username',
      captcha: true,
      smsVerification: true,
    });
  });

  it('GET /wps/system/setting/register follows the module flags', async () => {
    await setFlags(app, { USERNAMEREG3: false, CAPTCHA3: false });
    const v = (await get(app, '/wps/system/setting/register')).json().value as RegisterSettings;
    expect(v.types.username).toBe(false);
    expect(v.defaultTab).toBe('mobile');
    expect(v.captcha).toBe(false);
    expect(v.fields.captcha.required).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/wps/system/setting/register' })).statusCode).toBe(400);
  });

  it('registers by username under the affiliate agent and logs in', async () => {
    const res = await register({
      username: 'newplayer1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      email: 'new@jogo.example',
      affiliateCode: 'DEMO2026',
      humanCheck: await solveSlider(app),
      registerMethod: 'WEB',
      domain: 'localhost',
    });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ firstTimeLogin: true, passwordExpired: false, memberType: 0 });
    const info = (await get(app, '/wps/member/info', v.token)).json().value;
    expect(info.account).toBe('newplayer1');
    const row = (await app.db.get(
      "SELECT p.username AS parent FROM member m JOIN member p ON p.id = m.parent_id WHERE m.username = 'newplayer1'",
    )) as { parent: string };
    expect(row.parent).toBe('demo_agent');
  });

  it('records the referrer of an invitation code and keeps the newcomer in its team', async () => {
    const res = await register({
      username: 'invited1',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      referralCode: 'PLAYER2026',
    });
    expect(res.statusCode).toBe(200);
    const row = await app.db
      .get(`SELECT r.username AS referrer, p.username AS parent FROM member m JOIN member r ON r.id = m.referrer_id
         JOIN member p ON p.id = m.parent_id WHERE m.username = 'invited1'`);
    expect(row).toEqual({ referrer: 'demo_player', parent: 'demo_agent' });
  });

  it('checks the rules server side', async () => {
    const base = { username: 'okname1', password: 'abc12345', confirmPassword: 'abc12345' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, username: '1abcdef' }, 'register.field_invalid', 'username'],
      [{ ...base, username: 'abc' }, 'register.field_length', 'username'],
      [{ ...base, password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'register.field_invalid', 'password'],
      [{ ...base, confirmPassword: 'abc12346' }, 'register.password_mismatch', 'confirmPassword'],
      [{ ...base, email: 'not-an-email' }, 'register.field_invalid', 'email'],
      [{ ...base, username: undefined }, 'register.field_required', 'username'],
      [{ ...base, affiliateCode: 'NOPE99' }, 'register.invitation_invalid', 'affiliateCode'],
      [{ ...base, username: 'demo_player' }, 'register.username_taken', 'username'],
    ];
    for (const [body, code, field] of cases) {
      const res = await register(body);
      expect([res.statusCode, res.json().errorCode, res.json().value?.field]).toEqual([
        code.endsWith('taken') ? 409 : 400,
        code,
        field,
      ]);
    }
    const msg = await register({ ...base, affiliateCode: 'NOPE99' });
    expect(msg.json().message).toBe('Invalid invitation code');
  });

  it('needs the captcha when CAPTCHA3 is on', async () => {
    const body = { username: 'capuser1', password: 'abc12345', confirmPassword: 'abc12345' };
    const send = async (more: Record<string, unknown> = {}) =>
      injectEncrypted(app, 'PUT', '/wps/member/register', {
        ...body,
        humanCheck: await solveSlider(app),
        ...more,
      });
    const none = await send();
    expect(none.json()).toMatchObject({ errorCode: 'register.field_required', value: { field: 'captcha' } });
    await captchaAnswer(app);
    const wrong = await send({ captcha: '99999' });
    expect(wrong.json().errorCode).toBe('captcha.invalid');
    await setFlags(app, { CAPTCHA3: false });
    expect((await send()).statusCode).toBe(200);
  });

  it('is refused when username registration is off, and for a plaintext body', async () => {
    const plain = await app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: HEADERS,
      payload: { username: 'x' },
    });
    expect(plain.json().errorCode).toBe('request_body_required');
    await setFlags(app, { USERNAMEREG3: false });
    const res = await register({ username: 'offuser1', password: 'abc12345', confirmPassword: 'abc12345' });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('register.disabled');
  });

  describe('mobile registration', () => {
    const smsRegister = async (mobileNo: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { ...HEADERS, 'x-forwarded-for': randomIp() },
        payload: {
          mobileNo,
          countryDialingCode: '55',
          regType: 'registerMobile',
          humanCheck: await solveSlider(app),
        },
      });

    it('registers with the SMS code; the username derives from the number', async () => {
      const sms = await smsRegister('21912345678');
      expect(sms.json().value).toEqual({ expiredMinutes: 1 });
      const code = await lastCode(app, '+5521912345678');
      const res = await register(
        { mobileNum: '21912345678', countryDialingCode: '55', verificationCode: code },
        '/wps/member/register/mobile',
      );
      expect(res.statusCode).toBe(200);
      const info = (await get(app, '/wps/member/info', res.json().value.token)).json().value;
      expect(info).toMatchObject({
        account: 'm21912345678',
        mobileNum: '21912345678',
        countryDialingCode: '55',
      });
    });

    it('takes the number as Brazilians type it: "+55 11 95772-4175" is 11957724175', async () => {
      await smsRegister('11957724175');
      const code = await lastCode(app, '+5511957724175');
      const res = await register(
        { mobileNum: '+55 11 95772-4175', countryDialingCode: '55', verificationCode: code },
        '/wps/member/register/mobile',
      );
      expect(res.statusCode).toBe(200);
      const info = (await get(app, '/wps/member/info', res.json().value.token)).json().value;
      expect(info).toMatchObject({ mobileNum: '11957724175', countryDialingCode: '55' });
    });

    it('a member who signed up by mobile alone creates a login password before a payment password', async () => {
      await smsRegister('21912345670');
      const code = await lastCode(app, '+5521912345670');
      const token = (
        await register(
          { mobileNum: '21912345670', countryDialingCode: '55', verificationCode: code },
          '/wps/member/register/mobile',
        )
      ).json().value.token as string;
      const status = async (t: string) => (await get(app, '/wps/wallet/payment-password', t)).json().value;
      expect(await status(token)).toMatchObject({ hasPassword: false, hasLoginPassword: false });
      const setFirst = (t: string, currentPassword: string) =>
        injectEncrypted(
          app,
          'POST',
          '/wps/wallet/payment-password',
          { newPassword: '135790', currentPassword },
          {
            token: t,
          },
        );
      // no password to guess: a clear refusal, and no wrong try counted against the account
      const guards = async () =>
        ((await app.db.get('SELECT COUNT(*) AS n FROM login_guard')) as { n: number }).n;
      const guardsBefore = await guards();
      const refused = await setFirst(token, 'anything-1');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errorCode: 'member.no_login_password',
        value: { field: 'currentPassword' },
      });
      expect(await status(token)).toMatchObject({ failures: 0, lockedUntil: null });
      expect(await guards()).toBe(guardsBefore);
      // forgot password by SMS creates it (a minute after the sign-up code: the resend wait); then the first
      // payment password takes it
      await app.db.run(
        "UPDATE verification_code SET created_at = created_at - 120000 WHERE target LIKE '%21912345670'",
      );
      const reset = await injectEncrypted(app, 'POST', '/wps/member/password/verification', {
        newPassword: 'Phone1234',
        mobileNum: '21912345670',
        verificationCode: await smsLoginCode(app, '21912345670'),
      });
      expect(reset.statusCode).toBe(200);
      const after = reset.json().value.token as string;
      expect(await status(after)).toMatchObject({ hasPassword: false, hasLoginPassword: true });
      expect((await setFirst(after, 'Phone1234')).statusCode).toBe(200);
      expect(await status(after)).toMatchObject({ hasPassword: true, hasLoginPassword: true });
    });

    it('refuses a wrong code and a number already registered', async () => {
      await smsRegister('21912345679');
      const wrong = await register(
        { mobileNum: '21912345679', verificationCode: '000000' },
        '/wps/member/register/mobile',
      );
      expect(wrong.json().errorCode).toBe('verification.code_invalid');
      // a taken number answers like a free one, no code is sent, and registering it is 409
      const taken = await smsRegister('11987650002');
      expect(taken.json()).toEqual({ success: true, value: { expiredMinutes: 1 } });
      await expect(lastCode(app, '+5511987650002')).rejects.toThrow('no outbox message');
      const takenReg = await register(
        { mobileNum: '11987650002', verificationCode: '000000' },
        '/wps/member/register/mobile',
      );
      expect(takenReg.json().errorCode).toBe('register.mobile_taken');
      const noNumber = await register({ verificationCode: '123456' }, '/wps/member/register/mobile');
      expect(noNumber.json()).toMatchObject({
        errorCode: 'register.field_required',
        value: { field: 'mobileNum' },
      });
    });
  });

  describe('GET /wps/agent/affiliate', () => {
    it('accepts the demo affiliate code', async () => {
      const res = await get(app, '/wps/agent/affiliate?code=DEMO2026&domain=localhost');
      expect(res.json()).toEqual({
        success: true,
        value: { code: 'DEMO2026', kind: 'affiliate', owner: 'Agente Demo' },
      });
    });

    it('refuses an unknown code and a missing one', async () => {
      const res = await get(app, '/wps/agent/affiliate?code=NOPE');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'register.invitation_invalid' });
      expect((await get(app, '/wps/agent/affiliate')).json().errorCode).toBe('request.invalid');
    });
  });
});
