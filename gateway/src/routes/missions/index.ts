import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { REWARD_CENTRE as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { claimMission, missionLeaderboard, missionSummary } from '../../domain/missions';

const ClaimBody = Type.Object({ missionId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** Missions (REWCEN3): progress from real events, claim once per period, leaderboard (rules in domain/missions). */
export default async function missionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, module: 'REWCEN3' };

  route(app, D.missionSummary, async (request) =>
    ok(await missionSummary(db, memberOf(request).id, request.lang)),
  );

  /** POST /wps/relay/MCSFE_claimMission: pays a completed mission once per period. */
  app.post<{ Body: Static<typeof ClaimBody> }>(
    '/wps/relay/MCSFE_claimMission',
    { config: cfg, schema: { body: ClaimBody } },
    async (request) => ok(await claimMission(db, memberOf(request).id, request.body.missionId, request.lang)),
  );

  route(app, D.missionLeaderboard, async (request) =>
    ok(await missionLeaderboard(db, request.merchant, memberOf(request).id)),
  );
}
