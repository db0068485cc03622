import {
  api,
  ENDPOINTS,
  type PointBalanceValue,
  type PointConfigValue,
  type PointConvertValue,
  type PointRedeemValue,
  type PointRewardValue,
  type RedeemPointListValue,
} from '@jogo/shared/api';
import { useResource } from '@jogo/shared/data';

/** Resource keys of the points mall; `invalidateResource(POINTS_KEY)` reloads them all after a move. */
export const POINTS_KEY = 'promotions:points';

export const usePointBalance = () =>
  useResource(`${POINTS_KEY}:balance`, (signal): Promise<PointBalanceValue> =>
    api().call(ENDPOINTS.pointBalance, { signal }),
  );

export const usePointConfig = () =>
  useResource(
    `${POINTS_KEY}:config`,
    (signal): Promise<PointConfigValue> => api().call(ENDPOINTS.pointConfig, { signal }),
    { cache: 'session' },
  );

export const usePointGoods = () =>
  useResource(`${POINTS_KEY}:goods`, (signal): Promise<PointRewardValue> =>
    api().call(ENDPOINTS.pointRewards, { signal }),
  );

export const useRedeemRecords = (pageNo: number) =>
  useResource(`${POINTS_KEY}:records:${pageNo}`, (signal): Promise<RedeemPointListValue> =>
    api().call(ENDPOINTS.pointRedeemList, { query: { pageNo, pageSize: 10 }, signal }),
  );

/** Redeems goods; encrypted, checked against the payment password by the gateway. */
export const redeemGoods = (
  rewardId: number,
  quantity: number,
  paymentPassword: string,
): Promise<PointRedeemValue> =>
  api().call(ENDPOINTS.pointRedeem, { body: { rewardId, quantity, paymentPassword } });

/** Converts points to wallet balance (100 points = R$ 1); encrypted, payment password checked. */
export const convertPoints = (points: number, paymentPassword: string): Promise<PointConvertValue> =>
  api().call(ENDPOINTS.pointConvert, { body: { points, paymentPassword } });
