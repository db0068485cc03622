import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, sessionFor } from '../../support/g2';
import { armFailpoint, checkLedger, disarmFailpoints, move } from '../../../src/domain/ledger/ledger';
import { drawPendingTickets, placePendingTicket } from '../../../src/domain/agent/draw-pending';
import { checkDailyFigures, rollPlay } from '../../../src/db/daily-figures';
import { agentRange, playByMember, playOf } from '../../../src/domain/agent/play';
import { settleBet } from '../../../src/domain/play/games/bets';
import { addMember } from '../../support/agent-team';
import { cancelBet } from '../../../src/domain/play/records/records';
import { fixClock, setSiteZone } from '../../../src/domain/site/clock';

/**
 * The daily figures of the agent reports (migrations 190 and 191): kept by triggers in the transaction
 * of every bet and ledger row, so a settle that fails leaves neither; a cancelled ticket is nowhere; a lottery
 * ticket is play of its draw day in the site's zone; the figures equal what the rows say (the backfill's
 * computation, `checkDailyFigures`) and what the bets give when read directly (`playOf` of instants). A team of
 * its own (agents a1 > a2, players p1 under a2, p2 under a1), in March 2027, on either engine.
 */

const DAY = '2027-03-10';

describe('daily figures of the agent reports', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const ids: Record<string, number> = {};
  let token: string;

  const member = (username: string, type: number, parent: string | null) =>
    addMember(app.db, ids, username, type, parent, 1_000_000);

  const bet = (who: string, amount: number, payout: number, t: string) =>
    settleBet(app.db, {
      memberId: ids[who]!,
      nodeId: null,
      gameCode: 'DICE',
      gameType: 'INHOUSE',
      vassalage: 'JOGO',
      amount,
      payout,
      now: Date.parse(t),
    });

  const get = async (path: string) => (await call(app, 'GET', path, { token })).json().value;
  const overview = (from = DAY, to = DAY) => get(`/wps/agent/team/overview?startDate=${from}&endDate=${to}`);
  /** the figures a settle touches, as stored */
  const stored = async () => {
    await rollPlay(app.db); // what a reader on the primary does first (db/daily-figures/roll.ts)
    return await app.db.all(
      `SELECT 'team' AS t, day, bets, stake, payout, active FROM team_day WHERE agent_id = ?
       UNION ALL SELECT 'member', day, bets, stake, payout, 0 FROM member_day WHERE member_id = ?
       ORDER BY 1, 2`,
      ids.a1!,
      ids.p1!,
    );
  };

  beforeEach(async () => {
    ({ app, close } = await build());
    fixClock(app.db, () => Date.parse('2027-03-12T12:00:00-03:00'));
    await app.db.run("UPDATE agent_contract SET status = 'CLOSED'");
    await member('a1', 1, null);
    await member('a2', 2, 'a1');
    await member('p1', 0, 'a2');
    await member('p2', 0, 'a1');
    token = await sessionFor(app, 'a1');
  });
  afterEach(async () => {
    disarmFailpoints();
    expect(await checkDailyFigures(app.db)).toEqual([]);
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  it('the seeded world: every figure is what its rows say', async () => {
    expect(await checkDailyFigures(app.db)).toEqual([]);
    expect(
      await app.db.get(
        'SELECT COUNT(*) AS n FROM member_ancestor WHERE ancestor_id = ? AND depth > 0',
        ids.a1!,
      ),
    ).toEqual({ n: 3 });
  });

  it('a settle that fails after its bet is written leaves no figure (one transaction)', async () => {
    await app.db.transaction(() => bet('p1', 1_000, 0, `${DAY}T10:00:00-03:00`));
    const before = await stored();
    expect(before).toContainEqual({ t: 'team', day: DAY, bets: 1, stake: 1_000, payout: 0, active: 1 });
    await expect(
      app.db.transaction(async () => {
        await bet('p1', 2_000, 5_000, `${DAY}T11:00:00-03:00`);
        throw new Error('the settle fails after the bet row');
      }),
    ).rejects.toThrow('the settle fails');
    expect(await stored()).toEqual(before);
    expect(await overview()).toMatchObject({ totalBet: 10, totalWinLoss: -10, activeMembers: 1 });
  });

  it('an in-house round that fails after its bet (failpoint) leaves no figure', async () => {
    const player = await sessionFor(app, 'demo_player');
    const snap = async () => {
      await rollPlay(app.db);
      return await app.db.all('SELECT * FROM member_day ORDER BY member_id, day');
    };
    const before = await snap();
    armFailpoint('inhouse.after_bet');
    const r = await call(app, 'POST', '/wps/inhouse/play', {
      token: player,
      body: { gameCode: 'DICE', amount: 2, target: 50, direction: 'under' },
    });
    expect(r.statusCode).toBe(500);
    expect(await snap()).toEqual(before);
  });

  it('a cancelled lottery ticket is never play; a pending one is a pending stake only', async () => {
    fixClock(app.db, () => Date.parse(`${DAY}T10:00:00-03:00`));
    const betId = await placePendingTicket(app.db, ids.p1!, 3_000);
    expect(await overview()).toMatchObject({ totalBet: 0, pendingBet: 30, activeMembers: 0 });
    await cancelBet(app.db, ids.p1!, betId);
    expect(await overview()).toMatchObject({ totalBet: 0, pendingBet: 0, activeMembers: 0 });
    expect(
      await get(`/wps/agent/team/bets?startDate=${DAY}&endDate=${DAY}&pageNo=1&pageSize=20`),
    ).toMatchObject({
      totalCount: 0,
      totalBet: 0,
      pendingBet: 0,
    });
    await rollPlay(app.db);
    expect(await app.db.get('SELECT COUNT(*) AS n FROM play_day WHERE member_id = ?', ids.p1!)).toEqual({
      n: 0,
    });
  });

  it('a lottery ticket is play of its draw day in the site zone (Asia/Kolkata), not of the day it was bought', async () => {
    await setSiteZone(app.db, 'jogo', 'Asia/Kolkata');
    // bought on the 10th at 20:00 in Kolkata (14:30 UTC), drawn on the 11th at 00:30 in Kolkata (the 10th in UTC)
    fixClock(app.db, () => Date.parse(`${DAY}T20:00:00+05:30`));
    await placePendingTicket(app.db, ids.p1!, 2_000);
    fixClock(app.db, () => Date.parse('2027-03-11T00:30:00+05:30'));
    await drawPendingTickets(app.db, 'WIN', ids.p1);
    const o = await overview(DAY, '2027-03-11');
    expect(o.series).toEqual([
      expect.objectContaining({ date: DAY, bet: 0, winLoss: 0, activeMembers: 0 }),
      expect.objectContaining({ date: '2027-03-11', bet: 20, winLoss: 40, activeMembers: 1 }),
    ]);
    await rollPlay(app.db);
    expect(await app.db.get('SELECT day FROM play_day WHERE member_id = ?', ids.p1!)).toEqual({
      day: '2027-03-11',
    });
  });

  it('the kept figures equal the rows read directly, and a change of zone counts them again', async () => {
    await bet('p1', 1_000, 0, `${DAY}T00:30:00-03:00`);
    await bet('p1', 500, 2_000, `${DAY}T23:30:00-03:00`);
    await bet('p2', 700, 0, '2027-03-11T01:00:00-03:00');
    await move(app.db, {
      memberId: ids.p2!,
      amount: -300,
      type: 'WITHDRAW',
      reference: 'w',
      now: `${DAY}T12:00:00.000Z`,
    });
    await move(app.db, {
      memberId: ids.p1!,
      amount: 150,
      type: 'BONUS',
      reference: 'b',
      now: `${DAY}T12:00:00.000Z`,
    });
    const figures = async () => {
      const range = await agentRange(app.db, ids.a1!, DAY, '2027-03-11');
      const who = { agentId: ids.a1!, ids: [ids.a2!, ids.p1!, ids.p2!] };
      const instants = { from: range.from, to: range.to };
      return {
        days: await playOf(app.db, who, range),
        rows: await playOf(app.db, who, instants),
        byMemberDays: [...(await playByMember(app.db, who, range)).entries()],
        byMemberRows: [...(await playByMember(app.db, who, instants)).entries()],
      };
    };
    const sp = await figures();
    expect(sp.days).toEqual(sp.rows);
    expect(sp.days).toEqual({ count: 3, bet: 2_200, payout: 2_000 });
    expect(sp.byMemberDays.sort()).toEqual(sp.byMemberRows.sort());
    const pnl = await get(`/wps/agent/team/pnl?startDate=${DAY}&endDate=${DAY}&pageNo=1&pageSize=20`);
    expect(pnl.content).toEqual([
      expect.objectContaining({ username: 'p1', level: 2, bet: 15, payout: 20, bonus: 1.5 }),
      expect.objectContaining({ username: 'p2', level: 1, bet: 0, withdraw: 3 }),
    ]);
    // in Lisbon (UTC) the bet at 23:30 São Paulo is the 11th's: counted again from the rows, in the same figures
    await setSiteZone(app.db, 'jogo', 'Europe/Lisbon');
    expect(await checkDailyFigures(app.db)).toEqual([]);
    const lisbon = await figures();
    expect(lisbon.days).toEqual(lisbon.rows);
    expect((await overview(DAY, '2027-03-11')).series.map((p: { bet: number }) => p.bet)).toEqual([10, 12]);
    await setSiteZone(app.db, 'jogo', 'America/Sao_Paulo');
    expect((await overview(DAY, '2027-03-11')).series.map((p: { bet: number }) => p.bet)).toEqual([15, 7]);
  });

  it('user loss (team_member_day) is what the bets and the ledger say per member: the team, each level, the CSV, after a zone change and a bet that leaves SETTLED', async () => {
    await bet('p1', 1_000, 0, `${DAY}T00:30:00-03:00`);
    await bet('p1', 500, 2_000, `${DAY}T23:30:00-03:00`);
    await bet('p2', 700, 0, '2027-03-11T01:00:00-03:00');
    await bet('a2', 300, 600, `${DAY}T12:00:00-03:00`);
    const money = (who: string, amount: number, type: 'DEPOSIT' | 'WITHDRAW' | 'BONUS', now: string) =>
      move(app.db, { memberId: ids[who]!, amount, type, reference: `${who}-${type}`, now });
    await money('p2', -300, 'WITHDRAW', `${DAY}T12:00:00.000Z`);
    await money('p1', 150, 'BONUS', `${DAY}T12:00:00.000Z`);
    // 23:30 on the 10th in São Paulo, the 11th in Lisbon
    await money('a2', 5_000, 'DEPOSIT', '2027-03-11T02:30:00.000Z');
    fixClock(app.db, () => Date.parse(`${DAY}T10:00:00-03:00`));
    await placePendingTicket(app.db, ids.p2!, 400);
    fixClock(app.db, () => Date.parse('2027-03-12T12:00:00-03:00'));

    const level = { a2: 1, p1: 2, p2: 1 } as Record<string, number>;
    /** user loss of each member as the rows say (bets by settle time, ledger rows, pending stakes by placing time) */
    const fromRows = async (first: string, last: string, onlyLevel?: number) => {
      const { from, to } = await agentRange(app.db, ids.a1!, first, last);
      const sum = async (sql: string) =>
        new Map(((await app.db.all(sql, from, to)) as { id: number; v: number }[]).map((r) => [r.id, r.v]));
      const settled = `status = 'SETTLED' AND COALESCE(settled_at, created_at) >= ? AND COALESCE(settled_at, created_at) < ?`;
      const [bets, payouts, pending] = await Promise.all([
        sum(`SELECT member_id AS id, SUM(amount) AS v FROM bet WHERE ${settled} GROUP BY member_id`),
        sum(`SELECT member_id AS id, SUM(payout) AS v FROM bet WHERE ${settled} GROUP BY member_id`),
        sum(
          `SELECT member_id AS id, SUM(amount) AS v FROM bet WHERE status = 'PENDING' AND created_at >= ? AND created_at < ? GROUP BY member_id`,
        ),
      ]);
      const ledger = async (types: string, sign: number) =>
        sum(
          `SELECT member_id AS id, ${sign} * SUM(amount) AS v FROM ledger WHERE type IN (${types}) AND created_at >= ? AND created_at < ? GROUP BY member_id`,
        );
      const [dep, wd, bonus] = await Promise.all([
        ledger("'DEPOSIT'", 1),
        ledger("'WITHDRAW'", -1),
        ledger("'BONUS', 'REBATE'", 1),
      ]);
      return ['a2', 'p1', 'p2']
        .filter((u) => onlyLevel === undefined || level[u] === onlyLevel)
        .map((u) => {
          const id = ids[u]!;
          const r = {
            username: u,
            level: level[u]!,
            deposit: (dep.get(id) ?? 0) / 100,
            withdraw: (wd.get(id) ?? 0) / 100,
            bet: (bets.get(id) ?? 0) / 100,
            payout: (payouts.get(id) ?? 0) / 100,
            winLoss: ((payouts.get(id) ?? 0) - (bets.get(id) ?? 0)) / 100,
            bonus: (bonus.get(id) ?? 0) / 100,
            pending: (pending.get(id) ?? 0) / 100,
          };
          return r.deposit || r.withdraw || r.bet || r.bonus || r.pending ? r : null;
        })
        .filter((r) => r !== null)
        .sort((x, y) => ids[x.username]! - ids[y.username]!);
    };
    const report = async (first: string, last: string, onlyLevel?: number) => {
      const v = await get(
        `/wps/agent/team/pnl?startDate=${first}&endDate=${last}&pageNo=1&pageSize=50${onlyLevel ? `&level=${onlyLevel}` : ''}`,
      );
      return v.content.map(({ memberId: _, ...r }: { memberId: number }) => r);
    };
    const csv = async (first: string, last: string) => {
      const t = await call(app, 'POST', '/wps/agent/export', {
        token,
        body: { report: 'pnl', filters: { startDate: first, endDate: last } },
        headers: { language: 'EN' },
      });
      const file = await app.inject({ method: 'GET', url: t.json().value.url });
      return file.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(','));
    };
    const same = async () => {
      for (const [first, last] of [
        [DAY, DAY],
        [DAY, '2027-03-11'],
        ['2027-03-11', '2027-03-11'],
      ] as const) {
        const rows = await fromRows(first, last);
        expect(await report(first, last)).toEqual(rows);
        for (const l of [1, 2]) expect(await report(first, last, l)).toEqual(await fromRows(first, last, l));
        expect(await csv(first, last)).toEqual(
          rows.map((r) => [
            r.username,
            String(r.level),
            ...[r.deposit, r.withdraw, r.bet, r.payout, r.winLoss, r.bonus, r.pending].map((x) =>
              x.toFixed(2),
            ),
          ]),
        );
      }
    };
    await same();
    expect(await report(DAY, DAY)).toEqual([
      expect.objectContaining({ username: 'a2', level: 1, bet: 3, payout: 6, deposit: 50 }),
      expect.objectContaining({ username: 'p1', level: 2, bet: 15, payout: 20, bonus: 1.5 }),
      expect.objectContaining({ username: 'p2', level: 1, bet: 0, withdraw: 3, pending: 4 }),
    ]);
    // an operator's correction: a settled bet leaves SETTLED, and leaves its member's day in every agent's rows
    await app.db.run("UPDATE bet SET status = 'CANCELLED' WHERE member_id = ? AND amount = 500", ids.p1!);
    await same();
    // in Lisbon the deposit at 23:30 São Paulo is the 11th's: play and money counted again, in every agent's rows
    await setSiteZone(app.db, 'jogo', 'Europe/Lisbon');
    await same();
    expect(await report('2027-03-11', '2027-03-11')).toContainEqual(
      expect.objectContaining({ username: 'a2', deposit: 50 }),
    );
  });

  it('an upline never changes: member_ancestor is the team', async () => {
    // the driver's error (better-sqlite3, pg) is matched by its text
    const refused = await app.db.run('UPDATE member SET parent_id = ? WHERE id = ?', ids.a1!, ids.p1!).then(
      () => 'changed',
      (e: unknown) => String(e),
    );
    expect(refused).toMatch(/parent_id never changes/);
    expect(await get('/wps/agent/team/overview')).toMatchObject({
      teamSize: 3,
      directCount: 2,
      agentCount: 1,
      levels: [
        { level: 1, count: 2 },
        { level: 2, count: 1 },
      ],
    });
  });
});
