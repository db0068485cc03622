import type { FastifyInstance } from 'fastify';
import { build, ENGINE } from '../helper';

/**
 * The indexes every round writes (migrations 252 and 253): a member's PENDING bets are found by a partial index that
 * a settled bet, nearly every bet, never writes; the lookups by member that read settled bets use bet_member_record;
 * a recent game's time, moved by every round, is in no index.
 */
describe('the indexes every round writes', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(async () => await close());

  /** @returns the query plan's text, indexes preferred to a scan (PostgreSQL would scan the small seeded table) */
  const plan = async (sql: string): Promise<string> => {
    if (ENGINE === 'sqlite')
      return ((await app.db.all(`EXPLAIN QUERY PLAN ${sql}`)) as { detail: string }[])
        .map((r) => r.detail)
        .join('\n');
    return await app.db.transaction(async () => {
      await app.db.run('SET LOCAL enable_seqscan = off');
      return ((await app.db.all(`EXPLAIN ${sql}`)) as { 'QUERY PLAN': string }[])
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    });
  };

  // either partial index of the PENDING bets (PostgreSQL may take bet_pending_time's second column)
  it("reads a member's pending bets by a partial index, and keeps no index of the settled ones by status", async () => {
    expect(
      await plan("SELECT id, amount FROM bet WHERE member_id = 5 AND status = 'PENDING' ORDER BY id"),
    ).toMatch(/bet_member_pending|bet_pending_time/);
    const names = (
      (await app.db.all(
        ENGINE === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'bet'"
          : "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'bet'",
      )) as { name: string }[]
    ).map((r) => r.name);
    expect(names).toContain('bet_member_pending');
    expect(names).not.toContain('bet_member_status');
    expect(names).not.toContain('bet_win');
  });

  it("keeps no index on a recent game's time, which every round moves", async () => {
    const names = (
      (await app.db.all(
        ENGINE === 'sqlite'
          ? "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'recent_game'"
          : "SELECT indexname AS name FROM pg_indexes WHERE tablename = 'recent_game'",
      )) as { name: string }[]
    ).map((r) => r.name);
    expect(names).not.toContain('recent_game_time');
  });
});
