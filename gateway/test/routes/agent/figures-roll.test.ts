import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, sessionFor } from '../../support/g2';
import { checkDailyFigures, rollPlay } from '../../../src/db/daily-figures';
import { addMember, settledRound } from '../../support/agent-team';
import { fixClock, setSiteZone } from '../../../src/domain/site/clock';

/**
 * A bet's play reaches the daily figures after its commit (db/daily-figures/roll.ts, migration 240): it waits as a
 * row of play_delta until a roll moves it into play_day (and the teams' rows). What a report reads is never behind:
 * it rolls first. A change of zone counts a waiting bet once. The leader task rolls on its own. On either engine.
 */

const DAY = '2027-03-10';
const at = (hm: string) => Date.parse(`${DAY}T${hm}:00-03:00`);

describe('the play figures after commit', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const ids: Record<string, number> = {};
  const saved = process.env.JOGO_LEADER_TICK_MS;
  const waiting = async () => (await app.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM play_delta'))!.n;
  const kept = async () =>
    (await app.db.get<{ n: number }>(
      'SELECT COALESCE(SUM(bets), 0) AS n FROM team_day WHERE agent_id = ? AND day = ?',
      ids.a1!,
      DAY,
    ))!.n;
  const overview = async (token: string) =>
    (await call(app, 'GET', `/wps/agent/team/overview?startDate=${DAY}&endDate=${DAY}`, { token })).json()
      .value as { totalBet: number; activeMembers: number };

  async function start(tickMs: number): Promise<void> {
    process.env.JOGO_LEADER_TICK_MS = String(tickMs);
    ({ app, close } = await build());
    fixClock(app.db, () => Date.parse('2027-03-12T12:00:00-03:00'));
    await app.db.run("UPDATE agent_contract SET status = 'CLOSED'");
    await addMember(app.db, ids, 'a1', 1, null, 1_000);
    await addMember(app.db, ids, 'p1', 0, 'a1', 1_000_000);
  }
  afterEach(async () => {
    expect(await checkDailyFigures(app.db)).toEqual([]);
    await close();
    if (saved === undefined) delete process.env.JOGO_LEADER_TICK_MS;
    else process.env.JOGO_LEADER_TICK_MS = saved;
  });

  it('waits after the commit, and a report counts it (it rolls first)', async () => {
    await start(3_600_000); // no tick of the leader task in this test
    await settledRound(app.db, ids.p1!, 1_000, 0, at('10:00'));
    await settledRound(app.db, ids.p1!, 500, 2_000, at('11:00'));
    expect(await waiting()).toBe(2);
    expect(await kept()).toBe(0);
    const token = await sessionFor(app, 'a1');
    expect(await overview(token)).toMatchObject({ totalBet: 15, activeMembers: 1 });
    expect(await waiting()).toBe(0);
    expect(await kept()).toBe(2);
    // two rolls at once count each bet once (PostgreSQL: one at a time under its lock; SQLite: one writer)
    await settledRound(app.db, ids.p1!, 300, 0, at('12:00'));
    expect((await Promise.all([rollPlay(app.db), rollPlay(app.db)])).sort()).toEqual([0, 1]);
    expect(await kept()).toBe(3);
  });

  it('a change of zone counts a waiting bet once', async () => {
    await start(3_600_000);
    await settledRound(app.db, ids.p1!, 1_000, 0, at('22:30')); // the 11th in Lisbon (UTC)
    expect(await waiting()).toBe(1);
    await setSiteZone(app.db, 'jogo', 'Europe/Lisbon');
    expect(await waiting()).toBe(0); // in the rebuild from the bets
    await rollPlay(app.db);
    expect(await kept()).toBe(0);
    expect(
      (await app.db.get<{ n: number }>(
        "SELECT COALESCE(SUM(bets), 0) AS n FROM team_day WHERE agent_id = ? AND day = '2027-03-11'",
        ids.a1!,
      ))!.n,
    ).toBe(1);
  });

  it('the leader task rolls without a reader', async () => {
    await start(50);
    await settledRound(app.db, ids.p1!, 1_000, 0, at('10:00'));
    // wait for the condition, not for a time: the task's next ticks roll it
    for (let i = 0; i < 400 && (await waiting()) > 0; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await waiting()).toBe(0);
    expect(await kept()).toBe(1);
  });
});
