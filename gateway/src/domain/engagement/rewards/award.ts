import type { Db } from '../../../db/open-db';
import { isUniqueViolation } from '../../../db/db';
import { move } from '../../ledger/ledger';
import { addPoints } from '../../play/games/bets';
import { conflict, type ErrorCode } from '../../errors';
import { dayOf, periodStart } from '@jogo/shared/time';

/**
 * Pays one engagement award (mission, reward task, promotion bonus): a ledger row through `move()` for money
 * and a point-ledger row for points. Call it inside the transaction that wrote the claim row, so the claim
 * and its payment are one unit: a failure leaves neither.
 * @returns the wallet balance and points after the award
 */
export async function payAward(
  db: Db,
  a: { memberId: number; amount: number; points: number; reference: string; remark: string; at: string },
): Promise<{ balance: number | null; points: number | null }> {
  const balance =
    a.amount > 0
      ? await move(db, {
          memberId: a.memberId,
          amount: a.amount,
          type: 'BONUS',
          reference: a.reference,
          remark: a.remark,
          now: a.at,
        })
      : null;
  const points = a.points > 0 ? await addPoints(db, a.memberId, a.points, 'AWARD', a.reference, a.at) : null;
  return { balance, points };
}

/**
 * Runs an insert guarded by a UNIQUE constraint and turns the constraint failure into a 409 with `code`.
 * The SELECT before it gives the clean message in the usual case; the constraint is what makes a second
 * award impossible, whatever the concurrency.
 */
export async function insertOnce<T>(code: ErrorCode, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(code);
    throw e;
  }
}

/** `YYYY-MM-DD` of the site's day (in its zone) that holds the instant `t`. */
export const dayKey = (t: number, zone: string): string => dayOf(t, zone);

/** The period key of a claim: the site's day, or the day of the Monday that starts the site's week. */
export function periodKey(period: 'DAILY' | 'WEEKLY', now: number, zone: string): string {
  return dayOf(periodStart(now, period, zone), zone);
}
