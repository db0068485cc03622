import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import { call, sessionFor } from '../support/g2';

/** The value of one series in a Prometheus exposition (0 when absent). */
export function series(text: string, name: string, labels: Record<string, string> = {}): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || line.startsWith('#')) continue;
    const m = /^([a-z_:]+)(\{([^}]*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[3] ?? '').split(',');
    if (want.every((w) => have.includes(w))) sum += Number(m[4]);
  }
  return sum;
}

describe('operations: probes, request ids, metrics', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ app, close } = await build());
  });
  afterEach(async () => await close());

  it('answers liveness and readiness without a merchant, a session or rate limits, with the reasons', async () => {
    for (const url of ['/livez', '/healthz', '/health']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'live' });
    }
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { draining: 'ok', database: 'ok', migrations: 'ok' },
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    // many probes in a row: never a 429
    const many = await Promise.all(Array.from({ length: 50 }, () => app.inject({ url: '/ready' })));
    expect(many.map((r) => r.statusCode)).toEqual(many.map(() => 200));

    // another plugin's check: its reason is in the answer
    let lag: string | null = 'replica 12 s behind';
    app.readiness.add('replica', () => lag);
    const behind = await app.inject({ url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ status: 'not ready', reasons: ['replica: replica 12 s behind'] });
    lag = null;
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready while a check does not answer within its timeout', async () => {
    app.readiness.add('slow', () => new Promise<null>(() => undefined));
    const slow = await app.inject({ url: '/readyz' });
    expect(slow.statusCode).toBe(503);
    expect(slow.json().reasons).toEqual([expect.stringMatching(/^slow: no answer within \d+ ms$/)]);
  });

  it('drains: readiness false with the reason, and gateway calls answer 503 system.stopping for another process', async () => {
    app.readiness.drain();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().reasons).toEqual(['draining: the process is stopping']);
    const res = await call(app, 'GET', '/wps/system/status');
    expect(res.statusCode).toBe(503);
    expect(res.headers['x-gateway-draining']).toBe('1');
    expect(res.headers.connection).toBe('close');
    expect(res.json()).toMatchObject({ success: false, errorCode: 'system.stopping' });
    expect((await app.inject({ url: '/livez' })).statusCode).toBe(200);
  });

  it('takes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const given = await call(app, 'GET', '/wps/system/status', {
      headers: { 'x-request-id': 'abc-123_DEF.9' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123_DEF.9');
    for (const bad of ['short', 'has spaces in it', '<script>alert(1)</script>', 'x'.repeat(129)]) {
      const res = await call(app, 'GET', '/wps/system/status', { headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const failed = await call(app, 'GET', '/wps/member/info');
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts requests by route pattern, errors by code, bets and money moves, and leaves the probes out', async () => {
    const token = await sessionFor(app, 'demo_player');
    const before = await (await app.inject({ url: '/metrics' })).body;
    for (let i = 0; i < 3; i++)
      expect(
        (
          await call(app, 'POST', '/wps/inhouse/play', {
            token,
            body: { gameCode: 'DICE', amount: 2, target: 50.5, direction: 'under' },
          })
        ).statusCode,
      ).toBe(200);
    await call(app, 'GET', '/wps/member/info');
    await call(app, 'GET', '/wps/no/such/path/123');
    await app.inject({ url: '/readyz' });
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = res.body;
    const moved = (name: string, labels: Record<string, string> = {}) =>
      series(after, name, labels) - series(before, name, labels);
    expect(
      moved('jogo_http_requests_total', { route: '/wps/inhouse/play', method: 'POST', status: '200' }),
    ).toBe(3);
    expect(
      moved('jogo_http_request_duration_seconds_count', { route: '/wps/inhouse/play', status_class: '2xx' }),
    ).toBe(3);
    expect(moved('jogo_http_errors_total', { code: 'login.not.session' })).toBe(1);
    expect(moved('jogo_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(after).not.toContain('/wps/no/such/path');
    expect(series(after, 'jogo_http_requests_total', { route: '/readyz' })).toBe(0);
    expect(series(after, 'jogo_http_requests_total', { route: '/metrics' })).toBe(0);
    expect(moved('jogo_bets_total', { state: 'settled' })).toBe(3);
    expect(moved('jogo_money_moves_total', { type: 'BET' })).toBe(3);
    expect(moved('jogo_money_moved_minor_total', { type: 'BET' })).toBe(600);
    expect(moved('jogo_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(3);
    expect(after).toMatch(/^jogo_payment_orders\{kind="deposit",state="[a-z]+"\} \d+$/m);
    expect(after).toContain('# TYPE jogo_balance_streams_open gauge');
    // no user ids, tokens or raw paths as label values
    expect(after).not.toContain(token);
  });
});
