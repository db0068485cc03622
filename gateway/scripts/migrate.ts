// `npm run db:migrate -w @jogo/gateway`: applies the pending SQL migrations (src/db/migrations) to the
// gateway's database, JOGO_DB or gateway/data/jogo.db. The gateway does the same at start; this runs it alone.
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { configuredDbFile, runCli } from './db-file';

/** @returns the names of the migrations applied (none when the file is up to date) */
export function migrateFile(file: string): string[] {
  const db = openDb(file);
  try {
    return migrate(db);
  } finally {
    db.close();
  }
}

if (require.main === module)
  runCli(() => {
    const file = configuredDbFile();
    const applied = migrateFile(file);
    process.stdout.write(
      applied.length ? `${file}: applied ${applied.join(', ')}\n` : `${file}: up to date\n`,
    );
  });
