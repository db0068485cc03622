/**
 * Wire types of the content and engagement domain (announcements, banners, inbox, missions, points,
 * rewards, VIP, rebate, chat, promotions), shared by the client and (type-only) the reference gateway.
 * Amounts are decimal numbers in currency units. HTML content is operator-authored and must be
 * sanitized by the client before it is rendered.
 */
/** Announcement types (spec 7): B banner, PL player notice, PU popup, PR promotion, H help/home content. */
import { type Static, Type } from '@sinclair/typebox';

/**
 * Wire types of the content and engagement domain (announcements, banners, inbox, missions, points,
 * rewards, VIP, rebate, chat, promotions), shared by the client and (type-only) the reference gateway.
 * Amounts are decimal numbers in currency units. HTML content is operator-authored and must be
 * sanitized by the client before it is rendered.
 */
/** Announcement types (spec 7): B banner, PL player notice, PU popup, PR promotion, H help/home content. */
export type AnnouncementType = Static<typeof AnnouncementType>;
export const AnnouncementType = Type.Union([
  Type.Literal('B'),
  Type.Literal('PL'),
  Type.Literal('PU'),
  Type.Literal('PR'),
  Type.Literal('H'),
]);

/** Executions (spec 4): A logged in, B anonymous, F first login. */
export type AnnouncementExecution = Static<typeof AnnouncementExecution>;
export const AnnouncementExecution = Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('F')]);

export type Announcement = Static<typeof Announcement>;
export const Announcement = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  /** HTML: sanitize before rendering */
  content: Type.String(),
  promotionType: AnnouncementType,
  execution: AnnouncementExecution,
  startTime: Type.String(),
});

export type BannerGroup = Static<typeof BannerGroup>;
export const BannerGroup = Type.Union([
  Type.Literal('w_home'),
  Type.Literal('w_forget'),
  Type.Literal('w_login'),
  Type.Literal('w_register'),
  Type.Literal('w_popup1'),
  Type.Literal('w_leftmenu'),
]);

export type Banner = Static<typeof Banner>;
export const Banner = Type.Object({
  id: Type.Number(),
  groupName: BannerGroup,
  /** image URL (SVG served by the gateway) */
  url: Type.String(),
  /** where a click goes: a route, an external URL or a game code, per linkageType */
  linkage: Type.String(),
  linkageType: Type.Union([
    Type.Literal('NONE'),
    Type.Literal('ROUTE'),
    Type.Literal('URL'),
    Type.Literal('GAME'),
  ]),
  title: Type.String(),
});

/** `GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B` */
export type AnnouncementsQuery = Static<typeof AnnouncementsQuery>;
export const AnnouncementsQuery = Type.Object({
  /** comma-separated types */
  types: Type.Optional(Type.String()),
  platform: Type.Optional(Type.String()),
  /** comma-separated executions; default B for guests, A for members */
  execution: Type.Optional(Type.String()),
});

export type AnnouncementsValue = Static<typeof AnnouncementsValue>;
export const AnnouncementsValue = Type.Object({
  banners: Type.Array(Banner),
  /** PL */
  playerNotices: Type.Array(Announcement),
  /** PU */
  popup: Type.Array(Announcement),
  /** PR */
  promotion: Type.Array(Announcement),
  /** H */
  content: Type.Array(Announcement),
});

/** `GET /wps/content/banners?groupName=w_home` */
export type BannersQuery = Static<typeof BannersQuery>;
export const BannersQuery = Type.Object({
  groupName: BannerGroup,
});

export type BannersValue = Static<typeof BannersValue>;
export const BannersValue = Type.Object({
  list: Type.Array(Banner),
});

/** `GET /wps/relay/CSP_unreadCount` */
export type UnreadCountValue = Static<typeof UnreadCountValue>;
export const UnreadCountValue = Type.Object({
  count: Type.Number(),
});

export type InboxMessage = Static<typeof InboxMessage>;
export const InboxMessage = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  /** HTML: sanitize before rendering */
  content: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String(),
});

/** `GET /wps/relay/CSP_messageList?pageNo=&pageSize=` */
export type InboxListQuery = Static<typeof InboxListQuery>;
export const InboxListQuery = Type.Object({
  pageNo: Type.Optional(Type.Number()),
  pageSize: Type.Optional(Type.Number()),
});

export type InboxListValue = Static<typeof InboxListValue>;
export const InboxListValue = Type.Object({
  content: Type.Array(InboxMessage),
  totalPages: Type.Number(),
  unread: Type.Number(),
});

