import type { FastifyInstance } from 'fastify';
import type {
  PointBalanceValue,
  PointConfigValue,
  PointConvertValue,
  PointRedeemRecord,
  PointRedeemValue,
  PointRewardValue,
  RedeemPointListValue,
} from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import { Type, type Static } from '@sinclair/typebox';
import { CLIENT_QUERY, PAGING, type PagedQuery } from '../../http/schema';
import { pick } from '../../i18n/pick';
import { toMajor } from '../../domain/ledger/money';
import { totalPages } from '../../http/paging';
import { failpoint, move } from '../../domain/ledger/ledger';
import { checkPaymentPassword } from '../../domain/payment-password';
import { addPoints } from '../../domain/games/bets';
import { memberOf } from '../../http/member';

registerMessages({
  'points.insufficient': { PT: 'Pontos insuficientes', EN: 'Not enough points' },
  'points.reward_not_found': { PT: 'Prêmio não encontrado', EN: 'Reward not found' },
  'points.out_of_stock': { PT: 'Prêmio esgotado', EN: 'Reward out of stock' },
  'points.min_convert': {
    PT: 'Converta pelo menos {min} pontos, em múltiplos de 100',
    EN: 'Convert at least {min} points, in multiples of 100',
  },
});

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

/** points: 100 points convert to R$ 1.00 (one point is one centavo); points never expire (spec 9). */
export const POINT_CONFIG = { convertPointsPerUnit: 100, minConvertPoints: 100 };

/**
 * The points mall (PTSYS3): balance, goods, redeem records, redeem and convert. Redeem and convert are
 * encrypted and check the payment password (the wallet's `checkPaymentPassword`, before the transaction,
 * because it is async); the points move, the stock and the record are one transaction.
 */
