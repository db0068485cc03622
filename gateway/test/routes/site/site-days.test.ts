import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call } from '../../support/g2';
import { createSession } from '../../../src/domain/identity/sessions';
import { findMemberByUsername, startSession } from '../../../src/domain/identity/login';
import { fixClock, setSiteZone } from '../../../src/domain/site/clock';

/**
 * Days of the site's zone (DESIGN.md section 9): at 22:30 and 00:30 in São Paulo, and in Lisbon on
 * the day its clocks go back (25/10/2026, a day of 25 hours), "today" in the records, the withdrawals'
 * daily count, the daily resets of missions and rewards, draw days and order numbers are the site's days.
 * Each expectation here fails with the former UTC code (a São Paulo evening after 21:00 was already the
 * next UTC day; a Lisbon night before 01:00 was still the previous one).
 */

const at = (iso: string) => Date.parse(iso);
const SP_2230 = at('2026-11-26T22:30:00-03:00'); // 01:30 UTC on the 27th
const SP_0030 = at('2026-11-27T00:30:00-03:00'); // 03:30 UTC on the 27th

describe("the site's days", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let id: number;
  let now = SP_2230;

  beforeEach(async () => {
    ({ app, close } = await build());
    const t = new Date(at('2026-11-01T12:00:00Z')).toISOString();
    id = Number(
      await app.db.insert(
        `INSERT INTO member (merchant_code, username, password_hash, type, password_changed_at, created_at)
           VALUES ('jogo', 'tz_player', 'x', 0, ?, ?)`,
        t,
        t,
      ),
    );
    now = SP_2230;
    fixClock(app.db, () => now);
  });
  afterEach(() => close());

  // a session opened at the fixed now (an hour's jump would otherwise ask an idle session to sign in again)
  const session = async () => {
    const token = await createSession(app.db, id, 'username');
    const at = new Date(now).toISOString();
    await app.db.run('UPDATE session SET login_at = ?, last_activity_at = ? WHERE member_id = ?', at, at, id);
    return token;
  };
  const bet = async (iso: string, amount = 1_000) =>
    await app.db.run(
      `INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at)
         VALUES (?, NULL, 'tz-game', 'SLOT', 'JOGO', ?, 0, ?)`,
      id,
      amount,
      new Date(at(iso)).toISOString(),
    );
  const bets = async (q = '') =>
    (await call(app, 'GET', `/wps/records/bets?${q}`, { token: await session() })).json().value as {
      totalCount: number;
      content: { betTime: string }[];
    };
  const withdrawal = async (iso: string, n: number) => {
    const card = Number(
      await app.db.insert(
        `INSERT INTO bank_card (member_id, bank_name, account_name, account_number, card_type, created_at)
           VALUES (?, 'PIX', 'TZ', ?, 'PIX', ?)`,
        id,
        `tz${n}@example.com`,
        new Date(at(iso)).toISOString(),
      ),
    );
    await app.db.run(
      `INSERT INTO withdraw_order (order_no, member_id, bank_card_id, amount, status, created_at)
         VALUES (?, ?, ?, 1000, 'IN_PROCESS', ?)`,
      `WDTZ${n}`,
      id,
      card,
      new Date(at(iso)).toISOString(),
    );
  };
  const usedToday = async () =>
    (await call(app, 'GET', '/wps/wallet/withdraw/settings', { token: await session() })).json().value
      .usedCountToday as number;
  const tasks = async () =>
    (await call(app, 'GET', '/wps/relay/MCS2_getRewardTasks', { token: await session() })).json().value;
  const claimTask = async (task: string) =>
    call(app, 'POST', '/wps/relay/MCS2_claimRewardTask', { token: await session(), body: { task } });
  const loginMission = async () =>
    (
      (await call(app, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token: await session() })).json()
        .value.list as {
        metric: string;
        period: string;
        status: string;
        progress: number;
      }[]
    ).find((m) => m.metric === 'LOGIN_DAYS' && m.period === 'DAILY')!;
  const latestDraw = async (game: string) =>
    (await call(app, 'GET', `/lotto/lgw/games/opened/numero?gameCodes=${game}`)).json().value.list[0] as {
      numero: string;
      openTime: string;
    };

  describe('São Paulo (UTC-3)', () => {
    beforeEach(async () => {
      await bet('2026-11-26T09:15:00-03:00'); // the morning
      await bet('2026-11-26T21:40:00-03:00'); // 00:40 UTC on the 27th
      await bet('2026-11-25T22:10:00-03:00'); // the evening before: 01:10 UTC on the 26th
    });

    it('at 22:30 the records of today are the bets of the 26th, whether asked by date or by default', async () => {
      const byDate = await bets('startDate=2026-11-26&endDate=2026-11-26');
      expect(byDate.totalCount).toBe(2);
      expect(byDate.content.map((b) => b.betTime).sort()).toEqual([
        '2026-11-26T12:15:00.000Z',
        '2026-11-27T00:40:00.000Z',
      ]);
      expect((await bets()).totalCount).toBe(2); // no dates: today, the site's today
      expect((await bets('startDate=2026-11-25&endDate=2026-11-25')).totalCount).toBe(1);
    });

    it('at 00:30 on the 27th, today is empty and yesterday holds the 26th', async () => {
      now = SP_0030;
      expect((await bets()).totalCount).toBe(0);
      expect((await bets('startDate=2026-11-26&endDate=2026-11-26')).totalCount).toBe(2);
    });

    it("the profit report's days are the site's days", async () => {
      await app.db.run("UPDATE bet SET status = 'SETTLED' WHERE member_id = ?", id);
      const v = (
        await call(app, 'GET', '/wps/records/profit?startDate=2026-11-25&endDate=2026-11-26', {
          token: await session(),
        })
      ).json().value as { byDay: { date: string; count: number }[] };
      expect(v.byDay.map((d) => [d.date, d.count])).toEqual([
        ['2026-11-25', 1],
        ['2026-11-26', 2],
      ]);
    });

    it("withdrawals count against the site's day: the evening's at 22:30, none just after midnight", async () => {
      await withdrawal('2026-11-26T20:00:00-03:00', 1); // 23:00 UTC on the 26th
      await withdrawal('2026-11-26T22:00:00-03:00', 2); // 01:00 UTC on the 27th
      await withdrawal('2026-11-25T22:00:00-03:00', 3); // the day before, 01:00 UTC on the 26th
      expect(await usedToday()).toBe(2);
      now = SP_0030;
      expect(await usedToday()).toBe(0);
    });

    it('the daily sign-in resets at local midnight, not at 21:00', async () => {
      now = at('2026-11-26T20:30:00-03:00'); // 23:30 UTC: the 26th in both
      expect((await claimTask('SIGN_IN')).statusCode).toBe(200);
      now = SP_2230; // still the 26th here, the 27th in UTC
      expect((await claimTask('SIGN_IN')).json().errorCode).toBe('reward.task_claimed');
      const claims = (await app.db.all(
        "SELECT period_key FROM reward_task_claim WHERE member_id = ? AND task = 'SIGN_IN'",
        id,
      )) as { period_key: string }[];
      expect(claims.map((c) => c.period_key)).toEqual(['2026-11-26']);
      now = SP_0030;
      const v = await tasks();
      expect(v.signIn.days.find((d: { date: string }) => d.date === '2026-11-27').status).toBe('CLAIMABLE');
      expect(v.signIn.days.find((d: { date: string }) => d.date === '2026-11-26').status).toBe('CLAIMED');
      expect((await claimTask('SIGN_IN')).statusCode).toBe(200);
    });

    it('the daily login mission counts a login at 22:30 on the 26th, and the 27th starts again', async () => {
      await startSession(
        app.db,
        (await findMemberByUsername(app.db, 'jogo', 'tz_player'))!,
        'username',
        null,
        SP_2230,
      );
      expect(await loginMission()).toMatchObject({ status: 'COMPLETED', progress: 1 });
      now = SP_0030;
      expect(await loginMission()).toMatchObject({ status: 'IN_PROGRESS', progress: 0 });
    });

    it("a daily draw opened at 21:00 is the 26th's draw; a five-minute draw is numbered from local midnight", async () => {
      expect(await latestDraw('VNMB')).toEqual(
        expect.objectContaining({ numero: '20261126', openTime: '2026-11-27T00:00:00.000Z' }),
      );
      // 22:30 is the 271st five-minute draw of the day (270 since 00:00)
      expect((await latestDraw('VNFAST')).numero).toBe('20261126-271');
    });

    it('a 21st birthday starts at local midnight: at 22:30 on the eve the player is still 20', async () => {
      const { ageOn } = await import('@jogo/shared/time');
      const { siteClock } = await import('../../../src/domain/site/clock');
      expect(ageOn('2005-11-27', (await siteClock(app.db, 'jogo')).today())).toBe(20);
      now = SP_0030;
      expect(ageOn('2005-11-27', (await siteClock(app.db, 'jogo')).today())).toBe(21);
    });

    it("an order number carries the site's day", async () => {
      const { orderNo } = await import('../../../src/domain/ledger/money');
      expect(orderNo('WD', { now: SP_2230, zone: 'America/Sao_Paulo' })).toMatch(/^WD20261126[0-9A-F]{10}$/);
    });
  });

  describe('Lisbon on 25/10/2026, when the clocks go back (01:00 UTC, a day of 25 hours)', () => {
    const LATE = at('2026-10-25T23:57:00+00:00');
    beforeEach(async () => {
      await setSiteZone(app.db, 'jogo', 'Europe/Lisbon');
      now = LATE;
      await bet('2026-10-25T00:30:00+01:00'); // 23:30 UTC on the 24th, summer time
      await bet('2026-10-25T01:30:00+00:00'); // after the change, winter time
      await bet('2026-10-25T23:30:00+00:00'); // the day's 25th hour
      await bet('2026-10-26T00:10:00+00:00'); // the next day
      await bet('2026-10-24T23:50:00+01:00'); // the day before
    });

    it('the 25th holds its 25 hours of bets, no more, no less', async () => {
      expect((await bets('startDate=2026-10-25&endDate=2026-10-25')).totalCount).toBe(3);
      expect((await bets()).totalCount).toBe(3);
      expect((await bets('startDate=2026-10-26&endDate=2026-10-26')).totalCount).toBe(1);
      expect((await bets('startDate=2026-10-24&endDate=2026-10-24')).totalCount).toBe(1);
    });

    it("withdrawals made in the day's first hour of summer time count on that day", async () => {
      await withdrawal('2026-10-25T00:20:00+01:00', 1); // 23:20 UTC on the 24th
      await withdrawal('2026-10-24T23:30:00+01:00', 2); // the day before
      expect(await usedToday()).toBe(1);
      now = at('2026-10-26T00:05:00+00:00');
      expect(await usedToday()).toBe(0);
    });

    it("the sign-in claimed at 00:30 summer time is the 25th's; 00:05 on the 26th is a new day", async () => {
      now = at('2026-10-25T00:30:00+01:00');
      expect((await claimTask('SIGN_IN')).statusCode).toBe(200);
      now = LATE;
      expect((await claimTask('SIGN_IN')).json().errorCode).toBe('reward.task_claimed');
      now = at('2026-10-26T00:05:00+00:00');
      expect((await claimTask('SIGN_IN')).statusCode).toBe(200);
      const keys = (await app.db.all(
        "SELECT period_key FROM reward_task_claim WHERE member_id = ? AND task = 'SIGN_IN' ORDER BY id",
        id,
      )) as { period_key: string }[];
      expect(keys.map((k) => k.period_key)).toEqual(['2026-10-25', '2026-10-26']);
    });

    it('draws of the long day are numbered 1 to 300 and the next day starts again at 1', async () => {
      expect((await latestDraw('VNFAST')).numero).toBe('20261025-300');
      now = at('2026-10-26T00:02:00+00:00');
      expect((await latestDraw('VNFAST')).numero).toBe('20261026-001');
      now = at('2026-10-25T00:02:00+01:00');
      expect((await latestDraw('VNFAST')).numero).toBe('20261025-001');
    });
  });
});
