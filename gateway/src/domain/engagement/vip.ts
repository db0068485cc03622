import type { VipLevelsValue, VipProgressValue } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import { toMajor } from '../ledger/money';
import { depositFree, vipOf, type VipRow } from '../identity/vip-level';

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
