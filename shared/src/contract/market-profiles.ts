import type { MarketCode, MarketProfileInfo, RewardKind } from './types/protection';

/**
 * The reference gateway's market profiles as the browser reads them (`status.info.market`, without the legal
 * block, which is the operator's): the one home of these facts. The gateway adds what only it needs (its channel
 * types, the licensed catalogue, the legal block: gateway/src/domain/market/profiles.ts, with the reasons), and the
 * front end's tests render with the same facts (`marketInfo` in `@jogo/shared/testing`).
 */
export const REWARD_KINDS: readonly RewardKind[] = [
  'MISSION_CASH',
  'TASK_CASH',
  'RESCUE',
  'VIP_UPGRADE',
  'REBATE',
  'RED_ENVELOPE',
  'PROMOTION_CASH',
  'MALL_CREDIT',
  'POINTS_TO_CASH',
];
const allRewards = (allowed: boolean) =>
  Object.fromEntries(REWARD_KINDS.map((k) => [k, allowed])) as Record<RewardKind, boolean>;

export const MARKET_PROFILE_FACTS: Record<MarketCode, Omit<MarketProfileInfo, 'legal'>> = {
  BR: {
    code: 'BR',
    paymentChannels: ['PIX', 'TED'],
    // Lei 14.790/2023 art. 29 I: no advance, bonus or prior advantage, in any form, for placing bets
    rewards: allRewards(false),
    depositBonuses: false,
    transfersBetweenPlayers: false,
    registration: {
      cpf: true,
      fullName: true,
      birthDate: true,
      lossLimit: true,
      timeLimit: true,
      minimumAge: 18,
    },
    idleReauthMinutes: 30,
    barredCheck: true,
    rtpShown: true,
    minimumRtp: 85,
    ownAccountOnly: true,
    riskMessage: true,
  },
  OPEN: {
    code: 'OPEN',
    paymentChannels: ['PIX', 'TED', 'USDT', 'EWALLET', 'CARD'],
    rewards: allRewards(true),
    depositBonuses: true,
    transfersBetweenPlayers: true,
    registration: {
      cpf: false,
      fullName: false,
      birthDate: false,
      lossLimit: false,
      timeLimit: false,
      minimumAge: 18,
    },
    idleReauthMinutes: null,
    barredCheck: false,
    rtpShown: true,
    minimumRtp: null,
    ownAccountOnly: false,
    riskMessage: false,
  },
};
