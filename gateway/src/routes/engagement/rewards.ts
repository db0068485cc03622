import type { FastifyInstance } from 'fastify';
import { PROMOTIONS, REWARD_CENTRE as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { claimRewardTask, rewardList, rewardTasksWithBadge } from '../../domain/engagement/rewards/claims';
import rebateRoutes from './rebate';
import vipRoutes from './vip';
import referralRoutes from './referral';

/** The reward centre (REWCEN3): sign-in calendar, newbie tasks, rescue bonus, the awards list; VIP, rebate, referral. */
export default async function rewardRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.rewardTasks, async (request) => ok(await rewardTasksWithBadge(db, memberOf(request).id)));

  /** Pays one task once per period (claim row and payment in one transaction). */
  route(app, PROMOTIONS.rewardTaskClaim, async (request) =>
    ok(await claimRewardTask(db, memberOf(request).id, request.body.task)),
  );

  route(app, D.rewardList, async (request) =>
    ok(await rewardList(db, memberOf(request).id, request.query, request.lang)),
  );

  await app.register(rebateRoutes);
  await app.register(vipRoutes);
  await app.register(referralRoutes);
}
