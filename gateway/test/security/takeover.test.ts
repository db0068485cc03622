import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import { call, callEncrypted, memberId, proofCode, sessionFor } from '../support/g2';
import { lastCode, smsLoginCode } from '../support/identity';
import { hashPassword, verifyPassword } from '../../src/domain/identity/passwords';
import { fixClock } from '../../src/domain/site/clock';

/**
 * The takeover a stolen session plus one phished SMS code used to allow: the thief set the account's first
 * payment password (none was asked), proved "it is me" with it to bind their own e-mail (the proof code went
 * to the owner's phone: one code read out on a phone call), reset the login password by that e-mail, and the
 * owner was locked out, the phone on file never told of the reset. Each step is replayed; each must fail now.
 */
describe('a stolen session and one phished code do not take the account', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let id: number;
  const PASSWORD = 'Jogo@2026';
  const THIEF_MAIL = 'thief@example.net';
  const OWNER_MAIL = 'owner@example.com';

  beforeEach(async () => {
    ({ app, close } = await build());
    id = await memberId(app, 'demo_player');
    // a new player: a mobile on file, no e-mail, no payment password yet
    await app.db.run('UPDATE member SET payment_password_hash = NULL, email = NULL WHERE id = ?', id);
  });
  afterEach(async () => await close());

  const phone = async () => {
    const m = (await app.db.get(
      'SELECT mobile_num AS num, country_dialing_code AS dial FROM member WHERE id = ?',
      id,
    )) as { num: string; dial: string };
    return `+${m.dial}${m.num}`;
  };
  const notices = async (recipient: string) =>
    (
      (await app.db.all(
        'SELECT body FROM outbox WHERE recipient = ? AND code IS NULL ORDER BY id',
        recipient,
      )) as {
        body: string;
      }[]
    ).map((r) => r.body);
  const bindEmail = async (token: string, email: string, currentPassword: string) => {
    expect((await call(app, 'POST', '/wps/member/email/code', { token, body: { email } })).statusCode).toBe(
      200,
    );
    const verificationCode = await lastCode(app, email);
    // the proof code goes to the owner's phone; the thief has it read out on a phone call
    const phished = await proofCode(app, token, 'email');
    return await callEncrypted(
      app,
      '/wps/member/email',
      { email, verificationCode, currentPassword, proofCode: phished },
      { token },
    );
  };

  it('the first payment password needs the login password, so the session cannot create it', async () => {
    const thief = await sessionFor(app, 'demo_player');
    const set = (body: Record<string, string>) =>
      callEncrypted(
        app,
        '/wps/wallet/payment-password',
        { newPassword: 'Thief-pay-1', ...body },
        { token: thief },
      );
    expect((await set({})).json()).toMatchObject({
      errorCode: 'member.proof_required',
      value: { field: 'currentPassword' },
    });
    expect((await set({ currentPassword: 'a-guess-1' })).json()).toMatchObject({
      errorCode: 'member.proof_password_wrong',
    });
    const hash = (await app.db.get('SELECT payment_password_hash AS h FROM member WHERE id = ?', id)) as {
      h: string | null;
    };
    expect(hash.h).toBeNull();
    // the owner sets it; the phone on file is told, and nothing is held (a first setup)
    expect((await set({ currentPassword: PASSWORD })).statusCode).toBe(200);
    expect((await notices(await phone())).at(-1)).toMatch(/senha de pagamento foi criada/);
    const held = (await app.db.get('SELECT sensitive_hold_until AS h FROM member WHERE id = ?', id)) as {
      h: string | null;
    };
    expect(held.h).toBeNull();
  });

  it('a payment password the session knows proves nothing: the e-mail stays the owner’s', async () => {
    // whatever way the thief came to know the payment password, it is not the owner's proof
    await app.db.run(
      'UPDATE member SET payment_password_hash = ? WHERE id = ?',
      await hashPassword('Thief-pay-1'),
      id,
    );
    const thief = await sessionFor(app, 'demo_player');
    const r = await bindEmail(thief, THIEF_MAIL, 'Thief-pay-1');
    expect(r.json()).toMatchObject({
      errorCode: 'member.proof_password_wrong',
      value: { field: 'currentPassword' },
    });
    const m = (await app.db.get('SELECT email, password_hash AS h FROM member WHERE id = ?', id)) as {
      email: string | null;
      h: string;
    };
    expect(m.email).toBeNull();
    // no e-mail of the thief's, so no reset by e-mail: the owner's password still works
    const reset = await call(app, 'POST', '/wps/member/password/email', {
      body: { username: 'demo_player', email: THIEF_MAIL },
    });
    expect(reset.json().errorCode).toBe('password.email_not_found');
    expect(await verifyPassword(PASSWORD, m.h)).toBe(true);
  });

  it('a change tells the contact on file; a login-password reset tells the phone and the e-mail', async () => {
    fixClock(app.db, () => Date.parse('2026-12-02T03:29:38.305Z'));
    const owner = await sessionFor(app, 'demo_player');
    expect((await bindEmail(owner, OWNER_MAIL, PASSWORD)).statusCode).toBe(200);
    // told on the phone (the contact on file then), with the hold's end in the site's time, never raw UTC
    const told = (await notices(await phone())).at(-1)!;
    expect(told).toMatch(/e-mail da sua conta foi alterado/);
    expect(told).toContain('03/12/2026 00:29');
    expect(told).not.toMatch(/T\d\d:\d\d/);
    // forgot the password: a code to the phone, a new password; both contacts hear of it
    const mobile = (await phone()).slice(3);
    const code = await smsLoginCode(app, mobile);
    const done = await callEncrypted(app, '/wps/member/password/verification', {
      newPassword: 'Outra@2027',
      verificationCode: code,
      mobileNum: mobile,
      countryDialingCode: '55',
    });
    expect(done.statusCode).toBe(200);
    expect((await notices(await phone())).at(-1)).toMatch(/senha de acesso foi redefinida/);
    expect((await notices(OWNER_MAIL)).at(-1)).toMatch(/senha de acesso foi redefinida/);
    // the inbox has the notice in both languages
    const inbox = (await app.db.get(
      'SELECT title, title_en FROM inbox_message WHERE member_id = ? ORDER BY id DESC LIMIT 1',
      id,
    )) as { title: string; title_en: string };
    expect(inbox).toEqual({
      title: 'Sua senha de acesso foi redefinida',
      title_en: 'Your login password was reset',
    });
  });
});

