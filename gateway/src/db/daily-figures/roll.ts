import type { Db } from '../db';

/**
 * The play figures after commit (migration 240): a settled bet writes one row of `play_delta`, and this moves what
 * has gathered into `play_day` (whose triggers carry it on to member_day, team_day and team_member_day) in one
 * transaction, summed per member, site day and game type. Every reader of the daily figures on the primary calls
 * it first, so a report counts every bet committed before it; the leader task `daily-figures-roll` calls it every
 * ROLL_TICK_MS besides, so a replica's reports and the tables themselves are never more than that behind.
 * PostgreSQL: `jogo_roll_play()`, one statement under a transaction-level advisory lock (one roll at a time).
 * SQLite: the same two statements in one write transaction (one writer at a time by the engine), taken only when a
 * row waits.
 * A replica's handle rolls nothing (it cannot write; the primary's rolls reach it by replication).
 * @returns the play_day rows written
 */
export async function rollPlay(db: Db): Promise<number> {
  if (db.isReplica) return 0;
  if (db.engine === 'postgres') {
    const r = await db.get<{ n: number }>('SELECT jogo_roll_play() AS n');
    return r?.n ?? 0;
  }
  // nothing waiting (most reads): no write transaction, which would queue behind SQLite's one writer (the bets).
  // A bet committed before this read is seen by it; one committed after is the next roll's
  const waiting = async () =>
    (await db.get<{ id: number | null }>('SELECT MAX(id) AS id FROM play_delta'))?.id;
  if ((await waiting()) == null) return 0;
  return await db.transaction(async () => {
    const last = await waiting();
    if (last == null) return 0;
    // WHERE before ON CONFLICT: SQLite's parser needs one after a SELECT with a join
    const n = await db.run(
      `INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
         SELECT d.member_id, jogo_site_day(d.at, s.value), d.game_type, SUM(d.bets), SUM(d.stake), SUM(d.payout)
           FROM play_delta d LEFT JOIN member m ON m.id = d.member_id
             LEFT JOIN site_setting s ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone'
           WHERE d.id <= ? GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
         ON CONFLICT (member_id, day, game_type) DO UPDATE SET bets = bets + excluded.bets,
           stake = stake + excluded.stake, payout = payout + excluded.payout`,
      last,
    );
    await db.run('DELETE FROM play_delta WHERE id <= ?', last);
    return n.changes;
  });
}

/** How often the leader task rolls the play figures (what a replica's report may lag by, besides replication). */
export const ROLL_TICK_MS = 1000;
