import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { build } from '../../helper';
import { call, callEncrypted, count, mainBalance, memberId, sessionFor } from '../../support/g2';
import { loginRaw } from '../../support/identity';
import { armFailpoint, checkLedger, disarmFailpoints } from '../../../src/domain/ledger/ledger';
import { settleContracts } from '../../../src/domain/agent/contracts';
import { settleBet } from '../../../src/domain/play/games/bets';
import { fixClock } from '../../../src/domain/site/clock';

const RANGE = 'startDate=2026-09-01&endDate=2026-11-20';
const FIVE_MIN = 5 * 60_000;

/** A losing bet of `amount` centavos by `username` at `at`. */
async function bet(app: FastifyInstance, username: string, amount: number, at: number) {
  await app.db.transaction(
    async () =>
      await settleBet(app.db, {
        memberId: await memberId(app, username),
        nodeId: null,
        gameCode: 'DICE',
        gameType: 'INHOUSE',
        vassalage: 'JOGO',
        amount,
        payout: 0,
        now: at,
      }),
  );
}

describe('agent centre', () => {
  let app: FastifyInstance;
  let dbFile: string;
  let close: () => Promise<void>;
  let demoAgent: string;
  let otherAgent: string;
  beforeEach(async () => {
    ({ app, dbFile, close } = await build());
    demoAgent = await sessionFor(app, 'demo_agent');
    otherAgent = await sessionFor(app, 'other_agent');
  });
  /** apps a test started on the same file (a "restart"); closed after the test */
  const restarted: FastifyInstance[] = [];
  afterEach(async () => {
    disarmFailpoints();
    expect(await checkLedger(app.db)).toEqual([]);
    for (const a of restarted.splice(0)) await a.close();
    await close();
  });

  describe('settlement', () => {
    /** Puts demo_agent's real-time contract at `start`, with a bet of `amount` in each of `n` periods. */
    async function threePeriods(n = 3, amount = 10_000) {
      const start = Math.floor(Date.now() / FIVE_MIN) * FIVE_MIN - 10 * FIVE_MIN;
      await app.db.run(
        "UPDATE agent_contract SET settled_until = ? WHERE kind = 'REALTIME' AND status = 'SIGNED'",
        new Date(start).toISOString(),
      );
      // demo_player is a direct member of demo_agent only: one payer
      for (let i = 0; i < n; i++) await bet(app, 'demo_player', amount, start + i * FIVE_MIN + 1000);
      return { start, end: start + n * FIVE_MIN };
    }
    const realtimeRecords = async () =>
      await count(
        app,
        "SELECT COUNT(*) AS n FROM contract_record r JOIN member m ON m.id = r.member_id WHERE m.username = 'demo_agent' AND r.kind = 'REALTIME' AND r.created_at > '2026-11-21'",
      );

    it('pays each ended period once, one record and one ledger row per period', async () => {
      const agent = await memberId(app, 'demo_agent');
      const { end } = await threePeriods();
      const before = await mainBalance(app, agent);
      const paid = await settleContracts(app.db, 'REALTIME', end);
      // 0.30 % of R$ 100 per period
      expect(paid.map((p) => p.amount)).toEqual([30, 30, 30]);
      expect(await mainBalance(app, agent)).toBe(before + 90);
      expect(await settleContracts(app.db, 'REALTIME', end)).toEqual([]);
      expect(await settleContracts(app.db, 'REALTIME', end + 60_000)).toEqual([]);
      expect(await mainBalance(app, agent)).toBe(before + 90);
      expect(await realtimeRecords()).toBe(3);
      expect(
        await count(
          app,
          "SELECT COUNT(*) AS n FROM ledger WHERE member_id = ? AND type = 'SALARY' AND remark = 'REALTIME' AND created_at > '2026-11-21'",
          agent,
        ),
      ).toBe(3);
      // a period that has not ended yet is not paid
      await bet(app, 'demo_player', 10_000, end + 1000);
      expect(await settleContracts(app.db, 'REALTIME', end + FIVE_MIN - 1)).toEqual([]);
    });

    it('a restart in the middle of a settlement pays every period exactly once', async () => {
      const agent = await memberId(app, 'demo_agent');
      const { start, end } = await threePeriods();
      const before = await mainBalance(app, agent);
      // the first period pays; then the second dies after its ledger credit, before it commits
      expect((await settleContracts(app.db, 'REALTIME', start + FIVE_MIN)).map((p) => p.amount)).toEqual([
        30,
      ]);
      armFailpoint('salary.after_credit');
      await expect(settleContracts(app.db, 'REALTIME', end)).rejects.toThrow();
      // the crash rolled the second period back whole; the first one stays paid (the throw came after it)
      expect(await mainBalance(app, agent)).toBe(before + 30);
      expect(await realtimeRecords()).toBe(1);
      // "restart": a new gateway process on the same database file settles again
      await app.close();
      app = await buildApp({ dbFile, mode: 'development', logger: false });
      restarted.push(app);
      const again = await settleContracts(app.db, 'REALTIME', end);
      expect(again.map((p) => p.amount)).toEqual([30, 30]);
      expect(await mainBalance(app, agent)).toBe(before + 90);
      expect(await realtimeRecords()).toBe(3);
      expect(await settleContracts(app.db, 'REALTIME', end)).toEqual([]);
      expect(await checkLedger(app.db)).toEqual([]);
    });

    it('the development settle control follows the real clock: a period settles only once it has ended', async () => {
      const agent = await memberId(app, 'demo_agent');
      const T = Date.parse('2026-11-25T12:01:00Z');
      fixClock(app.db, () => T);
      const start = Math.floor(T / FIVE_MIN) * FIVE_MIN;
      await app.db.run(
        "UPDATE agent_contract SET settled_until = ? WHERE kind = 'REALTIME' AND status = 'SIGNED'",
        new Date(start).toISOString(),
      );
      // only the real-time salary is under test: near the top of the hour the 6 minutes below would also end
      // an hourly (or daily) period and pay it, so the other kinds count as settled far ahead
      await app.db.run(
        "UPDATE agent_contract SET settled_until = '2999-01-01T00:00:00.000Z' WHERE kind <> 'REALTIME'",
      );
      await bet(app, 'demo_player', 10_000, T);
      const none = (await call(app, 'POST', '/__dev/agent/settle')).json().value.paid;
      const before = await mainBalance(app, agent);
      expect(none.filter((p: { kind: string }) => p.kind === 'REALTIME')).toEqual([]);
      // the old "move the clock forward" control is gone: nothing runs settlement ahead of real time
      expect(
        (await call(app, 'POST', '/__dev/agent/clock', { body: { advanceMinutes: 6 } })).statusCode,
      ).toBe(404);
      fixClock(app.db, () => T + 6 * 60_000);
      const paid = (await call(app, 'POST', '/__dev/agent/settle')).json().value.paid;
      expect(paid).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: 'REALTIME', amount: 0.3 })]),
      );
      expect(await mainBalance(app, agent)).toBe(before + 30);
      const profile = (await call(app, 'GET', '/wps/agent/profile', { token: demoAgent })).json().value;
      expect(profile.serverTime).toBe(new Date(T + 6 * 60_000).toISOString());
    });

    it('a monthly dividend settles by calendar month of the site zone, and waits for its claim', async () => {
      const subAgent = await memberId(app, 'sub_agent');
      const T = Date.parse('2026-11-25T12:00:00Z');
      fixClock(app.db, () => T);
      // a chain settles on its top contract's periods: demo_agent offers its own period, no other
      await app.db.run(
        "UPDATE agent_contract SET period = 'MONTHLY' WHERE kind = 'DIVIDEND' AND status = 'SIGNED' AND from_member_id IS NULL AND to_member_id = ?",
        await memberId(app, 'demo_agent'),
      );
      const weekly = await call(app, 'POST', '/wps/relay/MCS2_processDividendReq', {
        token: demoAgent,
        body: { action: 'offer', username: 'sub_agent', rate: 10, period: 'WEEKLY' },
      });
      expect(weekly.json()).toMatchObject({ success: false, errorCode: 'contract.period_chain' });
      const offer = (
        await call(app, 'POST', '/wps/relay/MCS2_processDividendReq', {
          token: demoAgent,
          body: { action: 'offer', username: 'sub_agent', rate: 10, period: 'MONTHLY' },
        })
      ).json().value.contract;
      expect(offer.period).toBe('MONTHLY');
      const sub = await sessionFor(app, 'sub_agent');
      const acc = await call(app, 'POST', '/wps/relay/MCS2_processDividendReq', {
        token: sub,
        body: { action: 'accept', contractId: offer.id },
      });
      expect(acc.json().value.mine).toMatchObject({ rate: 10, period: 'MONTHLY' });
      // signed "now" (November): nothing is due before 1 December 00:00 in São Paulo (03:00 UTC), then one period
      const dec1 = Date.parse('2026-12-01T03:00:00Z');
      // the seeded weeks' losses stay out of this month (a replaced contract carries its loss into the new one)
      await app.db.run("UPDATE agent_contract SET carry = 0 WHERE kind = 'DIVIDEND' AND status = 'SIGNED'");
      await bet(app, 'sub_player1', 20_000, T + 1000);
      fixClock(app.db, () => dec1 - 1);
      const nov = (await settleContracts(app.db, 'DIVIDEND')).filter((p) => p.contractId === offer.id);
      expect(nov).toEqual([]);
      fixClock(app.db, () => dec1);
      const paid = (await settleContracts(app.db, 'DIVIDEND')).filter((p) => p.contractId === offer.id);
      expect(paid).toHaveLength(1);
      expect(paid[0]!.amount).toBeGreaterThanOrEqual(2_000);
      // a dividend is claimed: nothing reaches the wallet until the agent claims it, and then once
      const before = await mainBalance(app, subAgent);
      const info = (
        await call(app, 'POST', '/wps/relay/MCS2_processDividendReq', {
          token: sub,
          body: { action: 'info' },
        })
      ).json().value;
      expect(info.state).toBe('CLAIM');
      expect(info.unclaimed.map((r: { id: number }) => r.id)).toContain(paid[0]!.recordId);
      const claim = async () =>
        call(app, 'POST', '/wps/relay/MCS2_processDividendReq', {
          token: sub,
          body: { action: 'claim', recordId: paid[0]!.recordId },
        });
      expect((await claim()).json().value.claimed).toBe(paid[0]!.amount / 100);
      expect(await mainBalance(app, subAgent)).toBe(before + paid[0]!.amount);
      expect((await claim()).json().errorCode).toBe('contract.nothing_to_claim');
      expect(await mainBalance(app, subAgent)).toBe(before + paid[0]!.amount);
      expect(
        (
          await call(app, 'POST', '/wps/relay/MCS2_processDailySalContract', {
            token: demoAgent,
            body: { action: 'offer', username: 'sub_agent', rate: 0.1, period: 'MONTHLY' },
          })
        ).json().errorCode,
      ).toBe('contract.period_invalid');
    });
  });

  it('agreeing to a rate below a downline contract needs a confirmation and then closes it', async () => {
    const daily = '/wps/relay/MCS2_processDailySalContract';
    const house = await memberId(app, 'demo_agent');
    // sub_agent holds 0.80 % from demo_agent; demo_agent is now offered only 0.50 % by a new upline row
    const offerId = Number(
      await app.db.insert(
        "INSERT INTO agent_contract (kind, from_member_id, to_member_id, rate_bp, status, created_at) VALUES ('DAILY', NULL, ?, 50, 'OFFERED', ?)",
        house,
        new Date().toISOString(),
      ),
    );
    const info = (await call(app, 'POST', daily, { token: demoAgent, body: { action: 'info' } })).json()
      .value;
    const pending = info.pending.find((p: { id: number }) => p.id === offerId);
    expect(pending.terminates).toEqual([{ username: 'sub_agent', rate: 0.8 }]);
    const refused = await call(app, 'POST', daily, {
      token: demoAgent,
      body: { action: 'accept', contractId: offerId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'contract.downline_higher',
      message: 'A downline holds a higher rate; agreeing terminates the downline contract',
      value: { terminates: [{ username: 'sub_agent', rate: 0.8 }] },
    });
    // nothing changed
    expect(
      (await call(app, 'POST', daily, { token: demoAgent, body: { action: 'info' } })).json().value.mine.rate,
    ).toBe(1);
    const ok = (
      await call(app, 'POST', daily, {
        token: demoAgent,
        body: { action: 'accept', contractId: offerId, confirm: true },
      })
    ).json().value;
    expect(ok.mine).toMatchObject({ rate: 0.5, status: 'SIGNED' });
    expect(ok.downlines.find((c: { toUsername: string }) => c.toUsername === 'sub_agent')).toBeUndefined();
    const sub = (
      await call(app, 'POST', daily, { token: await sessionFor(app, 'sub_agent'), body: { action: 'info' } })
    ).json().value;
    expect(sub.mine).toBeNull();
  });

  describe('authorization on every agent route', () => {
    it('other_agent sees none of demo_agent team anywhere, and a foreign member is 403', async () => {
      const demoTeam = [
        'demo_player',
        'sub_agent',
        'sub_player1',
        'sub_sub_agent',
        'deep_player1',
        'deep_player2',
      ];
      const gets = [
        `/wps/agent/downline?pageSize=100`,
        `/wps/agent/team/bets?${RANGE}&pageSize=100`,
        `/wps/agent/team/pnl?${RANGE}&pageSize=100`,
        `/wps/agent/downline/transactions?${RANGE}&pageSize=100`,
      ];
      for (const p of gets) {
        const body = (await call(app, 'GET', p, { token: otherAgent })).body;
        for (const u of demoTeam) expect(body).not.toContain(`"${u}"`);
        for (const u of ['demo_player', 'deep_player1'])
          expect((await call(app, 'GET', `${p}&username=${u}`, { token: otherAgent })).statusCode).toBe(403);
        expect((await call(app, 'GET', `${p}&username=other_player`, { token: demoAgent })).statusCode).toBe(
          403,
        );
      }
      // tree drill-down into a foreign node
      expect(
        (await call(app, 'GET', '/wps/agent/downline?parent=sub_agent', { token: otherAgent })).statusCode,
      ).toBe(403);
      expect(
        (await call(app, 'GET', '/wps/agent/downline?parent=other_agent', { token: demoAgent })).statusCode,
      ).toBe(403);
      // overview and income are the caller's own: no foreign figures
      const o = (await call(app, 'GET', `/wps/agent/team/overview?${RANGE}`, { token: otherAgent })).json()
        .value;
      expect(o.teamSize).toBe(1);
      const profile = (await call(app, 'GET', '/wps/agent/profile', { token: otherAgent })).json().value;
      expect(profile).toMatchObject({ username: 'other_agent', affiliateCodes: ['OTHER2026'] });
      // exports
      for (const report of ['bets', 'pnl', 'transactions'])
        expect(
          (
            await call(app, 'POST', '/wps/agent/export', {
              token: otherAgent,
              body: { report, filters: { username: 'demo_player' } },
            })
          ).statusCode,
        ).toBe(403);
      // contracts: offering to or answering for another team
      expect(
        (
          await call(app, 'POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
            token: otherAgent,
            body: { action: 'offer', username: 'sub_agent', rate: 0.1 },
          })
        ).statusCode,
      ).toBe(403);
      // members, guests and trial accounts never reach the new routes
      const player = await sessionFor(app, 'demo_player');
      for (const p of ['/wps/agent/profile', '/wps/agent/announcements']) {
        expect((await call(app, 'GET', p)).statusCode).toBe(401);
        expect((await call(app, 'GET', p, { token: player })).statusCode).toBe(403);
      }
      expect(
        (
          await call(app, 'POST', '/wps/agent/export', {
            token: player,
            body: { report: 'bets', filters: {} },
          })
        ).statusCode,
      ).toBe(403);
    });

    it('the tree opens one level at a time, with per-member stats, sorted and paged', async () => {
      const root = (
        await call(app, 'GET', '/wps/agent/downline?parent=demo_agent&sort=username&order=asc', {
          token: demoAgent,
        })
      ).json().value;
      expect(root.parent).toMatchObject({ username: 'demo_agent', level: 0 });
      expect(root.content.map((d: { username: string }) => d.username)).toEqual(['demo_player', 'sub_agent']);
      const sub = root.content.find((d: { username: string }) => d.username === 'sub_agent');
      expect(sub.childCount).toBe(2);
      const player = root.content.find((d: { username: string }) => d.username === 'demo_player');
      expect(player.totalDeposit).toBeGreaterThan(0);
      expect(player).toHaveProperty('lastLoginAt');
      const deeper = (
        await call(app, 'GET', '/wps/agent/downline?parent=sub_sub_agent', { token: demoAgent })
      ).json().value;
      expect(deeper.parent).toMatchObject({
        username: 'sub_sub_agent',
        level: 2,
        parentUsername: 'sub_agent',
      });
      expect(deeper.content.map((d: { level: number }) => d.level)).toEqual([3, 3]);
      const byBalance = (
        await call(app, 'GET', '/wps/agent/downline?sort=balance&order=desc&pageSize=2&pageNo=1', {
          token: demoAgent,
        })
      ).json().value;
      expect(byBalance.totalPages).toBe(3);
      expect(byBalance.content[0].balance).toBeGreaterThanOrEqual(byBalance.content[1].balance);
      const lvl = (
        await call(app, 'GET', `/wps/agent/team/bets?${RANGE}&level=3&pageSize=100`, { token: demoAgent })
      ).json().value;
      expect(lvl.content.every((b: { username: string }) => b.username.startsWith('deep_player'))).toBe(true);
    });
  });

  it('exports a report as a streamed UTF-8 CSV with a BOM, once per ticket, only of the team', async () => {
    const t = await call(app, 'POST', '/wps/agent/export', {
      token: demoAgent,
      body: { report: 'transactions', filters: { startDate: '2026-09-01', endDate: '2026-11-20' } },
    });
    expect(t.statusCode).toBe(200);
    const url = t.json().value.url as string;
    expect(url).toMatch(/^\/wps\/agent\/export\/[A-Za-z0-9_-]{32}\.csv$/);
    const csv = await app.inject({ method: 'GET', url });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="agent-transactions-/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date (GMT-03:00),Username,Type,Amount,Balance after,Reference,Remark');
    const json = (
      await call(app, 'GET', `/wps/agent/downline/transactions?${RANGE}&pageSize=1`, { token: demoAgent })
    ).json().value;
    expect(lines.length - 1).toBe(json.totalCount);
    expect(lines.length).toBeGreaterThan(500); // more than one streamed batch
    expect(csv.body).not.toContain('other_player');
    // single use
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(410);
    // Portuguese headers in the language of the request
    const pt = await call(app, 'POST', '/wps/agent/export', {
      token: demoAgent,
      headers: { language: 'PT' },
      body: { report: 'bets', filters: { username: 'deep_player1' } },
    });
    const ptCsv = (await app.inject({ method: 'GET', url: pt.json().value.url })).body;
    expect(ptCsv.split('\r\n')[0]).toBe(
      '\uFEFFData (GMT-03:00);Liquidada (GMT-03:00);Usuário;Jogo;Tipo de jogo;Fornecedor;Aposta;Pagamento;Ganho/Perda',
    );
    expect(
      ptCsv
        .split('\r\n')
        .slice(1, -1)
        .every((l) => l.split(';')[2] === 'deep_player1'),
    ).toBe(true);
    // a range over 93 days is refused before any ticket
    expect(
      (
        await call(app, 'POST', '/wps/agent/export', {
          token: demoAgent,
          body: { report: 'pnl', filters: { startDate: '2026-01-01', endDate: '2026-11-20' } },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('registers a downline (no rebate rate: a rebate is the VIP level one); the new account can log in', async () => {
    const profile = (await call(app, 'GET', '/wps/agent/profile', { token: demoAgent })).json().value;
    expect(profile).toMatchObject({
      username: 'demo_agent',
      canCreateAgent: true,
      affiliateCodes: ['DEMO2026'],
    });
    expect(profile).not.toHaveProperty('rebate');
    // the register form's old "Rebate %" is refused, not silently stored
    const withRebate = await callEncrypted(
      app,
      '/wps/agent/downline',
      { username: 'greedy01', password: 'Abcdef12', accountType: 'MEMBER', rebate: 1 },
      { token: demoAgent },
    );
    expect(withRebate.statusCode).toBe(400);
    expect(await count(app, "SELECT COUNT(*) AS n FROM member WHERE username = 'greedy01'")).toBe(0);
    const agent = await callEncrypted(
      app,
      '/wps/agent/downline',
      { username: 'subagent9', password: 'Abcdef12', accountType: 'AGENT' },
      { token: demoAgent },
    );
    expect(agent.statusCode).toBe(200);
    const login = await loginRaw(app, 'subagent9', 'Abcdef12');
    expect(login.statusCode).toBe(200);
    const token = login.json().value.token as string;
    const own = (await call(app, 'GET', '/wps/agent/profile', { token })).json().value;
    expect(own.affiliateCodes).toHaveLength(1);
  });

  it('lists agent notices in the request language', async () => {
    const en = (await call(app, 'GET', '/wps/agent/announcements', { token: demoAgent })).json().value;
    expect(en.content[0].title).toBe('New dividend contracts');
    const pt = (
      await call(app, 'GET', '/wps/agent/announcements', { token: demoAgent, headers: { language: 'PT' } })
    ).json().value;
    expect(pt.content.map((n: { title: string }) => n.title)).toContain('Horário do atendimento a agentes');
  });
});
