import type { Db } from '../db/open-db';

export interface VipRow {
  level: number;
  name: string;
  deposit_required: number;
  bet_required: number;
  rebate_bp: number;
  upgrade_bonus: number;
}

/**
 * A member's VIP standing, derived from cumulative deposits and bets (minor units): the highest level
 * whose two requirements are both met. Derived rather than stored, so it can never drift from the data.
 */
export function vipOf(
  db: Db,
  memberId: number,
): { level: number; row: VipRow | undefined; next: VipRow | undefined; deposit: number; bet: number } {
  const deposit = (
    db
      .prepare("SELECT COALESCE(SUM(amount), 0) AS s FROM ledger WHERE member_id = ? AND type = 'DEPOSIT'")
      .get(memberId) as { s: number }
  ).s;
  const bet = (
    db.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM bet WHERE member_id = ?').get(memberId) as {
      s: number;
    }
  ).s;
  const levels = db.prepare('SELECT * FROM vip_level ORDER BY level').all() as VipRow[];
  let row: VipRow | undefined = levels[0];
  for (const l of levels) if (deposit >= l.deposit_required && bet >= l.bet_required) row = l;
  const next = levels.find((l) => l.level === (row?.level ?? 0) + 1);
  return { level: row?.level ?? 0, row, next, deposit, bet };
}
