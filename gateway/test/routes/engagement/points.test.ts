import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import {
  DEMO_PAYMENT_PASSWORD,
  call,
  callEncrypted,
  count,
  mainBalance,
  memberId,
  sessionFor,
} from '../../support/g2';
import { armFailpoint, checkLedger, disarmFailpoints } from '../../../src/domain/ledger/ledger';

describe('points mall', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  let id: number;
  beforeEach(async () => {
    ({ app, close } = await build({ market: 'OPEN' })); // BR offers no mall credit nor conversion (market-rewards.test.ts)
    token = await sessionFor(app, 'demo_player');
    id = await memberId(app, 'demo_player');
  });
  afterEach(async () => {
    disarmFailpoints();
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  it('answers points balance, config and rewards; redeems and converts with the payment password', async () => {
    const pts = (await call(app, 'GET', '/wps/relay/MCS2_getPointBalance', { token })).json().value.points;
    expect(pts).toBeGreaterThan(1000);
    expect((await call(app, 'GET', '/wps/relay/MCS2_getPointConfig')).json().value).toMatchObject({
      minConvertPoints: 100,
      expires: false,
    });
    const rewards = (await call(app, 'GET', '/wps/relay/MCS2_getPointReward')).json().value.list;
    const cheap = rewards[0];
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCS2_redeemPoint', {
          token,
          body: { rewardId: cheap.id, quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD },
        })
      ).json().errorCode,
    ).toBe('request_body_required');
    expect(
      (
        await callEncrypted(
          app,
          '/wps/relay/MCS2_redeemPoint',
          { rewardId: cheap.id, quantity: 1, paymentPassword: 'bad' },
          { token },
        )
      ).json().errorCode,
    ).toBe('wallet.payment_password_wrong');
    const r = await callEncrypted(
      app,
      '/wps/relay/MCS2_redeemPoint',
      { rewardId: cheap.id, quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD },
      { token },
    );
    expect(r.json().value.points).toBe(pts - cheap.cost);
    expect(
      (
        await callEncrypted(
          app,
          '/wps/relay/MCS2_redeemPoint',
          { rewardId: rewards.at(-1).id, quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD },
          { token },
        )
      ).json().errorCode,
    ).toBe('points.insufficient');
    const records = (await call(app, 'GET', '/wps/relay/MCS2_getRedeemPointList', { token })).json().value;
    expect(records.content[0].status).toBe('IN_PROCESS');
    const before = await mainBalance(app, id);
    const c = await callEncrypted(
      app,
      '/wps/relay/MCS2_convertPoint',
      { points: 500, paymentPassword: DEMO_PAYMENT_PASSWORD },
      { token },
    );
    expect(c.json().value.credited).toBe(5);
    expect(await mainBalance(app, id)).toBe(before + 500);
    expect(
      (
        await callEncrypted(
          app,
          '/wps/relay/MCS2_convertPoint',
          { points: 150, paymentPassword: DEMO_PAYMENT_PASSWORD },
          { token },
        )
      ).json().errorCode,
    ).toBe('points.min_convert');
  });

  it('rolls a failed points conversion and redemption back', async () => {
    const snap = async () => ({
      balance: await mainBalance(app, id),
      points: await count(app, 'SELECT points AS n FROM point_account WHERE member_id = ?', id),
      redeem: await count(app, 'SELECT COUNT(*) AS n FROM point_redeem'),
      stock: await count(app, 'SELECT SUM(stock) AS n FROM point_reward'),
      ledger: await count(app, 'SELECT COUNT(*) AS n FROM ledger'),
    });
    const s = await snap();
    armFailpoint('points.convert_after_points');
    expect(
      (
        await callEncrypted(
          app,
          '/wps/relay/MCS2_convertPoint',
          { points: 500, paymentPassword: DEMO_PAYMENT_PASSWORD },
          { token },
        )
      ).statusCode,
    ).toBe(500);
    armFailpoint('points.redeem_after_record');
    expect(
      (
        await callEncrypted(
          app,
          '/wps/relay/MCS2_redeemPoint',
          { rewardId: 1, quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD },
          { token },
        )
      ).statusCode,
    ).toBe(500);
    expect(await snap()).toEqual(s);
  });
});
