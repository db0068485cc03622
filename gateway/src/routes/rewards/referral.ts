import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { referralInfo } from '../../domain/rewards/referral';

/** Invite friends (REFERRAL3): the member's invitation code, the friends who registered with it, what each earned. */
export default async function referralRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/wps/relay/MCS2_getReferralInfo',
    { config: { auth: 'member', trial: false, module: 'REFERRAL3' } },
    async (request) => ok(await referralInfo(app.db, memberOf(request).id)),
  );
}
