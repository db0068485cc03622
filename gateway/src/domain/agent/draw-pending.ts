import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { move } from '../ledger/ledger';
import { nowOf } from '../site/clock';

/**
 * Development control (`POST /__dev/agent/draw-pending`): draws every pending lottery ticket now, so the late
 * settlement of agent pay can be followed end to end (a ticket bought in one settlement period settles in a
 * later one and counts there). The reference gateway has no lottery bet slip, so a ticket holds no numbers:
 * its result is HMAC-SHA256(`<bet id>:<draw>`) (one in four wins three times the stake), or the one asked for.
 * Each ticket is one transaction: the conditional status change (`WHERE status = 'PENDING'`), the payout
 * through `move()` and `settled_at` = the gateway's now, so a ticket is drawn once whatever runs twice.
 */

const SECRET = 'jogo-demo-pending-draw-v1';

export interface DrawnTicket {
  betId: number;
  username: string;
  amount: number;
  payout: number;
  settledAt: string;
}

/** Draws the pending tickets (of one member when `memberId` is given). */
export async function drawPendingTickets(
  db: Db,
  outcome?: 'WIN' | 'LOSE',
  memberId?: number,
): Promise<DrawnTicket[]> {
  const at = new Date(nowOf(db)).toISOString();
  const tickets = await db.all<{
    id: number;
    member_id: number;
    amount: number;
    draw_no: string | null;
    game_code: string;
    vassalage: string;
    username: string;
  }>(
    `SELECT b.id, b.member_id, b.amount, b.draw_no, b.game_code, b.vassalage, m.username FROM bet b JOIN member m ON m.id = b.member_id
       WHERE b.status = 'PENDING' ${memberId ? 'AND b.member_id = ?' : ''} ORDER BY b.id`,
    ...(memberId ? [memberId] : []),
  );
  const out: DrawnTicket[] = [];
  for (const t of tickets) {
    const mac = crypto
      .createHmac('sha256', SECRET)
      .update(`${t.id}:${t.draw_no ?? ''}`)
      .digest();
    const wins = outcome ? outcome === 'WIN' : mac[0]! < 64;
    const payout = wins ? t.amount * 3 : 0;
    const done = await db.transaction(async () => {
      const r = await db.run(
        "UPDATE bet SET status = 'SETTLED', payout = ?, settled_at = ? WHERE id = ? AND status = 'PENDING'",
        payout,
        at,
        t.id,
      );
      if (r.changes !== 1) return false;
      if (payout > 0)
        await move(db, {
          memberId: t.member_id,
          amount: payout,
          type: 'PAYOUT',
          reference: `bet:${t.id}`,
          remark: t.vassalage,
          now: at,
        });
      return true;
    });
    if (done) out.push({ betId: t.id, username: t.username, amount: t.amount, payout, settledAt: at });
  }
  return out;
}

/**
 * Development control (`POST /__dev/agent/pending-ticket`): a member buys a lottery ticket whose draw is a day
 * away, now (stake debited through `move()`, the bet PENDING), so a test can follow one ticket from pending to
 * settled without touching the seeded ones.
 * @returns the bet id
 */
export async function placePendingTicket(db: Db, memberId: number, amount: number): Promise<number> {
  const now = nowOf(db);
  const at = new Date(now).toISOString();
  return await db.transaction(async () => {
    await move(db, {
      memberId,
      amount: -amount,
      type: 'BET',
      reference: 'LOTT_DEV',
      remark: 'LOTT',
      now: at,
    });
    const r = await db.insert(
      `INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at, status, draw_no, draw_closes_at)
         VALUES (?, NULL, 'LOTT_DEV', 'LOTT', 'LOTT', ?, 0, ?, 'PENDING', 'dev', ?)`,
      memberId,
      amount,
      at,
      new Date(now + 86400_000).toISOString(),
    );
    return Number(r);
  });
}
