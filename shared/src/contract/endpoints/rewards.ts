import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import { CLIENT_QUERY, PAGING } from '../schema';
import {
  MissionLeaderboardValue,
  MissionSummaryValue,
  PointBalanceValue,
  PointConfigValue,
  PointConvertValue,
  PointRedeemValue,
  PointRewardValue,
  RedeemPointListValue,
  RewardListValue,
  RewardTasksValue,
} from '../types/content';
import EARLY from '../../api/endpoints/early-reads.json';

const POINTS = { moduleId: 'PTSYS3', moduleFlag: 'PTSYS3' } as const;
const MEMBER_POINTS = { ...POINTS, auth: 'member', trial: false } as const;
const REWARDS = { moduleId: 'REWCEN3', auth: 'member', trial: false, moduleFlag: 'REWCEN3' } as const;
const PAYMENT_PASSWORD = Type.String({ minLength: 1, maxLength: 64 });
const PAYMENT_PASSWORD_ERRORS = [
  'wallet.payment_password_not_set',
  'wallet.payment_password_wrong',
  'wallet.payment_password_locked',
] as const;

/** The points mall (spec section 9) and the reads of the reward centre and the missions (spec section 7). */
export const REWARD_CENTRE = {
  pointBalance: declareEndpoint({
    method: 'GET',
    ...EARLY.pointBalance,
    ...MEMBER_POINTS,
    summary: "The member's point balance",
    answer: PointBalanceValue,
  }),
  pointConfig: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getPointConfig',
    market: { omit: 'pointsToCash' },
    ...POINTS,
    auth: 'none',
    summary: 'How points are earned and converted (they never expire)',
    rules: '100 points are R$ 1; points never expire',
    answer: PointConfigValue,
  }),
  pointRewards: declareEndpoint({
    method: 'GET',
    ...EARLY.pointRewards,
    market: { omit: 'mallCredits' },
    ...POINTS,
    auth: 'none',
    summary: 'The goods of the points mall',
    answer: PointRewardValue,
  }),
  pointRedeemList: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRedeemPointList',
    ...MEMBER_POINTS,
    summary: "The member's redeem records, a page at a time",
    query: Type.Object({ ...CLIENT_QUERY, ...PAGING(10, 50) }),
    answer: RedeemPointListValue,
  }),
  pointRedeem: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_redeemPoint',
    market: { refuse: ['mallCredit'] },
    ...MEMBER_POINTS,
    encrypted: true,
    guarded: true,
    summary: 'Redeems points for goods of the mall (with the payment password)',
    rules: 'the payment password is checked',
    body: Type.Object(
      {
        rewardId: Type.Integer({ minimum: 1 }),
        quantity: Type.Integer({ minimum: 1, maximum: 10 }),
        paymentPassword: PAYMENT_PASSWORD,
      },
      { additionalProperties: false },
    ),
    answer: PointRedeemValue,
    errors: [
      ...PAYMENT_PASSWORD_ERRORS,
      'points.reward_not_found',
      'points.out_of_stock',
      'points.insufficient',
    ],
  }),
  pointConvert: declareEndpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_convertPoint',
    market: { refuse: ['pointsToCash'] },
    ...MEMBER_POINTS,
    encrypted: true,
    guarded: true,
    summary: 'Converts points to the wallet (with the payment password)',
    rules: '100 points are R$ 1; the payment password is checked',
    body: Type.Object(
      { points: Type.Integer({ minimum: 1, maximum: 100000000 }), paymentPassword: PAYMENT_PASSWORD },
      { additionalProperties: false },
    ),
    answer: PointConvertValue,
    errors: [...PAYMENT_PASSWORD_ERRORS, 'points.min_convert', 'points.insufficient'],
  }),
  missionSummary: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionSummaryDetails',
    market: { omit: 'missions' },
    ...REWARDS,
    summary: "The missions of this period with the member's progress",
    rules: 'progress from bets, DEPOSIT ledger rows and login days; `claimableCount` is the missions badge',
    answer: MissionSummaryValue,
  }),
  missionLeaderboard: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMissionLeaderboard',
    ...REWARDS,
    summary: "This week's leaders by bet amount and the member's own rank",
    answer: MissionLeaderboardValue,
  }),
  rewardTasks: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRewardTasks',
    market: { omit: 'depositTasks' },
    ...REWARDS,
    summary: 'The sign-in calendar, the newbie tasks and the rescue bonus',
    rules:
      "the sign-in calendar (this week, points grow with the run), newbie tasks (first deposit, first bet, 10 bets, payment password), the rescue bonus (5 % of yesterday's net loss of at least R$ 50, at most R$ 100)",
    answer: RewardTasksValue,
  }),
  rewardList: declareEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_getRewardList',
    ...REWARDS,
    summary: "The member's awards, a page at a time",
    rules: '`claimableCount` is the claimable tasks plus the approved applications (the rewards badge)',
    query: Type.Object({ ...CLIENT_QUERY, ...PAGING(10, 50) }),
    answer: RewardListValue,
  }),
};
