import type { Db } from '../../../db/open-db';
import type { RewardTask, RewardTaskKey, RewardTasksValue, SignInDay } from '@jogo/shared/api';
import { toMajor } from '../../ledger/money';
import { dayKey, periodKey } from './award';
import { memberClock, nowOf } from '../../site/clock';
import { addDay } from '@jogo/shared/time';
import { memberRewardRules } from '../../market/rewards';

/**
 * The reward centre's tasks, all derived from real data (design note: nothing here is stored but the
 * claims, so progress cannot drift from the bets, deposits and logins it counts):
 * - sign-in calendar: this week's days (Monday first); today is claimable once; the prize grows with the
 *   run of consecutive signed days this week;
 * - newbie tasks: once per member, from the member's first deposit, bets and payment password;
 * - rescue bonus: 5 % of yesterday's net loss when it reached R$ 50, at most R$ 100, claimable the next day.
 */
export const SIGN_IN_POINTS = [10, 10, 20, 20, 30, 30, 50];
export const RESCUE = { minLoss: 5_000, rateBp: 500, cap: 10_000 };

interface NewbieDef {
  task: Exclude<RewardTaskKey, 'SIGN_IN' | 'RESCUE'>;
  target: number;
  /** minor units */
  amount: number;
  points: number;
  progress: (db: Db, memberId: number) => Promise<number>;
}
const count = async (db: Db, sql: string, ...args: (string | number)[]) =>
  (await db.get<{ n: number }>(sql, ...args))!.n;

export const NEWBIE_TASKS: NewbieDef[] = [
  {
    task: 'FIRST_DEPOSIT',
    target: 1,
    amount: 500,
    points: 0,
    progress: async (db, id) =>
      await count(db, "SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND type = 'DEPOSIT'", id),
  },
  {
    task: 'FIRST_BET',
    target: 1,
    amount: 0,
    points: 50,
    progress: async (db, id) => await count(db, 'SELECT COUNT(*) AS n FROM bet WHERE member_id = ?', id),
  },
  {
    task: 'TEN_BETS',
    target: 10,
    amount: 200,
    points: 0,
    progress: async (db, id) => await count(db, 'SELECT COUNT(*) AS n FROM bet WHERE member_id = ?', id),
  },
  {
    task: 'PAYMENT_PASSWORD',
    target: 1,
    amount: 0,
    points: 30,
    progress: async (db, id) =>
      await count(
        db,
        'SELECT COUNT(*) AS n FROM member WHERE id = ? AND payment_password_hash IS NOT NULL',
        id,
      ),
  },
];

const claimed = async (db: Db, memberId: number, task: string, period: string) =>
  !!(await db.get(
    'SELECT 1 FROM reward_task_claim WHERE member_id = ? AND task = ? AND period_key = ?',
    memberId,
    task,
    period,
  ));

/** @returns this week's calendar and the points today's sign-in pays */
async function signInOf(
  db: Db,
  memberId: number,
  now: number,
): Promise<{ days: SignInDay[]; todayPoints: number }> {
  const { zone } = await memberClock(db, memberId);
  const monday = periodKey('WEEKLY', now, zone);
  const today = dayKey(now, zone);
  const keys = Array.from({ length: 7 }, (_, i) => addDay(monday, i));
  const signed = new Set(
    (
      await db.all<{ d: string }>(
        "SELECT period_key AS d FROM reward_task_claim WHERE member_id = ? AND task = 'SIGN_IN' AND period_key >= ?",
        memberId,
        keys[0],
      )
    ).map((r) => r.d),
  );
  // the run of consecutive signed days just before today sets today's prize
  let run = 0;
  for (let i = keys.indexOf(today) - 1; i >= 0 && signed.has(keys[i]!); i -= 1) run += 1;
  const todayPoints = SIGN_IN_POINTS[Math.min(run, SIGN_IN_POINTS.length - 1)]!;
  const days = await Promise.all(
    keys.map(async (d): Promise<SignInDay> => {
      const points = (
        await db.get<{ points: number }>(
          "SELECT points FROM reward_task_claim WHERE member_id = ? AND task = 'SIGN_IN' AND period_key = ?",
          memberId,
          d,
        )
      )?.points;
      if (points !== undefined) return { date: d, status: 'CLAIMED', points };
      if (d === today) return { date: d, status: 'CLAIMABLE', points: todayPoints };
      return { date: d, status: d < today ? 'MISSED' : 'UPCOMING', points: null };
    }),
  );
  return { days, todayPoints };
}

