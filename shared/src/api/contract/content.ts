/**
 * Wire types of the content and engagement domain (announcements, banners, inbox, missions, points,
 * rewards, VIP, rebate, chat, promotions), shared by the client and (type-only) the reference gateway.
 * Amounts are decimal numbers in currency units. HTML content is operator-authored and must be
 * sanitized by the client before it is rendered.
 */

/** Announcement types (spec 7): B banner, PL player notice, PU popup, PR promotion, H help/home content. */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
/** Executions (spec 4): A logged in, B anonymous, F first login. */
export type AnnouncementExecution = 'A' | 'B' | 'F';

export interface Announcement {
  id: number;
  title: string;
  /** HTML: sanitize before rendering */
  content: string;
  promotionType: AnnouncementType;
  execution: AnnouncementExecution;
  startTime: string;
}

export type BannerGroup = 'w_home' | 'w_forget' | 'w_login' | 'w_register' | 'w_popup1' | 'w_leftmenu';
export interface Banner {
  id: number;
  groupName: BannerGroup;
  /** image URL (SVG served by the gateway) */
  url: string;
  /** where a click goes: a route, an external URL or a game code, per linkageType */
  linkage: string;
  linkageType: 'NONE' | 'ROUTE' | 'URL' | 'GAME';
  title: string;
}

/** `GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B` */
export interface AnnouncementsQuery {
  /** comma-separated types */
  types?: string;
  platform?: string;
  /** comma-separated executions; default B for guests, A for members */
  execution?: string;
}
export interface AnnouncementsValue {
  banners: Banner[];
  /** PL */
  playerNotices: Announcement[];
  /** PU */
  popup: Announcement[];
  /** PR */
  promotion: Announcement[];
  /** H */
  content: Announcement[];
}

/** `GET /wps/content/banners?groupName=w_home` */
export interface BannersQuery {
  groupName: BannerGroup;
}
export interface BannersValue {
  list: Banner[];
}

// ---- Inbox ---------------------------------------------------------------------------------------

/** `GET /wps/relay/CSP_unreadCount` */
export interface UnreadCountValue {
  count: number;
}
export interface InboxMessage {
  id: number;
  title: string;
  /** HTML: sanitize before rendering */
  content: string;
  read: boolean;
  createdAt: string;
}
/** `GET /wps/relay/CSP_messageList?pageNo=&pageSize=` */
export interface InboxListQuery {
  pageNo?: number;
  pageSize?: number;
}
export interface InboxListValue {
  content: InboxMessage[];
  totalPages: number;
  unread: number;
}
/** `POST /wps/relay/CSP_readMessage`: mark one (id) or all (no id) as read. */
export interface InboxReadBody {
  id?: number;
}
export interface InboxReadValue {
  unread: number;
}

// ---- Missions ------------------------------------------------------------------------------------

export interface Mission {
  id: number;
  title: string;
  description: string;
  /** BET_COUNT, BET_AMOUNT or DEPOSIT_AMOUNT in the current period */
  metric: 'BET_COUNT' | 'BET_AMOUNT' | 'DEPOSIT_AMOUNT';
  period: 'DAILY' | 'WEEKLY';
  target: number;
  progress: number;
  rewardPoints: number;
  status: 'IN_PROGRESS' | 'COMPLETED';
}
/** `GET /wps/relay/MCSFE_getMissionSummaryDetails` */
export interface MissionSummaryValue {
  list: Mission[];
  completedCount: number;
  /** badge count on the menu */
  inProgressCount: number;
}
export interface MissionLeader {
  rank: number;
  customerName: string;
  /** bet amount this week */
  score: number;
}
/** `GET /wps/relay/MCSFE_getMissionLeaderboard` */
export interface MissionLeaderboardValue {
  list: MissionLeader[];
  me: MissionLeader | null;
}

// ---- Points mall ---------------------------------------------------------------------------------

