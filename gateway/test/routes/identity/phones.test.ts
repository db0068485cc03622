import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../../helper';
import { callEncrypted, DEMO_PAYMENT_PASSWORD, proofCode, sessionFor, call } from '../../support/g2';
import { injectEncrypted, captchaAnswer, lastCode, randomIp, solveSlider } from '../../support/identity';

/**
 * Brazil's numbering plan on every phone input of the gateway: SMS codes, registration by
 * mobile, binding a mobile and PIX phone keys take only real mobiles (libphonenumber-js), and CPF keys
 * refuse the placeholder numbers.
 */

const BAD = {
  area23: '23987654321', // DDD 23 does not exist
  area59: '59987654321',
  landline: '1132345678', // no SMS reaches it
  noNine: '1187654321', // the old 8-digit mobile
  zeros: '00000000000',
  zeros10: '0000000000',
};

describe('Brazilian phone numbers and CPF placeholders', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // the specification's market (OPEN): these tests exercise what BR forbids
  beforeEach(async () => ({ app, close } = await build({ market: 'OPEN' })));
  afterEach(() => close());

  const sms = async (mobileNum: string, language = 'EN') =>
    app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { ...HEADERS, language, 'x-forwarded-for': randomIp() },
      payload: { mobileNum, countryDialingCode: '55', humanCheck: await solveSlider(app) },
    });
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

  it('SMS codes: nothing is sent to an area code that does not exist, a landline or all zeros', async () => {
    for (const n of Object.values(BAD)) {
      const r = await sms(n);
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('verification.mobile_invalid');
      const s = await smsRegister(n);
      expect(s.json().errorCode).toBe('verification.mobile_invalid');
    }
    await expect(lastCode(app, '+550000000000')).rejects.toThrow('no outbox message');
    const pt = await sms(BAD.landline, 'PT');
    expect(pt.json().message).toBe('Digite um celular válido com DDD, como (11) 98765-4321');
    // a real member mobile still gets its code
    expect((await sms('11987650002')).statusCode).toBe(200);
    expect(await lastCode(app, '+5511987650002')).toMatch(/^\d{6}$/);
  });

  it('registration by mobile and SMS login refuse numbers outside the plan', async () => {
    const reg = await injectEncrypted(app, 'PUT', '/wps/member/register/mobile', {
      captcha: await captchaAnswer(app),
      humanCheck: await solveSlider(app),
      mobileNum: BAD.area23,
      countryDialingCode: '55',
      verificationCode: '123456',
    });
    expect(reg.json().errorCode).toBe('verification.mobile_invalid');
  });

  it('binding a mobile refuses a landline', async () => {
    const token = await sessionFor(app, 'demo_player');
    const r = await call(app, 'POST', '/wps/member/mobile/code', {
      token,
      body: { mobileNum: BAD.landline, countryDialingCode: '55' },
    });
    expect(r.json().errorCode).toBe('verification.mobile_invalid');
  });

  it('PIX keys: phone keys by the numbering plan, CPF keys without placeholders', async () => {
    const token = await sessionFor(app, 'demo_player');
    const add = async (keyType: string, accountNumber: string) =>
      callEncrypted(
        app,
        '/wps/wallet/bankcards',
        {
          paymentPassword: DEMO_PAYMENT_PASSWORD,
          accountName: 'Jogador da Silva',
          cardType: 'PIX',
          keyType,
          accountNumber,
          // The owner's proof code to the contact on file
          proofCode: await proofCode(app, token, 'destination'),
        },
        { token },
      );
    for (const n of [BAD.area23, '(29) 98765-4321', '+55 78 98765 4321', BAD.landline, BAD.zeros])
      expect((await add('PHONE', n)).json().errorCode).toBe('wallet.pix_key_invalid');
    for (const c of ['000.000.000-00', '999.999.999-99', '123.456.789-09', '12345678909'])
      expect((await add('CPF', c)).json().errorCode).toBe('wallet.pix_key_invalid');
    const ok = (await add('PHONE', '+55 (61) 98765-4321')).json();
    expect(ok.value.accountNumberMasked).toBe('+55 (61) *****-4321');
  });
});
