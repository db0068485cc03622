import type { BonusItem } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { toMajor } from '../../ledger/money';
import { siteSetting } from '../../site/flags';

const DAY = 86400_000;
/** days a bonus has to meet its turnover */
const BONUS_DAYS = 30;

/**
 * Bonuses with their turnover, derived from the ledger (every BONUS and REBATE credit is a bonus) and the
 * bets, so the page shows real money and needs no second copy of it. Turnover required = amount x the site
 * setting `bonus.turnoverMultiplier` (default 3). Settled stakes count towards the oldest open bonus first
 * (FIFO), only stakes made after the bonus was credited and before it expired.
 * @returns every bonus of the member, newest first
 */
export async function bonusesOf(
  db: Db,
  memberId: number,
  merchant: string,
  now = Date.now(),
): Promise<BonusItem[]> {
  const multiplier = Math.max(
    0,
    Number(await siteSetting(db, merchant, 'bonus.turnoverMultiplier', '3')) || 0,
  );
  const credits = await db.all<{
    id: number;
    type: string;
    amount: number;
    remark: string;
    created_at: string;
  }>(
    "SELECT id, type, amount, remark, created_at FROM ledger WHERE member_id = ? AND type IN ('BONUS', 'REBATE') AND amount > 0 ORDER BY created_at, id",
    memberId,
  );
  const open = credits.map((c) => {
    const start = Date.parse(c.created_at);
    return { c, start, end: start + BONUS_DAYS * DAY, required: Math.round(c.amount * multiplier), done: 0 };
  });
  // event times split the timeline into intervals; each interval's stakes go to the bonuses open in it
  const cuts = [...new Set([...open.flatMap((b) => [b.start, b.end]), now])]
    .filter((t) => t <= now)
    .sort((a, b) => a - b);
  const stakes =
    "SELECT COALESCE(SUM(amount), 0) AS s FROM bet WHERE member_id = ? AND status = 'SETTLED' AND created_at >= ? AND created_at < ?";
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [a, b] = [cuts[i]!, cuts[i + 1]!];
    let pool = (await db.get<{ s: number }>(
      stakes,
      memberId,
      new Date(a).toISOString(),
      new Date(b).toISOString(),
    ))!.s;
    for (const bonus of open) {
      if (pool <= 0) break;
      if (bonus.start > a || bonus.end < b || bonus.done >= bonus.required) continue;
      const take = Math.min(pool, bonus.required - bonus.done);
      bonus.done += take;
      pool -= take;
    }
  }
  return open
    .map(({ c, end, required, done }): BonusItem => {
      const left = required - done;
      return {
        id: c.id,
        source: c.type,
        title: c.remark || c.type,
        amount: toMajor(c.amount),
        turnoverRequired: toMajor(required),
        turnoverDone: toMajor(done),
        turnoverLeft: toMajor(left),
        state: left <= 0 ? 'COMPLETED' : end <= now ? 'EXPIRED' : 'ACTIVE',
        createdAt: c.created_at,
        expiresAt: new Date(end).toISOString(),
      };
    })
    .reverse();
}