/** `POST /wps/relay/CSP_readMessage`: mark one (id) or all (no id) as read. */
export type InboxReadBody = Static<typeof InboxReadBody>;
export const InboxReadBody = Type.Object({
  id: Type.Optional(Type.Number()),
});

export type InboxReadValue = Static<typeof InboxReadValue>;
export const InboxReadValue = Type.Object({
  unread: Type.Number(),
});

export type Mission = Static<typeof Mission>;
export const Mission = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  description: Type.String(),
  /** BET_COUNT, BET_AMOUNT, DEPOSIT_AMOUNT (currency units) or LOGIN_DAYS in the current period */
  metric: Type.Union([
    Type.Literal('BET_COUNT'),
    Type.Literal('BET_AMOUNT'),
    Type.Literal('DEPOSIT_AMOUNT'),
    Type.Literal('LOGIN_DAYS'),
  ]),
  period: Type.Union([Type.Literal('DAILY'), Type.Literal('WEEKLY')]),
  target: Type.Number(),
  progress: Type.Number(),
  rewardPoints: Type.Number(),
  /** bonus paid to the wallet on claim, currency units (0: points only) */
  rewardBonus: Type.Number(),
  /** COMPLETED: the target is reached and the award waits for its claim; CLAIMED: paid for this period */
  status: Type.Union([Type.Literal('IN_PROGRESS'), Type.Literal('COMPLETED'), Type.Literal('CLAIMED')]),
});

/** `GET /wps/relay/MCSFE_getMissionSummaryDetails` */
export type MissionSummaryValue = Static<typeof MissionSummaryValue>;
export const MissionSummaryValue = Type.Object({
  list: Type.Array(Mission),
  /** completed this period (claimed or not) */
  completedCount: Type.Number(),
  inProgressCount: Type.Number(),
  /** the missions badge: completed and not yet claimed */
  claimableCount: Type.Number(),
});

