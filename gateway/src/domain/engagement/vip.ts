import type { VipLevelsValue, VipProgressValue } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import { toMajor } from '../ledger/money';
import { marketProfile } from '../market/profiles';

/** Markets without deposit-conditioned rewards (BR, issue 26): VIP levels count bets only. */
const depositFree = async (db: Db, merchant: string) => !(await marketProfile(db, merchant)).depositBonuses;
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

/** VIP3: the levels with their benefits. */
export async function vipLevels(db: Db, lang: Lang = 'PT', merchant?: string): Promise<VipLevelsValue> {
  const noDeposit = merchant !== undefined && (await depositFree(db, merchant));
  const rows = (await db.all<VipRow>('SELECT * FROM vip_level ORDER BY level')).map((l) =>
    noDeposit ? { ...l, deposit_required: 0 } : l,
  );
  return {
    list: rows.map((l) => ({
      level: l.level,
      name: pick(lang, l.name, l.name_en ?? l.name),
      depositRequired: toMajor(l.deposit_required),
      betRequired: toMajor(l.bet_required),
      rebateRate: l.rebate_bp / 100,
      upgradeBonus: toMajor(l.upgrade_bonus),
    })),
  };
}

/** VIP3: a member's progress to the next level (half for deposits, half for bets; both must be met). */
export async function vipProgress(db: Db, memberId: number, lang: Lang = 'PT'): Promise<VipProgressValue> {
  const v = await vipOf(db, memberId);
  const betOnly = v.next?.deposit_required === 0;
  const pct = v.next
    ? betOnly
      ? Math.min(100, Math.floor(100 * Math.min(1, v.bet / Math.max(1, v.next.bet_required))))
      : Math.min(
          100,
          Math.floor(
            50 * Math.min(1, v.deposit / Math.max(1, v.next.deposit_required)) +
              50 * Math.min(1, v.bet / Math.max(1, v.next.bet_required)),
          ),
        )
    : 100;
  return {
    level: v.level,
    levelName: v.row ? pick(lang, v.row.name, v.row.name_en ?? v.row.name) : '',
    nextLevel: v.next?.level ?? null,
    totalDeposit: toMajor(v.deposit),
    totalBet: toMajor(v.bet),
    depositRequired: v.next ? toMajor(v.next.deposit_required) : null,
    betRequired: v.next ? toMajor(v.next.bet_required) : null,
    progressPercent: pct,
  };
}
