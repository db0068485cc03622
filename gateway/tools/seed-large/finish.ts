import { RESET_IDENTITY_SEQUENCES_SQL } from '../../src/db/postgres/ddl';
import type { Db } from '../../src/db/db';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { rebuildDailyFigures, resumeDailyFigures, type SuspendedTriggers } from '../../src/db/daily-figures';
import { SETTING, type LargeWorldReport, type World } from './context';
import type { History } from './history';

/**
 * Indexes, statistics, sequences, the agent reports' daily figures counted once, the ledger check, and the record
 * of what was built (site setting `seed.large`).
 */
export async function finishWorld(
  w: World,
  { indexes, betsOf, counts }: History,
  figures: SuspendedTriggers,
  started: number,
  verify: boolean,
): Promise<LargeWorldReport> {
  const {
    db,
    o,
    progress,
    zone,
    endDay,
    firstDay,
    worldNow,
    ids,
    pop,
    N,
    A,
    memberId,
    username,
    iso,
    T,
    chunk,
  } = w;
  progress.phase('index', indexes.length + 1);
  for (const [i, ix] of indexes.entries()) {
    await chunk(async () => {
      if (db.engine === 'postgres') await db.run("SET LOCAL maintenance_work_mem = '256MB'");
      await db.exec(ix.sql);
    });
    progress.advance(i + 1, ix.name);
  }
  await chunk(async () => {
    // the last login of each: the time of their last bet
    await db.run(
      `UPDATE member SET last_login_at = (SELECT MAX(b.created_at) FROM bet b WHERE b.member_id = member.id)
         WHERE id > ? AND id <= ?`,
      ids.member,
      memberId(N - 1),
    );
  });
  await chunk(() => rebuildDailyFigures(db));
  await resumeDailyFigures(db, figures);
  if (db.engine === 'postgres') await db.exec(RESET_IDENTITY_SEQUENCES_SQL);
  await db.exec('ANALYZE');
  // user loss reads team_member_day by an index-only scan (migration 192's PostgreSQL variant), which needs the
  // pages marked all-visible: what autovacuum does to a live table, done here once after the bulk load
  if (db.engine === 'postgres') await db.exec('VACUUM team_member_day');
  progress.advance(indexes.length + 1, 'analyze');

  const teamBets = new Float64Array(A);
  const teamSize = new Float64Array(A);
  for (let m = 0; m < N; m++)
    for (let a = pop.parent[m]!; a >= 0; a = pop.parent[a]!) {
      teamBets[a] = teamBets[a]! + betsOf[m]!;
      teamSize[a] = teamSize[a]! + 1;
    }
  let busiestAgent = 0;
  for (let a = 1; a < A; a++) if (teamBets[a]! > teamBets[busiestAgent]!) busiestAgent = a;
  let busiestPlayer = A;
  for (let m = A + 1; m < N; m++) if (betsOf[m]! > betsOf[busiestPlayer]!) busiestPlayer = m;
  const report: LargeWorldReport = {
    options: { ...o, endDay },
    engine: db.engine,
    zone,
    firstDay,
    endDay,
    now: iso(worldNow),
    busiestAgent: {
      username: username(busiestAgent),
      teamSize: teamSize[busiestAgent]!,
      teamBets: teamBets[busiestAgent]!,
    },
    busiestPlayer: { username: username(busiestPlayer), bets: betsOf[busiestPlayer]! },
    counts: {
      members: N,
      agents: A,
      players: N - A,
      bets: T.bet.written,
      ledger: T.ledger.written,
      ...counts,
      rows: progress.rows,
    },
    seconds: Math.round((Date.now() - started) / 100) / 10,
    built: true,
  };
  if (verify) {
    progress.phase('verify', 1);
    const violations = await checkLedger(db);
    if (violations.length)
      throw new Error(
        `seed:large: ${violations.length} accounts differ from their ledger, e.g. ${JSON.stringify(violations[0])}`,
      );
    progress.advance(1);
  }
  await db.run(
    `INSERT INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)
       ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
    o.merchant,
    SETTING,
    JSON.stringify({ ...report, built: undefined }),
  );
  progress.end(
    `large world: ${N} members (${A} agents), ${report.counts.bets} bets, ${report.counts.ledger} ledger rows in ${report.seconds} s (${db.engine})`,
  );
  return report;
}

/**
 * Drops the secondary indexes of the tables a bulk load fills (unique ones stay: they are constraints): building
 * an index once over the loaded rows costs a fraction of keeping it up to date row by row.
 * @returns their definitions, to be run again after the load
 */
export async function dropIndexes(db: Db, tables: string[]): Promise<{ name: string; sql: string }[]> {
  const list = tables.map(() => '?').join(', ');
  const rows = await db.all<{ name: string; sql: string }>(
    db.engine === 'sqlite'
      ? `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN (${list}) ORDER BY name`
      : `SELECT indexname AS name, indexdef AS sql FROM pg_indexes
           WHERE schemaname = current_schema() AND indexdef NOT LIKE 'CREATE UNIQUE%' AND tablename IN (${list}) ORDER BY indexname`,
    ...tables,
  );
  for (const r of rows) await db.exec(`DROP INDEX ${r.name}`);
  return rows;
}
