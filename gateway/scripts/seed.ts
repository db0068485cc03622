// `npm run db:seed -w @jogo/gateway`: migrates the gateway's database (DATABASE_URL, else JOGO_DB, else
// gateway/data/jogo.db) if needed, then seeds the demo world once; a database that already has a merchant is
// left as it is.
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-db';
import { seed } from '../src/db/seed';
import { configuredDbFile, runCli, shownTarget } from './db-file';

/**
 * @param target a SQLite file or a `postgres://` URL
 * @returns whether the demo world was written (false: the database was seeded before)
 */
export async function seedFile(target: string): Promise<boolean> {
  const db = openDatabase(target);
  try {
    await migrate(db);
    return await seed(db);
  } finally {
    await db.close();
  }
}

if (require.main === module)
  runCli(async () => {
    const target = configuredDbFile();
    const seeded = await seedFile(target);
    process.stdout.write(
      `${shownTarget(target)}: ${seeded ? 'seeded the demo world' : 'already seeded, left as it is'}\n`,
    );
  });
