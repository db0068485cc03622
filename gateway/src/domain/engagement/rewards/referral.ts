import type { ReferralInfoValue } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { maskName } from '../../../lib/mask-name';
import { toMajor } from '../../ledger/money';

/** Referral commission: 0.3 % of the invited friends' valid bets (basis points). */
export const REFERRAL_RATE_BP = 30;

/** Invite friends (REFERRAL3): the member's invitation code, the friends who registered with it, what each earned. */
export async function referralInfo(db: Db, memberId: number): Promise<ReferralInfoValue> {
  const code = await db.get<{ code: string }>(
    "SELECT code FROM invite_code WHERE member_id = ? AND kind = 'referral' ORDER BY created_at LIMIT 1",
    memberId,
  );
  const friends = await db.all<{ username: string; created_at: string; bet: number; deposit: number }>(
    `SELECT m.username, m.created_at,
         (SELECT COALESCE(SUM(amount), 0) FROM bet b WHERE b.member_id = m.id) AS bet,
         (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.member_id = m.id AND l.type = 'DEPOSIT') AS deposit
       FROM member m WHERE m.referrer_id = ? ORDER BY m.created_at DESC, m.id DESC LIMIT 100`,
    memberId,
  );
  const list = friends.map((f) => ({
    name: maskName(f.username),
    joinedAt: f.created_at,
    totalDeposit: toMajor(f.deposit),
    validBet: toMajor(f.bet),
    earned: toMajor(Math.floor((f.bet * REFERRAL_RATE_BP) / 10_000)),
  }));
  return {
    code: code?.code ?? null,
    rate: REFERRAL_RATE_BP / 100,
    friends: list,
    totalEarned: Math.round(list.reduce((a, f) => a + f.earned, 0) * 100) / 100,
  };
}
