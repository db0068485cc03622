import type { Db } from './db';

// The few SQL fragments one text cannot say on both engines (docs/gateway/engines-and-operations.md "Portable SQL",
// /work/coord/GATEWAY.md): each function returns the fragment for `db.engine`, so a query stays one copy and
// only the fragment differs. Add a function here only when no portable form exists.

/**
 * Whether text column `haystack` contains the text bound to the next `?`, case-sensitively (SQLite has
 * `instr`, PostgreSQL `strpos`; LIKE would ignore case on SQLite and treat `%` and `_` as wildcards).
 * @example `WHERE ${containsParam(db, 'recipient')}` // instr(recipient, ?) > 0
 */
export const containsParam = (db: Db, haystack: string): string =>
  `${db.engine === 'postgres' ? 'strpos' : 'instr'}(${haystack}, ?) > 0`;

/**
 * ` FOR UPDATE` on PostgreSQL, nothing on SQLite (which has no row locks: a transaction there holds the one
 * write lock from BEGIN IMMEDIATE). Appended to a SELECT of the rows a read-committed transaction is about to
 * change, so a second transaction on the same rows waits for the first to end and then reads what it wrote.
 * (Under SERIALIZABLE a row lock does not help: the waiter fails with 40001 once the holder commits.)
 * @example `SELECT balance FROM wallet_account WHERE member_id = ?${forUpdate(db)}`
 */
export const forUpdate = (db: Db): string => (db.engine === 'postgres' ? ' FOR UPDATE' : '');
