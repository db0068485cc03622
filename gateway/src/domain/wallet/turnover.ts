import type { Db } from '../../db/open-db';

/**
 * The turnover requirement: every deposit must be wagered once before money can be withdrawn. Walking the
 * main wallet's ledger in order, a DEPOSIT adds its amount to what is left to wager and a BET takes its
 * stake off (never below zero), so wagering done before a deposit never counts for it.
 * @returns minor units still to wager
 */
export function turnoverLeft(db: Db, memberId: number): number {
  const rows = db
    .prepare(
      "SELECT type, amount FROM ledger WHERE member_id = ? AND account = 'MAIN' AND type IN ('DEPOSIT', 'BET') ORDER BY id",
    )
    .iterate(memberId) as Iterable<{ type: string; amount: number }>;
  let left = 0;
  for (const r of rows) left = r.type === 'DEPOSIT' ? left + r.amount : Math.max(0, left + r.amount);
  return left;
}
