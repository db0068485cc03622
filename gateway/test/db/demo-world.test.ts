import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../src/db/open-db';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { SEED_NOW } from '../../src/db/seed/members';
import { seededAt } from '../../src/domain/site/demo-age';
import { settleContracts } from '../../src/domain/agent/contracts';
import { fixClock } from '../../src/domain/site/clock';
import { startupWarnings } from '../../src/domain/market/startup-warnings';
import { build } from '../helper';
import { call } from '../support/g2';
import { DEFAULT_TIME_ZONE, dayOf } from '@jogo/shared/time';

// The demo world is seeded as of the moment it is created: history up to an hour before, pending tickets in the
// last hour, today's envelope open, agent periods settled to the last whole one; the tests' template is seeded
// as of the fixed SEED_NOW, and a start on a world a day old says how to seed it again.

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const one = async <T>(db: Db, sql: string, ...args: (string | number)[]) => (await db.get(sql, ...args)) as T;

/** the facts of a world seeded as of `now` that make it "today" there */
async function expectTodayAt(db: Db, now: number): Promise<void> {
  expect(await seededAt(db, 'jogo')).toBe(now);
  const settled = await one<{ first: string; last: string; n: number }>(
    db,
    "SELECT MIN(created_at) AS first, MAX(created_at) AS last, COUNT(*) AS n FROM bet WHERE status = 'SETTLED'",
  );
  expect(settled.n).toBeGreaterThan(1000);
  expect(Date.parse(settled.first)).toBeGreaterThanOrEqual(now - 91 * DAY);
  // the settled history runs up to an hour ago, and reaches it (the last bets are of the last hours)
  expect(Date.parse(settled.last)).toBeLessThanOrEqual(now - HOUR);
  expect(Date.parse(settled.last)).toBeGreaterThan(now - 3 * HOUR);
  // under BR (the seed's market) no USDT deposit: the history obeys the market profile
  const usdt = await one<{ n: number }>(
    db,
    "SELECT COUNT(*) AS n FROM deposit_order d JOIN deposit_channel c ON c.channel_id = d.channel_id WHERE c.type = 'CRYPTO'",
  );
  expect(usdt.n).toBe(0);
  // demo_player played yesterday and has not opened today's red envelope
  const demo = await one<{ id: number }>(db, "SELECT id FROM member WHERE username = 'demo_player'");
  const yesterday = dayOf(now - DAY, DEFAULT_TIME_ZONE);
  const played = (
    (await db.all("SELECT created_at FROM bet WHERE member_id = ? AND status = 'SETTLED'", demo.id)) as {
      created_at: string;
    }[]
  ).filter((b) => dayOf(Date.parse(b.created_at), DEFAULT_TIME_ZONE) === yesterday);
  expect(played.length).toBeGreaterThan(5);
  const today = await one<{ n: number }>(
    db,
    "SELECT COUNT(*) AS n FROM reward WHERE member_id = ? AND source = 'RAFFLE' AND claim_day = ?",
    demo.id,
    dayOf(now, DEFAULT_TIME_ZONE),
  );
  expect(today.n).toBe(0);
}

describe('the demo world, seeded as of a given now', () => {
  const NOW = Date.parse('2026-06-15T18:30:00Z');
  let db: Db;
  beforeAll(async () => {
    db = openDatabase(':memory:');
    await migrate(db);
    fixClock(db, () => NOW);
    expect(await seed(db, { now: NOW })).toBe(true);
  }, 300_000);
  afterAll(async () => {
    fixClock(db, null);
    await db.close();
  });

  it('has its history over the 90 days before it, today open, pending tickets of the last hour', async () => {
    await expectTodayAt(db, NOW);
    const pending = (await db.all("SELECT created_at FROM bet WHERE status = 'PENDING'")) as {
      created_at: string;
    }[];
    expect(pending.length).toBeGreaterThan(0);
    for (const b of pending) {
      expect(Date.parse(b.created_at)).toBeGreaterThan(NOW - HOUR);
      expect(Date.parse(b.created_at)).toBeLessThan(NOW);
    }
  });

  it('has settled every agent period up to the last whole one (nothing left to settle at its now)', async () => {
    const statements = await one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM contract_statement_member');
    expect(statements.n).toBeGreaterThan(0);
    for (const kind of ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const)
      expect(await settleContracts(db, kind, NOW)).toEqual([]);
  });

  it('says in one line how to reset a start a day later, and nothing the same day', async () => {
    expect(await startupWarnings(db, 'development', NOW + 5 * HOUR)).toEqual([]);
    const lines = await startupWarnings(db, 'development', NOW + 12 * DAY + HOUR);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/12 days ago \(2026-06-15\).*npm run demo:reset/);
  });
});

describe("the tests' demo world and its operator", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ app, close } = await build());
  });
  afterEach(async () => await close());

  it('is seeded as of the fixed SEED_NOW, whatever day the tests run', async () => {
    await expectTodayAt(app.db, SEED_NOW);
  });

  it('names a fictitious operator: an invalid CNPJ, no licence until set, and says it is a demo', async () => {
    const legal = (await call(app, 'GET', '/wps/system/status')).json().value.info.market.legal;
    expect(legal.demo).toBe(true);
    expect(legal.licence).toBe('');
    expect(legal.licenceDate).toBe('');
    const digits = (legal.cnpj as string).replace(/\D/g, '');
    expect(digits).toHaveLength(14);
    expect(digits.slice(12)).not.toBe(cnpjCheckDigits(digits.slice(0, 12)));
  });

  it('warns at a production start while the legal block holds demo values, not once the operator set them', async () => {
    const [warning] = await startupWarnings(app.db, 'production', SEED_NOW + HOUR);
    expect(warning).toMatch(
      /production mode with the demo's legal block for merchant jogo \(companyName, cnpj, licence/,
    );
    expect(await startupWarnings(app.db, 'development', SEED_NOW + HOUR)).toEqual([]);
    const set = {
      companyName: 'Operadora Exemplo S.A.',
      cnpj: '11.222.333/0001-81',
      licence: 'Portaria SPA/MF nº 1.234/2025',
      licenceDate: '2025-03-01',
      address: 'Rua Um, 1, Rio de Janeiro - RJ',
      customerService: 'sac@operadora.example',
      ombudsman: 'ouvidoria@operadora.example',
    };
    for (const [k, v] of Object.entries(set))
      await app.db.run(
        "INSERT INTO site_setting (merchant_code, key, value) VALUES ('jogo', ?, ?)",
        `legal.${k}`,
        v,
      );
    expect(await startupWarnings(app.db, 'production', SEED_NOW + HOUR)).toEqual([]);
    const legal = (await call(app, 'GET', '/wps/system/status')).json().value.info.market.legal;
    expect(legal).toMatchObject({ ...set, demo: false });
  });
});

/** the two check digits of a CNPJ's first twelve (Receita Federal's modulo-11 rule) */
function cnpjCheckDigits(base: string): string {
  const digit = (d: string) => {
    const weights =
      d.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const r = [...d].reduce((s, c, i) => s + Number(c) * weights[i]!, 0) % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const first = digit(base);
  return `${first}${digit(base + first)}`;
}
