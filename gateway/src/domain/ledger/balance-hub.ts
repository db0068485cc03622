import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import { listen } from '../../db/listener';
import type { Db } from '../../db/open-db';

/**
 * Who wants to hear that a member's balance moved (the balance stream, src/routes/money/stream.ts).
 * `move()` calls `balanceMoved()` inside a money transaction; the hub emits `member:<id>` once that transaction
 * has committed (a rolled-back or retried attempt emits nothing), at most once per member per turn of the event
 * loop, and listeners read the balance fresh. One hub per database handle keeps two gateways in one process
 * (tests) apart.
 *
 * Several gateway processes (docs/gateway/engines-and-operations.md "Several processes"): on PostgreSQL `balanceMoved()` also sends
 * `NOTIFY jogo_balance` inside the same transaction, which the server delivers only if and when it commits. Each
 * process that has a stream open LISTENs on one connection of its own (`listenBalances`) and feeds its hub, so the
 * push reaches the player's stream whichever process moved the money. A process hears its own notices in process
 * (at once) and skips them on the LISTEN connection. SQLite is one process: the in-process path alone.
 */
const hubs = new WeakMap<Db, EventEmitter>();
const pending = new WeakMap<Db, Set<number>>();
/** Tells this handle's own notices apart from other processes' on the LISTEN connection. */
const origins = new WeakMap<Db, string>();

/** The PostgreSQL channel of balance notices; the payload is `<origin>:<memberId>`. */
export const BALANCE_CHANNEL = 'jogo_balance';

export function balanceHub(db: Db): EventEmitter {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventEmitter();
    hub.setMaxListeners(0);
    hubs.set(db, hub);
  }
  return hub;
}

function originOf(db: Db): string {
  let o = origins.get(db);
  if (!o) origins.set(db, (o = crypto.randomBytes(6).toString('base64url')));
  return o;
}

/** Emits one notice per member on the next turn of the event loop. */
function schedule(db: Db, memberId: number): void {
  let set = pending.get(db);
  if (!set) pending.set(db, (set = new Set()));
  if (set.size === 0) {
    const batch = set;
    setImmediate(() => {
      const ids = [...batch];
      batch.clear();
      const hub = hubs.get(db);
      if (hub) for (const id of ids) hub.emit(`member:${id}`);
    });
  }
  set.add(memberId);
}

/**
 * A member's balance moved (or their sessions ended: streams re-check on a notice). Await it inside the
 * transaction: on PostgreSQL it queues the cross-process notice on the transaction's connection.
 */
export async function balanceMoved(db: Db, memberId: number): Promise<void> {
  const payload = `${originOf(db)}:${memberId}`;
  // identical notices of one transaction are delivered once (PostgreSQL folds them): sent once (a bet's stake and
  // payout, one statement instead of two)
  if (db.engine === 'postgres' && db.once(`notify:${payload}`))
    await db.get('SELECT pg_notify(?, ?)', BALANCE_CHANNEL, payload);
  db.afterCommit(() => schedule(db, memberId));
}

/**
 * For a statement that sends the cross-process notice itself (the Dice round's function): the channel and payload
 * `balanceMoved` would send. Call `balanceMovedBy` once the statement has run.
 */
export const balanceNoticeOf = (db: Db, memberId: number): { channel: string; payload: string } => ({
  channel: BALANCE_CHANNEL,
  payload: `${originOf(db)}:${memberId}`,
});

/** The in-process half of `balanceMoved`, after a statement that sent the notice itself. */
export function balanceMovedBy(db: Db, memberId: number): void {
  db.afterCommit(() => schedule(db, memberId));
}

/** This process's LISTEN connection of one database handle. */
export interface BalanceFeed {
  /** Resolves once LISTEN is in place (a stream opened after it misses no notice). */
  ready(): Promise<void>;
  /** whether LISTEN is in place now */
  readonly listening: boolean;
  close(): Promise<void>;
}

const feeds = new WeakMap<Db, BalanceFeed>();

/**
 * Starts (once per handle) the LISTEN connection that feeds this process's hub with the notices of every other
 * process. It reconnects after losing the server, and then wakes every open stream of this process (a notice
 * sent while it was away is lost: they read their balance again). A no-op on SQLite.
 * @param url the `postgres://` URL of `db`
 */
export function listenBalances(db: Db, url: string): BalanceFeed {
  const existing = feeds.get(db);
  if (existing) return existing;
  if (db.engine !== 'postgres') {
    const none: BalanceFeed = { ready: async () => undefined, listening: true, close: async () => undefined };
    feeds.set(db, none);
    return none;
  }
  const own = `${originOf(db)}:`;
  const listener = listen({
    url: db.directUrl ?? url,
    channel: BALANCE_CHANNEL,
    name: 'jogo-balance',
    onNotice: (payload) => {
      if (!payload || payload.startsWith(own)) return;
      const id = Number(payload.slice(payload.lastIndexOf(':') + 1));
      if (Number.isInteger(id)) schedule(db, id);
    },
    onReconnected: () => {
      for (const name of balanceHub(db).eventNames())
        if (typeof name === 'string' && name.startsWith('member:')) schedule(db, Number(name.slice(7)));
    },
  });
  const feed: BalanceFeed = {
    ready: () => listener.ready(),
    get listening() {
      return listener.listening;
    },
    close: async () => {
      await listener.close();
      feeds.delete(db);
    },
  };
  feeds.set(db, feed);
  return feed;
}

/** Closes the LISTEN connection of `db`, if one was started (the app closes). */
export async function stopListening(db: Db): Promise<void> {
  await feeds.get(db)?.close();
}