/** A site day's net loss in minor units (bets minus payouts, never below zero). */
async function lossOf(db: Db, memberId: number, day: string): Promise<number> {
  const { start, end } = (await memberClock(db, memberId)).range(day, day);
  const r = (await db.get<{
    bet: number;
    won: number;
  }>(
    'SELECT COALESCE(SUM(amount), 0) AS bet, COALESCE(SUM(payout), 0) AS won FROM bet WHERE member_id = ? AND created_at >= ? AND created_at < ?',
    memberId,
    new Date(start).toISOString(),
    new Date(end).toISOString(),
  ))!;
  return Math.max(0, r.bet - r.won);
}

export interface TaskAward {
  task: RewardTaskKey;
  period: string;
  /** minor units */
  amount: number;
  points: number;
  claimable: boolean;
  claimed: boolean;
}

/** @returns what claiming `task` now would pay, whether it may be claimed, and its period key */
export async function taskAward(
  db: Db,
  memberId: number,
  task: RewardTaskKey,
  now = nowOf(db),
): Promise<TaskAward | null> {
  const { zone } = await memberClock(db, memberId);
  const rules = await memberRewardRules(db, memberId);
  if (task === 'SIGN_IN') {
    const period = dayKey(now, zone);
    const done = await claimed(db, memberId, task, period);
    return {
      task,
      period,
      amount: 0,
      points: (await signInOf(db, memberId, now)).todayPoints,
      claimable: !done,
      claimed: done,
    };
  }
  if (task === 'RESCUE') {
    const period = addDay(dayKey(now, zone), -1);
    const loss = await lossOf(db, memberId, period);
    // a market without the rescue bonus offers nothing (amount 0: never claimable)
    const amount =
      rules.RESCUE && loss >= RESCUE.minLoss
        ? Math.min(RESCUE.cap, Math.floor((loss * RESCUE.rateBp) / 10_000))
        : 0;
    const done = await claimed(db, memberId, task, period);
    return { task, period, amount, points: 0, claimable: amount > 0 && !done, claimed: done };
  }
  const def = NEWBIE_TASKS.find((t) => t.task === task);
  if (!def || !offered(def, rules)) return null;
  const done = await claimed(db, memberId, task, 'ONCE');
  const progress = await def.progress(db, memberId);
  return {
    task,
    period: 'ONCE',
    amount: def.amount,
    points: def.points,
    claimable: !done && progress >= def.target,
    claimed: done,
  };
}

/** Whether a market offers a once-only task (one that pays money only where task cash is allowed). */
const offered = (def: NewbieDef, rules: { TASK_CASH: boolean }) => rules.TASK_CASH || def.amount === 0;

/**
 * @returns the whole reward centre of a member, with the badge count (what can be claimed now); tasks the market
 * does not offer are left out, and a rescue bonus it does not allow is sent with nothing on offer (rate, cap 0)
 */
export async function rewardTasks(db: Db, memberId: number, now = nowOf(db)): Promise<RewardTasksValue> {
  const { days } = await signInOf(db, memberId, now);
  const rules = await memberRewardRules(db, memberId);
  const newbie: RewardTask[] = await Promise.all(
    NEWBIE_TASKS.filter((def) => offered(def, rules)).map(async (def) => {
      const a = (await taskAward(db, memberId, def.task, now))!;
      return {
        task: def.task,
        progress: Math.min(await def.progress(db, memberId), def.target),
        target: def.target,
        amount: toMajor(def.amount),
        points: def.points,
        status: a.claimed ? 'CLAIMED' : a.claimable ? 'CLAIMABLE' : 'IN_PROGRESS',
      };
    }),
  );
  const r = (await taskAward(db, memberId, 'RESCUE', now))!;
  const loss = await lossOf(db, memberId, r.period);
  const signIn = (await taskAward(db, memberId, 'SIGN_IN', now))!;
  const claimableCount =
    (signIn.claimable ? 1 : 0) +
    newbie.filter((t) => t.status === 'CLAIMABLE').length +
    (r.claimable ? 1 : 0);
  return {
    signIn: { days },
    newbie,
    rescue: {
      day: r.period,
      loss: toMajor(loss),
      amount: toMajor(r.amount),
      minLoss: rules.RESCUE ? toMajor(RESCUE.minLoss) : 0,
      rate: rules.RESCUE ? RESCUE.rateBp / 100 : 0,
      cap: rules.RESCUE ? toMajor(RESCUE.cap) : 0,
      status: r.claimed ? 'CLAIMED' : r.claimable ? 'CLAIMABLE' : 'IN_PROGRESS',
    },
    claimableCount,
  };
}
