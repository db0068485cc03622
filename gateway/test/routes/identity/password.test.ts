import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../../helper';
import { get, injectEncrypted, lastCode, login, loginRaw, smsLoginCode } from '../../support/identity';

describe('passwords', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  describe('POST /wps/member/password', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      injectEncrypted(app, 'POST', '/wps/member/password', body, { token });

    it('changes the password; old one stops working, other sessions end', async () => {
      const other = await login(app, 'default_pw_player', 'Jogo@0000');
      const { token } = await login(app, 'default_pw_player', 'Jogo@0000');
      const res = await change(token, {
        oldPassword: 'Jogo@0000',
        newPassword: 'Novo1234',
        confirmNewPassword: 'Novo1234',
      });
      expect(res.json()).toEqual({ success: true, value: { passwordChanged: true } });
      expect((await get(app, '/wps/member/info', token)).statusCode).toBe(200);
      expect((await get(app, '/wps/member/info', other.token)).statusCode).toBe(401);
      expect((await loginRaw(app, 'default_pw_player', 'Jogo@0000')).json().errorCode).toBe('login.failed');
      expect((await login(app, 'default_pw_player', 'Novo1234')).passwordExpired).toBe(false);
    });

    it('refuses a wrong old password, a mismatch, a weak password, no token and plaintext', async () => {
      const { token } = await login(app, 'demo_player');
      const cases: [Record<string, unknown>, string][] = [
        [
          { oldPassword: 'nope', newPassword: 'Novo1234', confirmNewPassword: 'Novo1234' },
          'password.old_incorrect',
        ],
        [
          { oldPassword: 'Jogo@2026', newPassword: 'Novo1234', confirmNewPassword: 'Novo12345' },
          'password.mismatch',
        ],
        [{ oldPassword: 'Jogo@2026', newPassword: 'short1', confirmNewPassword: 'short1' }, 'password.rule'],
        [
          { oldPassword: 'Jogo@2026', newPassword: 'Jogo@2026', confirmNewPassword: 'Jogo@2026' },
          'password.same_as_old',
        ],
        [{ oldPassword: 'Jogo@2026', newPassword: 'Novo1234' }, 'request.invalid'],
      ];
      for (const [body, code] of cases) expect((await change(token, body)).json().errorCode).toBe(code);
      const rule = await change(token, {
        oldPassword: 'Jogo@2026',
        newPassword: 'short1',
        confirmNewPassword: 'short1',
      });
      expect(rule.json().message).toBe(
        'The password must be 8 to 20 characters with letters and digits and no spaces',
      );
      const anon = await injectEncrypted(app, 'POST', '/wps/member/password', cases[0]![0]);
      expect(anon.statusCode).toBe(401);
      const plain = await app.inject({
        method: 'POST',
        url: '/wps/member/password',
        headers: { ...HEADERS, authorization: token },
        payload: cases[0]![0],
      });
      expect(plain.json().errorCode).toBe('request_body_required');
    });
  });

  describe('POST /wps/member/password/email', () => {
    const form = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { ...HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });

    it('mails a reset code that sets a new password and logs in', async () => {
      const res = await form('username=demo_player&email=PLAYER%40jogo.example');
      expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 30 } });
      const mail = (await get(app, '/__dev/outbox?channel=email')).json().value.list[0];
      expect(mail).toMatchObject({ channel: 'email', recipient: 'player@jogo.example' });
      expect(mail.body).toContain('/forget?resetCode=');
      const reset = await injectEncrypted(app, 'POST', '/wps/member/password/verification', {
        newPassword: 'Reset1234',
        verificationCode: mail.code,
        username: 'demo_player',
        email: 'player@jogo.example',
      });
      expect(reset.statusCode).toBe(200);
      expect(typeof reset.json().value.token).toBe('string');
      expect((await loginRaw(app, 'demo_player', 'Reset1234')).statusCode).toBe(200);
    });

    const ask = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { ...HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'username=demo_player&email=player%40jogo.example',
      });
    const lastMail = async () => (await get(app, '/__dev/outbox?channel=email')).json().value.list[0];

    it("mails in the site's language with a link on the site's own origin", async () => {
      expect((await ask({ language: 'PT', origin: 'http://localhost:8160' })).statusCode).toBe(200);
      const mail = await lastMail();
      expect(mail.subject).toBe('Jogo: redefinir sua senha');
      expect(mail.body).toContain('Seu código de redefinição é');
      expect(mail.body).toContain(
        `http://localhost:8160/forget?resetCode=${mail.code}&username=demo_player&email=player%40jogo.example`,
      );
    });

    it('without an Origin, the link uses the Host; in English when the site is in English', async () => {
      expect((await ask({ language: 'EN', host: '127.0.0.1:9000' })).statusCode).toBe(200);
      const mail = await lastMail();
      expect(mail.subject).toBe('Jogo: reset your password');
      expect(mail.body).toContain('http://127.0.0.1:9000/forget?resetCode=');
    });

    it('a forged Origin of another host never reaches the e-mail: the main domain is used', async () => {
      await ask({ origin: 'https://evil.example', host: 'evil.example' });
      const mail = await lastMail();
      expect(mail.body).toContain('http://localhost:8080/forget?resetCode=');
      expect(mail.body).not.toContain('evil.example');
    });

    it("answers 'Username/Email does not exist' for a wrong pair, and 400 for missing fields", async () => {
      const res = await form('username=demo_player&email=other%40jogo.example');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'password.email_not_found',
        message: 'Username/Email does not exist',
      });
      expect((await form('username=demo_player')).json().errorCode).toBe('request.invalid');
    });
  });

  describe('POST /wps/member/password/verification', () => {
    const reset = (body: Record<string, unknown>) =>
      injectEncrypted(app, 'POST', '/wps/member/password/verification', body);

    it('sets a password with the SMS code and logs in', async () => {
      const code = await smsLoginCode(app, '11987650002');
      const res = await reset({ newPassword: 'Phone1234', mobileNum: '11987650002', verificationCode: code });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({ memberType: 0, passwordExpired: false });
      expect((await get(app, '/wps/member/info', res.json().value.token)).json().value.account).toBe(
        'demo_player',
      );
      expect((await loginRaw(app, 'demo_player', 'Phone1234')).statusCode).toBe(200);
    });

    it('refuses a wrong code, a weak password and a body without a target', async () => {
      await smsLoginCode(app, '11987650002');
      expect(
        (
          await reset({ newPassword: 'Phone1234', mobileNum: '11987650002', verificationCode: '000000x' })
        ).json().errorCode,
      ).toBe('verification.code_invalid');
      expect(
        (await reset({ newPassword: 'weak', mobileNum: '11987650002', verificationCode: '1' })).json()
          .errorCode,
      ).toBe('password.rule');
      expect((await reset({ newPassword: 'Phone1234', verificationCode: '1' })).json().errorCode).toBe(
        'password.target_required',
      );
      const code = await lastCode(app, '+5511987650002');
      // the wrong guess above did not burn the code
      expect(
        (await reset({ newPassword: 'Phone1234', mobileNum: '11987650002', verificationCode: code }))
          .statusCode,
      ).toBe(200);
    });
  });
});
