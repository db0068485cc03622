import type { Db } from '../open-db';
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
  const has = db.prepare('SELECT COUNT(*) AS n FROM merchant').get() as { n: number };
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
  return true;
}
