import { endpoint } from '../endpoint';

/** Calls of the content and engagement domain (spec section 7). */
export const CONTENT_ENDPOINTS = {
  announcements: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    auth: false,
  }),
  banners: endpoint({ method: 'GET', path: '/wps/content/banners', moduleId: 'COMM3', auth: false }),
  inboxUnreadCount: endpoint({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    moduleId: 'INBOX3',
    auth: true,
  }),
  inboxList: endpoint({ method: 'GET', path: '/wps/relay/CSP_messageList', moduleId: 'INBOX3', auth: true }),
  inboxRead: endpoint({ method: 'POST', path: '/wps/relay/CSP_readMessage', moduleId: 'INBOX3', auth: true }),
  missionSummary: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  missionLeaderboard: endpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  pointBalance: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointBalance',
    moduleId: 'PTSYS3',
    auth: true,
  }),
  pointRewards: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointReward',
    moduleId: 'PTSYS3',
    auth: false,
  }),
  pointRedeemList: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    moduleId: 'PTSYS3',
    auth: true,
  }),
  pointConfig: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    moduleId: 'PTSYS3',
    auth: false,
  }),
  pointRedeem: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_redeemPoint',
    moduleId: 'PTSYS3',
    auth: true,
    encrypted: true,
  }),
  pointConvert: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_convertPoint',
    moduleId: 'PTSYS3',
    auth: true,
    encrypted: true,
  }),
  promotionList: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionList',
    moduleId: 'REWCEN3',
    auth: false,
  }),
  rewardList: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRewardList',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  claimRaffle: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  vipLevels: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getVipLevels',
    moduleId: 'REWCEN3',
    auth: false,
  }),
  vipProgress: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getVipProgress',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  rebateInfo: endpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRebateInfo',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  rebateClaim: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRebate',
    moduleId: 'REWCEN3',
    auth: true,
  }),
  chatModels: endpoint({ method: 'GET', path: '/wps/relay/CBS_modelList', moduleId: 'COMM3', auth: false }),
  launchChat: endpoint({ method: 'POST', path: '/wps/relay/CBS_launchChat', moduleId: 'COMM3', auth: false }),
};
