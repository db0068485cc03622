import type { FastifyInstance } from 'fastify';
import { PROMOTIONS as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { claimRebate, rebateInfo } from '../../domain/engagement/rewards/rebate';

/** Manual rebate (MANPLAYREB3): what may be claimed by game type, and the claim (rules in domain/engagement/rewards/rebate). */
export default async function rebateRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.rebateInfo, async (request) => ok(await rebateInfo(db, memberOf(request).id)));

  route(app, D.rebateClaim, async (request) =>
    ok(await claimRebate(db, memberOf(request).id, request.body?.gameType)),
  );
}
