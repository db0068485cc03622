import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { get, lastCode, login } from '../../support/identity';
import { call, callEncrypted, proofCode, sessionFor, trialSession } from '../../support/g2';

describe('member security centre', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('GET /wps/member/profile answers account, VIP, join date, masked contacts and the upline flag', async () => {
    const token = await sessionFor(app, 'demo_player');
    const v = (await get(app, '/wps/member/profile', token)).json().value;
    expect(v).toMatchObject({
      account: 'demo_player',
      mobileNum: '*******0002',
      countryDialingCode: '55',
      email: 'pl****@jogo.example',
      hasUpline: true,
    });
    expect(typeof v.vipLevel).toBe('number');
    expect(Date.parse(v.joinedAt)).not.toBeNaN();
    expect(
      (await get(app, '/wps/member/profile', await sessionFor(app, 'demo_agent'))).json().value.hasUpline,
    ).toBe(false);
    expect((await get(app, '/wps/member/profile')).statusCode).toBe(401);
    expect((await get(app, '/wps/member/profile', await trialSession(app))).statusCode).toBe(403);
  });

  it('records each login with IP and device; marks the current and live sessions', async () => {
    const first = await login(app, 'demo_player');
    const second = await login(app, 'demo_player');
    const v = (await get(app, '/wps/member/loginHistory', second.token)).json().value;
    const [newest, older] = v.content;
    expect(newest).toMatchObject({ current: true, active: true, loginType: 'username' });
    expect(newest.ip).toBeTruthy();
    expect(older).toMatchObject({ current: false, active: true });
    // the seeded past logins are there too, and none of them is live
    expect(v.content.filter((r: { active: boolean }) => !r.active).length).toBeGreaterThanOrEqual(3);
    expect(first.token).not.toBe(second.token);
  });

  it('signing out other sessions ends them and keeps this one', async () => {
    const a = await login(app, 'demo_player');
    const b = await login(app, 'demo_player');
    const r = await call(app, 'POST', '/wps/member/sessions/signOutOthers', { token: b.token, body: {} });
    expect(r.json().value.signedOut).toBeGreaterThanOrEqual(1);
    expect((await get(app, '/wps/member/info', a.token)).statusCode).toBe(401);
    expect((await get(app, '/wps/member/info', b.token)).statusCode).toBe(200);
    const hist = (await get(app, '/wps/member/loginHistory', b.token)).json().value.content;
    expect(hist.filter((x: { active: boolean }) => x.active)).toHaveLength(1);
  });

  it('binds a new mobile number with the SMS code; refuses a wrong code and a taken number', async () => {
    const token = await sessionFor(app, 'demo_player');
    const taken = await call(app, 'POST', '/wps/member/mobile/code', {
      token,
      body: { mobileNum: '11987650001', countryDialingCode: '55' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This mobile number is already bound to another account');
    const sent = await call(app, 'POST', '/wps/member/mobile/code', {
      token,
      body: { mobileNum: '11912345678', countryDialingCode: '55' },
    });
    expect(sent.json().value.expiredMinutes).toBeGreaterThanOrEqual(1);
    const code = await lastCode(app, '5511912345678');
    // The owner's proof (password and the code to the contact on file) comes with every binding
    const proof = async () => ({
      currentPassword: 'Jogo@2026',
      proofCode: await proofCode(app, token, 'mobile'),
    });
    const wrong = await callEncrypted(
      app,
      '/wps/member/mobile',
      {
        mobileNum: '11912345678',
        verificationCode: code === '000000' ? '111111' : '000000',
        ...(await proof()),
      },
      { token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errorCode).toBe('member.code_invalid');
    const ok = await callEncrypted(
      app,
      '/wps/member/mobile',
      { mobileNum: '11912345678', verificationCode: code, ...(await proof()) },
      { token },
    );
    expect(ok.json().value.mobileNum).toBe('*******5678');
    expect((await get(app, '/wps/member/info', token)).json().value.mobileNum).toBe('11912345678');
  });

  it('binds an e-mail with the code sent to it', async () => {
    const token = await sessionFor(app, 'demo_player');
    expect(
      (await call(app, 'POST', '/wps/member/email/code', { token, body: { email: 'not-an-email' } }))
        .statusCode,
    ).toBe(400);
    await call(app, 'POST', '/wps/member/email/code', { token, body: { email: 'New.Player@Example.com' } });
    const code = await lastCode(app, 'new.player@example.com');
    const proof = async () => ({
      currentPassword: 'Jogo@2026',
      proofCode: await proofCode(app, token, 'email'),
    });
    const r = await callEncrypted(
      app,
      '/wps/member/email',
      { email: 'new.player@example.com', verificationCode: code, ...(await proof()) },
      { token },
    );
    expect(r.json().value.email).toBe('ne********@example.com');
    // single use
    const again = await callEncrypted(
      app,
      '/wps/member/email',
      { email: 'new.player@example.com', verificationCode: code, ...(await proof()) },
      { token },
    );
    expect(again.statusCode).toBe(400);
  });
});
