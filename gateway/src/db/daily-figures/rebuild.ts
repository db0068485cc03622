import type { Db } from '../db';

/**
 * Bulk loads and the agent reports' figures (migrations 190, 191 and 192). The triggers keep the figures row by row,
 * which a load of millions of rows pays for every row (PostgreSQL: a PL/pgSQL call and three upserts per bet, about
 * 6k bets/s on a 2-core machine). A bulk load (the large-world seeder) suspends them, loads, and counts the figures
 * once from the rows with `rebuildDailyFigures`, as the migrations' backfill does (the same definition:
 * domain/agent/play/), then resumes them: the same approach as its secondary indexes.
 */

/** The tables whose triggers keep the figures, and which of their triggers those are (by name). */
const KEEPERS: Record<string, RegExp> = {
  member: /^member_ancestor_(insert|delete)$/,
  bet: /^play_delta_/,
  ledger: /^money_day_/,
  play_day: /^member_day_/,
  member_day: /^team_(member_)?day_/,
  money_day: /^team_(member_day|money_day)_/,
};

export interface SuspendedTriggers {
  /** SQLite: the dropped triggers' SQL; PostgreSQL: table and name of the disabled ones */
  triggers: { table: string; name: string; sql: string }[];
}

/** Suspends the triggers that keep the figures (SQLite: dropped, their SQL kept; PostgreSQL: disabled). */
export async function suspendDailyFigures(db: Db): Promise<SuspendedTriggers> {
  const tables = Object.keys(KEEPERS);
  const list = tables.map(() => '?').join(', ');
  const rows = await db.all<{ table: string; name: string; sql: string }>(
    db.engine === 'sqlite'
      ? `SELECT tbl_name AS "table", name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN (${list}) ORDER BY name`
      : `SELECT c.relname AS "table", t.tgname AS name, '' AS sql FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
           WHERE NOT t.tgisinternal AND c.relname IN (${list}) ORDER BY t.tgname`,
    ...tables,
  );
  const triggers = rows.filter((r) => KEEPERS[r.table]!.test(r.name));
  for (const t of triggers)
    await db.exec(
      db.engine === 'sqlite' ? `DROP TRIGGER ${t.name}` : `ALTER TABLE ${t.table} DISABLE TRIGGER ${t.name}`,
    );
  return { triggers };
}

/** Resumes what `suspendDailyFigures` suspended. */
export async function resumeDailyFigures(db: Db, s: SuspendedTriggers): Promise<void> {
  for (const t of s.triggers)
    await db.exec(db.engine === 'sqlite' ? t.sql : `ALTER TABLE ${t.table} ENABLE TRIGGER ${t.name}`);
}

/** A merchant's zone, as siteZone reads it (an unknown or absent zone is the default one in jogo_site_day). */
const ZONE = `LEFT JOIN site_setting s ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone'`;

/**
 * Counts every figure again from the rows (with the triggers suspended: run between `suspendDailyFigures` and
 * `resumeDailyFigures`, in one transaction or not): member_ancestor from member.parent_id, play_day from the settled
 * bets by the site day of their settle time, money_day from the ledger, and the member and team sums above them
 * (team_member_day: each member's play and money of a day under each of its agents).
 */
export async function rebuildDailyFigures(db: Db): Promise<void> {
  // PostgreSQL keeps team_day in slots (migration 204: team_day is a view of team_day_slot)
  const teamDay = db.engine === 'postgres' ? 'team_day_slot' : 'team_day';
  const slot = db.engine === 'postgres' ? ['slot, ', 'd.member_id % 8, ', ', 3'] : ['', '', ''];
  for (const t of [
    'team_member_day',
    'team_money_day',
    teamDay,
    'member_day',
    'money_day',
    'play_day',
    'play_delta',
    'member_ancestor',
  ])
    await db.run(`DELETE FROM ${t}`);
  await db.run(
    `WITH RECURSIVE up(member_id, ancestor_id, depth) AS (
       SELECT id, id, 0 FROM member
       UNION ALL SELECT u.member_id, m.parent_id, u.depth + 1 FROM up u JOIN member m ON m.id = u.ancestor_id
         WHERE m.parent_id IS NOT NULL AND u.depth < 50)
     INSERT INTO member_ancestor (ancestor_id, member_id, depth) SELECT ancestor_id, member_id, depth FROM up`,
  );
  await db.run(
    `INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
       SELECT b.member_id, jogo_site_day(COALESCE(b.settled_at, b.created_at), s.value), b.game_type, COUNT(*),
           SUM(b.amount), SUM(b.payout)
         FROM bet b JOIN member m ON m.id = b.member_id ${ZONE}
         WHERE b.status = 'SETTLED' GROUP BY 1, 2, 3`,
  );
  await db.run(
    `INSERT INTO money_day (member_id, day, deposit, withdraw, bonus)
       SELECT l.member_id, jogo_site_day(l.created_at, s.value),
           SUM(CASE WHEN l.type = 'DEPOSIT' THEN l.amount ELSE 0 END),
           SUM(CASE WHEN l.type = 'WITHDRAW' THEN -l.amount ELSE 0 END),
           SUM(CASE WHEN l.type IN ('BONUS', 'REBATE') THEN l.amount ELSE 0 END)
         FROM ledger l JOIN member m ON m.id = l.member_id ${ZONE}
         WHERE l.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE') GROUP BY 1, 2`,
  );
  await db.run(
    `INSERT INTO member_day (member_id, day, bets, stake, payout)
       SELECT member_id, day, SUM(bets), SUM(stake), SUM(payout) FROM play_day GROUP BY member_id, day`,
  );
  await db.run(
    `INSERT INTO ${teamDay} (agent_id, day, ${slot[0]}bets, stake, payout, active)
       SELECT a.ancestor_id, d.day, ${slot[1]}SUM(d.bets), SUM(d.stake), SUM(d.payout),
           SUM(CASE WHEN d.bets > 0 THEN 1 ELSE 0 END)
         FROM member_day d JOIN member_ancestor a ON a.member_id = d.member_id AND a.depth > 0 GROUP BY 1, 2${slot[2]}`,
  );
  await db.run(
    `INSERT INTO team_money_day (agent_id, day, deposit, withdraw, bonus)
       SELECT a.ancestor_id, d.day, SUM(d.deposit), SUM(d.withdraw), SUM(d.bonus)
         FROM money_day d JOIN member_ancestor a ON a.member_id = d.member_id AND a.depth > 0 GROUP BY 1, 2`,
  );
  await db.run(
    `INSERT INTO team_member_day (ancestor_id, day, member_id, depth, bets, stake, payout, deposit, withdraw, bonus)
       SELECT a.ancestor_id, x.day, x.member_id, a.depth, SUM(x.bets), SUM(x.stake), SUM(x.payout), SUM(x.deposit),
           SUM(x.withdraw), SUM(x.bonus)
         FROM (SELECT member_id, day, bets, stake, payout, 0 AS deposit, 0 AS withdraw, 0 AS bonus FROM member_day
           UNION ALL SELECT member_id, day, 0, 0, 0, deposit, withdraw, bonus FROM money_day) x
         JOIN member_ancestor a ON a.member_id = x.member_id AND a.depth > 0
         GROUP BY a.ancestor_id, x.day, x.member_id, a.depth`,
  );
}
