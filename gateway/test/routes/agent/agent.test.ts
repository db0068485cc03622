import type { FastifyInstance } from 'fastify';
import { build, ENGINE } from '../../helper';
import { setMarketCode } from '../../../src/domain/market/profiles';
import {
  call,
  callEncrypted,
  count,
  mainBalance,
  memberId,
  sessionFor,
  trialSession,
} from '../../support/g2';
import { armFailpoint, checkLedger, disarmFailpoints } from '../../../src/domain/ledger/ledger';
import { settleContracts } from '../../../src/domain/agent/contracts';
import { settleBet } from '../../../src/domain/play/games/bets';
import { fixClock } from '../../../src/domain/site/clock';

const RANGE = 'startDate=2026-09-01&endDate=2026-11-20';

describe('agent centre', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let demoAgent: string;
  let otherAgent: string;
  beforeEach(async () => {
    ({ app, close } = await build());
    demoAgent = await sessionFor(app, 'demo_agent');
    otherAgent = await sessionFor(app, 'other_agent');
  });
  afterEach(async () => {
    disarmFailpoints();
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  describe('authorization matrix', () => {
    const paths = [
      '/wps/agent/team/overview',
      '/wps/agent/downline',
      '/wps/agent/team/bets',
      '/wps/agent/team/pnl',
      '/wps/agent/income',
      '/wps/agent/downline/transactions',
    ];
    it('refuses guests (401), members and trial accounts (403)', async () => {
      const player = await sessionFor(app, 'demo_player');
      const trial = await trialSession(app);
      for (const p of paths) {
        expect((await call(app, 'GET', p)).statusCode).toBe(401);
        const r = await call(app, 'GET', p, { token: player });
        expect(r.statusCode).toBe(403);
        expect(r.json().errorCode).toBe('agent.only');
        expect((await call(app, 'GET', p, { token: trial })).statusCode).toBe(403);
      }
    });

    it('an agent sees only their own downline, recursively', async () => {
      const mine = (await call(app, 'GET', '/wps/agent/downline?pageSize=100', { token: demoAgent })).json()
        .value.content as { username: string; level: number }[];
      const names = mine.map((d) => d.username);
      expect(names).toEqual(
        expect.arrayContaining([
          'demo_player',
          'sub_agent',
          'sub_player1',
          'sub_sub_agent',
          'deep_player1',
          'deep_player2',
        ]),
      );
      expect(names).not.toContain('other_player');
      expect(mine.find((d) => d.username === 'deep_player1')!.level).toBe(3);
      const theirs = (await call(app, 'GET', '/wps/agent/downline?pageSize=100', { token: otherAgent }))
        .json()
        .value.content.map((d: { username: string }) => d.username);
      expect(theirs).toEqual(['other_player']);
      const sub = (
        await call(app, 'GET', '/wps/agent/downline?pageSize=100', {
          token: await sessionFor(app, 'sub_agent'),
        })
      )
        .json()
        .value.content.map((d: { username: string }) => d.username);
      expect(sub).not.toContain('demo_player');
      expect(sub).toContain('deep_player2');
    });

    it('naming a member outside the team is 403 on every filtered report', async () => {
      for (const p of [
        '/wps/agent/downline',
        '/wps/agent/team/bets',
        '/wps/agent/team/pnl',
        '/wps/agent/downline/transactions',
      ]) {
        expect(
          (await call(app, 'GET', `${p}?username=other_player`, { token: demoAgent })).json().errorCode,
        ).toBe('agent.not_downline');
        expect((await call(app, 'GET', `${p}?username=demo_player`, { token: otherAgent })).statusCode).toBe(
          403,
        );
        expect(
          (await call(app, 'GET', `${p}?username=demo_agent`, { token: await sessionFor(app, 'sub_agent') }))
            .statusCode,
        ).toBe(403);
      }
      const ok = (
        await call(app, 'GET', `/wps/agent/team/bets?username=deep_player1&${RANGE}`, { token: demoAgent })
      ).json().value;
      expect(ok.content.every((b: { username: string }) => b.username === 'deep_player1')).toBe(true);
    });
  });

  it('team betting counts settled bets only: a pending lottery ticket is no loss yet', async () => {
    const path = '/wps/agent/team/bets?username=deep_player1';
    const before = (await call(app, 'GET', path, { token: demoAgent })).json().value;
    const insert =
      'INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at, status) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?)';
    const id = await memberId(app, 'deep_player1');
    const now = new Date().toISOString();
    await app.db.run(insert, id, 'LOTT_PENDING', 'LOTT', 'LOTT', 5000, 0, now, 'PENDING');
    await app.db.run(insert, id, 'LOTT_SETTLED', 'LOTT', 'LOTT', 2000, 3000, now, 'SETTLED');
    const after = (await call(app, 'GET', path, { token: demoAgent })).json().value;
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect(Math.round(after.totalBet * 100)).toBe(Math.round(before.totalBet * 100) + 2000);
    expect(Math.round(after.totalWinLoss * 100)).toBe(Math.round(before.totalWinLoss * 100) + 1000);
    expect(after.content.map((b: { gameCode: string }) => b.gameCode)).not.toContain('LOTT_PENDING');
    expect(after.content[0]).toMatchObject({ gameCode: 'LOTT_SETTLED', betAmount: 20, payout: 30 });
  });

  it('answers the team overview, bets, profit and loss, income and transactions', async () => {
    const o = (await call(app, 'GET', `/wps/agent/team/overview?${RANGE}`, { token: demoAgent })).json()
      .value;
    expect(o.teamSize).toBe(6);
    expect(o.directCount).toBe(2);
    expect(o.levels).toEqual([
      { level: 1, count: 2 },
      { level: 2, count: 2 },
      { level: 3, count: 2 },
    ]);
    expect(o.totalBet).toBeGreaterThan(0);
    const bets = (
      await call(app, 'GET', `/wps/agent/team/bets?${RANGE}&gameType=RNG&pageSize=10`, { token: demoAgent })
    ).json().value;
    expect(bets.content.every((b: { gameType: string }) => b.gameType === 'RNG')).toBe(true);
    const pnl = (await call(app, 'GET', `/wps/agent/team/pnl?${RANGE}`, { token: demoAgent })).json().value;
    expect(pnl.content.length).toBeGreaterThan(0);
    expect(pnl.totals.bet).toBeGreaterThan(0);
    const income = (
      await call(app, 'GET', `/wps/agent/income?startDate=2026-10-15&endDate=2026-11-20`, {
        token: demoAgent,
      })
    ).json().value;
    expect(income.total).toBeGreaterThan(0);
    expect(income.byKind.DAILY).toBeGreaterThan(0);
    const tx = (
      await call(app, 'GET', `/wps/agent/downline/transactions?${RANGE}&type=DEPOSIT`, { token: demoAgent })
    ).json().value;
    expect(
      tx.content.every(
        (t: { type: string; username: string }) => t.type === 'DEPOSIT' && t.username !== 'other_player',
      ),
    ).toBe(true);
    expect(
      (
        await call(app, 'GET', '/wps/agent/team/overview?startDate=2026-01-01&endDate=2026-11-20', {
          token: demoAgent,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('in BR a player signs up in person: an agent opens sub-agent accounts only', async () => {
    const m = await callEncrypted(
      app,
      '/wps/agent/downline',
      { username: 'newbie02', password: 'Abcdef12', accountType: 'MEMBER' },
      { token: demoAgent, headers: { language: 'EN' } },
    );
    expect(m.statusCode).toBe(403);
    expect(m.json()).toMatchObject({ success: false, errorCode: 'market.downline_member_unavailable' });
    expect(m.json().message).toMatch(/affiliate link/);
    expect(await app.db.get("SELECT 1 FROM member WHERE username = 'newbie02'")).toBeUndefined();
    const a = await callEncrypted(
      app,
      '/wps/agent/downline',
      { username: 'newagent2', password: 'Abcdef12', accountType: 'AGENT' },
      { token: demoAgent },
    );
    expect(a.statusCode).toBe(200);
  });

  it('registers a downline member and a downline agent (encrypted; the OPEN market)', async () => {
    await setMarketCode(app.db, 'jogo', 'OPEN');
    const m = await callEncrypted(
      app,
      '/wps/agent/downline',
      { username: 'newbie01', password: 'Abcdef12', accountType: 'MEMBER' },
      { token: demoAgent },
    );
    expect(m.statusCode).toBe(200);
    expect(m.json().value).toMatchObject({
      username: 'newbie01',
      type: 0,
      level: 1,
      parentUsername: 'demo_agent',
    });
    const a = await callEncrypted(
      app,
      '/wps/agent/downline',
      { username: 'newagent', password: 'Abcdef12', accountType: 'AGENT' },
      { token: demoAgent },
    );
    expect(a.json().value.type).toBe(2);
    expect(
      (
        await callEncrypted(
          app,
          '/wps/agent/downline',
          { username: 'newbie01', password: 'Abcdef12', accountType: 'MEMBER' },
          { token: demoAgent },
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await callEncrypted(
          app,
          '/wps/agent/downline',
          { username: 'x', password: 'Abcdef12', accountType: 'MEMBER' },
          { token: demoAgent },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await callEncrypted(
          app,
          '/wps/agent/downline',
          { username: 'weakpw1', password: 'abcdefgh', accountType: 'MEMBER' },
          { token: demoAgent },
        )
      ).json().errorCode,
    ).toBe('agent.password_weak');
    expect(
      (
        await call(app, 'POST', '/wps/agent/downline', {
          token: demoAgent,
          body: { username: 'plain01', password: 'Abcdef12', accountType: 'MEMBER' },
        })
      ).statusCode,
    ).toBe(400);
    const list = (await call(app, 'GET', '/wps/agent/downline?level=1', { token: otherAgent }))
      .json()
      .value.content.map((d: { username: string }) => d.username);
    expect(list).not.toContain('newbie01');
  });

  it("offers, accepts and records contracts, within the offering agent's own rate", async () => {
    const daily = '/wps/relay/MCS2_processDailySalContract';
    const info = (await call(app, 'POST', daily, { token: demoAgent, body: { action: 'info' } })).json()
      .value;
    expect(info.mine.rate).toBe(1);
    expect(info.maxRate).toBe(1);
    expect(info.downlines[0].toUsername).toBe('sub_agent');
    expect(
      (
        await call(app, 'POST', daily, {
          token: demoAgent,
          body: { action: 'offer', username: 'sub_agent', rate: 5 },
        })
      ).json().errorCode,
    ).toBe('contract.rate_too_high');
    // the rate in the language's number style
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
          token: demoAgent,
          headers: { language: 'PT' },
          body: { action: 'offer', username: 'sub_agent', rate: 5 },
        })
      ).json().message,
    ).toBe('A taxa não pode exceder a sua (0,3%)');
    expect(
      (
        await call(app, 'POST', daily, {
          token: demoAgent,
          body: { action: 'offer', username: 'other_agent', rate: 0.5 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(app, 'POST', daily, {
          token: demoAgent,
          body: { action: 'offer', username: 'demo_player', rate: 0.5 },
        })
      ).json().errorCode,
    ).toBe('contract.downline_not_agent');
    expect(
      (await call(app, 'POST', daily, { token: demoAgent, body: { action: 'offer' } })).json().errorCode,
    ).toBe('contract.field_required');
    expect((await call(app, 'POST', daily, { token: demoAgent, body: { action: 'dance' } })).statusCode).toBe(
      400,
    );

    const subsub = await sessionFor(app, 'sub_sub_agent');
    const pending = (await call(app, 'POST', daily, { token: subsub, body: { action: 'info' } })).json().value
      .pending;
    expect(pending).toHaveLength(1);
    expect(
      (
        await call(app, 'POST', daily, {
          token: otherAgent,
          body: { action: 'accept', contractId: pending[0].id },
        })
      ).statusCode,
    ).toBe(404);
    const acc = (
      await call(app, 'POST', daily, { token: subsub, body: { action: 'accept', contractId: pending[0].id } })
    ).json().value;
    expect(acc.mine).toMatchObject({ status: 'SIGNED', rate: 0.5, fromUsername: 'sub_agent' });
    const flags = (await call(app, 'GET', '/wps/member/info/funds/consolidated', { token: subsub })).json()
      .value;
    expect(flags.dailysalreqtype).toBe(1);

    const rec = (await call(app, 'POST', daily, { token: demoAgent, body: { action: 'records' } })).json()
      .value.records;
    expect(rec.content.length).toBeGreaterThan(0);
    const rt = (
      await call(app, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
        token: demoAgent,
        body: { action: 'info' },
      })
    ).json().value;
    expect(rt.kind).toBe('REALTIME');
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCS2_processContractHourSalary', {
          token: demoAgent,
          body: { action: 'records' },
        })
      ).json().value.records.content.length,
    ).toBeGreaterThan(0);
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCS2_processDividendReq', {
          token: demoAgent,
          body: { action: 'info' },
        })
      ).json().value.mine.rate,
    ).toBe(20);
    expect(
      (
        await call(app, 'POST', daily, {
          token: await sessionFor(app, 'demo_player'),
          body: { action: 'info' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('an offer answered several times at once changes once: one answer wins, the others are 404', async () => {
    const daily = '/wps/relay/MCS2_processDailySalContract';
    const subsub = await sessionFor(app, 'sub_sub_agent');
    const offer = (await call(app, 'POST', daily, { token: subsub, body: { action: 'info' } })).json().value
      .pending[0];
    // hold the offer's row so that every answer has read the offer before any of them changes it
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const held = app.db.transaction(async () => {
      await app.db.run('UPDATE agent_contract SET status = status WHERE id = ?', offer.id);
      await gate;
    });
    const actions = ['accept', 'reject', 'accept', 'reject'];
    const answering = Promise.all(
      actions.map(
        async (action) =>
          await call(app, 'POST', daily, { token: subsub, body: { action, contractId: offer.id } }),
      ),
    );
    // PostgreSQL: until the four answers wait for the row; SQLite: they wait for the connection the hold takes
    const waiting = async () =>
      (
        (await app.db.get(
          "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )) as { n: number }
      ).n;
    if (ENGINE === 'postgres')
      while ((await waiting()) < actions.length) await new Promise((r) => setImmediate(r));
    release();
    await held;
    const answers = await answering;
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404]);
    const winner = actions[answers.findIndex((a) => a.statusCode === 200)];
    expect(await app.db.get('SELECT status FROM agent_contract WHERE id = ?', offer.id)).toEqual({
      status: winner === 'accept' ? 'SIGNED' : 'REJECTED',
    });
  });

  it("settles real-time salary every 5 minutes from the team's bets, once per period", async () => {
    const agentId = await memberId(app, 'demo_agent');
    const subId = await memberId(app, 'sub_agent');
    const playerId = await memberId(app, 'deep_player1');
    const now = Date.parse('2026-11-25T12:01:00Z');
    fixClock(app.db, () => now);
    await app.db.transaction(
      async () =>
        await settleBet(app.db, {
          memberId: playerId,
          nodeId: null,
          gameCode: 'DICE',
          gameType: 'INHOUSE',
          vassalage: 'JOGO',
          amount: 100_000,
          payout: 0,
          now: now - 1000,
        }),
    );
    // bring the contract to just before the bet, so this settlement covers exactly that window
    await app.db.run(
      "UPDATE agent_contract SET settled_until = ? WHERE kind = 'REALTIME' AND status = 'SIGNED'",
      new Date(now - 2000).toISOString(),
    );
    const before = await mainBalance(app, agentId);
    const subBefore = await mainBalance(app, subId);
    const at = now + 5 * 60_000;
    // the settlement never runs ahead of the gateway's real clock: a later "now" settles nothing yet
    expect(await settleContracts(app.db, 'REALTIME', at)).toEqual([]);
    fixClock(app.db, () => at);
    await settleContracts(app.db, 'REALTIME', at);
    // the difference model: demo_agent 0.3 % minus sub_agent's 0.2 % on sub_agent's team, sub_agent 0.2 %;
    // the house pays 0.3 % of R$ 1.000 once
    expect(await mainBalance(app, agentId)).toBe(before + 100);
    expect(await mainBalance(app, subId)).toBe(subBefore + 200);
    expect(await settleContracts(app.db, 'REALTIME', at)).toEqual([]);
    expect(await mainBalance(app, agentId)).toBe(before + 100);
    const rec = (
      await call(app, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
        token: demoAgent,
        body: { action: 'records' },
      })
    ).json().value.records.content;
    expect(rec[0]).toMatchObject({ amount: 1, baseAmount: 1000, rate: 0.3, gross: 3, downlineAmount: 2 });
  });

  it('rolls a failed salary settlement back', async () => {
    const T = Date.parse('2026-11-25T12:01:00Z');
    const agentId = await memberId(app, 'demo_agent');
    const snap = async () => ({
      b: await mainBalance(app, agentId),
      r: await count(app, 'SELECT COUNT(*) AS n FROM contract_record'),
      s: await count(
        app,
        "SELECT COUNT(*) AS n FROM agent_contract WHERE settled_until IS NOT NULL AND settled_until > '2026-11-20T12:00:00Z'",
      ),
    });
    const playerId = await memberId(app, 'demo_player');
    await app.db.transaction(
      async () =>
        await settleBet(app.db, {
          memberId: playerId,
          nodeId: null,
          gameCode: 'DICE',
          gameType: 'INHOUSE',
          vassalage: 'JOGO',
          amount: 5_000,
          payout: 0,
          now: T,
        }),
    );
    // only the period that holds the bet pays; start the contracts just before it
    await app.db.run(
      "UPDATE agent_contract SET settled_until = ? WHERE kind = 'REALTIME' AND status = 'SIGNED'",
      new Date(Math.floor(T / 300_000) * 300_000).toISOString(),
    );
    const s = await snap();
    fixClock(app.db, () => T + 10 * 60_000);
    armFailpoint('salary.after_record');
    await expect(settleContracts(app.db, 'REALTIME', T + 10 * 60_000)).rejects.toThrow();
    // the failed period wrote nothing: no record, no credit, settled_until not moved past it
    expect({ b: (await snap()).b, r: (await snap()).r }).toEqual({ b: s.b, r: s.r });
  });
});
