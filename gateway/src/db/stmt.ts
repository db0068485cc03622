import type { Statement } from 'better-sqlite3';
import type { Db } from './open-db';

const cache = new WeakMap<Db, Map<string, Statement>>();

/**
 * A prepared statement cached per database handle. Preparing costs more than running a short
 * statement, and the money path (move, settleBet) runs thousands of times while seeding.
 */
export function stmt(db: Db, sql: string): Statement {
  let m = cache.get(db);
  if (!m) cache.set(db, (m = new Map()));
  let s = m.get(sql);
  if (!s) m.set(sql, (s = db.prepare(sql)));
  return s;
}
