import type { Db } from '../../db/open-db';
import { move } from '../ledger/ledger';
import { addPoints } from '../games/bets';
import { conflict } from '../../http/errors';

/**
 * Pays one engagement award (mission, reward task, promotion bonus): a ledger row through `move()` for money
 * and a point-ledger row for points. Call it inside the transaction that wrote the claim row, so the claim
 * and its payment are one unit: a failure leaves neither.
 * @returns the wallet balance and points after the award
 */
export function payAward(
  db: Db,
  a: { memberId: number; amount: number; points: number; reference: string; remark: string; at: string },
): { balance: number | null; points: number | null } {
  const balance =
    a.amount > 0
      ? move(db, {
          memberId: a.memberId,
          amount: a.amount,
          type: 'BONUS',
          reference: a.reference,
          remark: a.remark,
          now: a.at,
        })
      : null;
  const points = a.points > 0 ? addPoints(db, a.memberId, a.points, 'AWARD', a.reference, a.at) : null;
  return { balance, points };
}

/**
 * Runs an insert guarded by a UNIQUE constraint and turns the constraint failure into a 409 with `code`.
 * The SELECT before it gives the clean message in the usual case; the constraint is what makes a second
 * award impossible, whatever the concurrency.
 */
export function insertOnce<T>(code: string, insert: () => T): T {
  try {
    return insert();
  } catch (e) {
    if ((e as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw conflict(code);
    throw e;
  }
}

/** `YYYY-MM-DD` of a UTC day. */
export const dayKey = (t: number | Date = Date.now()): string => new Date(t).toISOString().slice(0, 10);

/** The first day (UTC, Monday) of the week or the day itself: the period key of a claim. */
export function periodKey(period: 'DAILY' | 'WEEKLY', now = Date.now()): string {
  const d = new Date(now);
  d.setUTCHours(0, 0, 0, 0);
  if (period === 'WEEKLY') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return dayKey(d);
}
