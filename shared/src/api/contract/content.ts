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
  /** BET_COUNT, BET_AMOUNT, DEPOSIT_AMOUNT (currency units) or LOGIN_DAYS in the current period */
  metric: 'BET_COUNT' | 'BET_AMOUNT' | 'DEPOSIT_AMOUNT' | 'LOGIN_DAYS';
  period: 'DAILY' | 'WEEKLY';
  target: number;
  progress: number;
  rewardPoints: number;
  /** bonus paid to the wallet on claim, currency units (0: points only) */
  rewardBonus: number;
  /** COMPLETED: the target is reached and the award waits for its claim; CLAIMED: paid for this period */
  status: 'IN_PROGRESS' | 'COMPLETED' | 'CLAIMED';
}
/** `GET /wps/relay/MCSFE_getMissionSummaryDetails` */
export interface MissionSummaryValue {
  list: Mission[];
  /** completed this period (claimed or not) */
  completedCount: number;
  inProgressCount: number;
  /** the missions badge: completed and not yet claimed */
  claimableCount: number;
}
/** `POST /wps/relay/MCSFE_claimMission`: pays a completed mission once per period (points and bonus). */
export interface MissionClaimBody {
  missionId: number;
}
export interface MissionClaimValue {
  mission: Mission;
  /** point balance after the award, or null when the mission pays no points */
  points: number | null;
  /** wallet balance after the award, or null when it pays no bonus */
  balance: number | null;
  claimableCount: number;
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

/**
 * A promotion's state for the viewer (spec 4 labels): OPEN (apply, or open today's envelope), APPLYING
 * (waiting for review), JOINED (approved: claim), CLAIMED, REJECTED (may apply again), CLOSED, COMING_SOON.
 */
export type PromotionState =
  'OPEN' | 'APPLYING' | 'JOINED' | 'CLAIMED' | 'REJECTED' | 'CLOSED' | 'COMING_SOON';
export type PromotionCategory = 'DEPOSIT' | 'RAFFLE' | 'REBATE' | 'VIP' | 'REFERRAL';
export interface Promotion {
  id: number;
  title: string;
  /** HTML: sanitize before rendering */
  content: string;
  imageUrl: string;
  category: PromotionCategory;
  startTime: string;
  endTime: string;
  state: PromotionState;
  /** APPLY: remark and images, then a claim once approved; RAFFLE: a red envelope a day; NONE: information */
  action: 'APPLY' | 'RAFFLE' | 'NONE';
  /** bonus an approved application pays, currency units */
  bonus: number;
  /** red envelope prize range, currency units */
  prizeMin: number;
  prizeMax: number;
  /** the rules ask for the deposit proof: an application needs at least one image (refused without) */
  proofRequired?: boolean;
  /** something the viewer can claim now (today's envelope, an approved application) */
  claimable: boolean;
}
/** `GET /wps/relay/MCS2_getPromotionList` */
export interface PromotionListValue {
  list: Promotion[];
}

/**
 * `POST /wps/relay/MCS2_applyPromotion`, multipart: `promotionId`, `remark` (at most 140 characters), `images`
 * (at most 3 PNG or JPG files of at most 5 MB, checked by content on the server).
 */
export interface PromotionApplyValue {
  applicationId: number;
  imageCount: number;
  promotion: Promotion;
}
/** `POST /wps/relay/MCS2_claimPromotion`: an approved application pays the promotion's bonus, once. */
export interface ClaimPromotionBody {
  promotionId: number;
}
export interface ClaimPromotionValue {
  amount: number;
  balance: number | null;
  promotion: Promotion;
  /** the rewards badge after the claim */
  rewardsBadge: number;
}

export interface RewardItem {
  id: number;
  title: string;
  amount: number;
  status: 'CLAIMED' | 'APPLYING' | 'JOINED';
  source: 'RAFFLE' | 'MISSION' | 'VIP' | 'REBATE' | 'PROMOTION';
  createdAt: string;
}
/** `GET /wps/relay/MCS2_getRewardList` (reward centre) */
export interface RewardListValue {
  content: RewardItem[];
  totalPages: number;
  /** the rewards badge: reward tasks claimable now plus approved applications */
  claimableCount: number;
}

/** Reward-centre tasks: the sign-in of the day, newbie tasks (once), the rescue bonus (yesterday's loss). */
export type RewardTaskKey =
  'SIGN_IN' | 'FIRST_DEPOSIT' | 'FIRST_BET' | 'TEN_BETS' | 'PAYMENT_PASSWORD' | 'RESCUE';
export type RewardTaskStatus = 'IN_PROGRESS' | 'CLAIMABLE' | 'CLAIMED';
export interface SignInDay {
  /** YYYY-MM-DD (UTC), Monday first */
  date: string;
  status: 'CLAIMED' | 'CLAIMABLE' | 'MISSED' | 'UPCOMING';
  /** points paid (claimed) or on offer (today); null for other days */
  points: number | null;
}
export interface RewardTask {
  task: RewardTaskKey;
  progress: number;
  target: number;
  /** currency units */
  amount: number;
  points: number;
  status: RewardTaskStatus;
}
/** `GET /wps/relay/MCS2_getRewardTasks` */
export interface RewardTasksValue {
  signIn: { days: SignInDay[] };
  newbie: RewardTask[];
  rescue: {
    /** the day whose loss counts (yesterday, UTC) */
    day: string;
    loss: number;
    amount: number;
    minLoss: number;
    /** percent */
    rate: number;
    cap: number;
    status: RewardTaskStatus;
  };
  claimableCount: number;
}
/** `POST /wps/relay/MCS2_claimRewardTask` */
export interface RewardTaskClaimBody {
  task: RewardTaskKey;
}
export interface RewardTaskClaimValue {
  task: RewardTaskKey;
  amount: number;
  points: number;
  balance: number | null;
  pointBalance: number | null;
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
  /** valid bets not yet rebated and the rebate they pay, per game type */
  byType: { gameType: string; validBet: number; amount: number }[];
  lastClaimAt: string | null;
  records: { id: number; gameType: string | null; amount: number; betAmount: number; createdAt: string }[];
}
/** `POST /wps/relay/MCS2_claimRebate`: one game type, or every type when none is given. */
export interface RebateClaimBody {
  gameType?: string;
}
export interface RebateClaimValue {
  amount: number;
  balance: number;
}

/** `GET /wps/relay/MCS2_getReferralInfo` (REFERRAL3): the invitation code and the invited friends. */
export interface ReferralFriend {
  /** masked username */
  name: string;
  joinedAt: string;
  totalDeposit: number;
  validBet: number;
  /** the commission this friend earned the member: `rate` percent of the friend's valid bets */
  earned: number;
}
export interface ReferralInfoValue {
  code: string | null;
  /** percent */
  rate: number;
  friends: ReferralFriend[];
  totalEarned: number;
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