describe('the first own withdrawal destination', () => {
  it('holds nothing; a later destination holds withdrawals 24 hours', async () => {
    // a market without BR's own-CPF destination rule, which is not what this tests
    const { app, close } = await build({ market: 'OPEN' });
    try {
      const now = new Date().toISOString();
      const id = Number(
        await app.db.insert(
          `INSERT INTO member (merchant_code, username, password_hash, payment_password_hash, type, password_changed_at, created_at)
           VALUES ('jogo', 'new_player_1', ?, ?, 1, ?, ?)`,
          await hashPassword('Jogo@2026'),
          await hashPassword('Pay-2026'),
          now,
          now,
        ),
      );
      const token = await sessionFor(app, 'new_player_1');
      const add = (accountNumber: string) =>
        callEncrypted(
          app,
          '/wps/wallet/bankcards',
          {
            cardType: 'PIX',
            keyType: 'EVP',
            accountNumber,
            accountName: 'Ana Souza',
            paymentPassword: 'Pay-2026',
          },
          { token },
        );
      const hold = async () =>
        (
          (await app.db.get('SELECT sensitive_hold_until AS h FROM member WHERE id = ?', id)) as {
            h: string | null;
          }
        ).h;
      expect((await add('123e4567-e89b-42d3-a456-426614174000')).statusCode).toBe(200);
      expect(await hold()).toBeNull();
      expect((await add('123e4567-e89b-42d3-a456-426614174001')).statusCode).toBe(200);
      expect(await hold()).not.toBeNull();
    } finally {
      await close();
    }
  });
});
