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
  trialSession,
} from '../../support/g2';
import { armFailpoint, checkLedger, disarmFailpoints } from '../../../src/routes/wallet/ledger';

describe('content and engagement', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  let id: number;
  beforeEach(async () => {
    ({ app, close } = await build());
    token = sessionFor(app, 'demo_player');
    id = memberId(app, 'demo_player');
  });
  afterEach(async () => {
    disarmFailpoints();
    expect(checkLedger(app.db)).toEqual([]);
    await close();
  });

  it('answers announcements per execution: B for guests, A for members, F on request', async () => {
    const guest = (
      await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B')
    ).json().value;
    expect(guest.banners.length).toBeGreaterThan(0);
    expect(guest.playerNotices.every((a: { execution: string }) => a.execution === 'B')).toBe(true);
    expect(guest.popup.length).toBeGreaterThan(0);
    expect(guest.promotion.length).toBeGreaterThan(0);
    const member = (
      await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU', { token })
    ).json().value;
    expect(member.playerNotices.every((a: { execution: string }) => a.execution === 'A')).toBe(true);
    // one seeded notice carries unsafe HTML on purpose: the client's sanitizer must strip it
    expect(member.playerNotices.some((a: { content: string }) => a.content.includes('onerror='))).toBe(true);
    const first = (
      await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU&execution=A,F', { token })
    ).json().value;
    expect(first.popup.some((a: { execution: string }) => a.execution === 'F')).toBe(true);
    const help = (
      await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=H&execution=A,B')
    ).json().value;
    expect(help.content.length).toBe(2);
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=X')).json().errorCode).toBe(
      'content.types_invalid',
    );
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?execution=Z')).statusCode).toBe(
      400,
    );
  });

  it('answers banners for every group, in the request language', async () => {
    for (const g of ['w_home', 'w_forget', 'w_login', 'w_register', 'w_popup1', 'w_leftmenu']) {
      const list = (await call(app, 'GET', `/wps/content/banners?groupName=${g}`)).json().value.list;
      expect(list.length).toBeGreaterThan(0);
      expect(
        list.every((b: { groupName: string; url: string }) => b.groupName === g && b.url.endsWith('.svg')),
      ).toBe(true);
    }
    const pt = (
      await call(app, 'GET', '/wps/content/banners?groupName=w_home', { headers: { language: 'PT' } })
    ).json().value.list[0];
    expect(pt.title).toMatch(/boas-vindas/);
    expect((await call(app, 'GET', '/wps/content/banners?groupName=w_nope')).statusCode).toBe(400);
    expect((await call(app, 'GET', '/wps/content/banners')).statusCode).toBe(400);
  });

  it('counts, lists and reads inbox messages; another member cannot read them', async () => {
    expect((await call(app, 'GET', '/wps/relay/CSP_unreadCount', { token })).json().value.count).toBe(4);
    const list = (await call(app, 'GET', '/wps/relay/CSP_messageList?pageNo=1&pageSize=10', { token })).json()
      .value;
    expect(list.content).toHaveLength(10);
    expect(list.totalPages).toBe(2);
    const unread = list.content.find((m: { read: boolean }) => !m.read);
    expect(
      (
        await call(app, 'POST', '/wps/relay/CSP_readMessage', {
          token: sessionFor(app, 'other_player'),
          body: { id: unread.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'POST', '/wps/relay/CSP_readMessage', { token, body: { id: unread.id } })).json().value
        .unread,
    ).toBe(3);
    expect(
      (await call(app, 'POST', '/wps/relay/CSP_readMessage', { token, body: {} })).json().value.unread,
    ).toBe(0);
    expect(
      (await call(app, 'POST', '/wps/relay/CSP_readMessage', { token, body: { id: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await call(app, 'GET', '/wps/relay/CSP_unreadCount', { token: trialSession(app) })).statusCode,
    ).toBe(403);
  });

  it('answers missions and the mission leaderboard', async () => {
    const s = (await call(app, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token })).json().value;
    expect(s.list).toHaveLength(4);
    expect(s.completedCount + s.inProgressCount).toBe(4);
    await call(app, 'POST', '/wps/wallet/deposit', {
      token,
      body: { channelId: 'PIX_FAST', amount: 250 },
      headers: { 'idempotency-key': 'mission-dep-1' },
    });
    const after = (await call(app, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token })).json()
      .value;
    expect(after.list.find((m: { metric: string }) => m.metric === 'DEPOSIT_AMOUNT').status).toBe(
      'COMPLETED',
    );
    const lb = (await call(app, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard', { token })).json().value;
    expect(Array.isArray(lb.list)).toBe(true);
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard')).statusCode).toBe(401);
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
    const before = mainBalance(app, id);
    const c = await callEncrypted(
      app,
      '/wps/relay/MCS2_convertPoint',
      { points: 500, paymentPassword: DEMO_PAYMENT_PASSWORD },
      { token },
    );
    expect(c.json().value.credited).toBe(5);
    expect(mainBalance(app, id)).toBe(before + 500);
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
    const snap = () => ({
      balance: mainBalance(app, id),
      points: count(app, 'SELECT points AS n FROM point_account WHERE member_id = ?', id),
      redeem: count(app, 'SELECT COUNT(*) AS n FROM point_redeem'),
      stock: count(app, 'SELECT SUM(stock) AS n FROM point_reward'),
      ledger: count(app, 'SELECT COUNT(*) AS n FROM ledger'),
    });
    const s = snap();
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
    expect(snap()).toEqual(s);
  });

  it('lists promotions and claims a raffle once a day; a failed claim leaves nothing', async () => {
    const promos = (await call(app, 'GET', '/wps/relay/MCS2_getPromotionList', { token })).json().value.list;
    const raffle = promos.find(
      (p: { category: string; claimable: boolean }) => p.category === 'RAFFLE' && p.claimable,
    );
    expect(raffle).toBeDefined();
    const s = { balance: mainBalance(app, id), rewards: count(app, 'SELECT COUNT(*) AS n FROM reward') };
    armFailpoint('raffle.after_reward');
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
          token,
          body: { promotionId: raffle.id },
        })
      ).statusCode,
    ).toBe(500);
    expect({
      balance: mainBalance(app, id),
      rewards: count(app, 'SELECT COUNT(*) AS n FROM reward'),
    }).toEqual(s);
    const ok = (
      await call(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
        token,
        body: { promotionId: raffle.id },
      })
    ).json().value;
    expect(ok.prize).toBeGreaterThan(0);
    expect(mainBalance(app, id)).toBe(s.balance + Math.round(ok.prize * 100));
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
          token,
          body: { promotionId: raffle.id },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', { token, body: { promotionId: 1 } })
      ).json().errorCode,
    ).toBe('reward.not_raffle');
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCS2_claimRafflePromotion', {
          token,
          body: { promotionId: 9999 },
        })
      ).statusCode,
    ).toBe(404);
    const rewards = (await call(app, 'GET', '/wps/relay/MCS2_getRewardList', { token })).json().value;
    expect(rewards.content[0].source).toBe('RAFFLE');
    expect(rewards.claimableCount).toBe(1);
  });

  it('answers VIP levels and progress, and pays a manual rebate once', async () => {
    expect((await call(app, 'GET', '/wps/relay/MCS2_getVipLevels')).json().value.list).toHaveLength(6);
    const p = (await call(app, 'GET', '/wps/relay/MCS2_getVipProgress', { token })).json().value;
    expect(p.totalBet).toBeGreaterThan(0);
    expect(p.progressPercent).toBeGreaterThanOrEqual(0);
    const info = (await call(app, 'GET', '/wps/relay/MCS2_getRebateInfo', { token })).json().value;
    expect(info.available).toBeGreaterThan(0);
    const before = mainBalance(app, id);
    armFailpoint('rebate.after_claim');
    expect((await call(app, 'POST', '/wps/relay/MCS2_claimRebate', { token })).statusCode).toBe(500);
    expect(mainBalance(app, id)).toBe(before);
    const claim = (await call(app, 'POST', '/wps/relay/MCS2_claimRebate', { token })).json().value;
    expect(claim.amount).toBe(info.available);
    expect(mainBalance(app, id)).toBe(before + Math.round(info.available * 100));
    expect((await call(app, 'POST', '/wps/relay/MCS2_claimRebate', { token })).json().errorCode).toBe(
      'rebate.nothing',
    );
  });

  it('lists chat hosts and launches a chat', async () => {
    const list = (await call(app, 'GET', '/wps/relay/CBS_modelList')).json().value.list;
    expect(list.length).toBe(3);
    const v = (
      await call(app, 'POST', '/wps/relay/CBS_launchChat', { body: { modelId: list[0].modelId } })
    ).json().value;
    expect(v.chatUrl).toMatch(/^\/wps\/chat\/room\//);
    expect((await app.inject({ method: 'GET', url: v.chatUrl })).statusCode).toBe(200);
    expect(
      (await call(app, 'POST', '/wps/relay/CBS_launchChat', { body: { modelId: 'nobody' } })).statusCode,
    ).toBe(404);
    expect((await call(app, 'POST', '/wps/relay/CBS_launchChat', { body: {} })).statusCode).toBe(400);
  });
});
