import type { Db } from '../open-db';
import { withSchemaLock } from '../migrate';
import { RESET_IDENTITY_SEQUENCES_SQL } from '../postgres/ddl';
import { seedSystem } from './system';
import { seedMembers } from './members';
import { seedIdentity } from './identity';
import { seedGames } from './games';
import { seedWorld } from './world';
import { seedMemberCentre } from './member-centre';
import { seedEngagement } from './engagement';
import { seedProtection } from './protection';

/**
 * Seeds the deterministic demo world once: it runs only when no merchant exists yet.
 * Each domain adds its own `seedX(db)` step here, in dependency order.
 */
export async function seed(db: Db): Promise<boolean> {
  return withSchemaLock(db, () => seedOnce(db));
}

async function seedOnce(db: Db): Promise<boolean> {
  const has = (await db.get('SELECT COUNT(*) AS n FROM merchant')) as { n: number };
  if (has.n > 0) return false;
  const steps: ((db: Db) => void | Promise<void>)[] = [
    seedSystem,
    seedMembers,
    seedIdentity,
    seedGames,
    seedWorld,
    seedMemberCentre,
    seedEngagement,
    seedProtection,
  ];
  for (const step of steps) await step(db);
  // the seed writes explicit ids in places: PostgreSQL's identity sequences go past them
  if (db.engine === 'postgres') await db.exec(RESET_IDENTITY_SEQUENCES_SQL);
  return true;
}