/** `POST /wps/relay/MCSFE_claimMission`: pays a completed mission once per period (points and bonus). */
export type MissionClaimBody = Static<typeof MissionClaimBody>;
export const MissionClaimBody = Type.Object(
  { missionId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

export type MissionClaimValue = Static<typeof MissionClaimValue>;
export const MissionClaimValue = Type.Object({
  mission: Mission,
  /** point balance after the award, or null when the mission pays no points */
  points: Type.Union([Type.Number(), Type.Null()]),
  /** wallet balance after the award, or null when it pays no bonus */
  balance: Type.Union([Type.Number(), Type.Null()]),
  claimableCount: Type.Number(),
});

export type MissionLeader = Static<typeof MissionLeader>;
export const MissionLeader = Type.Object({
  rank: Type.Number(),
  customerName: Type.String(),
  /** bet amount this week */
  score: Type.Number(),
});

/** `GET /wps/relay/MCSFE_getMissionLeaderboard` */
export type MissionLeaderboardValue = Static<typeof MissionLeaderboardValue>;
export const MissionLeaderboardValue = Type.Object({
  list: Type.Array(MissionLeader),
  me: Type.Union([MissionLeader, Type.Null()]),
});

/** `GET /wps/relay/MCS2_getPointBalance` */
export type PointBalanceValue = Static<typeof PointBalanceValue>;
export const PointBalanceValue = Type.Object({
  points: Type.Number(),
});

/** `GET /wps/relay/MCS2_getPointConfig`: points have no expiry (spec 9). */
export type PointConfigValue = Static<typeof PointConfigValue>;
export const PointConfigValue = Type.Object({
  /** points earned per 1 currency unit bet */
  earnPerUnitBet: Type.Number(),
  /** currency units credited per point converted */
  convertRate: Type.Number(),
  minConvertPoints: Type.Number(),
  expires: Type.Literal(false),
});

export type PointReward = Static<typeof PointReward>;
export const PointReward = Type.Object({
  id: Type.Number(),
  name: Type.String(),
  description: Type.String(),
  cost: Type.Number(),
  stock: Type.Number(),
  imageUrl: Type.String(),
});

/** `GET /wps/relay/MCS2_getPointReward` */
export type PointRewardValue = Static<typeof PointRewardValue>;
export const PointRewardValue = Type.Object({
  list: Type.Array(PointReward),
});

export type PointRedeemRecord = Static<typeof PointRedeemRecord>;
export const PointRedeemRecord = Type.Object({
  id: Type.Number(),
  rewardId: Type.Number(),
  rewardName: Type.String(),
  points: Type.Number(),
  quantity: Type.Number(),
  status: Type.Union([
    Type.Literal('IN_PROCESS'),
    Type.Literal('APPROVED'),
    Type.Literal('REJECTED'),
    Type.Literal('ISSUED'),
  ]),
  createdAt: Type.String(),
});

/** `GET /wps/relay/MCS2_getRedeemPointList?pageNo=&pageSize=` */
export type RedeemPointListValue = Static<typeof RedeemPointListValue>;
export const RedeemPointListValue = Type.Object({
  content: Type.Array(PointRedeemRecord),
  totalPages: Type.Number(),
});

/** `POST /wps/relay/MCS2_redeemPoint` (encrypted, payment password checked). */
export type PointRedeemBody = Static<typeof PointRedeemBody>;
export const PointRedeemBody = Type.Object({
  rewardId: Type.Number(),
  quantity: Type.Number(),
  paymentPassword: Type.String(),
});

export type PointRedeemValue = Static<typeof PointRedeemValue>;
export const PointRedeemValue = Type.Object({
  record: PointRedeemRecord,
  points: Type.Number(),
});

/** `POST /wps/relay/MCS2_convertPoint` (encrypted, payment password checked): points to wallet. */
export type PointConvertBody = Static<typeof PointConvertBody>;
export const PointConvertBody = Type.Object({
  points: Type.Number(),
  paymentPassword: Type.String(),
});

export type PointConvertValue = Static<typeof PointConvertValue>;
export const PointConvertValue = Type.Object({
  points: Type.Number(),
  credited: Type.Number(),
  balance: Type.Number(),
});

/**
 * A promotion's state for the viewer (spec 4 labels): OPEN (apply, or open today's envelope), APPLYING
 * (waiting for review), JOINED (approved: claim), CLAIMED, REJECTED (may apply again), CLOSED, COMING_SOON.
 */
export type PromotionState = Static<typeof PromotionState>;
export const PromotionState = Type.Union([
  Type.Literal('OPEN'),
  Type.Literal('APPLYING'),
  Type.Literal('JOINED'),
  Type.Literal('CLAIMED'),
  Type.Literal('REJECTED'),
  Type.Literal('CLOSED'),
  Type.Literal('COMING_SOON'),
]);

export type PromotionCategory = Static<typeof PromotionCategory>;
export const PromotionCategory = Type.Union([
  Type.Literal('DEPOSIT'),
  Type.Literal('RAFFLE'),
  Type.Literal('REBATE'),
  Type.Literal('VIP'),
  Type.Literal('REFERRAL'),
]);

export type Promotion = Static<typeof Promotion>;
export const Promotion = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  /** HTML: sanitize before rendering */
  content: Type.String(),
  imageUrl: Type.String(),
  category: PromotionCategory,
  startTime: Type.String(),
  endTime: Type.String(),
  state: PromotionState,
  /** APPLY: remark and images, then a claim once approved; RAFFLE: a red envelope a day; NONE: information */
  action: Type.Union([Type.Literal('APPLY'), Type.Literal('RAFFLE'), Type.Literal('NONE')]),
  /** bonus an approved application pays, currency units */
  bonus: Type.Number(),
  /** red envelope prize range, currency units */
  prizeMin: Type.Number(),
  prizeMax: Type.Number(),
  /** the rules ask for the deposit proof: an application needs at least one image (refused without) */
  proofRequired: Type.Optional(Type.Boolean()),
  /** something the viewer can claim now (today's envelope, an approved application) */
  claimable: Type.Boolean(),
});

/** `GET /wps/relay/MCS2_getPromotionList` */
export type PromotionListValue = Static<typeof PromotionListValue>;
export const PromotionListValue = Type.Object({
  list: Type.Array(Promotion),
});

/**
 * `POST /wps/relay/MCS2_applyPromotion`, multipart: `promotionId`, `remark` (at most 140 characters), `images`
 * (at most 3 PNG or JPG files of at most 5 MB, checked by content on the server).
 */
export type PromotionApplyValue = Static<typeof PromotionApplyValue>;
export const PromotionApplyValue = Type.Object({
  applicationId: Type.Number(),
  imageCount: Type.Number(),
  promotion: Promotion,
});

