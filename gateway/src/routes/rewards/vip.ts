import type { FastifyInstance } from 'fastify';
import type { VipLevelsValue, VipProgressValue } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { toMajor } from '../../domain/ledger/money';
import { vipOf, type VipRow } from '../../domain/vip';
import { memberOf } from '../../http/member';

/** VIP (VIP3): levels with their benefits, and a member's progress from cumulative deposits and bets. */
export default async function vipRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/wps/relay/MCS2_getVipLevels', { config: { module: 'VIP3' } }, async () => {
    const rows = db.prepare('SELECT * FROM vip_level ORDER BY level').all() as VipRow[];
    const value: VipLevelsValue = {
      list: rows.map((l) => ({
        level: l.level,
        name: l.name,
        depositRequired: toMajor(l.deposit_required),
        betRequired: toMajor(l.bet_required),
        rebateRate: l.rebate_bp / 100,
        upgradeBonus: toMajor(l.upgrade_bonus),
      })),
    };
    return ok(value);
  });

  app.get(
    '/wps/relay/MCS2_getVipProgress',
    { config: { auth: 'member', trial: false, module: 'VIP3' } },
    async (request) => {
      const v = vipOf(db, memberOf(request).id);
      // half for deposits, half for bets: both requirements must be met to reach the next level
      const pct = v.next
        ? Math.min(
            100,
            Math.floor(
              50 * Math.min(1, v.deposit / Math.max(1, v.next.deposit_required)) +
                50 * Math.min(1, v.bet / Math.max(1, v.next.bet_required)),
            ),
          )
        : 100;
      const value: VipProgressValue = {
        level: v.level,
        levelName: v.row?.name ?? '',
        nextLevel: v.next?.level ?? null,
        totalDeposit: toMajor(v.deposit),
        totalBet: toMajor(v.bet),
        depositRequired: v.next ? toMajor(v.next.deposit_required) : null,
        betRequired: v.next ? toMajor(v.next.bet_required) : null,
        progressPercent: pct,
      };
      return ok(value);
    },
  );
}
