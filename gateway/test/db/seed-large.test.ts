import { openDatabase } from '../../src/db/open-db';
import type { Db } from '../../src/db/db';
import { seedLarge, type LargeWorldReport } from '../../tools/seed-large';
import { Progress } from '../../tools/seed-large/progress';
import { settleContracts } from '../../src/domain/agent/contracts';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { checkDailyFigures, rollPlay } from '../../src/db/daily-figures';
import { fixClock } from '../../src/domain/site/clock';
import { parseArgs, size } from '../../scripts/seed-large';
import { freshTarget } from '../helper';

// The large world of `npm run db:seed:large`, built small, on the engine of the run: its money, its
// shape and its agent statements hold what the domain holds.

const OPTIONS = { members: 400, agents: 40, bets: 12_000, days: 16, endDay: '2026-11-25', seed: 7 };
const quiet = new Progress({ write: () => true }, true);

let db: Db;
let drop: () => Promise<void>;
let report: LargeWorldReport;

beforeAll(async () => {
  const target = await freshTarget();
  drop = target.drop;
  db = openDatabase(target.dbFile);
  report = await seedLarge(db, OPTIONS, quiet);
}, 600_000);
afterAll(async () => {
  await db.close();
  await drop();
});

const one = async <T>(sql: string, ...args: (string | number)[]) => (await db.get(sql, ...args)) as T;
const LARGE = "m.username LIKE 'ag%' OR m.username LIKE 'pl%'";

