import type { Db } from '../../db/open-db';
import { siteSetting } from '../site/flags';

/** The house rebate of a top agent when the operator set none (basis points: 200 = 2 %). */
export const HOUSE_REBATE_BP = 200;

/**
 * A member's rebate setting in basis points: their own row, else their upline's (a downline registered
 * before rebates existed inherits), else the house rate for a top agent. A new downline gets at most this.
 */
export function rebateOf(db: Db, memberId: number): number {
  const get = db.prepare(
    'SELECT m.parent_id, m.merchant_code, r.rate_bp FROM member m LEFT JOIN agent_rebate r ON r.member_id = m.id WHERE m.id = ?',
  );
  let id: number | null = memberId;
  for (let depth = 0; id !== null && depth < 60; depth++) {
    const row = get.get(id) as
      { parent_id: number | null; merchant_code: string; rate_bp: number | null } | undefined;
    if (!row) break;
    if (row.rate_bp !== null) return row.rate_bp;
    if (row.parent_id === null)
      return Number(siteSetting(db, row.merchant_code, 'agent.rebate_bp', String(HOUSE_REBATE_BP)));
    id = row.parent_id;
  }
  return HOUSE_REBATE_BP;
}
