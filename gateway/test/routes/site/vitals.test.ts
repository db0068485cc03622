import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';

const entry = (over: Record<string, unknown> = {}) => ({
  route: '/promotions',
  remote: 'mf_promotions',
  release: '0.1.0-abcdef0123',
  metric: 'LCP',
  value: 1200,
  at: 1_760_000_000_000,
  ...over,
});

/** A beacon: no Merchant, Language or Authorization header (sendBeacon sends none). */
const beacon = (app: FastifyInstance, payload: unknown, ip = '127.0.0.9') =>
  app.inject({
    method: 'POST',
    url: '/wps/vitals',
    headers: { 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify(payload),
  });

describe('POST /wps/vitals: real-user vitals by remote and release', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ app, close } = await build());
  });
  afterEach(async () => await close());

  it('stores a batch without a session or merchant, nothing about the player, and exposes it as metrics', async () => {
    const batch = [
      entry({ metric: 'load', value: 1 }),
      entry({ metric: 'load', value: 1 }),
      entry(),
      entry({ metric: 'INP', value: 180 }),
      entry({ metric: 'CLS', value: 0.05 }),
      entry({ metric: 'error', value: 1 }),
    ];
    const res = await beacon(app, batch);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { stored: 6 } });
    const columns = (await app.db.all('SELECT * FROM web_vital')) as Record<string, unknown>[];
    expect(columns).toHaveLength(6);
    expect(Object.keys(columns[0]!).sort()).toEqual(
      ['at', 'id', 'metric', 'release', 'remote', 'route', 'value'].sort(),
    );
    const text = (await app.inject({ url: '/metrics' })).body;
    const labels = '{remote="mf_promotions",release="0.1.0-abcdef0123"}';
    const series = (_: string, name: string, l: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${name}${l} `))
          ?.split(' ')[1] ?? NaN,
      );
    expect(series(text, 'jogo_web_vitals_lcp_seconds_count', labels)).toBe(1);
    expect(series(text, 'jogo_web_vitals_lcp_seconds_sum', labels)).toBeCloseTo(1.2);
    expect(series(text, 'jogo_web_vitals_inp_seconds_count', labels)).toBe(1);
    expect(series(text, 'jogo_web_vitals_cls_count', labels)).toBe(1);
    expect(series(text, 'jogo_web_errors_total', labels)).toBe(1);
    expect(series(text, 'jogo_web_loads_total', labels)).toBe(2);
  });

  it('refuses a raw URL, an unknown metric, a bad value, an extra field and more than 50 entries', async () => {
    for (const bad of [
      [entry({ route: '/promotions?id=7' })],
      [entry({ route: 'https://x.test/promotions' })],
      [entry({ metric: 'FID' })],
      [entry({ value: -1 })],
      [entry({ value: 'slow' })],
      [{ ...entry(), memberId: 7 }],
      [entry({ release: '' })],
      [],
      Array.from({ length: 51 }, () => entry()),
      entry(),
    ]) {
      const res = await beacon(app, bad);
      expect(res.statusCode).toBe(400);
    }
    expect(await app.db.get('SELECT COUNT(*) AS n FROM web_vital')).toEqual({ n: 0 });
  });

  it('is rate-limited per client like the other anonymous posts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await beacon(app, [entry()], '127.0.0.10')).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await beacon(app, [entry()], '127.0.0.11')).statusCode).toBe(200);
  });

  it('keeps only the newest JOGO_VITALS_KEEP rows', async () => {
    process.env.JOGO_VITALS_KEEP = '5';
    try {
      for (let i = 0; i < 4; i++) await beacon(app, [entry({ value: i * 10 }), entry({ value: i * 10 + 1 })]);
      const rows = (await app.db.all('SELECT value FROM web_vital ORDER BY id')) as { value: number }[];
      expect(rows.map((r) => Number(r.value))).toEqual([11, 20, 21, 30, 31]);
    } finally {
      delete process.env.JOGO_VITALS_KEEP;
    }
  });

  it('sums a release since it went live for npm run releases (development only)', async () => {
    const loads = Array.from({ length: 4 }, () => entry({ metric: 'load', value: 1 }));
    const lcps = [900, 1000, 2000, 4000].map((value) => entry({ value }));
    const inps = [40, 80, 120, 600].map((value) => entry({ metric: 'INP', value }));
    await beacon(app, [...loads, ...lcps, ...inps, entry({ metric: 'error', value: 1 })]);
    await beacon(app, [entry({ release: '0.1.0-0000000000', metric: 'error', value: 1 })]);
    const q = 'remote=mf_promotions&release=0.1.0-abcdef0123';
    const res = await app.inject({ url: `/__dev/vitals?${q}&since=0` });
    expect(res.json().value).toEqual({
      remote: 'mf_promotions',
      release: '0.1.0-abcdef0123',
      loads: 4,
      errors: 1,
      errorRate: 0.25,
      p75LcpMs: 2000,
      p75InpMs: 120,
      p75Cls: null,
    });
    const later = await app.inject({ url: `/__dev/vitals?${q}&since=${Date.now() + 60_000}` });
    expect(later.json().value).toMatchObject({ loads: 0, errors: 0, p75LcpMs: null });
    // the operations route (the canary's and the release list's source) gives the same answer, not cached
    const ops = await app.inject({ url: `/vitals/summary?${q}&since=0` });
    expect(ops.headers['cache-control']).toBe('no-store');
    expect(ops.json().value).toEqual(res.json().value);
  });
});

describe('GET /vitals/summary behind METRICS_TOKEN', () => {
  it('answers 401 without the token and the summary with it', async () => {
    process.env.METRICS_TOKEN = 'scrape-secret';
    const { app, close } = await build();
    try {
      const url = '/vitals/summary?remote=mf_promotions&release=0.1.0-abcdef0123';
      expect((await app.inject({ url })).statusCode).toBe(401);
      const res = await app.inject({ url, headers: { authorization: 'Bearer scrape-secret' } });
      expect(res.statusCode).toBe(200);
      expect(res.json().value).toMatchObject({ loads: 0, errorRate: 0 });
    } finally {
      delete process.env.METRICS_TOKEN;
      await close();
    }
  });
});
