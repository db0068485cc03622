import type {
  PointConfigValue,
  PointConvertValue,
  PointRedeemRecord,
  PointRedeemValue,
  PointRewardValue,
  RedeemPointListValue,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { badRequest, notFound } from '../errors';
import { totalPages } from '../site/paging';
import { type Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import { toMajor } from '../ledger/money';
import { failpoint, move } from '../ledger/ledger';
import { checkPaymentPassword } from '../money/payment-password';
import { addPoints } from '../play/games/bets';

/**
 * The points mall (PTSYS3): balance, goods, redeem records, redeem and convert. Redeem and convert check the
 * payment password first (async scrypt), then run one transaction: the points move, the stock, the record
 * and, for a conversion, the wallet credit through `move()`.
 */

/** points: 100 points convert to R$ 1.00 (one point is one centavo); points never expire (spec 9). */
export const POINT_CONFIG = { convertPointsPerUnit: 100, minConvertPoints: 100 };

interface RewardRow {
  id: number;
  name_pt: string;
  name_en: string;
  desc_pt: string;
  desc_en: string;
  cost: number;
  stock: number;
}

/** A member's point balance. */
export const pointsOf = async (db: Db, memberId: number): Promise<number> =>
  (await db.get<{ points: number }>('SELECT points FROM point_account WHERE member_id = ?', memberId))
    ?.points ?? 0;

export const pointConfig = (): PointConfigValue => ({
  earnPerUnitBet: 1,
  convertRate: 1 / POINT_CONFIG.convertPointsPerUnit,
  minConvertPoints: POINT_CONFIG.minConvertPoints,
  expires: false,
});

/** The goods of the mall, cheapest first. */
export async function pointRewards(db: Db, lang: Lang): Promise<PointRewardValue> {
  const rows = await db.all<RewardRow>('SELECT * FROM point_reward ORDER BY cost');
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: pick(lang, r.name_pt, r.name_en),
      description: pick(lang, r.desc_pt, r.desc_en),
      cost: r.cost,
      stock: r.stock,
      imageUrl: `/wps/assets/rewards/${r.id}.svg`,
    })),
  };
}

async function redeemRecord(db: Db, id: number, lang: Lang): Promise<PointRedeemRecord> {
  const r = (await db.get<{
    id: number;
    reward_id: number;
    quantity: number;
    points: number;
    status: PointRedeemRecord['status'];
    created_at: string;
    name_pt: string;
    name_en: string;
  }>(
    'SELECT p.*, w.name_pt, w.name_en FROM point_redeem p JOIN point_reward w ON w.id = p.reward_id WHERE p.id = ?',
    id,
  ))!;
  return {
    id: r.id,
    rewardId: r.reward_id,
    rewardName: pick(lang, r.name_pt, r.name_en),
    points: r.points,
    quantity: r.quantity,
    status: r.status,
    createdAt: r.created_at,
  };
}

/** A member's redeem records, newest first, one page. */
export async function redeemRecords(
  db: Db,
  memberId: number,
  page: { pageNo: number; pageSize: number },
  lang: Lang,
): Promise<RedeemPointListValue> {
  const n = await db.number('SELECT COUNT(*) AS n FROM point_redeem WHERE member_id = ?', memberId);
  const ids = await db.all<{ id: number }>(
    'SELECT id FROM point_redeem WHERE member_id = ? ORDER BY id DESC LIMIT ? OFFSET ?',
    memberId,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  );
  return {
    content: await Promise.all(ids.map(async (r) => await redeemRecord(db, r.id, lang))),
    totalPages: totalPages(n, page.pageSize),
  };
}

/**
 * Redeems `quantity` of a reward for points.
 * @throws the payment password errors, 404 `points.reward_not_found`, 400 `points.out_of_stock` /
 * `points.insufficient`
 */
export async function redeemPoints(
  db: Db,
  memberId: number,
  r: { rewardId: number; quantity: number; paymentPassword: string },
  lang: Lang,
): Promise<PointRedeemValue> {
  await checkPaymentPassword(db, memberId, r.paymentPassword);
  const recId = await db.transaction(async () => {
    const reward = await db.get<RewardRow>('SELECT * FROM point_reward WHERE id = ?', r.rewardId);
    if (!reward) throw notFound('points.reward_not_found');
    if (reward.stock < r.quantity) throw badRequest('points.out_of_stock');
    const cost = reward.cost * r.quantity;
    if ((await pointsOf(db, memberId)) < cost) throw badRequest('points.insufficient');
    const at = new Date().toISOString();
    await db.run('UPDATE point_reward SET stock = stock - ? WHERE id = ?', r.quantity, reward.id);
    const ins = await db.insert(
      'INSERT INTO point_redeem (member_id, reward_id, quantity, points, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      memberId,
      reward.id,
      r.quantity,
      cost,
      'IN_PROCESS',
      at,
    );
    failpoint('points.redeem_after_record');
    await addPoints(db, memberId, -cost, 'REDEEM', `redeem:${ins}`, at);
    return Number(ins);
  });
  return { record: await redeemRecord(db, recId, lang), points: await pointsOf(db, memberId) };
}

/**
 * Converts points to wallet money (100 points = R$ 1.00), points row and ledger row in one transaction.
 * @throws 400 `points.min_convert` (checked before the payment password), the payment password errors,
 * 400 `points.insufficient`
 */
export async function convertPoints(
  db: Db,
  memberId: number,
  pts: number,
  paymentPassword: string,
): Promise<PointConvertValue> {
  if (pts < POINT_CONFIG.minConvertPoints || pts % POINT_CONFIG.convertPointsPerUnit !== 0)
    throw badRequest('points.min_convert', { min: POINT_CONFIG.minConvertPoints });
  await checkPaymentPassword(db, memberId, paymentPassword);
  return await db.transaction(async (): Promise<PointConvertValue> => {
    if ((await pointsOf(db, memberId)) < pts) throw badRequest('points.insufficient');
    const at = new Date().toISOString();
    // 100 points = 1.00 = 100 minor units: one point is one centavo
    const credit = (pts / POINT_CONFIG.convertPointsPerUnit) * 100;
    const left = await addPoints(db, memberId, -pts, 'CONVERT', 'wallet', at);
    failpoint('points.convert_after_points');
    const balance = await move(db, {
      memberId,
      amount: credit,
      type: 'POINTS_CONVERT',
      reference: `points:${pts}`,
      now: at,
    });
    return { points: left, credited: toMajor(credit), balance: toMajor(balance) };
  });
}
