import type {
  Mission,
  MissionClaimValue,
  MissionLeaderboardValue,
  MissionSummaryValue,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { badRequest, notFound } from '../errors';
import { type Lang } from '../../i18n/messages';
import { maskName } from '../../lib/mask-name';
import { pick } from '../../i18n/pick';
import { toMajor } from '../ledger/money';
import { failpoint } from '../ledger/ledger';
import { insertOnce, payAward, periodKey } from './rewards/award';
import { memberClock, nowOf } from '../site/clock';
import { dayOf, periodStart } from '@jogo/shared/time';

/**
 * Missions (REWCEN3): progress from real events, a claim once per period (UNIQUE member, mission, period; the
 * claim row and its payments are one transaction), the bet-volume leaderboard.
 */

interface MissionRow {
  id: number;
  title_pt: string;
  title_en: string;
  desc_pt: string;
  desc_en: string;
  metric: Mission['metric'];
  period: Mission['period'];
  target: number;
  reward_points: number;
  reward_bonus: number;
}

/**
 * A mission's progress in its current period, read from the real events: bets (`bet`), deposits (ledger
 * rows of type DEPOSIT) and logins (`login_day`, written by a trigger on every login). Amounts in major units.
 */
async function progressOf(db: Db, memberId: number, m: MissionRow, now: number): Promise<number> {
  const { zone } = await memberClock(db, memberId);
  const start = periodStart(now, m.period, zone);
  const from = new Date(start).toISOString();
  switch (m.metric) {
    case 'BET_COUNT':
      return (await db.get<{
        v: number;
      }>('SELECT COUNT(*) AS v FROM bet WHERE member_id = ? AND created_at >= ?', memberId, from))!.v;
    case 'BET_AMOUNT':
      return toMajor(
        (await db.get<{ v: number }>(
          'SELECT COALESCE(SUM(amount), 0) AS v FROM bet WHERE member_id = ? AND created_at >= ?',
          memberId,
          from,
        ))!.v,
      );
    case 'DEPOSIT_AMOUNT':
      return toMajor(
        (await db.get<{ v: number }>(
          "SELECT COALESCE(SUM(amount), 0) AS v FROM ledger WHERE member_id = ? AND type = 'DEPOSIT' AND created_at >= ?",
          memberId,
          from,
        ))!.v,
      );
    case 'LOGIN_DAYS':
      return (await db.get<{ v: number }>(
        'SELECT COUNT(*) AS v FROM login_day WHERE member_id = ? AND day >= ?',
        memberId,
        dayOf(start, zone),
      ))!.v;
  }
}

async function missionView(
  db: Db,
  memberId: number,
  m: MissionRow,
  lang: Lang,
  now: number,
): Promise<Mission> {
  const progress = Math.min(await progressOf(db, memberId, m, now), m.target);
  const claimed = !!(await db.get(
    'SELECT 1 FROM mission_claim WHERE member_id = ? AND mission_id = ? AND period_key = ?',
    memberId,
    m.id,
    periodKey(m.period, now, (await memberClock(db, memberId)).zone),
  ));
  return {
    id: m.id,
    title: pick(lang, m.title_pt, m.title_en),
    description: pick(lang, m.desc_pt, m.desc_en),
    metric: m.metric,
    period: m.period,
    target: m.target,
    progress,
    rewardPoints: m.reward_points,
    rewardBonus: toMajor(m.reward_bonus),
    status: claimed ? 'CLAIMED' : progress >= m.target ? 'COMPLETED' : 'IN_PROGRESS',
  };
}

/** @returns the summary of every mission for a member, with the badge count (completed, not yet claimed). */
export async function missionSummary(
  db: Db,
  memberId: number,
  lang: Lang,
  now = nowOf(db),
): Promise<MissionSummaryValue> {
  const rows = await db.all<MissionRow>('SELECT * FROM mission ORDER BY id');
  const list = await Promise.all(rows.map(async (m) => await missionView(db, memberId, m, lang, now)));
  return {
    list,
    completedCount: list.filter((m) => m.status !== 'IN_PROGRESS').length,
    inProgressCount: list.filter((m) => m.status === 'IN_PROGRESS').length,
    claimableCount: list.filter((m) => m.status === 'COMPLETED').length,
  };
}

/**
 * Pays a completed mission's points (point ledger) and bonus (ledger) once per period. The claim row and the
 * payments are one transaction; UNIQUE (member, mission, period) refuses a second award even when 20 claims
 * arrive together.
 * @throws 404 `mission.not_found`, 400 `mission.already_claimed` / `mission.not_complete`
 */
export async function claimMission(
  db: Db,
  memberId: number,
  missionId: number,
  lang: Lang,
): Promise<MissionClaimValue> {
  return await db.transaction(async (): Promise<MissionClaimValue> => {
    const now = nowOf(db);
    const m = await db.get<MissionRow>('SELECT * FROM mission WHERE id = ?', missionId);
    if (!m) throw notFound('mission.not_found');
    const view = await missionView(db, memberId, m, lang, now);
    if (view.status === 'CLAIMED') throw badRequest('mission.already_claimed');
    if (view.status !== 'COMPLETED') throw badRequest('mission.not_complete');
    const at = new Date(now).toISOString();
    const period = periodKey(m.period, now, (await memberClock(db, memberId)).zone);
    const r = await insertOnce(
      'mission.already_claimed',
      async () =>
        await db.insert(
          'INSERT INTO mission_claim (member_id, mission_id, period_key, points, bonus, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          memberId,
          m.id,
          period,
          m.reward_points,
          m.reward_bonus,
          at,
        ),
    );
    failpoint('mission.after_claim');
    const paid = await payAward(db, {
      memberId,
      amount: m.reward_bonus,
      points: m.reward_points,
      reference: `mission:${r}`,
      remark: m.title_en,
      at,
    });
    const summary = await missionSummary(db, memberId, lang, now);
    return {
      mission: summary.list.find((x) => x.id === m.id)!,
      points: paid.points,
      balance: paid.balance === null ? null : toMajor(paid.balance),
      claimableCount: summary.claimableCount,
    };
  });
}

/** The last 7 days of bet volume of the merchant's members: the top 20, and the member's own rank (top 50). */
export async function missionLeaderboard(
  db: Db,
  merchant: string,
  memberId: number,
): Promise<MissionLeaderboardValue> {
  const from = new Date(Date.now() - 7 * 86400_000).toISOString();
  const rows = await db.all<{ id: number; username: string; score: number }>(
    `SELECT m.id, m.username, SUM(b.amount) AS score FROM bet b JOIN member m ON m.id = b.member_id
       WHERE m.merchant_code = ? AND b.created_at >= ? GROUP BY m.id, m.username ORDER BY score DESC, m.id LIMIT 50`,
    merchant,
    from,
  );
  const ranked = rows.map((r, i) => ({
    rank: i + 1,
    customerName: maskName(r.username),
    score: toMajor(r.score),
    id: r.id,
  }));
  const mine = ranked.find((r) => r.id === memberId);
  return {
    list: ranked.slice(0, 20).map(({ id: _id, ...r }) => r),
    me: mine ? { rank: mine.rank, customerName: mine.customerName, score: mine.score } : null,
  };
}
