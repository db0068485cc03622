import { EventEmitter } from 'node:events';
import type { Db } from '../../db/open-db';

/**
 * Who wants to hear that a member's balance moved (the balance stream). `move()` calls
 * `balanceMoved()` inside a money transaction; the notice goes out on the next turn of the event loop,
 * after the synchronous transaction committed or rolled back, and listeners read the balance fresh, so a
 * rolled-back move pushes the unchanged balance, never a phantom one. One hub per database handle keeps
 * two gateways in one process (tests) apart.
 */
const hubs = new WeakMap<Db, EventEmitter>();
const pending = new WeakMap<Db, Set<number>>();

export function balanceHub(db: Db): EventEmitter {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new EventEmitter();
    hub.setMaxListeners(0);
    hubs.set(db, hub);
  }
  return hub;
}

/** Schedules one notice per member per turn of the event loop. */
export function balanceMoved(db: Db, memberId: number): void {
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