/** `POST /wps/relay/MCS2_claimPromotion`: an approved application pays the promotion's bonus, once. */
export type ClaimPromotionBody = Static<typeof ClaimPromotionBody>;
export const ClaimPromotionBody = Type.Object(
  { promotionId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

export type ClaimPromotionValue = Static<typeof ClaimPromotionValue>;
export const ClaimPromotionValue = Type.Object({
  amount: Type.Number(),
  balance: Type.Union([Type.Number(), Type.Null()]),
  promotion: Promotion,
  /** the rewards badge after the claim */
  rewardsBadge: Type.Number(),
});

export type RewardItem = Static<typeof RewardItem>;
export const RewardItem = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  amount: Type.Number(),
  status: Type.Union([Type.Literal('CLAIMED'), Type.Literal('APPLYING'), Type.Literal('JOINED')]),
  source: Type.Union([
    Type.Literal('RAFFLE'),
    Type.Literal('MISSION'),
    Type.Literal('VIP'),
    Type.Literal('REBATE'),
    Type.Literal('PROMOTION'),
  ]),
  createdAt: Type.String(),
});

/** `GET /wps/relay/MCS2_getRewardList` (reward centre) */
export type RewardListValue = Static<typeof RewardListValue>;
export const RewardListValue = Type.Object({
  content: Type.Array(RewardItem),
  totalPages: Type.Number(),
  /** the rewards badge: reward tasks claimable now plus approved applications */
  claimableCount: Type.Number(),
});

/** Reward-centre tasks: the sign-in of the day, newbie tasks (once), the rescue bonus (yesterday's loss). */
export type RewardTaskKey = Static<typeof RewardTaskKey>;
export const RewardTaskKey = Type.Union([
  Type.Literal('SIGN_IN'),
  Type.Literal('FIRST_DEPOSIT'),
  Type.Literal('FIRST_BET'),
  Type.Literal('TEN_BETS'),
  Type.Literal('PAYMENT_PASSWORD'),
  Type.Literal('RESCUE'),
]);

export type RewardTaskStatus = Static<typeof RewardTaskStatus>;
export const RewardTaskStatus = Type.Union([
  Type.Literal('IN_PROGRESS'),
  Type.Literal('CLAIMABLE'),
  Type.Literal('CLAIMED'),
]);

export type SignInDay = Static<typeof SignInDay>;
export const SignInDay = Type.Object({
  /** YYYY-MM-DD (UTC), Monday first */
  date: Type.String(),
  status: Type.Union([
    Type.Literal('CLAIMED'),
    Type.Literal('CLAIMABLE'),
    Type.Literal('MISSED'),
    Type.Literal('UPCOMING'),
  ]),
  /** points paid (claimed) or on offer (today); null for other days */
  points: Type.Union([Type.Number(), Type.Null()]),
});

export type RewardTask = Static<typeof RewardTask>;
export const RewardTask = Type.Object({
  task: RewardTaskKey,
  progress: Type.Number(),
  target: Type.Number(),
  /** currency units */
  amount: Type.Number(),
  points: Type.Number(),
  status: RewardTaskStatus,
});

/** `GET /wps/relay/MCS2_getRewardTasks` */
export type RewardTasksValue = Static<typeof RewardTasksValue>;
export const RewardTasksValue = Type.Object({
  signIn: Type.Object({
    days: Type.Array(SignInDay),
  }),
  newbie: Type.Array(RewardTask),
  rescue: Type.Object({
    day: Type.String(),
    loss: Type.Number(),
    amount: Type.Number(),
    minLoss: Type.Number(),
    rate: Type.Number(),
    cap: Type.Number(),
    status: RewardTaskStatus,
  }),
  claimableCount: Type.Number(),
});

/** `POST /wps/relay/MCS2_claimRewardTask` */
export type RewardTaskClaimBody = Static<typeof RewardTaskClaimBody>;
export const RewardTaskClaimBody = Type.Object({ task: RewardTaskKey }, { additionalProperties: false });

export type RewardTaskClaimValue = Static<typeof RewardTaskClaimValue>;
export const RewardTaskClaimValue = Type.Object({
  task: RewardTaskKey,
  amount: Type.Number(),
  points: Type.Number(),
  balance: Type.Union([Type.Number(), Type.Null()]),
  pointBalance: Type.Union([Type.Number(), Type.Null()]),
  claimableCount: Type.Number(),
});

/** `POST /wps/relay/MCS2_claimRafflePromotion`: one draw per promotion per day; the prize goes to the wallet. */
export type ClaimRaffleBody = Static<typeof ClaimRaffleBody>;
export const ClaimRaffleBody = ClaimPromotionBody;

