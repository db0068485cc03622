import type { FastifyInstance } from 'fastify';
import { PROMOTIONS as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { vipLevels, vipProgress } from '../../domain/engagement/vip';

/** VIP (VIP3): levels with their benefits, and a member's progress from cumulative deposits and bets. */
export default async function vipRoutes(app: FastifyInstance): Promise<void> {
  route(app, D.vipLevels, async (request) => ok(await vipLevels(app.db, request.lang, request.merchant)));

  route(app, D.vipProgress, async (request) =>
    ok(await vipProgress(app.db, memberOf(request).id, request.lang)),
  );
}
