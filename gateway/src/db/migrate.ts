import type { Db } from './db';
import { listMigrations, postgresMigrations, type Migration } from './migration-files';

export { listMigrations } from './migration-files';

/** The key of the PostgreSQL advisory lock that lets one process migrate and seed at a time. */
export const SCHEMA_LOCK = 72_170_001;

/**
 * Applies the migrations not applied yet. SQLite runs the files as written, each in its own transaction;
 * PostgreSQL runs their checked-in PostgreSQL files (`.pg.sql` by hand, else `.pg.generated.sql`:
 * migration-files.ts), nothing translated here, in one transaction under an advisory lock, so N gateways
 * starting together migrate once and the others wait, then find nothing to do.
 * @returns the names of the migrations applied by this call.
 */
export async function migrate(db: Db): Promise<string[]> {
  if (db.engine === 'postgres') return withSchemaLock(db, () => apply(db, postgresMigrations()));
  return apply(db, listMigrations());
}

/** Runs `fn` holding the schema lock (PostgreSQL: in one read-committed transaction; SQLite: as is). */
export async function withSchemaLock<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  if (db.engine !== 'postgres') return fn();
  return db.transaction(
    async () => {
      await db.get('SELECT pg_advisory_xact_lock(?)', SCHEMA_LOCK);
      return fn();
    },
    { isolation: 'read committed' },
  );
}

async function apply(db: Db, migrations: Migration[]): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version ${db.engine === 'postgres' ? 'BIGINT' : 'INTEGER'} PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
  );
  const done = new Set(
    (await db.all<{ version: number }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await db.transaction(async () => {
      await db.exec(m.sql);
      await db.run(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
        m.version,
        m.name,
        new Date().toISOString(),
      );
    });
    applied.push(m.name);
  }
  return applied;
}
