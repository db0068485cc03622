import type { FastifyInstance } from 'fastify';
import type {
  RewardItem,
  RewardListValue,
  RewardTaskClaimBody,
  RewardTaskClaimValue,
  RewardTasksValue,
} from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import { CLIENT_QUERY, PAGE_NO, pageSize } from '../../http/schema';
import { toMajor } from '../../domain/ledger/money';
import { totalPages } from '../../http/paging';
import { failpoint } from '../../domain/ledger/ledger';
import { insertOnce, payAward } from '../../domain/rewards/award';
import { rewardTasks, taskAward } from '../../domain/rewards/tasks';
import { rewardBadge } from '../../domain/rewards/badge';
import rebateRoutes from './rebate';
import vipRoutes from './vip';
import referralRoutes from './referral';
import { memberOf } from '../../http/member';

registerMessages({
  'reward.task_not_ready': {
    PT: 'Esta recompensa ainda não pode ser resgatada',
    EN: 'This reward cannot be claimed yet',
  },
  'reward.task_claimed': { PT: 'Você já resgatou esta recompensa', EN: 'You already claimed this reward' },
});

export const TASK_KEYS = ['SIGN_IN', 'FIRST_DEPOSIT', 'FIRST_BET', 'TEN_BETS', 'PAYMENT_PASSWORD', 'RESCUE'];

/** The reward centre (REWCEN3): sign-in calendar, newbie tasks, rescue bonus, the awards list; VIP, rebate, referral. */
export default async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, module: 'REWCEN3' };

  app.get('/wps/relay/MCS2_getRewardTasks', { config: cfg }, async (request) => {
    const value: RewardTasksValue = rewardTasks(db, memberOf(request).id);
    value.claimableCount = rewardBadge(db, memberOf(request).id);
    return ok(value);
  });

  /**
   * POST /wps/relay/MCS2_claimRewardTask: pays one task once per period. The claim row (UNIQUE member, task,
   * period) and its ledger or points row are one transaction.
   */
  app.post<{ Body: RewardTaskClaimBody }>(
    '/wps/relay/MCS2_claimRewardTask',
    {
      config: cfg,
      schema: {
        body: {
          type: 'object',
          required: ['task'],
          additionalProperties: false,
          properties: { task: { type: 'string', enum: TASK_KEYS } },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const value = db.transaction((): RewardTaskClaimValue => {
        const now = Date.now();
        const a = taskAward(db, id, request.body.task, now)!;
        if (a.claimed) throw badRequest('reward.task_claimed');
        if (!a.claimable) throw badRequest('reward.task_not_ready');
        const at = new Date(now).toISOString();
        const r = insertOnce('reward.task_claimed', () =>
          db
            .prepare(
              'INSERT INTO reward_task_claim (member_id, task, period_key, amount, points, created_at) VALUES (?, ?, ?, ?, ?, ?)',
            )
            .run(id, a.task, a.period, a.amount, a.points, at),
        );
        failpoint('reward.after_task_claim');
        const paid = payAward(db, {
          memberId: id,
          amount: a.amount,
          points: a.points,
          reference: `task:${r.lastInsertRowid}`,
          remark: a.task,
          at,
        });
        return {
          task: a.task,
          amount: toMajor(a.amount),
          points: a.points,
          balance: paid.balance === null ? null : toMajor(paid.balance),
          pointBalance: paid.points,
          claimableCount: rewardBadge(db, id),
        };
      })();
      return ok(value);
    },
  );

  interface RewardItemRow {
    id: number;
    title: string;
    amount: number;
    status: RewardItem['status'];
    source: RewardItem['source'];
    created_at: string;
  }
  app.get<{ Querystring: { pageNo: number; pageSize: number } }>(
    '/wps/relay/MCS2_getRewardList',
    {
      config: cfg,
      schema: {
        querystring: {
          type: 'object',
          properties: { ...CLIENT_QUERY, pageNo: PAGE_NO, pageSize: pageSize(10, 50) },
        },
      },
    },
    async (request) => {
      const q = request.query;
      const id = memberOf(request).id;
      const n = (db.prepare('SELECT COUNT(*) AS n FROM reward WHERE member_id = ?').get(id) as { n: number })
        .n;
      const rows = db
        .prepare('SELECT * FROM reward WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(id, q.pageSize, (q.pageNo - 1) * q.pageSize) as RewardItemRow[];
      const value: RewardListValue = {
        content: rows.map((r) => ({
          id: r.id,
          title: r.title,
          amount: toMajor(r.amount),
          status: r.status,
          source: r.source,
          createdAt: r.created_at,
        })),
        totalPages: totalPages(n, q.pageSize),
        claimableCount: rewardBadge(db, id),
      };
      return ok(value);
    },
  );

  await app.register(rebateRoutes);
  await app.register(vipRoutes);
  await app.register(referralRoutes);
}
