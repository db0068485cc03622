import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { orNoBody } from '../../http/schema';
import { claimRebate, rebateInfo } from '../../domain/rewards/rebate';

const ClaimBody = orNoBody(
  Type.Object(
    { gameType: Type.Optional(Type.String({ pattern: '^[A-Z_]{2,16}$' })) },
    { additionalProperties: false },
  ),
);

/** Manual rebate (MANPLAYREB3): what may be claimed by game type, and the claim (rules in domain/rewards/rebate). */
export default async function rebateRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, module: 'MANPLAYREB3' };

  app.get('/wps/relay/MCS2_getRebateInfo', { config: cfg }, async (request) =>
    ok(await rebateInfo(db, memberOf(request).id)),
  );

  app.post<{ Body: Static<typeof ClaimBody> }>(
    '/wps/relay/MCS2_claimRebate',
    { config: cfg, schema: { body: ClaimBody } },
    async (request) => ok(await claimRebate(db, memberOf(request).id, request.body?.gameType)),
  );
}
