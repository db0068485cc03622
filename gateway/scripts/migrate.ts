// `npm run db:migrate -w @jogo/gateway`: applies the pending SQL migrations (src/db/migrations) to the
// gateway's database: DATABASE_URL (PostgreSQL), else JOGO_DB, else gateway/data/jogo.db. The gateway does the
// same at start; this runs it alone.
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-db';
import { configuredDbFile, runCli, shownTarget } from './db-file';

/**
 * @param target a SQLite file or a `postgres://` URL
 * @returns the names of the migrations applied (none when the database is up to date)
 */
export async function migrateFile(target: string): Promise<string[]> {
  const db = openDatabase(target);
  try {
    return await migrate(db);
  } finally {
    await db.close();
  }
}

if (require.main === module)
  runCli(async () => {
    const target = configuredDbFile();
    const applied = await migrateFile(target);
    process.stdout.write(
      `${shownTarget(target)}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}\n`,
    );
  });
