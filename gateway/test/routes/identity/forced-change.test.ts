import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../../helper';
import { get, injectEncrypted, login, lastCode, smsLoginCode } from '../../support/identity';

/** Spec 4: a session whose password must change can call nothing else until it does. */
describe('forced password change', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { ...HEADERS, authorization: token }, payload });
  const launch = (token: string) => post('/wps/game/launchGame', token, { gameCode: 'DICE' });
  const change = (token: string, oldPassword: string, newPassword: string) =>
    injectEncrypted(
      app,
      'POST',
      '/wps/member/password',
      { oldPassword, newPassword, confirmNewPassword: newPassword },
      { token },
    );

  it.each([
    ['default_pw_player', 'Jogo@0000'],
    ['expired_pw_player', 'Jogo@2026'],
  ])(
    '%s: every call but the change is refused, on any copy of the token, until the change',
    async (u, pw) => {
      const { token, passwordExpired } = await login(app, u, pw);
      expect(passwordExpired).toBe(true);

      const balance = await get(app, '/wps/v2/wallets/balance', token);
      expect(balance.statusCode).toBe(403);
      expect(balance.json()).toMatchObject({
        success: false,
        errorCode: 'password.change_required',
        message: 'Change your password before you continue',
      });
      expect((await launch(token)).json().errorCode).toBe('password.change_required');
      expect((await get(app, '/wps/relay/MCSFE_getFavoriteGames', token)).statusCode).toBe(403);

      // what the change dialog and the shell need still answers
      expect((await get(app, '/wps/member/info', token)).statusCode).toBe(200);
      expect((await get(app, '/wps/member/password/status', token)).json().value).toEqual({
        changeRequired: true,
      });
      expect((await get(app, '/wps/session/key/rsa')).statusCode).toBe(200);
      expect((await get(app, '/wps/system/status')).statusCode).toBe(200);

      expect((await change(token, pw, 'Novo12345')).statusCode).toBe(200);
      expect((await get(app, '/wps/member/password/status', token)).json().value).toEqual({
        changeRequired: false,
      });
      expect((await get(app, '/wps/v2/wallets/balance', token)).statusCode).toBe(200);
      expect((await launch(token)).json().errorCode).not.toBe('password.change_required');
    },
  );

  it('a session with a good password is not marked', async () => {
    const { token, passwordExpired } = await login(app, 'demo_player');
    expect(passwordExpired).toBe(false);
    expect((await get(app, '/wps/member/password/status', token)).json().value.changeRequired).toBe(false);
    expect((await get(app, '/wps/v2/wallets/balance', token)).statusCode).toBe(200);
  });

  it('logout stays possible', async () => {
    const { token } = await login(app, 'default_pw_player', 'Jogo@0000');
    const out = await app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...HEADERS, authorization: token },
    });
    expect(out.statusCode).toBe(200);
  });

  it('refuses the operator default as a new password, by change and by reset', async () => {
    const { token } = await login(app, 'demo_player');
    const res = await change(token, 'Jogo@2026', 'Jogo@0000');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'password.default_refused',
      value: { field: 'newPassword' },
    });

    const code = await smsLoginCode(app, '11987650002');
    const reset = await injectEncrypted(app, 'POST', '/wps/member/password/verification', {
      newPassword: 'Jogo@0000',
      mobileNum: '11987650002',
      verificationCode: code,
    });
    expect(reset.json().errorCode).toBe('password.default_refused');
    // the code was not burnt by the refusal
    expect(await lastCode(app, '+5511987650002')).toBe(code);
  });
});
