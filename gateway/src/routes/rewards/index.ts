import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { CLIENT_QUERY, oneOf, PAGING, type PagedQuery } from '../../http/schema';
import { claimRewardTask, rewardList, rewardTasksWithBadge, TASK_KEYS } from '../../domain/rewards/claims';
import rebateRoutes from './rebate';
import vipRoutes from './vip';
import referralRoutes from './referral';

const ClaimBody = Type.Object({ task: oneOf(TASK_KEYS) }, { additionalProperties: false });
const ListQuery = Type.Object({ ...CLIENT_QUERY, ...PAGING(10, 50) });

/** The reward centre (REWCEN3): sign-in calendar, newbie tasks, rescue bonus, the awards list; VIP, rebate, referral. */
export default async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, module: 'REWCEN3' };

  app.get('/wps/relay/MCS2_getRewardTasks', { config: cfg }, async (request) =>
    ok(await rewardTasksWithBadge(db, memberOf(request).id)),
  );

  /** POST /wps/relay/MCS2_claimRewardTask: pays one task once per period (claim row and payment in one transaction). */
  app.post<{ Body: Static<typeof ClaimBody> }>(
    '/wps/relay/MCS2_claimRewardTask',
    { config: cfg, schema: { body: ClaimBody } },
    async (request) => ok(await claimRewardTask(db, memberOf(request).id, request.body.task)),
  );

  app.get<{ Querystring: PagedQuery<typeof ListQuery> }>(
    '/wps/relay/MCS2_getRewardList',
    { config: cfg, schema: { querystring: ListQuery } },
    async (request) => ok(await rewardList(db, memberOf(request).id, request.query, request.lang)),
  );

  await app.register(rebateRoutes);
  await app.register(vipRoutes);
  await app.register(referralRoutes);
}
