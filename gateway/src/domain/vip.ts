import type { VipLevelsValue, VipProgressValue } from '@jogo/shared/api';
import type { Db } from '../db/open-db';
import type { Lang } from '../i18n/messages';
import { pick } from '../i18n/pick';
import { toMajor } from './ledger/money';
import { marketProfile } from './market/profiles';

/** Markets without deposit-conditioned rewards (BR, issue 26): VIP levels count bets only. */
const depositFree = (db: Db, merchant: string) => !marketProfile(db, merchant).depositBonuses;
const merchantOfMember = (db: Db, memberId: number) =>
  (db.prepare('SELECT merchant_code AS m FROM member WHERE id = ?').get(memberId) as { m: string }).m;

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
  const noDeposit = depositFree(db, merchantOfMember(db, memberId));
  const levels = (db.prepare('SELECT * FROM vip_level ORDER BY level').all() as VipRow[]).map((l) =>
    noDeposit ? { ...l, deposit_required: 0 } : l,
  );
  let row: VipRow | undefined = levels[0];
  for (const l of levels) if (deposit >= l.deposit_required && bet >= l.bet_required) row = l;
  const next = levels.find((l) => l.level === (row?.level ?? 0) + 1);
  return { level: row?.level ?? 0, row, next, deposit, bet };
}

/** VIP3: the levels with their benefits. */
export function vipLevels(db: Db, lang: Lang = 'PT', merchant?: string): VipLevelsValue {
  const noDeposit = merchant !== undefined && depositFree(db, merchant);
  const rows = (db.prepare('SELECT * FROM vip_level ORDER BY level').all() as VipRow[]).map((l) =>
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
export function vipProgress(db: Db, memberId: number, lang: Lang = 'PT'): VipProgressValue {
  const v = vipOf(db, memberId);
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