describe('seed:large', () => {
  it("counts the agent reports' daily figures once, as the rows say, and keeps them live again", async () => {
    expect(await checkDailyFigures(db)).toEqual([]);
    const player = await one<{ id: number }>("SELECT id FROM member WHERE username = 'pl000001'");
    const kept = async () => {
      await rollPlay(db); // a bet's play reaches the daily figures when rolled
      return one<{ n: number }>(
        'SELECT COALESCE(SUM(bets), 0) AS n FROM member_day WHERE member_id = ?',
        player.id,
      );
    };
    const before = (await kept()).n;
    await db.run(
      `INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at)
         VALUES (?, NULL, 'DICE', 'INHOUSE', 'JOGO', 100, 0, '2026-11-20T12:00:00.000Z')`,
      player.id,
    );
    expect((await kept()).n).toBe(before + 1);
    // every figure kept again after the bulk load (team_member_day too: the bet is in each of its agents' rows)
    expect(await checkDailyFigures(db)).toEqual([]);
    await db.run(
      "DELETE FROM bet WHERE member_id = ? AND game_code = 'DICE' AND created_at = '2026-11-20T12:00:00.000Z'",
      player.id,
    );
    expect(await checkDailyFigures(db)).toEqual([]);
  });

  it('builds the sizes asked for, over the days asked for', async () => {
    expect(report.built).toBe(true);
    expect(report.firstDay).toBe('2026-11-10');
    const n = await one<{ agents: number; players: number }>(
      `SELECT SUM(CASE WHEN m.type <> 0 THEN 1 ELSE 0 END) AS agents, SUM(CASE WHEN m.type = 0 THEN 1 ELSE 0 END) AS players
         FROM member m WHERE ${LARGE}`,
    );
    expect(n).toEqual({ agents: 40, players: 400 });
    const b = await one<{ n: number; first: string; last: string }>(
      `SELECT COUNT(*) AS n, MIN(b.created_at) AS first, MAX(COALESCE(b.settled_at, b.created_at)) AS last
         FROM bet b JOIN member m ON m.id = b.member_id WHERE (${LARGE}) AND b.status = 'SETTLED'`,
    );
    expect(b.n).toBe(12_000);
    // São Paulo days (UTC-3): 2026-11-10 00:00 .. 2026-11-26 00:00
    expect(b.first >= '2026-11-10T03:00:00.000Z').toBe(true);
    expect(b.last < '2026-11-26T03:00:00.000Z').toBe(true);
  });

  it('keeps every balance equal to its ledger, every bet with its ledger rows', async () => {
    expect(await checkLedger(db)).toEqual([]);
    const rows = await one<{ bets: number; betRows: number; payouts: number; payoutRows: number }>(
      `SELECT (SELECT COUNT(*) FROM bet b JOIN member m ON m.id = b.member_id WHERE ${LARGE}) AS bets,
              (SELECT COUNT(*) FROM ledger l JOIN member m ON m.id = l.member_id WHERE (${LARGE}) AND l.type = 'BET') AS "betRows",
              (SELECT COUNT(*) FROM bet b JOIN member m ON m.id = b.member_id WHERE (${LARGE}) AND b.payout > 0) AS payouts,
              (SELECT COUNT(*) FROM ledger l JOIN member m ON m.id = l.member_id WHERE (${LARGE}) AND l.type = 'PAYOUT') AS "payoutRows"`,
    );
    expect(rows.betRows).toBe(rows.bets);
    expect(rows.payoutRows).toBe(rows.payouts);
  });

  it('puts agents in chains of the four agent types, players at most five levels down', async () => {
    const rows = (await db.all(
      `WITH RECURSIVE up(id, anc, lvl) AS (
           SELECT m.id, m.parent_id, 1 FROM member m WHERE (${LARGE}) AND m.parent_id IS NOT NULL
           UNION ALL SELECT up.id, p.parent_id, up.lvl + 1 FROM up JOIN member p ON p.id = up.anc WHERE p.parent_id IS NOT NULL)
         SELECT m.type, MAX(up.lvl) AS depth FROM up JOIN member m ON m.id = up.id GROUP BY m.type ORDER BY m.type`,
    )) as { type: number; depth: number }[];
    const depth = new Map(rows.map((r) => [r.type, r.depth]));
    expect(depth.get(2)).toBe(1);
    expect(depth.get(41)).toBe(2);
    expect(depth.get(42)).toBe(3);
    expect(depth.get(0)).toBeLessThanOrEqual(4);
  });

  it('is the same world on either engine (a digest of its bets and money)', async () => {
    const d = await one<Record<string, number>>(
      `SELECT COUNT(*) AS n, SUM(b.amount) AS stakes, SUM(b.payout) AS payouts, SUM(b.node_id) AS games
         FROM bet b JOIN member m ON m.id = b.member_id WHERE ${LARGE}`,
    );
    const l = await one<Record<string, number>>(
      `SELECT COUNT(*) AS n, SUM(l.amount) AS total, SUM(l.balance_after) AS after
         FROM ledger l JOIN member m ON m.id = l.member_id WHERE ${LARGE}`,
    );
    expect({ bets: d, ledger: l }).toMatchSnapshot();
  });

  it('answers the same world again instead of building it twice', async () => {
    const again = await seedLarge(db, OPTIONS, quiet);
    expect(again.built).toBe(false);
    expect(again.busiestAgent).toEqual(report.busiestAgent);
    await expect(seedLarge(db, { ...OPTIONS, bets: 13_000 }, quiet)).rejects.toThrow(/another large world/);
  });

  it('writes the statements the live settlement writes (salaries and dividends, the difference model)', async () => {
    const records = async () =>
      (await db.all(
        `SELECT r.contract_id, r.period_start, r.period_end, r.base_amount, r.amount, r.bet_amount, r.payout_amount,
             r.deductions, r.carry_in, r.gross, r.downline_amount, r.rate_bp, r.capped,
             (SELECT COUNT(*) FROM contract_statement_member x WHERE x.record_id = r.id) AS members,
             (SELECT COALESCE(SUM(x.bet_amount), 0) FROM contract_statement_member x WHERE x.record_id = r.id) AS "memberBets",
             (SELECT COALESCE(SUM(x.amount), 0) FROM contract_statement_downline x WHERE x.record_id = r.id) AS downlines,
             (SELECT COUNT(*) FROM contract_statement_downline x JOIN contract_record d ON d.id = x.downline_record_id
                WHERE x.record_id = r.id AND d.amount = x.amount AND d.period_start = r.period_start) AS "downlineStatements"
           FROM contract_record r JOIN member m ON m.id = r.member_id WHERE ${LARGE}
           ORDER BY r.contract_id, r.period_start`,
      )) as Record<string, unknown>[];
    const seeded = await records();
    expect(seeded.length).toBeGreaterThan(50);
    const contracts = (await db.all(
      `SELECT c.id, c.settled_until, c.carry FROM agent_contract c JOIN member m ON m.id = c.to_member_id WHERE ${LARGE} ORDER BY c.id`,
    )) as { id: number; settled_until: string; carry: number }[];

    // the same periods settled again by the domain, from scratch
    await db.transaction(async () => {
      const ids = `SELECT c.id FROM agent_contract c JOIN member m ON m.id = c.to_member_id WHERE ${LARGE}`;
      const recs = `SELECT id FROM contract_record WHERE contract_id IN (${ids})`;
      await db.run(`DELETE FROM contract_statement_member WHERE record_id IN (${recs})`);
      await db.run(`DELETE FROM contract_statement_downline WHERE record_id IN (${recs})`);
      await db.run(`DELETE FROM contract_record WHERE contract_id IN (${ids})`);
      await db.run(`UPDATE agent_contract SET settled_until = signed_at, carry = 0 WHERE id IN (${ids})`);
    });
    const now = Date.parse(report.now);
    fixClock(db, () => now);
    for (const kind of ['DAILY', 'DIVIDEND'] as const) await settleContracts(db, kind, now);
    fixClock(db, null);
    expect(await records()).toEqual(seeded);
    expect(
      await db.all(
        `SELECT c.id, c.settled_until, c.carry FROM agent_contract c JOIN member m ON m.id = c.to_member_id WHERE ${LARGE} ORDER BY c.id`,
      ),
    ).toEqual(contracts);
  }, 120_000);
});

describe('seed:large command line', () => {
  it('reads sizes with k and M, the target from --db, DATABASE_URL or JOGO_DB', () => {
    expect(size('5M')).toBe(5_000_000);
    expect(size('100k')).toBe(100_000);
    expect(size('2000')).toBe(2000);
    expect(() => size('lots')).toThrow(/not a size/);
    const a = parseArgs(['--members', '1k', '--bets=2M', '--end', '2026-01-31', '--db', '/tmp/x.db'], {});
    expect(a).toMatchObject({
      options: { members: 1000, bets: 2_000_000, endDay: '2026-01-31' },
      target: '/tmp/x.db',
      verify: true,
    });
    expect(parseArgs([], { DATABASE_URL: 'postgres://a@b/c', JOGO_DB: '/x.db' }).target).toBe(
      'postgres://a@b/c',
    );
    expect(parseArgs([], { JOGO_DB: '/x.db' }).target).toBe('/x.db');
    expect(() => parseArgs(['--wat'], {})).toThrow(/unknown option/);
  });
});
