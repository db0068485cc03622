import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { build, HEADERS } from '../helper';
import { call, mainBalance, memberId, sessionFor } from '../support/g2';
import { get, injectEncrypted, lastCode, loginRaw, randomIp, solveSlider } from '../support/identity';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { SESSION_MAX_MS, SESSION_TTL_MS, resolveSession } from '../../src/domain/identity/sessions';
import { hashLoad, hashPassword, verifyPassword, DUMMY_HASH } from '../../src/domain/identity/passwords';
import { modeFor } from '../../src/server';
import { developmentVerifier } from '../../src/routes/identity/social';
import { FEEDBACK_PER_HOUR } from '../../src/routes/content/feedback';
import {
  challengePoolImages,
  challengePoolSize,
  POOL_SIZE,
} from '../../src/domain/identity/verification/human-check';

/** One test per security-hardening rule the gateway owns; each fails without its fix. */
describe('gateway hardening', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(async () => {
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  const setStatus = (status: 0 | 1 | 2) =>
    app.inject({ method: 'POST', url: '/__dev/status', headers: HEADERS, payload: { status } });

  /** Launches a vendor demo game for a session. @returns the ticket */
  async function launch(token: string): Promise<string> {
    const code = (
      (await app.db.get("SELECT game_code FROM game WHERE game_type <> 'INHOUSE' LIMIT 1")) as {
        game_code: string;
      }
    ).game_code;
    const res = await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: code } });
    expect(res.statusCode).toBe(200);
    return new URL(res.json().value.url, 'http://x').searchParams.get('ticket')!;
  }
  const bet = (ticket: string, amount: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/wps/game/demo/bet',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ ticket, amount }),
    });

  it('2: believes X-Forwarded-For only from a trusted proxy', async () => {
    const trusting = await build(); // default: loopback proxies only
    const freeplay = (remoteAddress: string, xff: string) =>
      trusting.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        remoteAddress,
        headers: { ...HEADERS, 'x-forwarded-for': xff },
      });
    // from loopback (a trusted proxy), two forwarded clients are two clients
    expect((await freeplay('127.0.0.1', '198.51.100.1')).statusCode).toBe(200);
    expect((await freeplay('127.0.0.1', '198.51.100.2')).statusCode).toBe(200);
    // from elsewhere, a made-up X-Forwarded-For does not escape the 1-per-second freeplay throttle
    expect((await freeplay('203.0.113.7', '198.51.100.3')).statusCode).toBe(200);
    const again = await freeplay('203.0.113.7', '198.51.100.4');
    expect(again.statusCode).toBe(429);
    const status = await trusting.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      remoteAddress: '203.0.113.7',
      headers: { ...HEADERS, 'x-forwarded-for': '1.2.3.4' },
    });
    expect(status.json().value.ip).toBe('203.0.113.7');
    await trusting.close();
  });

  it('3: maintenance and region block are enforced on every call but status, settings and help', async () => {
    const token = await sessionFor(app, 'demo_player');
    const ticket = await launch(token);
    expect((await setStatus(1)).statusCode).toBe(200);
    for (const url of ['/wps/system/status', '/wps/system/setting/register', '/wps/system/helpCenter']) {
      const res = await get(app, url);
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    // (the slider is closed too, so the login carries none: the site status answers first)
    const login = await injectEncrypted(app, 'POST', '/wps/session/login', {
      username: 'demo_player',
      password: 'Jogo@2026',
      type: 'username',
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      success: false,
      errorCode: 'system.maintenance',
      message: 'System under maintenance',
    });
    const info = await get(app, '/wps/member/info', token);
    expect(info.statusCode).toBe(503);
    const before = await mainBalance(app, await memberId(app, 'demo_player'));
    expect((await bet(ticket, 1)).statusCode).toBe(503);
    expect(await mainBalance(app, await memberId(app, 'demo_player'))).toBe(before);

    expect((await setStatus(2)).statusCode).toBe(200);
    const blocked = await get(app, '/wps/member/info', token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errorCode).toBe('system.region_restricted');
    expect((await get(app, '/wps/system/status')).json().value.status).toBe(2);

    // the operator control still works, and the site opens again
    expect((await setStatus(0)).statusCode).toBe(200);
    expect((await get(app, '/wps/member/info', token)).statusCode).toBe(200);
  });

  it('4: a game ticket dies with its session (logout) and with a password change', async () => {
    const token = await sessionFor(app, 'demo_player');
    const ticket = await launch(token);
    expect((await bet(ticket, 1)).statusCode).toBe(200);
    expect((await call(app, 'DELETE', '/wps/session/logout', { token })).statusCode).toBe(200);
    const after = await bet(ticket, 1);
    expect(after.statusCode).toBe(403);
    expect(after.json().errorCode).toBe('game.ticket_invalid');
    const page = await app.inject({ method: 'GET', url: `/wps/game/demo/x?ticket=${ticket}` });
    expect(page.statusCode).toBe(403);

    const other = await sessionFor(app, 'demo_player');
    const second = await launch(other);
    await app.db.run(
      "UPDATE member SET password_changed_at = ? WHERE username = 'demo_player'",
      new Date().toISOString(),
    );
    expect((await bet(second, 1)).statusCode).toBe(403);
  });

  it('4: money and bet routes take JSON only (no form-encoded body)', async () => {
    const token = await sessionFor(app, 'demo_player');
    const ticket = await launch(token);
    const before = await mainBalance(app, await memberId(app, 'demo_player'));
    const form = await app.inject({
      method: 'POST',
      url: '/wps/game/demo/bet',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ticket=${ticket}&amount=1`,
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ success: false, errorCode: 'request.json_only' });
    const deposit = await app.inject({
      method: 'POST',
      url: '/wps/wallet/deposit',
      headers: {
        ...HEADERS,
        authorization: token,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': 'form-deposit-1',
      },
      payload: 'channelId=PIX_FAST&amount=50',
    });
    expect(deposit.statusCode).toBe(415);
    expect(await mainBalance(app, await memberId(app, 'demo_player'))).toBe(before);
  });

  it('7: registration checks the human check before answering "username taken"', async () => {
    const body = { username: 'demo_player', password: 'abc12345', confirmPassword: 'abc12345' };
    const noCheck = await injectEncrypted(app, 'PUT', '/wps/member/register', body);
    expect(noCheck.json().errorCode).toBe('humancheck.failed');
    const badCheck = await injectEncrypted(app, 'PUT', '/wps/member/register', {
      ...body,
      humanCheck: await solveSlider(app, 80),
    });
    expect(badCheck.json().errorCode).toBe('humancheck.failed');
  });

  it('7: the SMS login code call answers known and unknown numbers the same, and sends only to members', async () => {
    const ask = async (mobileNum: string) =>
      app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        headers: { ...HEADERS, 'x-forwarded-for': randomIp() },
        payload: { mobileNum, countryDialingCode: '55', humanCheck: await solveSlider(app) },
      });
    const known = await ask('11987650002');
    const unknown = await ask('11900000001');
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    expect(await lastCode(app, '+5511987650002')).toMatch(/^\d{6}$/);
    await expect(lastCode(app, '+5511900000001')).rejects.toThrow();
    // and the resend window is the same too
    const [k2, u2] = [await ask('11987650002'), await ask('11900000001')];
    expect([u2.statusCode, u2.json()]).toEqual([k2.statusCode, k2.json()]);
  });

  it('8: rate-limits the expensive unauthenticated routes per client, in the envelope', async () => {
    const ip = randomIp();
    let last = await app.inject({
      method: 'GET',
      url: '/wps/captcha/slider',
      headers: { ...HEADERS, 'x-forwarded-for': ip },
    });
    let n = 1;
    while (last.statusCode === 200 && n < 200) {
      last = await app.inject({
        method: 'GET',
        url: '/wps/captcha/slider',
        headers: { ...HEADERS, 'x-forwarded-for': ip },
      });
      n++;
    }
    expect(n).toBe(61);
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    // another client is not affected
    const other = await app.inject({
      method: 'GET',
      url: '/wps/captcha/slider',
      headers: { ...HEADERS, 'x-forwarded-for': randomIp() },
    });
    expect(other.statusCode).toBe(200);
  });

  it('8: password hashing is bounded: a saturated pool answers 429 at once to a login', async () => {
    const old = { c: process.env.JOGO_HASH_CONCURRENCY, q: process.env.JOGO_HASH_QUEUE };
    process.env.JOGO_HASH_CONCURRENCY = '1';
    process.env.JOGO_HASH_QUEUE = '0';
    try {
      // hold the only slot with a hash that does not finish until released, then a login must shed
      const humanCheck = await solveSlider(app);
      let release: () => void = () => undefined;
      const spy = jest.spyOn(crypto, 'scrypt').mockImplementationOnce(((...args: unknown[]) => {
        const cb = args[args.length - 1] as (err: Error | null, key: Buffer) => void;
        release = () => cb(null, Buffer.alloc(32));
      }) as unknown as typeof crypto.scrypt);
      const holding = hashPassword('held');
      expect(hashLoad().active).toBe(1);
      const login = await injectEncrypted(
        app,
        'POST',
        '/wps/session/login',
        { username: 'demo_player', password: 'wrong-password-1', type: 'username', humanCheck },
        { headers: { 'x-forwarded-for': randomIp() } },
      );
      expect(login.statusCode).toBe(429);
      expect(login.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { busy: true } });
      release();
      spy.mockRestore();
      await holding;
    } finally {
      process.env.JOGO_HASH_CONCURRENCY = old.c;
      process.env.JOGO_HASH_QUEUE = old.q;
      if (old.c === undefined) delete process.env.JOGO_HASH_CONCURRENCY;
      if (old.q === undefined) delete process.env.JOGO_HASH_QUEUE;
    }
  });

  it('9: a cookie that does not decode changes nothing, and an internal error shows no stack or path', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { ...HEADERS, cookie: 'foo=%E0%A4%A' },
    });
    expect(res.statusCode).toBe(200);
    // an internal error: a database read that fails
    const broken = await (async () => {
      const token = await sessionFor(app, 'demo_player');
      await app.db.exec('ALTER TABLE member RENAME TO member_gone');
      try {
        return await get(app, '/wps/member/info', token);
      } finally {
        await app.db.exec('ALTER TABLE member_gone RENAME TO member');
      }
    })();
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({
      success: false,
      errorCode: 'system.error',
      message: 'Something went wrong, please try again',
    });
    expect(broken.body).not.toMatch(/\/work\/|node_modules|at \w+ \(|SqliteError|member_gone/);
  });

  it('10: feedback has a per-member rate limit and a storage quota', async () => {
    const token = await sessionFor(app, 'demo_player');
    const send = (images: string[] = []) =>
      call(app, 'PUT', '/wps/feedback', { token, body: { content: 'Olá', images } });
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) expect((await send()).statusCode).toBe(200);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json().errorCode).toBe('TOO_MANY_REQUESTS');
    // quota: 4.9 MB images, a day apart, so the hourly limit is not what stops them
    await app.db.run('DELETE FROM feedback_image');
    await app.db.run('DELETE FROM feedback');
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(4.9 * 1024 * 1024),
    ]).toString('base64');
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 10) {
      const r = await send([png]);
      status = r.statusCode;
      if (status === 200) sent++;
      if (status !== 200) expect(r.json().errorCode).toBe('feedback.quota');
      // every feedback so far two hours older (created_at is an ISO instant)
      const rows = (await app.db.all('SELECT id, created_at FROM feedback')) as {
        id: number;
        created_at: string;
      }[];
      for (const f of rows)
        await app.db.run(
          'UPDATE feedback SET created_at = ? WHERE id = ?',
          new Date(Date.parse(f.created_at) - 2 * 3_600_000).toISOString(),
          f.id,
        );
    }
    expect(sent).toBe(4); // 4 x 4.9 MB fits in 20 MB, the 5th does not
    expect(status).toBe(400);
  });

  it('11: production mode unless development is asked for by name, and never off loopback', () => {
    expect(modeFor({}, '127.0.0.1')).toBe('production');
    expect(modeFor({ GATEWAY_MODE: 'dev' }, '127.0.0.1')).toBe('production');
    expect(modeFor({ GATEWAY_MODE: 'development' }, '127.0.0.1')).toBe('development');
    expect(modeFor({ GATEWAY_MODE: 'development' }, '::1')).toBe('development');
    expect(() => modeFor({ GATEWAY_MODE: 'development' }, '0.0.0.0')).toThrow(/refused/);
    expect(() => modeFor({ GATEWAY_MODE: 'development' }, '192.168.1.10')).toThrow(/refused/);
  });

  it('11: the development social verifier vouches only for its own test e-mails', () => {
    expect(developmentVerifier('google', 'dev.google.x', 'dev-google@jogo.example')).toBe(
      'google:dev-google@jogo.example',
    );
    expect(developmentVerifier('google', 'dev.google.x', 'victim@gmail.com')).toBeNull();
    expect(developmentVerifier('google', 'dev.google.x', 'dev-a@jogo.example.evil.com')).toBeNull();
  });

  it('12: an over-long path parameter answers the envelope (414)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/wps/game/demo/${'a'.repeat(400)}?ticket=${'0'.repeat(32)}`,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request.too_large' });
  });

  it('12: an over-long header block answers the envelope (431) on a real socket', async () => {
    const fresh = await build();
    const address = await fresh.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/wps/system/status?q=${'a'.repeat(20_000)}`, { headers: HEADERS });
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request.too_large' });
    await fresh.close();
  });

  it('13: a session ends at its maximum lifetime however active it is', async () => {
    const id = await memberId(app, 'demo_player');
    const t0 = Date.now();
    const token = await sessionFor(app, 'demo_player');
    // used every hour, the idle expiry keeps moving, but not past the maximum lifetime
    let alive = true;
    for (let h = 1; alive && h * 3_600_000 < SESSION_MAX_MS + 2 * SESSION_TTL_MS; h++)
      alive = (await resolveSession(app.db, token, t0 + h * 3_600_000)) !== null;
    expect(alive).toBe(false);
    expect(await resolveSession(app.db, token, t0 + SESSION_MAX_MS - 1000)).toBeNull();
    expect(id).toBeGreaterThan(0);
  });

  it('13: a domain-bound affiliate code fails when the domain is omitted', async () => {
    const row = (await app.db.get(
      'SELECT code, domain FROM invite_code WHERE domain IS NOT NULL LIMIT 1',
    )) as { code: string; domain: string } | undefined;
    const code = row?.code ?? 'BOUND01';
    if (!row)
      await app.db.run(
        "INSERT INTO invite_code (code, merchant_code, member_id, kind, domain, created_at) VALUES (?, 'jogo', ?, 'affiliate', 'mirror.jogo.example', ?)",
        code,
        await memberId(app, 'demo_agent'),
        new Date().toISOString(),
      );
    const domain = row?.domain ?? 'mirror.jogo.example';
    expect((await get(app, `/wps/agent/affiliate?code=${code}&domain=${domain}`)).statusCode).toBe(200);
    const omitted = await get(app, `/wps/agent/affiliate?code=${code}`);
    expect(omitted.statusCode).toBe(400);
    expect(omitted.json().errorCode).toBe('register.invitation_invalid');
  });

  it('13: a boolean is never coerced into an amount', async () => {
    const token = await sessionFor(app, 'demo_player');
    const ticket = await launch(token);
    const before = await mainBalance(app, await memberId(app, 'demo_player'));
    for (const amount of [true, '1', [1], null]) {
      const res = await bet(ticket, amount);
      expect([amount, res.statusCode, res.json().errorCode]).toEqual([amount, 400, 'request.invalid']);
    }
    expect(await mainBalance(app, await memberId(app, 'demo_player'))).toBe(before);
  });

  it('13: API answers carry Cache-Control: no-store (errors too)', async () => {
    const token = await sessionFor(app, 'demo_player');
    for (const res of [
      await get(app, '/wps/member/info', token),
      await get(app, '/wps/member/info'),
      await get(app, '/wps/nope'),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
  });

  it('13: no login time oracle when the hash cost changes: every check runs at least the current cost', async () => {
    const spy = jest.spyOn(crypto, 'scrypt');
    const oldN = process.env.JOGO_SCRYPT_N;
    try {
      process.env.JOGO_SCRYPT_N = '1024';
      const stale = await hashPassword('Right#123');
      process.env.JOGO_SCRYPT_N = '2048';
      const costs = () => spy.mock.calls.map((c) => (c[3] as { N: number }).N);
      spy.mockClear();
      expect(await verifyPassword('nope', DUMMY_HASH)).toBe(false); // unknown user
      expect(costs()).toEqual([2048]);
      spy.mockClear();
      expect(await verifyPassword('nope', stale)).toBe(false); // known user, old cost
      expect(Math.max(...costs())).toBe(2048);
      // and a login at the old cost stores the hash again at the current cost
      await app.db.run("UPDATE member SET password_hash = ? WHERE username = 'demo_player'", stale);
      const ok = await loginRaw(app, 'demo_player', 'Right#123', {}, { 'x-forwarded-for': randomIp() });
      expect(ok.statusCode).toBe(200);
      const stored = (
        (await app.db.get("SELECT password_hash FROM member WHERE username = 'demo_player'")) as {
          password_hash: string;
        }
      ).password_hash;
      expect(stored.split('$')[1]).toBe('2048');
    } finally {
      spy.mockRestore();
      process.env.JOGO_SCRYPT_N = oldN;
    }
  });
});

describe('slider challenges', () => {
  it('are served from a pool drawn ahead of time, each image used once', async () => {
    const { app, close } = await build();
    const take = async () => (await get(app, '/wps/captcha/slider')).json().value;
    await take(); // starts the pool
    await new Promise((r) => setTimeout(r, 50));
    // wait until the pool has refilled (it draws between other work, one set per turn of the loop)
    for (let i = 0; i < 200 && challengePoolSize() < POOL_SIZE; i++)
      await new Promise((r) => setImmediate(r));
    expect(challengePoolSize()).toBe(POOL_SIZE);
    const ready = challengePoolImages();
    const a = await take();
    // taken from the pool, not drawn on the request (the pool may refill while the request waits for the
    // database: on PostgreSQL the event loop turns during a request)
    expect(a.backgroundImage).toBe(ready[0]);
    const b = await take();
    expect(a.backgroundImage).not.toBe(b.backgroundImage);
    expect(a.challengeId).not.toBe(b.challengeId);
    await close();
  });
});