/** `GET /wps/relay/MCS2_getPointBalance` */
export interface PointBalanceValue {
  points: number;
}
/** `GET /wps/relay/MCS2_getPointConfig`: points have no expiry (spec 9). */
export interface PointConfigValue {
  /** points earned per 1 currency unit bet */
  earnPerUnitBet: number;
  /** currency units credited per point converted */
  convertRate: number;
  minConvertPoints: number;
  expires: false;
}
export interface PointReward {
  id: number;
  name: string;
  description: string;
  cost: number;
  stock: number;
  imageUrl: string;
}
/** `GET /wps/relay/MCS2_getPointReward` */
export interface PointRewardValue {
  list: PointReward[];
}
export interface PointRedeemRecord {
  id: number;
  rewardId: number;
  rewardName: string;
  points: number;
  quantity: number;
  status: 'IN_PROCESS' | 'APPROVED' | 'REJECTED' | 'ISSUED';
  createdAt: string;
}
/** `GET /wps/relay/MCS2_getRedeemPointList?pageNo=&pageSize=` */
export interface RedeemPointListValue {
  content: PointRedeemRecord[];
  totalPages: number;
}
/** `POST /wps/relay/MCS2_redeemPoint` (encrypted, payment password checked). */
export interface PointRedeemBody {
  rewardId: number;
  quantity: number;
  paymentPassword: string;
}
export interface PointRedeemValue {
  record: PointRedeemRecord;
  points: number;
}
/** `POST /wps/relay/MCS2_convertPoint` (encrypted, payment password checked): points to wallet. */
export interface PointConvertBody {
  points: number;
  paymentPassword: string;
}
export interface PointConvertValue {
  points: number;
  credited: number;
  balance: number;
}

// ---- Rewards, promotions, VIP, rebate ------------------------------------------------------------

export interface Promotion {
  id: number;
  title: string;
  /** HTML: sanitize before rendering */
  content: string;
  imageUrl: string;
  category: 'DEPOSIT' | 'RAFFLE' | 'REBATE' | 'VIP' | 'REFERRAL';
  startTime: string;
  endTime: string;
  /** RAFFLE promotions can be claimed once a day */
  claimable: boolean;
}
/** `GET /wps/relay/MCS2_getPromotionList` */
export interface PromotionListValue {
  list: Promotion[];
}

export interface RewardItem {
  id: number;
  title: string;
  amount: number;
  status: 'CLAIMED' | 'APPLYING' | 'JOINED';
  source: 'RAFFLE' | 'MISSION' | 'VIP' | 'REBATE';
  createdAt: string;
}
/** `GET /wps/relay/MCS2_getRewardList` (reward centre) */
export interface RewardListValue {
  content: RewardItem[];
  totalPages: number;
  /** badge count */
  claimableCount: number;
}
/** `POST /wps/relay/MCS2_claimRafflePromotion`: one draw per promotion per day; the prize goes to the wallet. */
export interface ClaimRaffleBody {
  promotionId: number;
}
export interface ClaimRaffleValue {
  prize: number;
  balance: number;
  reward: RewardItem;
}

export interface VipLevel {
  level: number;
  name: string;
  /** cumulative deposits needed */
  depositRequired: number;
  /** cumulative bets needed */
  betRequired: number;
  rebateRate: number;
  upgradeBonus: number;
}
/** `GET /wps/relay/MCS2_getVipLevels` */
export interface VipLevelsValue {
  list: VipLevel[];
}
/** `GET /wps/relay/MCS2_getVipProgress` */
export interface VipProgressValue {
  level: number;
  levelName: string;
  nextLevel: number | null;
  totalDeposit: number;
  totalBet: number;
  depositRequired: number | null;
  betRequired: number | null;
  /** 0 to 100 */
  progressPercent: number;
}

/** `GET /wps/relay/MCS2_getRebateInfo` (manual rebate, MANPLAYREB3) */
export interface RebateInfoValue {
  /** rebate available now: unrebated bets times the VIP rebate rate */
  available: number;
  rate: number;
  unrebatedBet: number;
  lastClaimAt: string | null;
  records: { id: number; amount: number; betAmount: number; createdAt: string }[];
}
/** `POST /wps/relay/MCS2_claimRebate` */
export interface RebateClaimValue {
  amount: number;
  balance: number;
}

// ---- Chat ----------------------------------------------------------------------------------------

export interface ChatModel {
  modelId: string;
  name: string;
  iconUrl: string;
  online: boolean;
}
/** `GET /wps/relay/CBS_modelList` */
export interface ChatModelListValue {
  list: ChatModel[];
}
/** `POST /wps/relay/CBS_launchChat` */
export interface LaunchChatBody {
  modelId: string;
}
export interface LaunchChatValue {
  chatUrl: string;
}
