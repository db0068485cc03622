import type { FastifyInstance } from 'fastify';
import { parse } from 'csv-parse/sync';
import { build, ENGINE } from '../../helper';
import { call, count, mainBalance, sessionFor } from '../../support/g2';
import { checkLedger } from '../../../src/domain/ledger/ledger';
import { move } from '../../../src/domain/ledger/ledger';
import { KINDS, settleAll, settleContracts } from '../../../src/domain/agent/contracts';
import { drawPendingTickets } from '../../../src/domain/agent/draw-pending';
import { addMember, settledRound } from '../../support/agent-team';
import { fixClock } from '../../../src/domain/site/clock';
import type { ContractKind } from '@jogo/shared/api';

/**
 * Agent pay on either engine (SQLite, or PostgreSQL under DATABASE_URL): one definition of a period's
 * play in every report and export, salaries and dividends on settled play only (by settle time), the difference
 * model along a chain, a negative dividend period carried forward, nothing paid twice, even by settlements and
 * claims at once. A team of its own (agents a1 > a2 > a3, players p1 under a3 and p2 under a1), in March 2027,
 * so no seeded history is in the way. Times are São Paulo's (UTC-3).
 */

const local = (s: string) => Date.parse(`${s}-03:00`);
const DAY = '2027-03-10';

