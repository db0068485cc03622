import type { FastifyInstance } from 'fastify';
import { PROMOTIONS as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { referralInfo } from '../../domain/engagement/rewards/referral';

/** Invite friends (REFERRAL3): the member's invitation code, the friends who registered with it, what each earned. */
export default async function referralRoutes(app: FastifyInstance): Promise<void> {
  route(app, D.referralInfo, async (request) => ok(await referralInfo(app.db, memberOf(request).id)));
}
