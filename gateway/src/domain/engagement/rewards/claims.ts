import type {
  RewardItem,
  RewardListValue,
  RewardTaskClaimValue,
  RewardTaskKey,
  RewardTasksValue,
} from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { DomainError, badRequest } from '../../errors';
import { totalPages } from '../../site/paging';
import { type Lang } from '../../../i18n/messages';
import { pick } from '../../../i18n/pick';
import { toMajor } from '../../ledger/money';
import { failpoint } from '../../ledger/ledger';
import { insertOnce, payAward } from './award';
import { rewardTasks, taskAward } from './tasks';
import { nowOf } from '../../site/clock';
import { rewardBadge } from './badge';

/** The reward centre's claims and awards list (REWCEN3). */

/** The tasks with the rewards badge as their claimable count (tasks plus approved applications). */
export async function rewardTasksWithBadge(db: Db, memberId: number): Promise<RewardTasksValue> {
  const value = await rewardTasks(db, memberId);
  value.claimableCount = await rewardBadge(db, memberId);
  return value;
}

/**
 * Pays one task once per period. The claim row (UNIQUE member, task, period) and its ledger or points row
 * are one transaction.
 * @throws 400 `reward.task_claimed` / `reward.task_not_ready`
 */
export async function claimRewardTask(
  db: Db,
  memberId: number,
  task: RewardTaskKey,
): Promise<RewardTaskClaimValue> {
  return await db.transaction(async (): Promise<RewardTaskClaimValue> => {
    const now = nowOf(db);
    const a = await taskAward(db, memberId, task, now);
    // a task the market does not offer (the policy refuses its claim before it gets here)
    if (!a) throw new DomainError(403, 'market.reward_unavailable');
    if (a.claimed) throw badRequest('reward.task_claimed');
    if (!a.claimable) throw badRequest('reward.task_not_ready');
    const at = new Date(now).toISOString();
    const r = await insertOnce(
      'reward.task_claimed',
      async () =>
        await db.insert(
          'INSERT INTO reward_task_claim (member_id, task, period_key, amount, points, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          memberId,
          a.task,
          a.period,
          a.amount,
          a.points,
          at,
        ),
    );
    failpoint('reward.after_task_claim');
    const paid = await payAward(db, {
      memberId,
      amount: a.amount,
      points: a.points,
      reference: `task:${r}`,
      remark: a.task,
      at,
    });
    return {
      task: a.task,
      amount: toMajor(a.amount),
      points: a.points,
      balance: paid.balance === null ? null : toMajor(paid.balance),
      pointBalance: paid.points,
      claimableCount: await rewardBadge(db, memberId),
    };
  });
}

interface RewardItemRow {
  id: number;
  /** Portuguese; `title_en` English (migration 130) */
  title: string;
  title_en: string | null;
  amount: number;
  status: RewardItem['status'];
  source: RewardItem['source'];
  created_at: string;
}

/** A member's awards, newest first, one page, with the rewards badge. */
export async function rewardList(
  db: Db,
  memberId: number,
  page: { pageNo: number; pageSize: number },
  lang: Lang = 'PT',
): Promise<RewardListValue> {
  const n = (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM reward WHERE member_id = ?', memberId))!
    .n;
  const rows = await db.all<RewardItemRow>(
    'SELECT * FROM reward WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    memberId,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  );
  return {
    content: rows.map((r) => ({
      id: r.id,
      title: pick(lang, r.title, r.title_en ?? r.title),
      amount: toMajor(r.amount),
      status: r.status,
      source: r.source,
      createdAt: r.created_at,
    })),
    totalPages: totalPages(n, page.pageSize),
    claimableCount: await rewardBadge(db, memberId),
  };
}
