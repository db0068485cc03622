import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../../helper';
import {
  captchaAnswer,
  get,
  injectEncrypted,
  login,
  loginRaw,
  setFlags,
  smsLoginCode,
  solveSlider,
} from '../../support/identity';

describe('session', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('GET /wps/session/key/rsa gives a base64 SPKI key', async () => {
    const res = await get(app, '/wps/session/key/rsa');
    expect(res.statusCode).toBe(200);
    const der = Buffer.from(res.json().value.key, 'base64');
    expect(der[0]).toBe(0x30);
    expect(der.length).toBeGreaterThan(250);
  });

  it('GET /wps/session/key/rsa refuses a call without Merchant', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/session/key/rsa' });
    expect(res.statusCode).toBe(400);
  });

  describe('POST /wps/session/login', () => {
    it('logs the demo player in', async () => {
      const v = await login(app, 'demo_player');
      expect(v).toMatchObject({
        firstTimeLogin: false,
        passwordExpired: false,
        memberType: 0,
        isAgent: false,
        isTrial: false,
      });
      expect(v.token).toMatch(/^[0-9a-f]{64}$/);
      expect((await get(app, '/wps/member/info', v.token)).json().value.account).toBe('demo_player');
    });

    it('trims the username', async () => {
      const res = await loginRaw(app, '  demo_player ', 'Jogo@2026');
      expect(res.statusCode).toBe(200);
    });

    it('refuses a plaintext body with request_body_required', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: HEADERS,
        payload: { username: 'demo_player', password: 'Jogo@2026', type: 'username' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request_body_required');
    });

    it('refuses malformed fields with 400 request.invalid', async () => {
      const res = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: 1,
        password: 'x',
        type: 'facebook',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      const extra = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: 'a',
        password: 'b',
        type: 'username',
        admin: true,
      });
      expect(extra.statusCode).toBe(400);
    });

    it('refuses empty credentials with the spec wording', async () => {
      const res = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: ' ',
        password: '',
        type: 'username',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'login.fields_required',
        message: 'Please enter username and password',
      });
    });

    it('needs a solved slider for username logins, single use', async () => {
      const none = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: 'demo_player',
        password: 'Jogo@2026',
        type: 'username',
      });
      expect(none.json()).toMatchObject({
        errorCode: 'humancheck.failed',
        message: 'Please complete verification first',
      });
      const off = await loginRaw(app, 'demo_player', 'Jogo@2026', { humanCheck: await solveSlider(app, 30) });
      expect(off.json().errorCode).toBe('humancheck.failed');
      const hc = await solveSlider(app);
      const fast = await loginRaw(app, 'demo_player', 'Jogo@2026', {
        humanCheck: { ...hc, durationMs: 20, trail: undefined },
      });
      expect(fast.json().errorCode).toBe('humancheck.failed');
      const good = await solveSlider(app);
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026', { humanCheck: good })).statusCode).toBe(200);
      const replay = await loginRaw(app, 'demo_player', 'Jogo@2026', { humanCheck: good });
      expect(replay.json().errorCode).toBe('humancheck.failed');
    });

    it('answers login.failed, then asks for a captcha from the 3rd failure and checks it', async () => {
      for (let i = 1; i <= 2; i++) {
        const res = await loginRaw(app, 'demo_player', 'wrong');
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          errorCode: 'login.failed',
          message: 'Incorrect username or password',
        });
        expect(res.json().value).toBeUndefined();
      }
      const third = await loginRaw(app, 'demo_player', 'wrong');
      expect(third.json().value).toEqual({ captcha: true });
      const noCaptcha = await loginRaw(app, 'demo_player', 'Jogo@2026');
      expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
      await captchaAnswer(app);
      const badCaptcha = await loginRaw(app, 'demo_player', 'Jogo@2026', { captcha: '00000' });
      expect(badCaptcha.json().errorCode).toBe('captcha.invalid');
      const answer = await captchaAnswer(app);
      const ok = await loginRaw(app, 'demo_player', 'Jogo@2026', { captcha: answer });
      expect(ok.statusCode).toBe(200);
    });

    it('counts failures per client IP too (captcha for another username from the same IP)', async () => {
      for (const u of ['nobody1', 'nobody2', 'nobody3'])
        await loginRaw(app, u, 'x', {}, { 'x-forwarded-for': '10.9.9.9' });
      const res = await loginRaw(app, 'demo_agent', 'Jogo@2026', {}, { 'x-forwarded-for': '10.9.9.9' });
      expect(res.json().errorCode).toBe('captcha.required');
      const other = await loginRaw(app, 'demo_agent', 'Jogo@2026', {}, { 'x-forwarded-for': '10.9.9.10' });
      expect(other.statusCode).toBe(200);
    });

    it('locks the account for 15 minutes at the 10th failure, even for the right password', async () => {
      for (let i = 1; i <= 10; i++) {
        const captcha = i > 3 ? await captchaAnswer(app) : undefined;
        const res = await loginRaw(app, 'demo_player', 'wrong', captcha ? { captcha } : {});
        if (i < 10) expect(res.json().errorCode).toBe('login.failed');
        else {
          expect(res.statusCode).toBe(403);
          expect(res.json().errorCode).toBe('login.locked');
          const until = Date.parse(res.json().value.lockedUntil);
          expect(until - Date.now()).toBeGreaterThan(14 * 60_000);
        }
      }
      const captcha = await captchaAnswer(app);
      const right = await loginRaw(app, 'demo_player', 'Jogo@2026', { captcha });
      expect(right.statusCode).toBe(403);
      expect(right.json().errorCode).toBe('login.locked');
      // Once the lock has passed, the right password works again.
      await app.db.run("UPDATE login_guard SET locked_until = 1, window_start = 1 WHERE key LIKE 'u:%'");
      await app.db.run("DELETE FROM login_guard WHERE key LIKE 'ip:%'");
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026')).statusCode).toBe(200);
    });

    it('refuses non-member and disabled accounts', async () => {
      for (const u of ['backoffice_only', 'disabled_player']) {
        const res = await loginRaw(app, u, 'Jogo@2026');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          errorCode: 'login.non_member',
          message: 'Non-member account unable to login',
        });
      }
    });

    it('agent login: agents pass, non-agents are refused', async () => {
      const agent = await loginRaw(app, 'demo_agent', 'Jogo@2026', { agentLogin: true });
      expect(agent.json().value).toMatchObject({ isAgent: true, memberType: 1 });
      const player = await loginRaw(app, 'demo_player', 'Jogo@2026', { agentLogin: true });
      expect(player.statusCode).toBe(403);
      expect(player.json()).toMatchObject({
        errorCode: 'login.non_agent',
        message: 'Non-agents cannot log in',
      });
    });

    it('says passwordExpired for the operator default and for a 120-day-old password while PWDEXPFORCECHANGE3 is on', async () => {
      expect((await login(app, 'default_pw_player', 'Jogo@0000')).passwordExpired).toBe(true);
      expect((await login(app, 'expired_pw_player')).passwordExpired).toBe(true);
      await setFlags(app, { PWDEXPFORCECHANGE3: false });
      expect((await login(app, 'expired_pw_player')).passwordExpired).toBe(false);
      expect((await login(app, 'default_pw_player', 'Jogo@0000')).passwordExpired).toBe(true);
    });

    it('answers in Portuguese by default', async () => {
      const res = await loginRaw(app, 'demo_player', 'wrong', {}, { language: 'PT' });
      expect(res.json().message).toBe('Nome de usuário ou senha incorretos');
    });
  });

  describe('SMS login', () => {
    it('logs in with the code sent to the number, once', async () => {
      const code = await smsLoginCode(app, '11987650002');
      const res = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: '11987650002',
        password: code,
        type: 'sms',
        countryDialingCode: '55',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.memberType).toBe(0);
      const again = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: '11987650002',
        password: code,
        type: 'sms',
      });
      expect(again.json().errorCode).toBe('login.sms_failed');
    });

    it('refuses a wrong code, and everything when MOBILEVERCODELOGIN3 is off', async () => {
      await smsLoginCode(app, '11987650002');
      const wrong = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: '11987650002',
        password: '000000x',
        type: 'sms',
      });
      expect(wrong.json()).toMatchObject({
        errorCode: 'login.sms_failed',
        message: 'Incorrect mobile number or verification code',
      });
      const bad = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: '12ab',
        password: '123456',
        type: 'sms',
      });
      expect(bad.json().errorCode).toBe('verification.mobile_invalid');
      await setFlags(app, { MOBILEVERCODELOGIN3: false });
      const off = await injectEncrypted(app, 'POST', '/wps/session/login', {
        username: '11987650002',
        password: '123456',
        type: 'sms',
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().errorCode).toBe('module.disabled');
    });
  });

  describe('DELETE /wps/session/logout', () => {
    it('ends the session', async () => {
      const { token } = await login(app, 'demo_player');
      const res = await app.inject({
        method: 'DELETE',
        url: '/wps/session/logout',
        headers: { ...HEADERS, authorization: token },
      });
      expect(res.json()).toEqual({ success: true, value: null });
      const after = await get(app, '/wps/member/info', token);
      expect(after.statusCode).toBe(401);
      expect(after.json().errorCode).toBe('login.not.session');
    });

    it('needs a session', async () => {
      const res = await app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: HEADERS });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('POST /wps/session/login/freeplay', () => {
    it('creates a trial account (type 4) that may read its info but not change a password', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: HEADERS,
        payload: { platform: 'W', os: 'linux', random: 'abc' },
      });
      expect(res.statusCode).toBe(200);
      const v = res.json().value;
      expect(v).toMatchObject({
        memberType: 4,
        isTrial: true,
        passwordExpired: false,
        firstTimeLogin: false,
      });
      const info = (await get(app, '/wps/member/info', v.token)).json().value;
      expect(info).toMatchObject({ type: 4, isTrial: true });
      const pw = await injectEncrypted(
        app,
        'POST',
        '/wps/member/password',
        { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
        { token: v.token },
      );
      expect(pw.statusCode).toBe(403);
      expect(pw.json()).toMatchObject({
        errorCode: 'member.trial_not_allowed',
        message: 'Register an account first',
      });
    });

    it('is refused when FREEPLAY3 is off, and for unknown fields', async () => {
      const bad = await app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: HEADERS,
        payload: { hack: 1 },
      });
      expect(bad.statusCode).toBe(400);
      await setFlags(app, { FREEPLAY3: false });
      const res = await app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: HEADERS,
        payload: {},
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('module.disabled');
    });
  });
});
