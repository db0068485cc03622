import { declareEndpoint } from '../endpoint';
import { orNoBody } from '../schema';
import {
  ClaimPromotionBody,
  ClaimPromotionValue,
  ClaimRaffleBody,
  ClaimRaffleValue,
  MissionClaimBody,
  MissionClaimValue,
  PromotionApplyValue,
  PromotionListValue,
  RebateClaimBody,
  RebateClaimValue,
  RebateInfoValue,
  ReferralInfoValue,
  RewardTaskClaimBody,
  RewardTaskClaimValue,
  VipLevelsValue,
  VipProgressValue,
} from '../types/content';
import EARLY from '../../api/endpoints/early-reads.json';

const REWARDS = { moduleId: 'REWCEN3', moduleFlag: 'REWCEN3', auth: 'member', trial: false } as const;
const REBATE = { moduleId: 'MANPLAYREB3', moduleFlag: 'MANPLAYREB3', auth: 'member', trial: false } as const;
const MARKET = ['market.bonus_unavailable', 'market.reward_unavailable'] as const;

/**
 * Promotions and their claims, VIP, rebate, invite friends, and the claims of missions and reward tasks (spec
 * section 7). The market policy refuses the claims and leaves out the rewards the market does not allow.
 */
export const PROMOTIONS = {
  promotionList: declareEndpoint({
    method: 'GET',
    ...EARLY.promotionList,
    moduleId: 'REWCEN3',
    // with a token each promotion carries the member's state
    auth: 'optional',
    summary: "The promotions of the site, each with the member's state when a session is sent",
    rules:
      "each promotion's `state` for the viewer (OPEN, APPLYING, JOINED, CLAIMED, REJECTED, CLOSED, COMING_SOON) and `action` (APPLY, RAFFLE, NONE)",
    answer: PromotionListValue,
  }),
  promotionApply: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_applyPromotion',
    ...REWARDS,
    bodyType: 'multipart',
    summary:
      'Applies for a promotion (multipart: promotionId, remark, up to 3 images); a bad form stores nothing',
    rules:
      'multipart `promotionId`, `remark` (at most 140 characters), `images` (at most 3 of 5 MB, PNG or JPEG by magic bytes); the whole form is checked before anything is stored',
    answer: PromotionApplyValue,
    errors: [
      'reward.promotion_not_found',
      'promotion.not_open',
      'promotion.not_applying',
      'promotion.already_applied',
      'promotion.proof_required',
      'promotion.form_invalid',
      'promotion.remark_too_long',
      'promotion.too_many_images',
      'promotion.image_too_large',
      'promotion.image_type',
    ],
  }),
  promotionClaim: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimPromotion',
    ...REWARDS,
    guarded: true,
    summary: "An approved (JOINED) application pays the promotion's bonus, once",
    rules: 'an approved (JOINED) application pays its `bonus_amount` once (`JOINED → CLAIMED` is the guard)',
    body: ClaimPromotionBody,
    answer: ClaimPromotionValue,
    errors: [
      ...MARKET,
      'reward.promotion_not_found',
      'promotion.no_application',
      'promotion.not_joined',
      'promotion.already_claimed',
    ],
  }),
  claimRaffle: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    ...REWARDS,
    guarded: true,
    summary: 'The red envelope: one draw per promotion per member per day',
    rules: 'one red envelope per promotion per member per UTC day (a unique index)',
    body: ClaimRaffleBody,
    answer: ClaimRaffleValue,
    errors: [...MARKET, 'reward.promotion_not_found', 'reward.not_raffle', 'reward.already_claimed'],
  }),
  missionClaim: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMission',
    ...REWARDS,
    guarded: true,
    summary: 'Pays a completed mission once per period',
    body: MissionClaimBody,
    answer: MissionClaimValue,
    errors: [...MARKET, 'mission.not_found', 'mission.not_complete', 'mission.already_claimed'],
  }),
  rewardTaskClaim: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRewardTask',
    ...REWARDS,
    guarded: true,
    summary: 'Pays one reward task once per period',
    body: RewardTaskClaimBody,
    answer: RewardTaskClaimValue,
    errors: [...MARKET, 'reward.task_not_ready', 'reward.task_claimed'],
  }),
  vipLevels: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getVipLevels',
    moduleId: 'VIP3',
    moduleFlag: 'VIP3',
    auth: 'none',
    summary: 'The VIP levels with their thresholds and benefits',
    rules: 'the level follows cumulative deposits and bets',
    answer: VipLevelsValue,
  }),
  vipProgress: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getVipProgress',
    moduleId: 'VIP3',
    moduleFlag: 'VIP3',
    auth: 'member',
    trial: false,
    summary: "The member's VIP level and progress from cumulative deposits and bets",
    answer: VipProgressValue,
  }),
  rebateInfo: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRebateInfo',
    ...REBATE,
    summary: 'What rebate the member may claim, by game type',
    rules: 'by game type (`byType`)',
    answer: RebateInfoValue,
  }),
  rebateClaim: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRebate',
    ...REBATE,
    guarded: true,
    summary: 'Claims the rebate of one game type, or of all',
    rules: 'an optional `gameType` claims one type only',
    body: orNoBody(RebateClaimBody),
    answer: RebateClaimValue,
    errors: [...MARKET, 'rebate.nothing'],
  }),
  referralInfo: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getReferralInfo',
    moduleId: 'REFERRAL3',
    moduleFlag: 'REFERRAL3',
    auth: 'member',
    trial: false,
    summary: "The member's invitation code, the friends who registered with it and what each earned",
    rules:
      "the invitation code and the invited friends, with 0.3 % of each one's valid bets as what they earned",
    answer: ReferralInfoValue,
  }),
};
