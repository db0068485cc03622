import { endpoint } from '../endpoint';
import EARLY from './early-reads.json';
import type {
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
} from '../../contract/types/content';

/** Calls of the content and engagement domain (spec section 7). */
export const CONTENT_ENDPOINTS = {
  // optional on the gateway: with a token each promotion carries the member's state
  promotionList: endpoint<never, PromotionListValue>({ method: 'GET', ...EARLY.promotionList }),
  claimRaffle: endpoint<ClaimRaffleBody, ClaimRaffleValue>({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  vipLevels: endpoint<never, VipLevelsValue>({
    method: 'GET',
    path: '/wps/relay/MCS2_getVipLevels',
    moduleId: 'VIP3',
    auth: false,
  }),
  vipProgress: endpoint<never, VipProgressValue>({
    method: 'GET',
    path: '/wps/relay/MCS2_getVipProgress',
    moduleId: 'VIP3',
    auth: true,
  }),
  rebateInfo: endpoint<never, RebateInfoValue>({
    method: 'GET',
    path: '/wps/relay/MCS2_getRebateInfo',
    moduleId: 'MANPLAYREB3',
    auth: true,
  }),
  rebateClaim: endpoint<RebateClaimBody, RebateClaimValue>({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRebate',
    moduleId: 'MANPLAYREB3',
    auth: true,
  }),
  missionClaim: endpoint<MissionClaimBody, MissionClaimValue>({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimMission',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  promotionApply: endpoint<FormData, PromotionApplyValue>({
    method: 'POST',
    path: '/wps/relay/MCS2_applyPromotion',
    moduleId: 'REWCEN3',
    auth: true,
    body: 'multipart',
  }),
  promotionClaim: endpoint<ClaimPromotionBody, ClaimPromotionValue>({
    method: 'POST',
    path: '/wps/relay/MCS2_claimPromotion',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  rewardTaskClaim: endpoint<RewardTaskClaimBody, RewardTaskClaimValue>({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRewardTask',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  referralInfo: endpoint<never, ReferralInfoValue>({
    method: 'GET',
    path: '/wps/relay/MCS2_getReferralInfo',
    moduleId: 'REFERRAL3',
    auth: true,
  }),
};
