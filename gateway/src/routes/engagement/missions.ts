import type { FastifyInstance } from 'fastify';
import { PROMOTIONS, REWARD_CENTRE as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { claimMission, missionLeaderboard, missionSummary } from '../../domain/engagement/missions';

/** Missions (REWCEN3): progress from real events, claim once per period, leaderboard (rules in domain/engagement/missions). */
export default async function missionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.missionSummary, async (request) =>
    ok(await missionSummary(db, memberOf(request).id, request.lang)),
  );

  /** Pays a completed mission once per period. */
  route(app, PROMOTIONS.missionClaim, async (request) =>
    ok(await claimMission(db, memberOf(request).id, request.body.missionId, request.lang)),
  );

  route(app, D.missionLeaderboard, async (request) =>
    ok(await missionLeaderboard(db, request.merchant, memberOf(request).id)),
  );
}
