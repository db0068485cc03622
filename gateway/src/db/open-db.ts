import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';

export type Db = Database.Database;

/** How long a writer waits for another connection's write lock before SQLITE_BUSY (ms). */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Every `db.transaction(fn)` starts `BEGIN IMMEDIATE`: it takes the write lock up front, waiting up to the
 * busy timeout. A deferred transaction reads first and upgrades to write later; with a second process on
 * the file (two gateways, a migration tool) the upgrade fails at once with SQLITE_BUSY whatever the
 * timeout, because its snapshot is stale (issue 15: 500s under concurrent money moves). `.deferred` is
 * still there for a read-only transaction that wants it.
 * @see https://www.sqlite.org/lang_transaction.html
 */
function immediateByDefault(db: Db): void {
  const original = db.transaction.bind(db);
  db.transaction = ((fn: (...args: unknown[]) => unknown) => {
    const t = original(fn);
    const run = ((...args: unknown[]) => t.immediate(...args)) as typeof t;
    run.deferred = t.deferred;
    run.immediate = t.immediate;
    run.exclusive = t.exclusive;
    return run;
  }) as Db['transaction'];
}

/**
 * Opens the SQLite database in WAL mode with foreign keys on, a busy timeout, and immediate transactions.
 * @returns a better-sqlite3 handle; `:memory:` gives a private in-memory database.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file);
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  immediateByDefault(db);
  return db;
}
