import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { vipLevels, vipProgress } from '../../domain/vip';

/** VIP (VIP3): levels with their benefits, and a member's progress from cumulative deposits and bets. */
export default async function vipRoutes(app: FastifyInstance): Promise<void> {
  app.get('/wps/relay/MCS2_getVipLevels', { config: { module: 'VIP3' } }, async (request) =>
    ok(await vipLevels(app.db, request.lang, request.merchant)),
  );

  app.get(
    '/wps/relay/MCS2_getVipProgress',
    { config: { auth: 'member', trial: false, module: 'VIP3' } },
    async (request) => ok(await vipProgress(app.db, memberOf(request).id, request.lang)),
  );
}
