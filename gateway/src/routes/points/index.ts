import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { PointBalanceValue } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { CLIENT_QUERY, PAGING, type PagedQuery } from '../../http/schema';
import {
  convertPoints,
  pointConfig,
  pointRewards,
  pointsOf,
  redeemPoints,
  redeemRecords,
} from '../../domain/points';

const PAYMENT_PASSWORD = Type.String({ minLength: 1, maxLength: 64 });
const RedeemListQuery = Type.Object({ ...CLIENT_QUERY, ...PAGING(10, 50) });
const RedeemBody = Type.Object(
  {
    rewardId: Type.Integer({ minimum: 1 }),
    quantity: Type.Integer({ minimum: 1, maximum: 10 }),
    paymentPassword: PAYMENT_PASSWORD,
  },
  { additionalProperties: false },
);
const ConvertBody = Type.Object(
  { points: Type.Integer({ minimum: 1, maximum: 100000000 }), paymentPassword: PAYMENT_PASSWORD },
  { additionalProperties: false },
);

/**
 * The points mall (PTSYS3): balance, goods, redeem records, redeem and convert (encrypted, with the payment
 * password; rules in domain/points).
 */
export default async function pointRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const ptsCfg = { auth: 'member' as const, trial: false as const, module: 'PTSYS3' };

  app.get('/wps/relay/MCS2_getPointBalance', { config: ptsCfg }, async (request) =>
    ok<PointBalanceValue>({ points: await pointsOf(db, memberOf(request).id) }),
  );

  app.get('/wps/relay/MCS2_getPointConfig', { config: { module: 'PTSYS3' } }, async () => ok(pointConfig()));

  app.get('/wps/relay/MCS2_getPointReward', { config: { module: 'PTSYS3' } }, async (request) =>
    ok(await pointRewards(db, request.lang)),
  );

  app.get<{ Querystring: PagedQuery<typeof RedeemListQuery> }>(
    '/wps/relay/MCS2_getRedeemPointList',
    { config: ptsCfg, schema: { querystring: RedeemListQuery } },
    async (request) => ok(await redeemRecords(db, memberOf(request).id, request.query, request.lang)),
  );

  app.post<{ Body: Static<typeof RedeemBody> }>(
    '/wps/relay/MCS2_redeemPoint',
    { config: { ...ptsCfg, encrypted: true }, schema: { body: RedeemBody } },
    async (request) => ok(await redeemPoints(db, memberOf(request).id, request.body, request.lang)),
  );

  app.post<{ Body: Static<typeof ConvertBody> }>(
    '/wps/relay/MCS2_convertPoint',
    { config: { ...ptsCfg, encrypted: true }, schema: { body: ConvertBody } },
    async (request) =>
      ok(await convertPoints(db, memberOf(request).id, request.body.points, request.body.paymentPassword)),
  );
}