export default async function pointRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const memberCfg = { auth: 'member' as const, trial: false as const };

  const pointsOf = (id: number) =>
    (
      db.prepare('SELECT points FROM point_account WHERE member_id = ?').get(id) as
        { points: number } | undefined
    )?.points ?? 0;
  const ptsCfg = { ...memberCfg, module: 'PTSYS3' };

  app.get('/wps/relay/MCS2_getPointBalance', { config: ptsCfg }, async (request) =>
    ok<PointBalanceValue>({ points: pointsOf(memberOf(request).id) }),
  );

  app.get('/wps/relay/MCS2_getPointConfig', { config: { module: 'PTSYS3' } }, async () =>
    ok<PointConfigValue>({
      earnPerUnitBet: 1,
      convertRate: 1 / POINT_CONFIG.convertPointsPerUnit,
      minConvertPoints: POINT_CONFIG.minConvertPoints,
      expires: false,
    }),
  );

  interface RewardRow {
    id: number;
    name_pt: string;
    name_en: string;
    desc_pt: string;
    desc_en: string;
    cost: number;
    stock: number;
  }
  app.get('/wps/relay/MCS2_getPointReward', { config: { module: 'PTSYS3' } }, async (request) => {
    const rows = db.prepare('SELECT * FROM point_reward ORDER BY cost').all() as RewardRow[];
    const value: PointRewardValue = {
      list: rows.map((r) => ({
        id: r.id,
        name: pick(request.lang, r.name_pt, r.name_en),
        description: pick(request.lang, r.desc_pt, r.desc_en),
        cost: r.cost,
        stock: r.stock,
        imageUrl: `/wps/assets/rewards/${r.id}.svg`,
      })),
    };
    return ok(value);
  });

  const redeemRecord = (id: number, lang: 'PT' | 'EN'): PointRedeemRecord => {
    const r = db
      .prepare(
        'SELECT p.*, w.name_pt, w.name_en FROM point_redeem p JOIN point_reward w ON w.id = p.reward_id WHERE p.id = ?',
      )
      .get(id) as {
      id: number;
      reward_id: number;
      quantity: number;
      points: number;
      status: PointRedeemRecord['status'];
      created_at: string;
      name_pt: string;
      name_en: string;
    };
    return {
      id: r.id,
      rewardId: r.reward_id,
      rewardName: pick(lang, r.name_pt, r.name_en),
      points: r.points,
      quantity: r.quantity,
      status: r.status,
      createdAt: r.created_at,
    };
  };

  app.get<{ Querystring: PagedQuery<typeof RedeemListQuery> }>(
    '/wps/relay/MCS2_getRedeemPointList',
    { config: ptsCfg, schema: { querystring: RedeemListQuery } },
    async (request) => {
      const q = request.query;
      const id = memberOf(request).id;
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM point_redeem WHERE member_id = ?').get(id) as { n: number }
      ).n;
      const ids = db
        .prepare('SELECT id FROM point_redeem WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
        .all(id, q.pageSize, (q.pageNo - 1) * q.pageSize) as { id: number }[];
      const value: RedeemPointListValue = {
        content: ids.map((r) => redeemRecord(r.id, request.lang)),
        totalPages: totalPages(n, q.pageSize),
      };
      return ok(value);
    },
  );

  app.post<{ Body: Static<typeof RedeemBody> }>(
    '/wps/relay/MCS2_redeemPoint',
    { config: { ...ptsCfg, encrypted: true }, schema: { body: RedeemBody } },
    async (request) => {
      const id = memberOf(request).id;
      await checkPaymentPassword(db, id, request.body.paymentPassword);
      const recId = db.transaction(() => {
        const reward = db.prepare('SELECT * FROM point_reward WHERE id = ?').get(request.body.rewardId) as
          RewardRow | undefined;
        if (!reward) throw notFound('points.reward_not_found');
        if (reward.stock < request.body.quantity) throw badRequest('points.out_of_stock');
        const cost = reward.cost * request.body.quantity;
        if (pointsOf(id) < cost) throw badRequest('points.insufficient');
        const at = new Date().toISOString();
        db.prepare('UPDATE point_reward SET stock = stock - ? WHERE id = ?').run(
          request.body.quantity,
          reward.id,
        );
        const r = db
          .prepare(
            'INSERT INTO point_redeem (member_id, reward_id, quantity, points, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .run(id, reward.id, request.body.quantity, cost, 'IN_PROCESS', at);
        failpoint('points.redeem_after_record');
        addPoints(db, id, -cost, 'REDEEM', `redeem:${r.lastInsertRowid}`, at);
        return Number(r.lastInsertRowid);
      })();
      const value: PointRedeemValue = { record: redeemRecord(recId, request.lang), points: pointsOf(id) };
      return ok(value);
    },
  );

  app.post<{ Body: Static<typeof ConvertBody> }>(
    '/wps/relay/MCS2_convertPoint',
    { config: { ...ptsCfg, encrypted: true }, schema: { body: ConvertBody } },
    async (request) => {
      const id = memberOf(request).id;
      const pts = request.body.points;
      if (pts < POINT_CONFIG.minConvertPoints || pts % POINT_CONFIG.convertPointsPerUnit !== 0)
        throw badRequest('points.min_convert', { min: POINT_CONFIG.minConvertPoints });
      await checkPaymentPassword(db, id, request.body.paymentPassword);
      const value = db.transaction((): PointConvertValue => {
        if (pointsOf(id) < pts) throw badRequest('points.insufficient');
        const at = new Date().toISOString();
        // 100 points = 1.00 = 100 minor units: one point is one centavo
        const credit = (pts / POINT_CONFIG.convertPointsPerUnit) * 100;
        const left = addPoints(db, id, -pts, 'CONVERT', 'wallet', at);
        failpoint('points.convert_after_points');
        const balance = move(db, {
          memberId: id,
          amount: credit,
          type: 'POINTS_CONVERT',
          reference: `points:${pts}`,
          now: at,
        });
        return { points: left, credited: toMajor(credit), balance: toMajor(balance) };
      })();
      return ok(value);
    },
  );
}
