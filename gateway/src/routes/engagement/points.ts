import type { FastifyInstance } from 'fastify';
import { REWARD_CENTRE as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import {
  convertPoints,
  pointConfig,
  pointRewards,
  pointsOf,
  redeemPoints,
  redeemRecords,
} from '../../domain/engagement/points';

/**
 * The points mall (PTSYS3): balance, goods, redeem records, redeem and convert (encrypted, with the payment
 * password; rules in domain/engagement/points). Declared in @jogo/shared/contract (REWARD_CENTRE).
 */
export default async function pointRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.pointBalance, async (request) => ok({ points: await pointsOf(db, memberOf(request).id) }));

  route(app, D.pointConfig, async () => ok(pointConfig()));

  route(app, D.pointRewards, async (request) => ok(await pointRewards(db, request.lang)));

  route(app, D.pointRedeemList, async (request) =>
    ok(await redeemRecords(db, memberOf(request).id, request.query, request.lang)),
  );

  route(app, D.pointRedeem, async (request) =>
    ok(await redeemPoints(db, memberOf(request).id, request.body, request.lang)),
  );

  route(app, D.pointConvert, async (request) =>
    ok(await convertPoints(db, memberOf(request).id, request.body.points, request.body.paymentPassword)),
  );
}
