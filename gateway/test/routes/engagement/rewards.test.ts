import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, count, mainBalance, memberId, sessionFor } from '../../support/g2';
import { armFailpoint, checkLedger, disarmFailpoints, move } from '../../../src/domain/ledger/ledger';
import { siteZone } from '../../../src/domain/site/clock';
import { addDay, dayOf, dayStart } from '@jogo/shared/time';

describe('reward centre, rebate, VIP and referral', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  let id: number;
  beforeEach(async () => {
    // the specification's market (OPEN): these tests exercise what BR forbids
    ({ app, close } = await build({ market: 'OPEN' }));
    token = await sessionFor(app, 'demo_player');
    id = await memberId(app, 'demo_player');
  });
  afterEach(async () => {
    disarmFailpoints();
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  const tasks = async () =>
    (await call(app, 'GET', '/wps/relay/MCS2_getRewardTasks', { token })).json().value;
  const claim = (task: string) =>
    call(app, 'POST', '/wps/relay/MCS2_claimRewardTask', { token, body: { task } });
  const points = async () =>
    await count(app, 'SELECT COALESCE(MAX(points), 0) AS n FROM point_account WHERE member_id = ?', id);
  const parallel = (task: string) => Promise.all(Array.from({ length: 20 }, () => claim(task)));

  it('signs in once a day under 20 parallel requests; the calendar shows the day claimed', async () => {
    const t = await tasks();
    const today = t.signIn.days.find((d: { status: string }) => d.status === 'CLAIMABLE');
    expect(t.signIn.days).toHaveLength(7);
    const pts = await points();
    const answers = await parallel('SIGN_IN');
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().errorCode === 'reward.task_claimed')).toHaveLength(19);
    expect(await points()).toBe(pts + today.points);
    const after = await tasks();
    expect(after.signIn.days.find((d: { date: string }) => d.date === today.date).status).toBe('CLAIMED');
    expect(after.claimableCount).toBe(t.claimableCount - 1);
  });

  it('pays a completed newbie task once; an incomplete one is refused', async () => {
    const t = await tasks();
    const firstDeposit = t.newbie.find((x: { task: string }) => x.task === 'FIRST_DEPOSIT');
    expect(firstDeposit.status).toBe('CLAIMABLE');
    const before = await mainBalance(app, id);
    const answers = await parallel('FIRST_DEPOSIT');
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await mainBalance(app, id)).toBe(before + Math.round(firstDeposit.amount * 100));
    // a member without a payment password cannot claim that task yet
    await app.db.run('UPDATE member SET payment_password_hash = NULL WHERE id = ?', id);
    expect((await tasks()).newbie.find((x: { task: string }) => x.task === 'PAYMENT_PASSWORD').status).toBe(
      'IN_PROGRESS',
    );
    expect((await claim('PAYMENT_PASSWORD')).json().errorCode).toBe('reward.task_not_ready');
  });

  it('pays the rescue bonus from yesterday’s loss once; a failure leaves nothing', async () => {
    // the site's yesterday (in São Paulo's zone: for the first three hours of a UTC day, the UTC yesterday is the
    // site's today)
    const zone = await siteZone(app.db, 'jogo');
    const yesterday = addDay(dayOf(Date.now(), zone), -1);
    await app.db.transaction(async () => {
      await move(app.db, { memberId: id, amount: 20_000, type: 'DEPOSIT', reference: 'test' });
      await app.db.run(
        "INSERT INTO bet (member_id, game_code, game_type, vassalage, amount, payout, created_at) VALUES (?, 'X', 'RNG', 'PG', 10000, 0, ?)",
        id,
        new Date(dayStart(yesterday, zone) + 12 * 3600_000).toISOString(),
      );
    });
    const t = await tasks();
    expect(t.rescue.status).toBe('CLAIMABLE');
    expect(t.rescue.loss).toBeGreaterThanOrEqual(100);
    const before = await mainBalance(app, id);
    armFailpoint('reward.after_task_claim');
    expect((await claim('RESCUE')).statusCode).toBe(500);
    expect(await mainBalance(app, id)).toBe(before);
    const answers = await parallel('RESCUE');
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await mainBalance(app, id)).toBe(before + Math.round(t.rescue.amount * 100));
  });

  it('pays the manual rebate by game type once under 20 parallel requests', async () => {
    const info = (await call(app, 'GET', '/wps/relay/MCS2_getRebateInfo', { token })).json().value;
    expect(info.byType.length).toBeGreaterThan(1);
    const one = info.byType.find((r: { amount: number }) => r.amount > 0);
    const before = await mainBalance(app, id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', '/wps/relay/MCS2_claimRebate', { token, body: { gameType: one.gameType } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await mainBalance(app, id)).toBe(before + Math.round(one.amount * 100));
    const after = (await call(app, 'GET', '/wps/relay/MCS2_getRebateInfo', { token })).json().value;
    expect(after.byType.find((r: { gameType: string }) => r.gameType === one.gameType)).toBeUndefined();
    expect(after.records[0]).toMatchObject({ gameType: one.gameType, amount: one.amount });
    // the rest in one claim, then nothing is left
    expect((await call(app, 'POST', '/wps/relay/MCS2_claimRebate', { token })).statusCode).toBe(200);
    expect((await call(app, 'POST', '/wps/relay/MCS2_claimRebate', { token })).json().errorCode).toBe(
      'rebate.nothing',
    );
  });

  it('answers VIP levels with benefits and the progress from deposits and bets', async () => {
    const levels = (await call(app, 'GET', '/wps/relay/MCS2_getVipLevels')).json().value.list;
    expect(levels).toHaveLength(6);
    expect(levels[1]).toMatchObject({ rebateRate: expect.any(Number), upgradeBonus: expect.any(Number) });
    const p = (await call(app, 'GET', '/wps/relay/MCS2_getVipProgress', { token })).json().value;
    expect(p.totalBet).toBeGreaterThan(0);
    expect(p.progressPercent).toBeGreaterThanOrEqual(0);
  });

  it('answers the referral code and the invited friends with what they earned', async () => {
    const r = (await call(app, 'GET', '/wps/relay/MCS2_getReferralInfo', { token })).json().value;
    expect(r.code).toBe('PLAYER2026');
    expect(r.friends).toHaveLength(2);
    for (const f of r.friends) expect(f.earned).toBeCloseTo((f.validBet * r.rate) / 100, 1);
    expect((await call(app, 'GET', '/wps/relay/MCS2_getReferralInfo')).statusCode).toBe(401);
  });
});
