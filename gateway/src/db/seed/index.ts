import type { Db } from '../open-db';
import { withSchemaLock } from '../migrate';
import { RESET_IDENTITY_SEQUENCES_SQL } from '../postgres/ddl';
import { rollPlay } from '../daily-figures';
import { seedSystem } from './system';
import { seedMembers } from './members';
import { seedIdentity } from './identity';
import { seedGames } from './games';
import { seedWorld } from './world';
import { seedMemberCentre } from './member-centre';
import { seedEngagement } from './engagement';
import { seedProtection } from './protection';
import type { SeedContext } from './members';
import { recordSeedNow } from '../../domain/site/demo-age';
import { MERCHANT } from './system';

/** Options of `seed`. */
export interface SeedOptions {
  /**
   * The instant the world is created as of (ms): its history runs 90 days back from it. Default: the moment it
   * runs, so a first start opens on today; tests pass the fixed `SEED_NOW` (test/support/gateway-template.ts).
   */
  now?: number;
}

/**
 * Seeds the demo world once: it runs only when no merchant exists yet. Deterministic for a given `now`.
 * Each domain adds its own `seedX(db, ctx)` step here, in dependency order.
 */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<boolean> {
  return withSchemaLock(db, () => seedOnce(db, { now: opts.now ?? Date.now() }));
}

async function seedOnce(db: Db, ctx: SeedContext): Promise<boolean> {
  if ((await db.number('SELECT COUNT(*) AS n FROM merchant')) > 0) return false;
  const steps: ((db: Db, ctx: SeedContext) => void | Promise<void>)[] = [
    seedSystem,
    seedMembers,
    seedIdentity,
    seedGames,
    seedWorld,
    seedMemberCentre,
    seedEngagement,
    seedProtection,
  ];
  for (const step of steps) await step(db, ctx);
  await recordSeedNow(db, MERCHANT, ctx.now);
  // the demo world's bets in its daily figures at once, as a world that has run: nothing waits to be rolled
  await rollPlay(db);
  // the seed writes explicit ids in places: PostgreSQL's identity sequences go past them
  if (db.engine === 'postgres') await db.exec(RESET_IDENTITY_SEQUENCES_SQL);
  return true;
}
