import type { Db } from '../../db/open-db';
import { marketProfile } from '../market/profiles';

/**
 * A member's VIP level, read by the security centre, the wallet and the rebate; the VIP page (levels, progress)
 * is engagement (`engagement/vip.ts`).
 */

/** Markets without deposit-conditioned rewards (BR): VIP levels count bets only. */
export const depositFree = async (db: Db, merchant: string) =>
  !(await marketProfile(db, merchant)).depositBonuses;
const merchantOfMember = async (db: Db, memberId: number) =>
  (await db.get<{ m: string }>('SELECT merchant_code AS m FROM member WHERE id = ?', memberId))!.m;

export interface VipRow {
  level: number;
  /** the Portuguese name; `name_en` the English one (migration 130) */
  name: string;
  name_en: string | null;
  deposit_required: number;
  bet_required: number;
  rebate_bp: number;
  upgrade_bonus: number;
}

/**
 * A member's VIP standing, derived from cumulative deposits and bets (minor units): the highest level
 * whose two requirements are both met. Derived rather than stored, so it can never drift from the data.
 */
export async function vipOf(
  db: Db,
  memberId: number,
): Promise<{
  level: number;
  row: VipRow | undefined;
  next: VipRow | undefined;
  deposit: number;
  bet: number;
}> {
  const deposit = (await db.get<{ s: number }>(
    "SELECT COALESCE(SUM(amount), 0) AS s FROM ledger WHERE member_id = ? AND type = 'DEPOSIT'",
    memberId,
  ))!.s;
  const bet = (await db.get<{
    s: number;
  }>('SELECT COALESCE(SUM(amount), 0) AS s FROM bet WHERE member_id = ?', memberId))!.s;
  const noDeposit = await depositFree(db, await merchantOfMember(db, memberId));
  const levels = (await db.all<VipRow>('SELECT * FROM vip_level ORDER BY level')).map((l) =>
    noDeposit ? { ...l, deposit_required: 0 } : l,
  );
  let row: VipRow | undefined = levels[0];
  for (const l of levels) if (deposit >= l.deposit_required && bet >= l.bet_required) row = l;
  const next = levels.find((l) => l.level === (row?.level ?? 0) + 1);
  return { level: row?.level ?? 0, row, next, deposit, bet };
}
