// `npm run db:seed -w @jogo/gateway`: migrates the gateway's database (JOGO_DB or gateway/data/jogo.db) if
// needed, then seeds the demo world once; a database that already has a merchant is left as it is.
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { seed } from '../src/db/seed';
import { configuredDbFile, runCli } from './db-file';

/** @returns whether the demo world was written (false: the database was seeded before) */
export async function seedFile(file: string): Promise<boolean> {
  const db = openDb(file);
  try {
    migrate(db);
    return await seed(db);
  } finally {
    db.close();
  }
}

if (require.main === module)
  runCli(async () => {
    const file = configuredDbFile();
    const seeded = await seedFile(file);
    process.stdout.write(
      seeded ? `${file}: seeded the demo world\n` : `${file}: already seeded, left as it is\n`,
    );
  });