describe('agent pay', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const ids: Record<string, number> = {};
  let token: string;

  const member = (username: string, type: number, parent: string | null) =>
    addMember(app.db, ids, username, type, parent, 1_000_000);

  /** a signed contract from `from` (null: the house) to `to` at `pct` %, settled until `since` */
  async function sign(
    kind: ContractKind,
    from: string | null,
    to: string,
    pct: number,
    since: number,
    period?: string,
  ) {
    const at = new Date(since).toISOString();
    await app.db.run(
      `INSERT INTO agent_contract (kind, from_member_id, to_member_id, rate_bp, status, created_at, signed_at, settled_until, period)
         VALUES (?, ?, ?, ?, 'SIGNED', ?, ?, ?, ?)`,
      kind,
      from ? ids[from]! : null,
      ids[to]!,
      Math.round(pct * 100),
      at,
      at,
      at,
      period ?? null,
    );
  }

  /** a settled bet (instant round) of `amount` centavos at `t` */
  const bet = (who: string, amount: number, payout: number, t: number) =>
    settledRound(app.db, ids[who]!, amount, payout, t);

  /** a lottery ticket placed at `t`, pending or cancelled */
  async function ticket(who: string, amount: number, t: number, status: 'PENDING' | 'CANCELLED') {
    const at = new Date(t).toISOString();
    await app.db.transaction(async () => {
      await move(app.db, { memberId: ids[who]!, amount: -amount, type: 'BET', reference: 'LOTT', now: at });
      const r = await app.db.insert(
        `INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at, status, settled_at, draw_no)
           VALUES (?, NULL, 'LOTT_TEST', 'LOTT', 'LOTT', ?, 0, ?, ?, ?, '20270311')`,
        ids[who]!,
        amount,
        at,
        status,
        status === 'CANCELLED' ? at : null,
      );
      if (status === 'CANCELLED')
        await move(app.db, {
          memberId: ids[who]!,
          amount,
          type: 'BET_CANCEL',
          reference: `bet:${r}`,
          now: at,
        });
    });
  }

  beforeEach(async () => {
    ({ app, close } = await build());
    fixClock(app.db, () => local('2027-03-01T00:00:00'));
    // the seeded world's contracts and tickets stay out of the way
    await app.db.run("UPDATE agent_contract SET status = 'CLOSED'");
    await app.db.run("UPDATE bet SET status = 'CANCELLED' WHERE status = 'PENDING'");
    await member('a1', 1, null);
    await member('a2', 2, 'a1');
    await member('a3', 41, 'a2');
    await member('p1', 0, 'a3');
    await member('p2', 0, 'a1');
    token = await sessionFor(app, 'a1');
  });
  afterEach(async () => {
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  const get = async (path: string) => (await call(app, 'GET', path, { token })).json().value;
  const csv = async (report: string, filters: Record<string, string>) => {
    const t = (await call(app, 'POST', '/wps/agent/export', { token, body: { report, filters } })).json()
      .value;
    const body = (await app.inject({ method: 'GET', url: t.url })).body.replace(/^\uFEFF/, '');
    return parse(body, { columns: true, delimiter: ',' }) as Record<string, string>[];
  };
  const sum = (rows: Record<string, string>[], col: string) =>
    Math.round(rows.reduce((s, r) => s + Number(r[col]), 0) * 100) / 100;

  it('every report and export gives the same figures for the same period: settled by settle time, pending apart, cancelled nowhere', async () => {
    await sign('DAILY', null, 'a1', 1, local('2027-03-09T00:00:00'));
    // the 9th: a ticket bought at 20:00 that settles (loses) on the 10th at 09:00 — play of the 10th
    await ticket('p1', 2_000, local('2027-03-09T20:00:00'), 'PENDING');
    fixClock(app.db, () => local(`${DAY}T09:00:00`));
    expect(await drawPendingTickets(app.db, 'LOSE')).toHaveLength(1);
    // the 10th: settled rounds (one at 23:30 local, already the 11th in UTC), a pending and a cancelled ticket
    await bet('p1', 10_000, 0, local(`${DAY}T10:00:00`));
    await ticket('p1', 5_000, local(`${DAY}T11:00:00`), 'PENDING');
    await ticket('p1', 3_000, local(`${DAY}T12:00:00`), 'CANCELLED');
    await bet('p2', 4_000, 6_000, local(`${DAY}T13:00:00`));
    await bet('p1', 1_000, 0, local(`${DAY}T23:30:00`));
    fixClock(app.db, () => local('2027-03-11T00:10:00'));

    const range = `startDate=${DAY}&endDate=${DAY}`;
    const overview = await get(`/wps/agent/team/overview?${range}`);
    const bets = await get(`/wps/agent/team/bets?${range}`);
    const pnl = await get(`/wps/agent/team/pnl?${range}`);
    // settled play of the 10th: p1 20 + 100 + 10, p2 40 (won 60); pending 50; the cancelled 30 nowhere
    const play = { bet: 170, winLoss: -110, pending: 50 };
    expect(overview).toMatchObject({
      totalBet: play.bet,
      totalWinLoss: play.winLoss,
      pendingBet: play.pending,
      activeMembers: 2,
    });
    expect(overview.series).toEqual([
      expect.objectContaining({ date: DAY, bet: play.bet, winLoss: play.winLoss }),
    ]);
    expect(bets).toMatchObject({
      totalBet: play.bet,
      totalWinLoss: play.winLoss,
      pendingBet: play.pending,
      totalCount: 4,
    });
    expect(bets.content.map((b: { gameCode: string }) => b.gameCode)).not.toContain('LOTT_TEST_PENDING');
    expect(pnl.totals).toMatchObject({ bet: play.bet, winLoss: play.winLoss, pending: play.pending });
    // the 9th has no play (the ticket was bought then, but settled on the 10th)
    const ninth = await get('/wps/agent/team/overview?startDate=2027-03-09&endDate=2027-03-09');
    // its pending card is what is outstanding now, whatever the range: the 10th's ticket of R$ 50
    expect(ninth).toMatchObject({ totalBet: 0, activeMembers: 0, pendingBet: play.pending });
    // the exports hold the same figures
    const betRows = await csv('bets', { startDate: DAY, endDate: DAY });
    expect(betRows).toHaveLength(4);
    expect(sum(betRows, 'Bet')).toBe(play.bet);
    expect(sum(betRows, 'Win/Loss')).toBe(play.winLoss);
    const pnlRows = await csv('pnl', { startDate: DAY, endDate: DAY });
    expect(sum(pnlRows, 'Bets')).toBe(play.bet);
    expect(sum(pnlRows, 'Win/Loss')).toBe(play.winLoss);
    expect(sum(pnlRows, 'Pending stakes')).toBe(play.pending);
    // team management: the members' settled stakes (all time) and their pending stakes apart
    const team = await get('/wps/agent/downline?pageSize=50');
    const p1 = team.content.find((m: { username: string }) => m.username === 'p1');
    expect(p1).toMatchObject({ totalBet: 130, pendingBet: 50 });
    // the settlement of the 10th reads the same play; my income and its export show that statement
    await settleContracts(app.db, 'DAILY');
    // dated by its period (the 10th), not by the settlement just after midnight
    expect((await get('/wps/agent/income?startDate=2027-03-11&endDate=2027-03-11')).content).toEqual([]);
    const income = await get(`/wps/agent/income?startDate=${DAY}&endDate=${DAY}`);
    expect(income.series).toEqual([expect.objectContaining({ date: DAY, DAILY: 1.7 })]);
    expect(income.content).toEqual([
      expect.objectContaining({
        kind: 'DAILY',
        betAmount: play.bet,
        baseAmount: play.bet,
        rate: 1,
        amount: 1.7,
        memberCount: 2,
      }),
    ]);
    expect(income.content[0].periodStart).toBe(new Date(local(`${DAY}T00:00:00`)).toISOString());
    const statement = await get(`/wps/agent/income/statement?id=${income.content[0].id}`);
    expect(
      statement.members.map((m: { username: string; betAmount: number }) => [m.username, m.betAmount]),
    ).toEqual([
      ['p1', 130],
      ['p2', 40],
    ]);
    const stRows = await csv('statements', { startDate: DAY, endDate: DAY });
    expect(stRows).toEqual([
      expect.objectContaining({ Kind: 'Daily wages', Bets: '170.00', Amount: '1.70', Members: 'p1 p2' }),
    ]);
  });

  it.each(KINDS)(
    'the difference model for %s: a chain of 20, 15 and 5 %% pays 5, 10 and 5 %% of the deepest players base',
    async (kind) => {
      const since = local('2027-03-01T00:00:00');
      const period = kind === 'DIVIDEND' ? 'DAILY' : undefined;
      await sign(kind, null, 'a1', 20, since, period);
      await sign(kind, 'a1', 'a2', 15, since, period);
      await sign(kind, 'a2', 'a3', 5, since, period);
      const t = local('2027-03-02T10:01:00');
      await bet('p1', 100_000, 0, t);
      fixClock(app.db, () => local('2027-03-03T00:00:00'));
      const before = {
        a1: await mainBalance(app, ids.a1!),
        a2: await mainBalance(app, ids.a2!),
        a3: await mainBalance(app, ids.a3!),
      };
      const paid = await settleContracts(app.db, kind);
      const of = async (who: string) => {
        let sum = 0;
        for (const p of paid) {
          const mine = await count(
            app,
            'SELECT COUNT(*) AS n FROM agent_contract WHERE id = ? AND to_member_id = ?',
            p.contractId,
            ids[who]!,
          );
          if (p.amount > 0 && mine === 1) sum += p.amount;
        }
        return sum;
      };
      // R$ 1.000 of the deepest player's base: 5 %, 10 %, 5 %; 20 % in all
      expect([await of('a1'), await of('a2'), await of('a3')]).toEqual([5_000, 10_000, 5_000]);
      if (kind === 'DIVIDEND') {
        // dividends wait for the claim; salaries are in the wallet
        expect(await mainBalance(app, ids.a1!)).toBe(before.a1);
      } else {
        expect((await mainBalance(app, ids.a1!)) - before.a1).toBe(5_000);
        expect((await mainBalance(app, ids.a2!)) - before.a2).toBe(10_000);
        expect((await mainBalance(app, ids.a3!)) - before.a3).toBe(5_000);
      }
      // the upline's statement names the downline's part
      const rec = await app.db.get(
        'SELECT gross, downline_amount, amount FROM contract_record WHERE member_id = ? AND kind = ?',
        ids.a1!,
        kind,
      );
      expect(rec).toEqual({ gross: 20_000, downline_amount: 15_000, amount: 5_000 });
      // a re-run pays nothing twice
      expect(await settleContracts(app.db, kind)).toEqual([]);
    },
  );

  it('a pending ticket earns nothing; when it later wins the next statement shows it, and a negative dividend period is carried forward', async () => {
    const since = local('2027-03-01T00:00:00');
    await sign('DIVIDEND', null, 'a1', 20, since, 'DAILY');
    await sign('DAILY', null, 'a1', 1, since);
    // the 2nd: a ticket of R$ 100 (pending) and a lost round of R$ 50
    await ticket('p2', 10_000, local('2027-03-02T10:00:00'), 'PENDING');
    await bet('p2', 5_000, 0, local('2027-03-02T11:00:00'));
    fixClock(app.db, () => local('2027-03-03T00:05:00'));
    await settleContracts(app.db, 'DIVIDEND');
    await settleContracts(app.db, 'DAILY');
    const rows = async () =>
      (await app.db.all(
        'SELECT kind, period_start, bet_amount, payout_amount, base_amount, carry_in, amount FROM contract_record WHERE member_id = ? ORDER BY period_start, kind',
        ids.a1!,
      )) as {
        kind: string;
        bet_amount: number;
        payout_amount: number;
        base_amount: number;
        carry_in: number;
        amount: number;
      }[];
    // the pending stake is no base: only the R$ 50 round
    expect(await rows()).toEqual([
      expect.objectContaining({ kind: 'DAILY', bet_amount: 5_000, amount: 50 }),
      expect.objectContaining({ kind: 'DIVIDEND', bet_amount: 5_000, base_amount: 5_000, amount: 1_000 }),
    ]);
    // the 3rd at 10:00 the ticket wins R$ 300: the 3rd's play (stake 100, payout 300: the players won 200)
    fixClock(app.db, () => local('2027-03-03T10:00:00'));
    await drawPendingTickets(app.db, 'WIN');
    // the 4th: a lost round of R$ 500
    await bet('p2', 50_000, 0, local('2027-03-04T12:00:00'));
    fixClock(app.db, () => local('2027-03-05T00:05:00'));
    await settleContracts(app.db, 'DIVIDEND');
    await settleContracts(app.db, 'DAILY');
    const after = await rows();
    expect(after.filter((r) => r.kind === 'DAILY').map((r) => [r.bet_amount, r.amount])).toEqual([
      [5_000, 50],
      [10_000, 100],
      [50_000, 500],
    ]);
    // dividend: the 3rd is -200, paid nothing and carried; the 4th is 500 - 200 = 300 at 20 %
    expect(
      after.filter((r) => r.kind === 'DIVIDEND').map((r) => [r.base_amount, r.carry_in, r.amount]),
    ).toEqual([
      [5_000, 0, 1_000],
      [-20_000, 0, 0],
      [50_000, -20_000, 6_000],
    ]);
    // nothing twice: a re-run of every kind writes nothing
    for (const k of KINDS) expect(await settleContracts(app.db, k)).toEqual([]);
  });

  it('four settlements at once and ten claims at once pay each period once', async () => {
    const since = local('2027-03-01T00:00:00');
    await sign('DAILY', null, 'a1', 1, since);
    await sign('DIVIDEND', null, 'a1', 20, since, 'DAILY');
    for (const d of ['02', '03', '04']) await bet('p2', 10_000, 0, local(`2027-03-${d}T10:00:00`));
    fixClock(app.db, () => local('2027-03-05T00:05:00'));
    const before = await mainBalance(app, ids.a1!);
    // the timer and the development control at once (or the timers of several processes): on PostgreSQL each
    // run's transactions take their own connection of the pool and really overlap
    const written = await Promise.all([1, 2, 3, 4].map(async () => await settleAll(app.db)));
    // three days of each kind: six statements, each written by exactly one of the four runs
    expect(written.reduce((a, b) => a + b, 0)).toBe(6);
    expect(await count(app, 'SELECT COUNT(*) AS n FROM contract_record WHERE member_id = ?', ids.a1!)).toBe(
      6,
    );
    // the daily salary (1 % of R$ 100 a day) is in the wallet once per day
    expect((await mainBalance(app, ids.a1!)) - before).toBe(300);
    // the dividends (20 % of R$ 100 a day) wait for their claim: ten claims at once pay them once
    const answers = await Promise.all(
      Array.from(
        { length: 10 },
        async () =>
          await call(app, 'POST', '/wps/relay/MCS2_processDividendReq', { token, body: { action: 'claim' } }),
      ),
    );
    const claimed = answers.map((a) => a.json()).filter((a) => a.success);
    expect(claimed.map((a) => a.value.claimed)).toEqual([60]);
    expect(answers.filter((a) => a.json().errorCode === 'contract.nothing_to_claim')).toHaveLength(9);
    expect((await mainBalance(app, ids.a1!)) - before).toBe(300 + 6_000);
  });

  it('a settlement whose snapshot predates another one paying the same period pays nothing twice', async () => {
    // a daily dividend settled until the start of the 2nd, the day played: both settlements go straight to it
    await sign('DIVIDEND', null, 'a1', 20, local('2027-03-02T00:00:00'), 'DAILY');
    await bet('p2', 10_000, 0, local('2027-03-02T10:00:00'));
    fixClock(app.db, () => local('2027-03-03T00:05:00'));
    // a dividend waits for its claim: nothing reaches the wallet here
    const before = await mainBalance(app, ids.a1!);
    const gate = () => {
      let open!: () => void;
      return { opened: new Promise<void>((r) => (open = r)), open: () => open() };
    };
    // the first settlement pays the 2nd and keeps its transaction open
    const first = gate();
    let paid = false;
    const one = app.db.transaction(async () => {
      const p = await settleContracts(app.db, 'DIVIDEND');
      paid = true;
      await first.opened;
      return p;
    });
    while (!paid) await new Promise((r) => setImmediate(r));
    // a second one (another process, the development control) reads before the first commits and settles after:
    // PostgreSQL, its own connection and snapshot; SQLite, it waits for the connection the first one holds
    const second = gate();
    let read = false;
    const two = app.db.transaction(async () => {
      await app.db.get('SELECT settled_until FROM agent_contract WHERE to_member_id = ?', ids.a1!);
      read = true;
      await second.opened;
      return await settleContracts(app.db, 'DIVIDEND');
    });
    if (ENGINE === 'postgres') while (!read) await new Promise((r) => setImmediate(r));
    first.open();
    expect((await one).map((p) => p.amount)).toEqual([2_000]);
    second.open();
    expect(await two).toEqual([]);
    expect(await count(app, 'SELECT COUNT(*) AS n FROM contract_record WHERE member_id = ?', ids.a1!)).toBe(
      1,
    );
    expect(await mainBalance(app, ids.a1!)).toBe(before);
  });

  it('draws pending tickets once: the development control', async () => {
    await ticket('p1', 2_000, local('2027-03-02T10:00:00'), 'PENDING');
    fixClock(app.db, () => local('2027-03-02T12:00:00'));
    const before = await mainBalance(app, ids.p1!);
    // a username is required: the control never draws every member's tickets
    const all = await call(app, 'POST', '/__dev/agent/draw-pending', { body: { outcome: 'WIN' } });
    expect(all.statusCode).toBe(400);
    expect(all.json()).toMatchObject({ success: false, errorCode: 'agent.username_required' });
    const r = await call(app, 'POST', '/__dev/agent/draw-pending', {
      body: { username: 'p1', outcome: 'WIN' },
    });
    expect(r.json().value.drawn).toEqual([
      expect.objectContaining({ username: 'p1', amount: 20, payout: 60 }),
    ]);
    expect(await mainBalance(app, ids.p1!)).toBe(before + 6_000);
    expect(
      (await call(app, 'POST', '/__dev/agent/draw-pending', { body: { username: 'p1' } })).json().value.drawn,
    ).toEqual([]);
    expect(
      await count(app, "SELECT COUNT(*) AS n FROM bet WHERE status = 'PENDING' AND member_id = ?", ids.p1!),
    ).toBe(0);
  });
  it('places a pending ticket for one member and draws only that member tickets (development controls)', async () => {
    fixClock(app.db, () => local('2027-03-02T12:00:00'));
    await ticket('p2', 1_000, local('2027-03-02T10:00:00'), 'PENDING');
    const before = await mainBalance(app, ids.p1!);
    const placed = await call(app, 'POST', '/__dev/agent/pending-ticket', {
      body: { username: 'p1', amount: 12.34 },
    });
    expect(placed.statusCode).toBe(200);
    expect(await mainBalance(app, ids.p1!)).toBe(before - 1_234);
    const bets = await get('/wps/agent/team/bets?username=p1&startDate=2027-03-02&endDate=2027-03-02');
    expect(bets).toMatchObject({ totalCount: 0, pendingBet: 12.34 });
    const drawn = (
      await call(app, 'POST', '/__dev/agent/draw-pending', { body: { username: 'p1', outcome: 'WIN' } })
    ).json().value.drawn;
    expect(drawn).toEqual([expect.objectContaining({ username: 'p1', amount: 12.34, payout: 37.02 })]);
    const after = await get('/wps/agent/team/bets?username=p1&startDate=2027-03-02&endDate=2027-03-02');
    expect(after).toMatchObject({ totalCount: 1, pendingBet: 0, totalBet: 12.34, totalWinLoss: 24.68 });
    // p2's ticket is still pending
    expect(
      await count(app, "SELECT COUNT(*) AS n FROM bet WHERE status = 'PENDING' AND member_id = ?", ids.p2!),
    ).toBe(1);
  });

  it('the seeded contracts hold a statement for every period their team played in, up to the seed time', async () => {
    const contracts = (await app.db.all(
      "SELECT id, kind, to_member_id, signed_at FROM agent_contract WHERE kind IN ('REALTIME', 'HOURLY') AND from_member_id IS NULL",
    )) as { id: number; kind: string; to_member_id: number; signed_at: string }[];
    expect(contracts.length).toBeGreaterThan(0);
    for (const c of contracts) {
      const step = c.kind === 'REALTIME' ? 300_000 : 3_600_000;
      const team = (
        (await app.db.all(
          'WITH RECURSIVE t(id) AS (SELECT id FROM member WHERE parent_id = ? UNION ALL SELECT m.id FROM member m JOIN t ON m.parent_id = t.id) SELECT id FROM t',
          c.to_member_id,
        )) as { id: number }[]
      ).map((r) => r.id);
      const times = (await app.db.all(
        `SELECT COALESCE(settled_at, created_at) AS t FROM bet WHERE status = 'SETTLED' AND member_id IN (${team.join(',') || -1})
           AND COALESCE(settled_at, created_at) >= ? AND COALESCE(settled_at, created_at) < '2026-11-20T12:00:00.000Z'`,
        c.signed_at,
      )) as { t: string }[];
      // São Paulo's 5-minute and hourly periods are aligned with UTC's
      const periods = new Set(times.map((r) => Math.floor(Date.parse(r.t) / step)));
      const records = await count(
        app,
        "SELECT COUNT(*) AS n FROM contract_record WHERE contract_id = ? AND period_end <= '2026-11-20T12:00:00.000Z'",
        c.id,
      );
      expect(periods.size).toBeGreaterThan(5);
      expect(records).toBe(periods.size);
    }
  });
});
