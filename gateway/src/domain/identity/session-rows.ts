import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/open-db';
import { listen, type Listener } from '../../db/listener';

/**
 * The session read of a call, kept for a moment (PostgreSQL only). Every authenticated call reads its session, its
 * member and its play-time row (`resolveSession`): on PostgreSQL that read was one of a bet's two round trips. A
 * process now keeps the row it read for at most `KEEP_MS`, and drops every kept row
 * - at once when this handle writes one of the three tables (`Db.watchWrites`: a logout, a forced password change,
 *   a member's status, the expiry slid by a minute), and again when that transaction commits;
 * - on `NOTIFY jogo_session`, sent at commit by the three tables' statement triggers (migration 251) when any process
 *   writes them, on a LISTEN connection of this process. While that connection is not in place nothing is kept.
 * So a session ended on another process stops working here as soon as its notice arrives (milliseconds), and a lost
 * notice cannot keep a row longer than `KEEP_MS`. A row is never kept from a read inside a transaction (it may see
 * that transaction's own writes), nor from a read that a drop overtook, nor when there is no session.
 *
 * SQLite is left alone: its read is a function call in this process, not a round trip, and there is one process.
 */

/** The tables the session read joins; a write to any of them drops every kept row. */
export const SESSION_TABLES = ['session', 'member', 'play_time'] as const;
/** The PostgreSQL channel their statement triggers notify (migration 251). */
export const SESSION_CHANNEL = 'jogo_session';
/** The longest a kept row is used, whatever the notices do. */
export const KEEP_MS = 2000;
/** Rows kept per process: past it the map starts again (a row missing costs one read, nothing else). */
const MAX_ROWS = 20_000;

interface Store {
  /** bumped by every drop: a read that started before one is not kept */
  generation: number;
  rows: Map<string, { row: unknown; at: number }>;
  listener: Listener;
}

const stores = new WeakMap<Db, Store | null>();

function storeOf(db: Db): Store | null {
  const known = stores.get(db);
  if (known !== undefined) return known;
  if (db.engine !== 'postgres' || !db.directUrl) {
    stores.set(db, null);
    return null;
  }
  const drop = () => {
    store.generation++;
    store.rows.clear();
  };
  const store: Store = {
    generation: 0,
    rows: new Map(),
    listener: listen({
      url: db.directUrl,
      channel: SESSION_CHANNEL,
      name: 'jogo-session',
      onNotice: drop,
      onLost: drop,
      onReconnected: drop,
    }),
  };
  db.watchWrites(SESSION_TABLES, () => {
    drop();
    db.afterCommit(drop);
  });
  db.onClose(async () => await store.listener.close());
  stores.set(db, store);
  return store;
}

/**
 * @returns the session row of `tokenHash`: kept from a read of the last `KEEP_MS` when this process may trust it
 *   (see above), else what `read` returns
 */
export async function sessionRow<R>(db: Db, tokenHash: string, read: () => Promise<R | undefined>) {
  const store = storeOf(db);
  if (!store) return await read();
  const kept = store.rows.get(tokenHash);
  if (kept && performance.now() - kept.at < KEEP_MS && store.listener.listening) return kept.row as R;
  const generation = store.generation;
  const at = performance.now();
  const row = await read();
  if (row !== undefined && store.listener.listening && generation === store.generation && !db.inTransaction) {
    if (store.rows.size >= MAX_ROWS) store.rows.clear();
    store.rows.set(tokenHash, { row, at });
  }
  return row;
}

/** @returns how many times `db` dropped its kept rows (a notice or a write of its own), 0 where nothing is kept */
export const sessionRowDrops = (db: Db): number => storeOf(db)?.generation ?? 0;

/** Resolves once `db` may keep session rows (PostgreSQL: its LISTEN connection is in place). */
export async function sessionRowsReady(db: Db): Promise<void> {
  await storeOf(db)?.listener.ready();
}
