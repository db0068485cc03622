import type { Db } from '../../db/open-db';
import { DomainError } from '../errors';
import { marketProfile, type RewardKind } from './profiles';

/**
 * Rewards a market allows (`MarketProfile.rewards`; reasons in docs/gateway/player-protection.md "Market profile"). What a market
 * does not allow is not offered (left out of its list, or sent with nothing on offer: amount, rate and cap 0),
 * and its claim is refused with 403 `market.reward_unavailable`, so nothing of it is ever credited.
 */
export type RewardRules = Readonly<Record<RewardKind, boolean>>;

/** @returns the reward rules of a member's market */
export async function memberRewardRules(db: Db, memberId: number): Promise<RewardRules> {
  const row = await db.get<{ m: string }>('SELECT merchant_code AS m FROM member WHERE id = ?', memberId);
  return (await marketProfile(db, row?.m ?? '')).rewards;
}

/** @throws 403 `market.reward_unavailable` when the market does not allow the kind */
export function assertReward(rules: RewardRules, kind: RewardKind): void {
  if (!rules[kind]) throw new DomainError(403, 'market.reward_unavailable');
}
