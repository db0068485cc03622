import type { Db } from '../../../db/open-db';
import { metricsOf } from '../../../lib/metrics';
import { failpoint, move } from '../../ledger/ledger';
import { nowOf } from '../../site/clock';
import { checkBet } from '../../identity/protection';

/** Points earned per whole currency unit bet (spec: points mall; points have no expiry). */
export const POINTS_PER_UNIT = 1;

export interface SettleInput {
  memberId: number;
  nodeId: number | null;
  gameCode: string;
  gameType: string;
  vassalage: string;
  /** minor units, > 0 */
  amount: number;
  /** minor units, >= 0 */
  payout: number;
  now?: number;
}

/** Points a bet of `amount` (minor units) earns. */
export const pointsFor = (amount: number): number => Math.floor((amount / 100) * POINTS_PER_UNIT);

/**
 * Settles one round in the caller's transaction: debits the stake, credits the payout, writes the
 * bet record, marks the game as recently played and earns points. A throw anywhere undoes all of it.
 * @returns the bet id and the main balance after the round
 */
export async function settleBet(db: Db, b: SettleInput): Promise<{ betId: number; balance: number }> {
  const now = b.now ?? nowOf(db);
  // player protection: pause, exclusion, daily time and the stake / bet-count / loss limits, in
  // this transaction, before the stake moves
  await checkBet(db, b.memberId, b.amount, now);
  const at = new Date(now).toISOString();
  const ref = `${b.gameCode}`;
  let balance = await move(db, {
    memberId: b.memberId,
    amount: -b.amount,
    type: 'BET',
    reference: ref,
    remark: b.vassalage,
    now: at,
  });
  failpoint('bet.after_debit');
  if (b.payout > 0)
    balance = await move(db, {
      memberId: b.memberId,
      amount: b.payout,
      type: 'PAYOUT',
      reference: ref,
      remark: b.vassalage,
      now: at,
    });
  const r = await db.insert(
    'INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    b.memberId,
    b.nodeId,
    b.gameCode,
    b.gameType,
    b.vassalage,
    b.amount,
    b.payout,
    at,
  );
  if (b.nodeId !== null)
    await db.run(
      `INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)
       ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
      b.memberId,
      b.nodeId,
      at,
    );
  const points = pointsFor(b.amount);
  if (points > 0) await addPoints(db, b.memberId, points, 'EARN', `bet:${r}`, at);
  const metrics = metricsOf(db);
  if (metrics) db.afterCommit(() => metrics.betSettled());
  return { betId: Number(r), balance };
}

/**
 * Adds (or with a negative amount spends) points with a point-ledger row; never below zero (CHECK). Earning moves
 * the balance in one upsert that returns it (no read first: one statement fewer on every bet); spending reads it
 * first, since a CHECK sees the row an upsert proposes and a negative one would fail even with points to spend.
 */
export async function addPoints(
  db: Db,
  memberId: number,
  amount: number,
  type: string,
  reference: string,
  at: string,
): Promise<number> {
  const upsert = `INSERT INTO point_account (member_id, points) VALUES (?, ?)
     ON CONFLICT (member_id) DO UPDATE SET points = `;
  let after: number;
  if (amount >= 0)
    ({ points: after } = (await db.get<{ points: number }>(
      `${upsert}point_account.points + excluded.points RETURNING points`,
      memberId,
      amount,
    ))!);
  else {
    const cur = (
      await db.get<{ points: number }>('SELECT points FROM point_account WHERE member_id = ?', memberId)
    )?.points;
    after = (cur ?? 0) + amount;
    await db.run(`${upsert}excluded.points`, memberId, after);
  }
  await db.run(
    'INSERT INTO point_ledger (member_id, amount, points_after, type, reference, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    memberId,
    amount,
    after,
    type,
    reference,
    at,
  );
  return after;
}

/**
 * The demo vendor's pay table over 10 000 outcomes: 60 % lose, 22 % 1.5x, 12 % 2x, 5 % 5x, 1 % 10x,
 * a return to player of 92 %.
 */
export function demoMultiplier(r: number): number {
  if (r < 6000) return 0;
  if (r < 8200) return 1.5;
  if (r < 9400) return 2;
  if (r < 9900) return 5;
  return 10;
}
