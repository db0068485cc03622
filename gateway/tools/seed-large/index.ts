import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import type { Cols, Db } from '../../src/db/db';
import { suspendDailyFigures } from '../../src/db/daily-figures';
import { LARGE_DEFAULTS, type LargeWorldOptions } from './model';
import { Progress } from './progress';
import { agentName, openWorld, SETTING, type LargeWorldReport } from './context';
import { writeMembers } from './members';
import { writeContracts } from './contracts';
import { writeHistory } from './history';
import { finishWorld } from './finish';

export { LARGE_DEFAULTS, type LargeWorldOptions } from './model';
export { agentName, playerName, type LargeWorldReport } from './context';

/**
 * A world the size of an operator ("Data the size of an operator"), written in bulk beside the demo
 * world: agents in chains of up to five levels, players under them, and `bets` settled bets over `days` site days
 * with every ledger row they make, so the agent reports and member records can be measured at scale
 * (`npm run bench`).
 *
 * What holds, as in live traffic (the test `test/db/seed-large.test.ts` checks each on both engines):
 * - money: every balance is the sum of its account's ledger rows, in order (`balance_after`), never below zero:
 *   a player deposits (an APPROVED PIX order) when a stake would pass the balance, withdraws (an APPROVED order to
 *   a bank account) now and then after a session, claims a daily raffle (a reward row and a BONUS);
 * - bets: instant rounds settle when made; lottery bets settle at their draw, minutes later (`settled_at`), their
 *   payout credited then; the demo vendor's pay table (RTP 92 %);
 * - agent pay: agents of the first `contractLevels` levels hold a daily salary (1 %, 0.8 %, …) and a weekly
 *   dividend (20 %, 15 %, …) from their upline (the house for a top agent), settled for every period that ended
 *   by the world's "now" exactly as `settleContracts` does (the chain's pay top down by the difference model, dividends'
 *   deductions and negative carry, statements with their members and downline parts, salaries credited at
 *   settlement, dividends when the agent claims them within 3 days);
 * - days are days of the site's zone (`site.timeZone`); the world's "now" is one hour after the end of
 *   `endDay`, so the live settlement finds nothing to do until the next period ends.
 * Not written: points (the point ledger), recent games, login history.
 *
 * Rows go in as multi-row INSERTs (batch.ts), one transaction per day, with the triggers of the agent
 * reports' daily figures suspended and the figures counted once at the end (src/db/daily-figures/); PostgreSQL
 * without waiting for each commit's flush (`synchronous_commit = off` for those transactions: a crash leaves a
 * world without its marker, to be built again). The world is recorded in site setting `seed.large` (its options, days, busiest
 * agent and player): a second run with the same options leaves it as it is.
 *
 * The sections, one module each, run in this order over one shared context (context.ts, `openWorld`): members.ts
 * (agents in their chains, players, their codes), contracts.ts (salaries and dividends), history.ts (the days),
 * finish.ts (indexes, statistics, figures, the check and the record). They share one PRNG, drawn in that order.
 */

/** @returns the large world recorded in `db`, if any */
export async function largeWorldOf(
  db: Db,
  merchant = LARGE_DEFAULTS.merchant,
): Promise<LargeWorldReport | null> {
  const row = await db.get<Cols<'site_setting', 'value'>>(
    'SELECT value FROM site_setting WHERE merchant_code = ? AND key = ?',
    merchant,
    SETTING,
  );
  return row ? ({ ...JSON.parse(row.value), built: false } as LargeWorldReport) : null;
}

const sameOptions = (a: LargeWorldOptions, b: LargeWorldOptions) =>
  (Object.keys(LARGE_DEFAULTS) as (keyof LargeWorldOptions)[]).every((k) => a[k] === b[k]) &&
  (a.endDay === undefined || b.endDay === undefined || a.endDay === b.endDay);

/**
 * Builds the large world into `db` (migrated and demo-seeded first when needed).
 * @throws when another large world, or part of one, is there already
 */
export async function seedLarge(
  db: Db,
  input: Partial<LargeWorldOptions> = {},
  progress = new Progress(),
  verify = true,
): Promise<LargeWorldReport> {
  const o: LargeWorldOptions = { ...LARGE_DEFAULTS, ...input };
  if (o.agents < 1 || o.members < 1 || o.days < 2 || o.bets < 0)
    throw new Error('seed:large: sizes too small');
  const started = Date.now();
  await migrate(db);
  await seed(db);
  const existing = await largeWorldOf(db, o.merchant);
  if (existing) {
    if (sameOptions(existing.options, o)) return existing;
    throw new Error(
      `seed:large: another large world is there (${JSON.stringify(existing.options)}): use a new database`,
    );
  }
  if (await db.get('SELECT 1 FROM member WHERE merchant_code = ? AND username = ?', o.merchant, agentName(0)))
    throw new Error('seed:large: a large world that was not finished is there: use a new database');

  const w = await openWorld(db, o, progress);
  // the agent reports' figures are counted once after the load, not row by row (src/db/daily-figures/); a load that
  // stops half-way leaves them suspended in a world recorded as unfinished, which is never used
  const figures = await suspendDailyFigures(db);
  await writeMembers(w);
  const contracts = await writeContracts(w);
  const history = await writeHistory(w, contracts);
  return finishWorld(w, history, figures, started, verify);
}
