import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import {
  DEMO_PAYMENT_PASSWORD,
  call,
  callEncrypted,
  mainBalance,
  memberId,
  proofCode,
  sessionFor,
} from '../support/g2';
import { lastCode } from '../support/identity';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { hashToken } from '../../src/domain/identity/sessions';
import { hashLoad } from '../../src/domain/identity/passwords';
import { lockedUntil } from '../../src/domain/identity/payment-lock';
import { checkPaymentPassword } from '../../src/domain/money/payment-password';
import { login } from '../../src/domain/identity/sign-in';
import { lockedUntil as loginLockedUntil, userKey } from '../../src/domain/identity/login-guard';
import { fixClock } from '../../src/domain/site/clock';
import type { AppError } from '../../src/http/errors';
import { signWebhook, webhookSecret } from '../../src/domain/money/deposits';

/**
 * Security, round two: one test (or a few) per finding of the issue, numbered as the issue
 * numbers them; each fails without its fix.
 */
describe('security round two', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(async () => {
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  const key = () => `k-${Math.random().toString(36).slice(2, 14)}`;
  const deposit = async (token: string, amount: number) =>
    (
      await call(app, 'POST', '/wps/wallet/deposit', {
        token,
        body: { channelId: 'PIX_FAST', amount },
        headers: { 'idempotency-key': key() },
      })
    ).json().value as { orderNo: string };
  const confirmedDeposit = async (token: string, amount: number) => {
    const { orderNo } = await deposit(token, amount);
    expect(
      (await app.inject({ method: 'POST', url: `/__dev/wallet/deposits/${orderNo}/confirm` })).statusCode,
    ).toBe(200);
  };

  describe('4: the deposit webhook', () => {
    const webhook = (raw: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/wps/wallet/deposit/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: raw,
      });

    it('answers 401 in the envelope to a signature with non-ASCII characters, and credits nothing', async () => {
      const token = await sessionFor(app, 'demo_player');
      const id = await memberId(app, 'demo_player');
      const before = await mainBalance(app, id);
      const order = await deposit(token, 50);
      const raw = JSON.stringify({ orderNo: order.orderNo, event: 'PAID', amount: 50 });
      const ts = String(Math.floor(Date.now() / 1000));
      const right = signWebhook((await webhookSecret(app.db, 'development'))!, ts, raw);
      // same number of characters as the right one, more bytes: timingSafeEqual threw a RangeError (500)
      for (const sig of [
        `${right.slice(0, -1)}é`,
        'é'.repeat(right.length),
        `${right.slice(0, -2)}\u00ff\u00fe`,
      ]) {
        const res = await webhook(raw, { 'x-timestamp': ts, 'x-signature': sig });
        expect([res.statusCode, res.json()]).toEqual([
          401,
          expect.objectContaining({ success: false, errorCode: 'wallet.webhook_signature' }),
        ]);
      }
      expect(await mainBalance(app, id)).toBe(before);
    });

    it('takes its secret from PIX_WEBHOOK_SECRET, else (development) one generated per database', async () => {
      const mine = (await webhookSecret(app.db, 'development'))!;
      expect(mine).not.toBe('dev-pix-webhook-secret-not-for-production');
      expect(mine.length).toBeGreaterThanOrEqual(32);
      expect(await webhookSecret(app.db, 'development')).toBe(mine); // kept in the database
      const other = await build();
      expect(await webhookSecret(other.app.db, 'development')).not.toBe(mine);
      await other.close();
      expect(await webhookSecret(app.db, 'production')).toBeNull();
      process.env.PIX_WEBHOOK_SECRET = 'configured-secret-0123456789';
      try {
        expect(await webhookSecret(app.db, 'production')).toBe('configured-secret-0123456789');
        expect(await webhookSecret(app.db, 'development')).toBe('configured-secret-0123456789');
      } finally {
        delete process.env.PIX_WEBHOOK_SECRET;
      }
    });
  });

  describe('3: turnover applies to every way money leaves', () => {
    it('refuses the transfer to the upline of an unwagered deposit, as it refuses the withdrawal', async () => {
      // a market that allows transfers between players (BR forbids them altogether)
      await close();
      ({ app, close } = await build({ market: 'OPEN' }));
      await app.inject({ method: 'POST', url: '/__dev/flags', payload: { AGETRANSFERUP3: true } });
      const sub = await sessionFor(app, 'sub_player1');
      const [subId, upId] = [await memberId(app, 'sub_player1'), await memberId(app, 'sub_agent')];
      await confirmedDeposit(sub, 100);
      const [a, b] = [await mainBalance(app, subId), await mainBalance(app, upId)];
      const r = await callEncrypted(
        app,
        '/wps/wallet/transfer/upline',
        { amount: 100, paymentPassword: DEMO_PAYMENT_PASSWORD },
        { token: sub, headers: { 'idempotency-key': key() } },
      );
      expect([r.statusCode, r.json().errorCode]).toEqual([400, 'wallet.turnover_left']);
      expect([await mainBalance(app, subId), await mainBalance(app, upId)]).toEqual([a, b]);
    });
  });

  describe('5: rebates count settled bets only', () => {
    it('pays no rebate on a pending lottery bet, which may still be cancelled and refunded', async () => {
      await close();
      ({ app, close } = await build({ market: 'OPEN' })); // BR pays no rebate at all (market-rewards.test.ts)
      const token = await sessionFor(app, 'demo_player');
      const id = await memberId(app, 'demo_player');
      const pending = (await app.db.all(
        "SELECT id, amount, game_type AS type FROM bet WHERE member_id = ? AND status = 'PENDING'",
        id,
      )) as { id: number; amount: number; type: string }[];
      expect(pending.length).toBeGreaterThan(0);
      const settled = async (type: string) =>
        (
          (await app.db.get(
            "SELECT COALESCE(SUM(amount), 0) AS n FROM bet WHERE member_id = ? AND rebated = 0 AND status = 'SETTLED' AND game_type = ?",
            id,
            type,
          )) as { n: number }
        ).n;
      const type = pending[0]!.type;
      const info = (await call(app, 'GET', '/wps/relay/MCS2_getRebateInfo', { token })).json().value;
      const row = info.byType.find((r: { gameType: string }) => r.gameType === type);
      expect(Math.round((row?.validBet ?? 0) * 100)).toBe(await settled(type));
      await call(app, 'POST', '/wps/relay/MCS2_claimRebate', { token });
      for (const p of pending)
        expect(await app.db.get('SELECT rebated FROM bet WHERE id = ?', p.id)).toEqual({ rebated: 0 });
      const cancel = await call(app, 'POST', '/wps/records/bets/cancel', {
        token,
        body: { betId: pending[0]!.id },
      });
      expect(cancel.statusCode).toBe(200);
      // the cancelled bet never earns a rebate: what is left to claim is settled bets only
      const after = (await call(app, 'GET', '/wps/relay/MCS2_getRebateInfo', { token })).json().value;
      const left = after.byType.find((r: { gameType: string }) => r.gameType === type);
      expect(Math.round((left?.validBet ?? 0) * 100)).toBe(await settled(type));
    });
  });

  describe('6 and 8: sessions and what they opened end together', () => {
    const exportTicket = async (token: string) => {
      const r = await call(app, 'POST', '/wps/records/export', {
        token,
        body: { kind: 'bets', query: {} },
      });
      expect(r.statusCode).toBe(200);
      return r.json().value.url as string;
    };
    const streamTicket = async (token: string) =>
      (await call(app, 'POST', '/wps/wallet/stream/ticket', { token })).json().value.ticket as string;
    const fetchUrl = (url: string) => app.inject({ method: 'GET', url });

    it('an export ticket dies with logout', async () => {
      const token = await sessionFor(app, 'demo_player');
      const url = await exportTicket(token);
      expect((await call(app, 'DELETE', '/wps/session/logout', { token })).statusCode).toBe(200);
      expect((await fetchUrl(url)).statusCode).toBe(404);
    });

    it('"sign out other sessions" ends their export, stream and game tickets; the caller keeps its own', async () => {
      const other = await sessionFor(app, 'demo_player');
      const me = await sessionFor(app, 'demo_player');
      const [url, stream] = [await exportTicket(other), await streamTicket(other)];
      const game = (
        await call(app, 'POST', '/wps/game/launchGame', {
          token: other,
          body: {
            gameCode: (
              (await app.db.get("SELECT game_code FROM game WHERE game_type <> 'INHOUSE' LIMIT 1")) as {
                game_code: string;
              }
            ).game_code,
          },
        })
      ).json().value.url as string;
      const mine = await exportTicket(me);
      expect(
        await app.db.get('SELECT COUNT(*) AS n FROM game_ticket WHERE session_hash = ?', hashToken(other)),
      ).toEqual({ n: 1 });
      const out = await call(app, 'POST', '/wps/member/sessions/signOutOthers', { token: me });
      expect(out.json().value).toEqual({ signedOut: 1 });
      expect((await fetchUrl(url)).statusCode).toBe(404);
      expect((await fetchUrl(`/wps/wallet/stream?ticket=${stream}`)).statusCode).toBe(401);
      expect(game).toBeTruthy();
      expect(
        await app.db.get('SELECT COUNT(*) AS n FROM game_ticket WHERE session_hash = ?', hashToken(other)),
      ).toEqual({ n: 0 });
      expect((await fetchUrl(mine)).statusCode).toBe(200);
    });

    it('an open balance stream of a signed-out session closes at once', async () => {
      const other = await sessionFor(app, 'demo_player');
      const me = await sessionFor(app, 'demo_player');
      const ticket = await streamTicket(other);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const ended = new Promise<string>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/wps/wallet/stream?ticket=${ticket}`, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => {
              body += c;
              // the first balance arrived: the stream is open, now end the session from elsewhere
              if (body.includes('event: balance') && !body.includes('#asked')) {
                body += '#asked';
                void call(app, 'POST', '/wps/member/sessions/signOutOthers', { token: me });
              }
            });
            res.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
      // ends without waiting for the 15 s heartbeat (jest's 5 s timeout would fail this test)
      expect(await ended).toContain('event: balance');
    });

    it('a session opened before the account was made non-member or disabled stops working at once', async () => {
      for (const change of ['type = 9', "status = 'disabled'"]) {
        const token = await sessionFor(app, 'demo_player');
        const url = await exportTicket(token);
        expect((await call(app, 'GET', '/wps/member/profile', { token })).statusCode).toBe(200);
        await app.db.run(`UPDATE member SET ${change} WHERE username = 'demo_player'`);
        expect((await call(app, 'GET', '/wps/member/profile', { token })).statusCode).toBe(401);
        expect((await fetchUrl(url)).statusCode).toBe(404);
        await app.db.run("UPDATE member SET type = 0, status = 'active' WHERE username = 'demo_player'");
      }
    });
  });

  describe('2: locks that hold under concurrency', () => {
    const env = (vars: Record<string, string>) => {
      const old = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
      Object.assign(process.env, vars);
      return () => {
        for (const [k, v] of Object.entries(old))
          if (v === undefined) delete process.env[k];
          else process.env[k] = v;
      };
    };
    /**
     * Every scrypt waits for `open()` (hashing slowed down on purpose, without timing anything); then a burst
     * is fired and released once every call is either answered or holding a hash. Call `late` (the right
     * guess) is fired only once all the others are answered or hashing: the order in which parallel calls
     * reach the guard is not the order they were made in (on PostgreSQL a call waits for a pool connection,
     * and the pool's first connections open one by one), so "the right one came after the limit was full" is
     * made true, not hoped for.
     */
    async function burst(
      n: number,
      late: number,
      attempt: (i: number) => Promise<unknown>,
    ): Promise<string[]> {
      let open: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (open = resolve));
      const real = crypto.scrypt;
      const spy = jest.spyOn(crypto, 'scrypt').mockImplementation(((...args: unknown[]) => {
        void gate.then(() => (real as (...a: unknown[]) => void).apply(crypto, args));
      }) as unknown as typeof crypto.scrypt);
      let answered = 0;
      const run = (i: number) =>
        attempt(i)
          .then(
            () => 'ok',
            (e: AppError) => `${e.statusCode} ${e.errorCode}`,
          )
          .finally(() => answered++);
      // no cap on the turns: on PostgreSQL the calls wait for the database in between, however long it takes
      const settle = async (k: number) => {
        while (answered + hashLoad().active + hashLoad().waiting < k)
          await new Promise((resolve) => setImmediate(resolve));
      };
      const runs: Promise<string>[] = [];
      for (let i = 0; i < n; i++) if (i !== late) runs[i] = run(i);
      await settle(n - 1);
      runs[late] = run(late);
      await settle(n);
      open();
      const results = await Promise.all(runs);
      spy.mockRestore();
      return results;
    }

    it('payment password: the right guess in position 41 of 60 parallel ones is refused, and the 5 wrong lock', async () => {
      const restore = env({ JOGO_HASH_PER_ACCOUNT: '10' });
      try {
        const id = await memberId(app, 'demo_player');
        const results = await burst(60, 40, (i) =>
          checkPaymentPassword(app.db, id, i === 40 ? DEMO_PAYMENT_PASSWORD : `wrong-guess-${i}`),
        );
        expect(results.filter((r) => r === 'ok')).toEqual([]);
        // exactly the limit was checked: 4 wrong, the 5th wrong locks (403); the rest answered 429 at once
        expect(results.filter((r) => !r.startsWith('429')).sort()).toEqual([
          ...Array(4).fill('400 wallet.payment_password_wrong'),
          '403 wallet.payment_password_locked',
        ]);
        expect(await lockedUntil(app.db, id)).not.toBeNull();
        await expect(checkPaymentPassword(app.db, id, DEMO_PAYMENT_PASSWORD)).rejects.toMatchObject({
          statusCode: 403,
        });
      } finally {
        restore();
      }
    });

    it('the hash queue is bounded per account: a burst on one account answers 429 at once past 2', async () => {
      const id = await memberId(app, 'demo_player');
      const results = await burst(20, 10, (i) =>
        checkPaymentPassword(app.db, id, i === 10 ? DEMO_PAYMENT_PASSWORD : `wrong-guess-${i}`),
      );
      expect(results.filter((r) => r === 'ok')).toEqual([]);
      expect(results.filter((r) => r.startsWith('429'))).toHaveLength(18);
    });

    it('login: the right password in position 21 of 30 parallel guesses is refused once 10 are in', async () => {
      const restore = env({ JOGO_HASH_PER_ACCOUNT: '50', JOGO_HASH_QUEUE: '64' });
      try {
        const now = Date.now();
        const insert =
          'INSERT INTO human_check (id, target_x, piece_y, created_at, expires_at) VALUES (?, 100, 10, ?, ?)';
        const results = await burst(30, 20, async (i) => {
          await app.db.run(insert, `burst-${i}`, now, now + 60_000);
          return login(app.db, 'jogo', `198.51.100.${i}`, {
            username: 'demo_player',
            password: i === 20 ? 'Jogo@2026' : `wrong-password-${i}`,
            type: 'username',
            humanCheck: { challengeId: `burst-${i}`, x: 100, durationMs: 800, trail: [] },
          });
        });
        expect(results.filter((r) => r === 'ok')).toEqual([]);
        // ten checks got in (LOCK_AFTER: failures counted plus checks in flight), the rest were refused at once;
        // the tenth failure locks the account. Which of the ten answer "locked" rather than "failed" depends on
        // when each reads the lock after counting its own failure (on a loaded PostgreSQL the ninth can read the
        // tenth's lock), never on how many were checked
        const checked = results.filter((r) => !r.startsWith('429'));
        expect(checked).toHaveLength(10);
        expect(checked.filter((r) => r !== '400 login.failed' && r !== '403 login.locked')).toEqual([]);
        expect(checked).toContain('403 login.locked');
        expect(await loginLockedUntil(app.db, userKey('jogo', 'demo_player'))).not.toBeNull();
      } finally {
        restore();
      }
    });
  });

  describe('7: code routes have daily caps per account, destination and client', () => {
    const mobileCode = (token: string, mobileNum: string, ip = '203.0.113.9') =>
      call(app, 'POST', '/wps/member/mobile/code', {
        token,
        body: { mobileNum, countryDialingCode: '55' },
        headers: { 'x-forwarded-for': ip },
      });
    const number = (i: number) => `11987654${String(i).padStart(3, '0')}`;

    it('one session sends binding codes to at most 10 numbers a day', async () => {
      let t = Date.parse('2026-11-20T12:00:00Z');
      fixClock(app.db, () => t);
      const token = await sessionFor(app, 'demo_player');
      const answers: number[] = [];
      // a new client for each call: the per-client minute limit is not what stops this
      for (let i = 0; i < 12; i++)
        answers.push((await mobileCode(token, number(i), `203.0.113.${i + 1}`)).statusCode);
      expect(answers).toEqual([...Array(10).fill(200), 429, 429]);
      const capped = await mobileCode(token, number(20), '203.0.113.50');
      expect(capped.json()).toMatchObject({
        errorCode: 'verification.daily_cap',
        message: expect.stringContaining('tomorrow'),
      });
      t += 24 * 3600_000 + 1;
      expect(
        (await mobileCode(await sessionFor(app, 'demo_player'), number(21), '203.0.113.51')).statusCode,
      ).toBe(200);
    });

    it('one number gets at most 5 codes a day, whoever asks', async () => {
      const users = (
        (await app.db.all(
          "SELECT username FROM member WHERE type IN (0, 1, 2) AND status = 'active' LIMIT 6",
        )) as {
          username: string;
        }[]
      ).map((u) => u.username);
      expect(users).toHaveLength(6);
      const answers: number[] = [];
      for (const [i, u] of users.entries())
        answers.push(
          (await mobileCode(await sessionFor(app, u), number(99), `203.0.113.${i + 1}`)).statusCode,
        );
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('1: sensitive changes need proof of the owner, not of the session', () => {
    const PASSWORD = 'Jogo@2026';
    const onFile = async () =>
      (await app.db.get(
        "SELECT mobile_num AS num, country_dialing_code AS dial FROM member WHERE username = 'demo_player'",
      )) as {
        num: string;
        dial: string;
      };
    const newNumberCode = async (token: string, mobileNum: string) => {
      expect(
        (
          await call(app, 'POST', '/wps/member/mobile/code', {
            token,
            body: { mobileNum, countryDialingCode: '55' },
          })
        ).statusCode,
      ).toBe(200);
      return lastCode(app, `55${mobileNum}`);
    };
    const bind = (token: string, body: Record<string, unknown>) =>
      callEncrypted(
        app,
        '/wps/member/mobile',
        { mobileNum: '11912345678', countryDialingCode: '55', ...body },
        { token },
      );

    it('a stolen token alone cannot bind a number: the password and a code to the number on file are needed', async () => {
      const old = await onFile();
      expect(old.num).toBeTruthy();
      const thief = await sessionFor(app, 'demo_player');
      const code = await newNumberCode(thief, '11912345678');
      const noProof = await bind(thief, { verificationCode: code });
      expect(noProof.statusCode).toBe(400); // the schema: currentPassword is required
      const wrong = await bind(thief, {
        verificationCode: code,
        currentPassword: 'guess-123',
        proofCode: '123456',
      });
      expect(wrong.json()).toMatchObject({
        errorCode: 'member.proof_password_wrong',
        value: { field: 'currentPassword' },
      });
      const noCode = await bind(thief, { verificationCode: code, currentPassword: PASSWORD });
      expect(noCode.json()).toMatchObject({
        errorCode: 'member.proof_required',
        value: { field: 'proofCode' },
      });
      // a code made for another action proves nothing here
      const other = await proofCode(app, thief, 'destination');
      const misused = await bind(thief, {
        verificationCode: code,
        currentPassword: PASSWORD,
        proofCode: other,
      });
      expect(misused.json().errorCode).toBe('member.proof_code_invalid');
      expect(await onFile()).toEqual(old);
    });

    it('with the proof: bound; the other sessions end, the old number and the inbox are told, withdrawals wait 24 h', async () => {
      let t = Date.parse('2026-11-20T12:00:00Z');
      fixClock(app.db, () => t);
      const old = await onFile();
      const id = await memberId(app, 'demo_player');
      const other = await sessionFor(app, 'demo_player');
      const me = await sessionFor(app, 'demo_player');
      const code = await newNumberCode(me, '11912345678');
      const proof = await proofCode(app, me, 'mobile');
      expect(await lastCode(app, `+${old.dial}${old.num}`)).toBe(proof); // sent to the number on file
      const r = await bind(me, { verificationCode: code, currentPassword: PASSWORD, proofCode: proof });
      expect(r.json().value.mobileNum).toBe('*******5678');
      expect((await call(app, 'GET', '/wps/member/profile', { token: other })).statusCode).toBe(401);
      expect((await call(app, 'GET', '/wps/member/profile', { token: me })).statusCode).toBe(200);
      const told = (await app.db.get(
        'SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1',
        `+${old.dial}${old.num}`,
      )) as { body: string };
      expect(told.body).toMatch(/mobile number was changed|celular da sua conta foi alterado/);
      expect(
        await app.db.get(
          'SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND content LIKE ?',
          id,
          '%21/11/2026 09:00%', // the site's time (São Paulo), as the page writes it
        ),
      ).toEqual({ n: 1 });
      const card = ((await app.db.get('SELECT id FROM bank_card WHERE member_id = ?', id)) as { id: number })
        .id;
      const withdraw = () =>
        callEncrypted(
          app,
          '/wps/wallet/withdraw',
          { amount: 20, bankCardId: card, paymentPassword: DEMO_PAYMENT_PASSWORD },
          {
            token: me,
            headers: { 'idempotency-key': key() },
          },
        );
      const held = await withdraw();
      expect(held.json()).toMatchObject({
        errorCode: 'wallet.sensitive_hold',
        value: { holdUntil: '2026-11-21T12:00:00.000Z' },
      });
      t += 24 * 3600_000 + 1;
      expect((await withdraw()).json().errorCode).not.toBe('wallet.sensitive_hold');
    });

    it('the payment password: a reset needs the login password, a change the code to the contact on file', async () => {
      const me = await sessionFor(app, 'demo_player');
      const sms = await call(app, 'POST', '/wps/wallet/payment-password/sms', { token: me, body: {} });
      expect(sms.statusCode).toBe(200);
      const old = await onFile();
      const code = await lastCode(app, `+${old.dial}${old.num}`);
      const reset = (body: Record<string, unknown>) =>
        callEncrypted(
          app,
          '/wps/wallet/payment-password/reset',
          { verificationCode: code, newPassword: 'New-pay-123', ...body },
          { token: me },
        );
      expect((await reset({})).json()).toMatchObject({ errorCode: 'member.proof_required' });
      expect((await reset({ currentPassword: 'not-mine-1' })).json().errorCode).toBe(
        'member.proof_password_wrong',
      );
      expect((await reset({ currentPassword: PASSWORD })).statusCode).toBe(200);
      const change = (body: Record<string, unknown>) =>
        callEncrypted(
          app,
          '/wps/wallet/payment-password/change',
          { oldPassword: 'New-pay-123', newPassword: 'New-pay-456', ...body },
          { token: me },
        );
      expect((await change({})).json()).toMatchObject({
        errorCode: 'member.proof_required',
        value: { field: 'proofCode' },
      });
      expect((await change({ proofCode: await proofCode(app, me, 'payment-password') })).statusCode).toBe(
        200,
      );
    });

    it('changing the login password needs the code to the contact on file, except when a login forced it', async () => {
      const me = await sessionFor(app, 'demo_player');
      const change = (token: string, body: Record<string, unknown> = {}) =>
        callEncrypted(
          app,
          '/wps/member/password',
          { oldPassword: PASSWORD, newPassword: 'Novo1234', confirmNewPassword: 'Novo1234', ...body },
          { token },
        );
      expect((await change(me)).json()).toMatchObject({
        errorCode: 'member.proof_required',
        value: { field: 'proofCode' },
      });
      expect((await change(me, { proofCode: await proofCode(app, me, 'password') })).statusCode).toBe(200);
      const held = (await app.db.get(
        "SELECT sensitive_hold_until AS h FROM member WHERE username = 'demo_player'",
      )) as { h: string | null };
      expect(held.h).not.toBeNull();
    });

    it('adding a withdrawal destination needs the code to the contact on file besides the payment password', async () => {
      // a market without BR's own-CPF destination rule, which is not what this tests
      await close();
      ({ app, close } = await build({ market: 'OPEN' }));
      const me = await sessionFor(app, 'demo_player');
      const payee =
        (
          (await app.db.get("SELECT payee_name AS p FROM member WHERE username = 'demo_player'")) as {
            p: string | null;
          }
        ).p ?? 'Demo Player';
      const card = {
        cardType: 'PIX',
        keyType: 'EVP',
        accountNumber: '123e4567-e89b-42d3-a456-426614174000',
        accountName: payee,
        paymentPassword: DEMO_PAYMENT_PASSWORD,
      };
      const bare = await callEncrypted(app, '/wps/wallet/bankcards', card, { token: me });
      expect(bare.json()).toMatchObject({
        errorCode: 'member.proof_required',
        value: { field: 'proofCode' },
      });
      const ok = await callEncrypted(
        app,
        '/wps/wallet/bankcards',
        { ...card, proofCode: await proofCode(app, me, 'destination') },
        { token: me },
      );
      expect(ok.statusCode).toBe(200);
    });
  });
});
