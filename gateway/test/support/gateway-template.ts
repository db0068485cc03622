import { buildApp } from '../../src/app';
import { SEED_NOW } from '../../src/db/seed/members';

/**
 * Fills an empty database as a first start does (migrations, then the demo world) and closes it. The world is
 * seeded as of the fixed SEED_NOW, whatever day the tests run, so its history is the same on every run.
 */
export async function fillGatewayTemplate(url: string): Promise<void> {
  const app = await buildApp({ dbFile: url, mode: 'development', logger: false, seedNow: SEED_NOW });
  await app.close();
}
