import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { DEMO_PAYMENT_PASSWORD, call, callEncrypted, memberId, sessionFor } from '../../support/g2';

/**
 * Cash rewards under the market profile (docs/gateway/player-protection.md "Market profile", rewards): BR offers no reward that credits
 * money or betting credit the player did not buy (Lei 14.790/2023 art. 29 I), refuses its claim with
 * `market.reward_unavailable` and credits nothing; OPEN offers every one.
 */
jest.setTimeout(60_000);

describe('cash rewards by market', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  afterEach(async () => await close());

  const bonusRows = async (id: number) =>
    (
      (await app.db.get(
        "SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND type IN ('BONUS', 'REBATE', 'POINTS_CONVERT')",
        id,
      )) as { n: number }
    ).n;
  const idOf = async (sql: string) => ((await app.db.get(sql)) as { id: number }).id;

  it('BR: offers, shows and credits none of them', async () => {
    ({ app, close } = await build({ market: 'BR' }));
    const token = await sessionFor(app, 'demo_player');
    const id = await memberId(app, 'demo_player');
    const before = await bonusRows(id);
    const get = async (url: string) => (await call(app, 'GET', url, { token })).json().value;
    const refused = async (url: string, body: Record<string, unknown>, encrypted = false) => {
      const r = encrypted
        ? await callEncrypted(app, url, body, { token })
        : await call(app, 'POST', url, { token, body });
      expect([url, r.statusCode, r.json().errorCode]).toEqual([url, 403, 'market.reward_unavailable']);
      expect(r.json().message).toMatch(/not offered in your market/);
    };

    const missions = (await get('/wps/relay/MCSFE_getMissionSummaryDetails')).list as {
      rewardBonus: number;
    }[];
    expect(missions.length).toBeGreaterThan(0);
    expect(missions.every((m) => m.rewardBonus === 0)).toBe(true);
    await refused('/wps/relay/MCSFE_claimMission', {
      missionId: await idOf('SELECT id FROM mission WHERE reward_bonus > 0 LIMIT 1'),
    });

    const tasks = await get('/wps/relay/MCS2_getRewardTasks');
    expect((tasks.newbie as { amount: number }[]).every((t) => t.amount === 0)).toBe(true);
    expect(tasks.rescue).toMatchObject({ amount: 0, rate: 0, cap: 0, status: 'IN_PROGRESS' });
    await refused('/wps/relay/MCS2_claimRewardTask', { task: 'RESCUE' });
    await refused('/wps/relay/MCS2_claimRewardTask', { task: 'TEN_BETS' });

    const promos = (await get('/wps/relay/MCS2_getPromotionList')).list as {
      category: string;
      bonus: number;
    }[];
    expect(promos.some((p) => p.category === 'RAFFLE' || p.bonus > 0)).toBe(false);
    // nor counted beside the balance as a raffle open today
    expect((await get('/wps/v2/wallets/balance')).availablePromoCount).toBe(0);
    await refused('/wps/relay/MCS2_claimRafflePromotion', {
      promotionId: await idOf("SELECT id FROM promotion WHERE category = 'RAFFLE' LIMIT 1"),
    });

    const levels = (await get('/wps/relay/MCS2_getVipLevels')).list as {
      upgradeBonus: number;
      rebateRate: number;
    }[];
    expect(levels.every((l) => l.upgradeBonus === 0 && l.rebateRate === 0)).toBe(true);
    expect(await get('/wps/relay/MCS2_getRebateInfo')).toMatchObject({ available: 0, rate: 0, byType: [] });
    await refused('/wps/relay/MCS2_claimRebate', {});

    const goods = (await get('/wps/relay/MCS2_getPointReward')).list as { id: number; name: string }[];
    expect(goods.length).toBeGreaterThan(0);
    expect(goods.some((g) => /bonus|free spins/i.test(g.name))).toBe(false);
    expect(await get('/wps/relay/MCS2_getPointConfig')).toMatchObject({ convertRate: 0 });
    const credit = await idOf('SELECT id FROM point_reward WHERE betting_credit = 1 LIMIT 1');
    await refused(
      '/wps/relay/MCS2_redeemPoint',
      { rewardId: credit, quantity: 1, paymentPassword: DEMO_PAYMENT_PASSWORD },
      true,
    );
    await refused(
      '/wps/relay/MCS2_convertPoint',
      { points: 500, paymentPassword: DEMO_PAYMENT_PASSWORD },
      true,
    );

    expect(await bonusRows(id)).toBe(before);
  });

  /** Every title of the banners, announcements and promotions a member sees, joined. */
  const titles = async (token: string) => {
    const get = async (url: string) => (await call(app, 'GET', url, { token })).json().value;
    const banners = await Promise.all(
      ['w_home', 'w_popup1', 'w_leftmenu'].map(
        async (g) => (await get(`/wps/content/banners?groupName=${g}`)).list as { title: string }[],
      ),
    );
    const notes = (await get('/wps/relay/MCSFE_getListAnnouncements?execution=A,B,F')) as Record<
      string,
      { title: string }[]
    >;
    const promos = (await get('/wps/relay/MCS2_getPromotionList')).list as { title: string }[];
    return [...banners.flat(), ...Object.values(notes).flat(), ...promos].map((x) => x.title).join(' | ');
  };

  it('BR: no banner, announcement or promotion of a reward it does not allow; the status says which', async () => {
    ({ app, close } = await build({ market: 'BR' }));
    const token = await sessionFor(app, 'demo_player');
    const seen = await titles(token);
    expect(seen).toMatch(/Fair Dice/);
    expect(seen).not.toMatch(/Daily raffle|Weekly rebate|Unlimited rebate|Lucky wheel/);
    const status = (await call(app, 'GET', '/wps/system/status')).json().value.info.market;
    expect(status.rewards).toEqual({
      MISSION_CASH: false,
      TASK_CASH: false,
      RESCUE: false,
      VIP_UPGRADE: false,
      REBATE: false,
      RED_ENVELOPE: false,
      PROMOTION_CASH: false,
      MALL_CREDIT: false,
      POINTS_TO_CASH: false,
    });
  });

  it('OPEN: shows them all; the status allows every kind', async () => {
    ({ app, close } = await build({ market: 'OPEN' }));
    const seen = await titles(await sessionFor(app, 'demo_player'));
    for (const title of ['Daily raffle', 'Weekly rebate', 'Unlimited rebate', 'Lucky wheel'])
      expect(seen).toContain(title);
    const status = (await call(app, 'GET', '/wps/system/status')).json().value.info.market;
    expect(Object.values(status.rewards as Record<string, boolean>).every(Boolean)).toBe(true);
  });

  it('OPEN: offers every kind and credits a claim', async () => {
    ({ app, close } = await build({ market: 'OPEN' }));
    const token = await sessionFor(app, 'demo_player');
    const get = async (url: string) => (await call(app, 'GET', url, { token })).json().value;
    const missions = (await get('/wps/relay/MCSFE_getMissionSummaryDetails')).list as {
      rewardBonus: number;
    }[];
    expect(missions.some((m) => m.rewardBonus > 0)).toBe(true);
    const tasks = await get('/wps/relay/MCS2_getRewardTasks');
    expect((tasks.newbie as { amount: number }[]).some((t) => t.amount > 0)).toBe(true);
    expect(tasks.rescue.cap).toBeGreaterThan(0);
    const promos = (await get('/wps/relay/MCS2_getPromotionList')).list as { id: number; category: string }[];
    const raffle = promos.find((p) => p.category === 'RAFFLE');
    expect(raffle).toBeDefined();
    expect((await get('/wps/v2/wallets/balance')).availablePromoCount).toBeGreaterThan(0);
    const levels = (await get('/wps/relay/MCS2_getVipLevels')).list as { upgradeBonus: number }[];
    expect(levels.some((l) => l.upgradeBonus > 0)).toBe(true);
    const goods = (await get('/wps/relay/MCS2_getPointReward')).list as { name: string }[];
    expect(goods.some((g) => /bonus/i.test(g.name))).toBe(true);
    expect((await get('/wps/relay/MCS2_getPointConfig')).convertRate).toBeGreaterThan(0);
    const r = await call(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token,
      body: { promotionId: raffle!.id },
    });
    expect(r.json().success).toBe(true);
    expect(r.json().value.prize).toBeGreaterThan(0);
  });
});
