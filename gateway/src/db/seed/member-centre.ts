import crypto from 'node:crypto';
import type { Cols } from '../db';
import type { Db } from '../open-db';
import { MERCHANT } from './system';
import type { SeedContext } from './members';
import { move } from '../../domain/ledger/ledger';
import { drawAt, type LottoGameRow } from '../../domain/play/draws';
import { DEFAULT_TIME_ZONE } from '@jogo/shared/time';
import { nowOf } from '../../domain/site/clock';

const DAY = 86400_000;

/**
 * Member-centre data for demo_player: pending lottery bets placed in the last hour whose draw is a week away (cancellable on the
 * betting record; the reference gateway has no lottery bet slip yet, so these are the only pending bets) and
 * a few past logins for the security centre's login history. Money goes through move().
 */
export async function seedMemberCentre(db: Db, ctx: SeedContext): Promise<void> {
  const demo = await db.get<Cols<'member', 'id'>>(
    'SELECT id FROM member WHERE username = ? AND merchant_code = ?',
    'demo_player',
    MERCHANT,
  );
  if (!demo) return;
  // pending tickets are placed in the last hour of the later of the seed's now and the wall clock, so a test
  // world seeded as of a fixed past instant still has bets whose draw is ahead
  const now = Math.max(nowOf(db), ctx.now);
  await db.transaction(async () => {
    const games = await db.all<
      LottoGameRow & {
        game_type: string;
        vassalage: string;
      }
    >(`SELECT lg.game_code, lg.draw_interval, lg.balls, lg.max_number, g.game_type, g.vassalage
         FROM lotto_game lg JOIN lotto_group g ON g.group_code = lg.group_code
         WHERE lg.draw_interval = 86400 ORDER BY lg.game_code LIMIT 2`);
    const bet = `INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at, status, draw_no, draw_closes_at)
       VALUES (?, NULL, ?, ?, ?, ?, 0, ?, 'PENDING', ?, ?)`;
    for (const [i, g] of games.entries()) {
      const closes = now + 7 * DAY;
      const k = Math.floor(closes / 1000 / g.draw_interval);
      const placed = new Date(now - (i + 1) * 20 * 60_000).toISOString();
      const amount = 1_000 * (i + 1);
      await move(db, {
        memberId: demo.id,
        amount: -amount,
        type: 'BET',
        reference: g.game_code,
        remark: g.vassalage,
        now: placed,
      });
      await db.run(
        bet,
        demo.id,
        g.game_code,
        g.game_type,
        g.vassalage,
        amount,
        placed,
        drawAt(g, k, DEFAULT_TIME_ZONE).numero,
        new Date(k * g.draw_interval * 1000).toISOString(),
      );
    }
    const login =
      'INSERT INTO login_history (member_id, token_hash, login_type, ip, user_agent, device, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)';
    const past: [string, string, number][] = [
      ['189.6.21.14', 'Chrome / Android (web)', 6],
      ['200.148.3.77', 'Safari / iOS (web)', 3],
      ['189.6.21.14', 'Chrome / Windows (web)', 1],
    ];
    for (const [ip, device, daysAgo] of past)
      await db.run(
        login,
        demo.id,
        crypto.randomBytes(32).toString('hex'),
        'username',
        ip,
        '',
        device,
        new Date(ctx.now - daysAgo * DAY).toISOString(),
      );
  });
}
