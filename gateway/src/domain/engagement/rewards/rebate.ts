import type { RebateClaimValue, RebateInfoValue } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { badRequest } from '../../errors';
import { toMajor } from '../../ledger/money';
import { failpoint, move } from '../../ledger/ledger';
import { vipOf } from '../../identity/vip-level';

/**
 * Manual rebate (MANPLAYREB3): bets not yet rebated, by game type, times the VIP level's rate. A claim marks
 * the bets it counted and pays in one transaction, so the same bet never pays twice, whatever the concurrency.
 * Only SETTLED bets count: a PENDING lottery bet may still be cancelled and refunded in full, so it
 * earns its rebate when its draw settles it, and a CANCELLED bet never does.
 */

/** Unrebated valid bets per game type and the rebate they pay at the member's VIP rate (minor units). */
async function rebateByType(db: Db, memberId: number) {
  const rate = (await vipOf(db, memberId)).row?.rebate_bp ?? 0;
  const rows = await db.all<{ gameType: string; bet: number }>(
    `SELECT game_type AS gameType, SUM(amount) AS bet FROM bet WHERE member_id = ? AND rebated = 0 AND status = 'SETTLED'
       GROUP BY game_type ORDER BY game_type`,
    memberId,
  );
  return { rate, rows: rows.map((r) => ({ ...r, amount: Math.floor((r.bet * rate) / 10_000) })) };
}

/** What the member may claim now, by game type, and the last 20 claims. */
export async function rebateInfo(db: Db, memberId: number): Promise<RebateInfoValue> {
  const s = await rebateByType(db, memberId);
  const records = await db.all<{
    id: number;
    amount: number;
    bet_amount: number;
    game_type: string | null;
    created_at: string;
  }>('SELECT * FROM rebate_claim WHERE member_id = ? ORDER BY id DESC LIMIT 20', memberId);
  const total = s.rows.reduce((a, r) => a + r.amount, 0);
  return {
    available: toMajor(total),
    rate: s.rate / 100,
    unrebatedBet: toMajor(s.rows.reduce((a, r) => a + r.bet, 0)),
    byType: s.rows.map((r) => ({
      gameType: r.gameType,
      validBet: toMajor(r.bet),
      amount: toMajor(r.amount),
    })),
    lastClaimAt: records[0]?.created_at ?? null,
    records: records.map((r) => ({
      id: r.id,
      gameType: r.game_type,
      amount: toMajor(r.amount),
      betAmount: toMajor(r.bet_amount),
      createdAt: r.created_at,
    })),
  };
}

/**
 * Claims the rebate of every game type (or of `only`): per type the bets are marked, the claim row written and
 * the amount paid through `move()`, all in one transaction.
 * @throws 400 `rebate.nothing`
 */
export async function claimRebate(
  db: Db,
  memberId: number,
  only: string | undefined,
): Promise<RebateClaimValue> {
  return await db.transaction(async (): Promise<RebateClaimValue> => {
    const rows = (await rebateByType(db, memberId)).rows.filter(
      (r) => r.amount > 0 && (!only || r.gameType === only),
    );
    if (!rows.length) throw badRequest('rebate.nothing');
    const at = new Date().toISOString();
    let balance = 0;
    let paid = 0;
    for (const r of rows) {
      await db.run(
        "UPDATE bet SET rebated = 1 WHERE member_id = ? AND rebated = 0 AND status = 'SETTLED' AND game_type = ?",
        memberId,
        r.gameType,
      );
      const c = await db.insert(
        'INSERT INTO rebate_claim (member_id, amount, bet_amount, game_type, created_at) VALUES (?, ?, ?, ?, ?)',
        memberId,
        r.amount,
        r.bet,
        r.gameType,
        at,
      );
      failpoint('rebate.after_claim');
      balance = await move(db, {
        memberId,
        amount: r.amount,
        type: 'REBATE',
        reference: `rebate:${c}`,
        remark: r.gameType,
        now: at,
      });
      paid += r.amount;
    }
    await db.run(
      'INSERT INTO reward (member_id, source, title, title_en, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      memberId,
      'REBATE',
      only ? `Reembolso ${only}` : 'Reembolso',
      only ? `Rebate ${only}` : 'Rebate',
      paid,
      'CLAIMED',
      at,
    );
    return { amount: toMajor(paid), balance: toMajor(balance) };
  });
}
