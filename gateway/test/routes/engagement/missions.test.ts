import type { FastifyInstance } from 'fastify';
import { findMemberByUsername, startSession } from '../../../src/domain/identity/login';
import { build } from '../../helper';
import { call, count, mainBalance, memberId, sessionFor } from '../../support/g2';
import { armFailpoint, checkLedger, disarmFailpoints, move } from '../../../src/domain/ledger/ledger';
import { siteZone } from '../../../src/domain/site/clock';
import { addDay, dayOf, weekStart } from '@jogo/shared/time';

interface MissionView {
  id: number;
  metric: string;
  period: string;
  target: number;
  progress: number;
  rewardPoints: number;
  rewardBonus: number;
  status: string;
}

describe('missions: progress from real events, claimed once', () => {
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

  const summary = async () =>
    (await call(app, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token })).json().value;
  const points = async () =>
    await count(app, 'SELECT COALESCE(MAX(points), 0) AS n FROM point_account WHERE member_id = ?', id);
  // what every successful login does (the login day is the site's day, written by startSession)
  const login = async () =>
    await startSession(
      app.db,
      (await findMemberByUsername(app.db, 'jogo', 'demo_player'))!,
      'username',
      null,
    );
  const dailyLogin = (list: MissionView[]) =>
    list.find((m) => m.metric === 'LOGIN_DAYS' && m.period === 'DAILY')!;

  it('a login completes the login mission; the claim pays its points once under 20 parallel requests', async () => {
    const before = await summary();
    expect(dailyLogin(before.list).status).toBe('IN_PROGRESS');
    await login();
    const after = await summary();
    const m = dailyLogin(after.list);
    expect(m).toMatchObject({ status: 'COMPLETED', progress: 1 });
    expect(after.claimableCount).toBe(before.claimableCount + 1);

    const pts = await points();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(app, 'POST', '/wps/relay/MCSFE_claimMission', { token, body: { missionId: m.id } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.json().errorCode === 'mission.already_claimed')).toHaveLength(19);
    expect(await points()).toBe(pts + m.rewardPoints);
    expect(await count(app, 'SELECT COUNT(*) AS n FROM mission_claim WHERE member_id = ?', id)).toBe(1);
    expect(dailyLogin((await summary()).list).status).toBe('CLAIMED');
  });

  it('a deposit completes the deposit mission; an incomplete mission cannot be claimed', async () => {
    const s = await summary();
    const dep = s.list.find((m: MissionView) => m.metric === 'DEPOSIT_AMOUNT');
    if (dep.status === 'IN_PROGRESS')
      expect(
        (
          await call(app, 'POST', '/wps/relay/MCSFE_claimMission', { token, body: { missionId: dep.id } })
        ).json().errorCode,
      ).toBe('mission.not_complete');
    // what an approved deposit writes: a DEPOSIT ledger row
    await app.db.transaction(
      async () => await move(app.db, { memberId: id, amount: 25_000, type: 'DEPOSIT', reference: 'DP-test' }),
    );
    const after = (await summary()).list.find((m: MissionView) => m.id === dep.id);
    expect(after.status).toBe('COMPLETED');
  });

  it('a mission with a bonus pays points and money in one transaction; a failure leaves neither', async () => {
    // three login days this week complete the weekly login mission: the site's week, in the site's zone (a UTC
    // Monday is still the site's Sunday for its first three hours)
    const zone = await siteZone(app.db, 'jogo');
    const monday = dayOf(weekStart(Date.now(), zone), zone);
    for (let i = 0; i < 3; i += 1)
      await app.db.run(
        'INSERT INTO login_day (member_id, day) VALUES (?, ?) ON CONFLICT DO NOTHING',
        id,
        addDay(monday, i),
      );
    const weekly = (await summary()).list.find(
      (m: MissionView) => m.metric === 'LOGIN_DAYS' && m.period === 'WEEKLY',
    );
    expect(weekly.status).toBe('COMPLETED');
    const snap = async () => ({
      balance: await mainBalance(app, id),
      points: await points(),
      claims: await count(app, 'SELECT COUNT(*) AS n FROM mission_claim'),
    });
    const s = await snap();
    armFailpoint('mission.after_claim');
    expect(
      (await call(app, 'POST', '/wps/relay/MCSFE_claimMission', { token, body: { missionId: weekly.id } }))
        .statusCode,
    ).toBe(500);
    expect(await snap()).toEqual(s);
    const ok = (
      await call(app, 'POST', '/wps/relay/MCSFE_claimMission', { token, body: { missionId: weekly.id } })
    ).json().value;
    expect(ok.mission.status).toBe('CLAIMED');
    expect(await snap()).toEqual({
      balance: s.balance + Math.round(weekly.rewardBonus * 100),
      points: s.points + weekly.rewardPoints,
      claims: s.claims + 1,
    });
  });

  it('answers the leaderboard to members only', async () => {
    const lb = (await call(app, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard', { token })).json().value;
    expect(lb.list.length).toBeGreaterThan(0);
    expect(lb.list[0].rank).toBe(1);
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getMissionLeaderboard')).statusCode).toBe(401);
  });
});
