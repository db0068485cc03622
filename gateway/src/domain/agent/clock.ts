import type { Db } from '../../db/open-db';

/**
 * The gateway's clock for settlement. In development an operator may move it forward
 * (`POST /__dev/agent/clock`) so tests can see a period close without waiting for it; the offset lives
 * with the database handle, so each app (and each test's app) has its own.
 */
const offsets = new WeakMap<Db, number>();

/** @returns now by the settlement clock (epoch ms) */
export const agentNow = (db: Db): number => Date.now() + (offsets.get(db) ?? 0);

/** Moves the settlement clock forward by `ms`; @returns the new offset. */
export function advanceAgentClock(db: Db, ms: number): number {
  const next = (offsets.get(db) ?? 0) + ms;
  offsets.set(db, next);
  return next;
}
