import type { Db } from '../db';
import { openDatabase } from '../open-db';
import { freshTarget } from '../../../test/helper';
import { checkDailyFigures, rebuildDailyFigures, resumeDailyFigures, rollPlay, suspendDailyFigures } from '.';

// The copies of the daily-figures rule (README.md here) agree on the engine of the run: what the triggers kept while
// the demo world was seeded is what the bulk rebuild counts, row for row, and what the checker recomputes.

/** Each table's key columns; the others are figures (a row of zero figures counts as absent, as in the checker). */
const TABLES: Record<string, string[]> = {
  member_ancestor: ['ancestor_id', 'member_id', 'depth'],
  play_day: ['member_id', 'day', 'game_type'],
  money_day: ['member_id', 'day'],
  member_day: ['member_id', 'day'],
  team_day: ['agent_id', 'day'],
  team_money_day: ['agent_id', 'day'],
  team_member_day: ['ancestor_id', 'day', 'member_id', 'depth'],
};

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const target = await freshTarget();
  drop = target.drop;
  db = openDatabase(target.dbFile);
}, 120_000);
afterAll(async () => {
  await db.close();
  await drop();
});

async function figures(): Promise<Record<string, Record<string, unknown>[]>> {
  const out: Record<string, Record<string, unknown>[]> = {};
  await rollPlay(db); // the bets' play waiting to be rolled (roll.ts) is part of what the triggers keep
  for (const [table, keys] of Object.entries(TABLES)) {
    const rows = await db.all<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY ${keys.join(', ')}`);
    // member_ancestor has no figures: every row counts
    out[table] =
      table === 'member_ancestor'
        ? rows
        : rows.filter((r) => Object.entries(r).some(([k, v]) => !keys.includes(k) && v !== 0));
  }
  return out;
}

describe('the daily-figures rule, trigger by trigger and in bulk', () => {
  it('gives the same rows from the triggers as from the bulk rebuild, and the checker agrees with both', async () => {
    const kept = await figures();
    expect(kept.play_day!.length).toBeGreaterThan(10);
    expect(kept.team_member_day!.length).toBeGreaterThan(10);
    expect(await checkDailyFigures(db)).toEqual([]);

    const suspended = await suspendDailyFigures(db);
    expect(suspended.triggers.length).toBeGreaterThanOrEqual(6);
    await rebuildDailyFigures(db);
    await resumeDailyFigures(db, suspended);
    expect(await figures()).toEqual(kept);
    expect(await checkDailyFigures(db)).toEqual([]);
  });

  it('keeps them row by row again after a rebuild', async () => {
    const player = await db.get<{ id: number }>("SELECT id FROM member WHERE username = 'demo_player'");
    const bets = async () => {
      await rollPlay(db);
      return await db.number('SELECT COALESCE(SUM(bets), 0) FROM member_day WHERE member_id = ?', player!.id);
    };
    const before = await bets();
    await db.run(
      `INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at)
         VALUES (?, NULL, 'DICE', 'INHOUSE', 'JOGO', 100, 0, '2026-11-20T12:00:00.000Z')`,
      player!.id,
    );
    expect(await bets()).toBe(before + 1);
    expect(await checkDailyFigures(db)).toEqual([]);
  });
});
