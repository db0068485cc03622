import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { build, freshTarget, HEADERS } from '../../helper';
import { smsLoginCode } from '../../support/identity';
import { mainBalance, memberId } from '../../support/g2';
import { checkLedger } from '../../../src/domain/ledger/ledger';
import { fixClock } from '../../../src/domain/site/clock';

describe('dev controls', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('GET /__dev/outbox lists messages newest first with their codes', async () => {
    await smsLoginCode(app, '11987650002');
    await smsLoginCode(app, '11987650001');
    const list = (await app.inject({ method: 'GET', url: '/__dev/outbox', headers: HEADERS })).json().value
      .list;
    expect(list.map((m: { recipient: string }) => m.recipient)).toEqual(['+5511987650001', '+5511987650002']);
    expect(list[0].code).toMatch(/^\d{6}$/);
    expect((await app.inject({ method: 'GET', url: '/__dev/outbox?channel=fax' })).statusCode).toBe(400);
  });

  it('GET /__dev/captcha answers the newest captcha, 404 before any', async () => {
    expect((await app.inject({ method: 'GET', url: '/__dev/captcha' })).statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/wps/captcha', headers: HEADERS });
    expect((await app.inject({ method: 'GET', url: '/__dev/captcha' })).json().value.answer).toMatch(
      /^\d{4}$/,
    );
  });

  it('POST /__dev/records/bets settles the rounds one after the other: every stake is debited once', async () => {
    const now = Date.parse('2026-11-26T15:00:00Z');
    fixClock(app.db, () => now);
    const id = await memberId(app, 'demo_player');
    const before = await mainBalance(app, id);
    const at = new Date(now - 3600_000).toISOString();
    const r = await app.inject({
      method: 'POST',
      url: '/__dev/records/bets',
      headers: HEADERS,
      payload: { username: 'demo_player', bets: [100, 200, 300].map((amount) => ({ at, amount })) },
    });
    expect(r.json().value.betIds).toHaveLength(3);
    // run at once (before), rounds read the same balance and a debit was lost: 100 short on SQLite
    expect(await mainBalance(app, id)).toBe(before - 600);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('does not exist in production mode, where captcha answers are not kept', async () => {
    // a copy of the seeded world on the run's engine, served in production mode
    const target = await freshTarget();
    const prod = await buildApp({ dbFile: target.dbFile, mode: 'production' });
    try {
      for (const url of ['/__dev/outbox', '/__dev/captcha'])
        expect((await prod.inject({ method: 'GET', url })).statusCode).toBe(404);
      await prod.inject({ method: 'GET', url: '/wps/captcha', headers: HEADERS });
      expect(await prod.db.get('SELECT answer_dev FROM captcha')).toEqual({ answer_dev: null });
    } finally {
      await prod.close();
      await target.drop();
    }
  });
});