export type ClaimRaffleValue = Static<typeof ClaimRaffleValue>;
export const ClaimRaffleValue = Type.Object({
  prize: Type.Number(),
  balance: Type.Number(),
  reward: RewardItem,
});

export type VipLevel = Static<typeof VipLevel>;
export const VipLevel = Type.Object({
  level: Type.Number(),
  name: Type.String(),
  /** cumulative deposits needed */
  depositRequired: Type.Number(),
  /** cumulative bets needed */
  betRequired: Type.Number(),
  rebateRate: Type.Number(),
  upgradeBonus: Type.Number(),
});

/** `GET /wps/relay/MCS2_getVipLevels` */
export type VipLevelsValue = Static<typeof VipLevelsValue>;
export const VipLevelsValue = Type.Object({
  list: Type.Array(VipLevel),
});

/** `GET /wps/relay/MCS2_getVipProgress` */
export type VipProgressValue = Static<typeof VipProgressValue>;
export const VipProgressValue = Type.Object({
  level: Type.Number(),
  levelName: Type.String(),
  nextLevel: Type.Union([Type.Number(), Type.Null()]),
  totalDeposit: Type.Number(),
  totalBet: Type.Number(),
  depositRequired: Type.Union([Type.Number(), Type.Null()]),
  betRequired: Type.Union([Type.Number(), Type.Null()]),
  /** 0 to 100 */
  progressPercent: Type.Number(),
});

/** `GET /wps/relay/MCS2_getRebateInfo` (manual rebate, MANPLAYREB3) */
export type RebateInfoValue = Static<typeof RebateInfoValue>;
export const RebateInfoValue = Type.Object({
  /** rebate available now: unrebated bets times the VIP rebate rate */
  available: Type.Number(),
  rate: Type.Number(),
  unrebatedBet: Type.Number(),
  /** valid bets not yet rebated and the rebate they pay, per game type */
  byType: Type.Array(
    Type.Object({
      gameType: Type.String(),
      validBet: Type.Number(),
      amount: Type.Number(),
    }),
  ),
  lastClaimAt: Type.Union([Type.String(), Type.Null()]),
  records: Type.Array(
    Type.Object({
      id: Type.Number(),
      gameType: Type.Union([Type.String(), Type.Null()]),
      amount: Type.Number(),
      betAmount: Type.Number(),
      createdAt: Type.String(),
    }),
  ),
});

/** `POST /wps/relay/MCS2_claimRebate`: one game type, or every type when none is given. */
export type RebateClaimBody = Static<typeof RebateClaimBody>;
export const RebateClaimBody = Type.Object(
  { gameType: Type.Optional(Type.String({ pattern: '^[A-Z_]{2,16}$' })) },
  { additionalProperties: false },
);

export type RebateClaimValue = Static<typeof RebateClaimValue>;
export const RebateClaimValue = Type.Object({
  amount: Type.Number(),
  balance: Type.Number(),
});

/** `GET /wps/relay/MCS2_getReferralInfo` (REFERRAL3): the invitation code and the invited friends. */
export type ReferralFriend = Static<typeof ReferralFriend>;
export const ReferralFriend = Type.Object({
  /** masked username */
  name: Type.String(),
  joinedAt: Type.String(),
  totalDeposit: Type.Number(),
  validBet: Type.Number(),
  /** the commission this friend earned the member: `rate` percent of the friend's valid bets */
  earned: Type.Number(),
});

export type ReferralInfoValue = Static<typeof ReferralInfoValue>;
export const ReferralInfoValue = Type.Object({
  code: Type.Union([Type.String(), Type.Null()]),
  /** percent */
  rate: Type.Number(),
  friends: Type.Array(ReferralFriend),
  totalEarned: Type.Number(),
});

export type ChatModel = Static<typeof ChatModel>;
export const ChatModel = Type.Object({
  modelId: Type.String(),
  name: Type.String(),
  iconUrl: Type.String(),
  online: Type.Boolean(),
});

/** `GET /wps/relay/CBS_modelList` */
export type ChatModelListValue = Static<typeof ChatModelListValue>;
export const ChatModelListValue = Type.Object({
  list: Type.Array(ChatModel),
});

/** `POST /wps/relay/CBS_launchChat` */
export type LaunchChatBody = Static<typeof LaunchChatBody>;
export const LaunchChatBody = Type.Object({
  modelId: Type.String(),
});

export type LaunchChatValue = Static<typeof LaunchChatValue>;
export const LaunchChatValue = Type.Object({
  chatUrl: Type.String(),
});
