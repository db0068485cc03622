import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { armFailpoint, checkLedger, disarmFailpoints } from '../../../src/domain/ledger/ledger';
import { call, mainBalance, memberId, sessionFor } from '../../support/g2';
import { SEED_NOW } from '../../../src/db/seed/members';
import { addDay, dayOf, DEFAULT_TIME_ZONE } from '@jogo/shared/time';

/** a day of the site (the seed's merchant keeps the default zone, São Paulo), `offset` days from today */
const day = (offset: number) => addDay(dayOf(Date.now(), DEFAULT_TIME_ZONE), offset);
/**
 * A day of the seeded world's history, which ends at SEED_NOW whatever today is (its pending lottery bets are
 * placed an hour before the run). Settled play is read in these days, so the tests do not depend on the date
 * they run (two failed nine days after SEED_NOW, their "last 7 days" past the seeded history).
 */
const seedDay = (offset: number) => addDay(dayOf(SEED_NOW, DEFAULT_TIME_ZONE), offset);
const cents = (n: number) => Math.round(n * 100);

describe('member centre records', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  beforeEach(async () => {
    ({ app, close } = await build());
    token = await sessionFor(app, 'demo_player');
  });
  afterEach(() => close());

  it('betting record: 20 per page, page totals are the sums of the rows, grand totals over the filter', async () => {
    const q = `startDate=${seedDay(-29)}&endDate=${seedDay(0)}`;
    const v = (await call(app, 'GET', `/wps/records/bets?${q}`, { token })).json().value;
    expect(v.content).toHaveLength(20);
    expect(v.totalCount).toBeGreaterThan(20);
    const sum = (k: string) =>
      v.content.reduce((s: number, r: Record<string, number>) => s + cents(r[k]!), 0) / 100;
    for (const k of ['stake', 'validBet', 'payout', 'winLoss'])
      expect(v.pageTotals[k]).toBeCloseTo(sum(k), 2);
    expect(v.grandTotals.count).toBe(v.totalCount);
    const all = (await call(app, 'GET', `/wps/records/bets?${q}&pageSize=100`, { token })).json().value;
    expect(all.grandTotals).toEqual(v.grandTotals);
  });

  it('betting record filters by game type, status and settlement time', async () => {
    const q = `startDate=${day(-29)}&endDate=${day(0)}`;
    const live = (await call(app, 'GET', `/wps/records/bets?${q}&gameType=LIVE`, { token })).json().value;
    expect(live.content.every((r: { gameType: string }) => r.gameType === 'LIVE')).toBe(true);
    const pending = (await call(app, 'GET', `/wps/records/bets?${q}&status=PENDING`, { token })).json().value;
    expect(pending.content.length).toBeGreaterThanOrEqual(1);
    expect(pending.content[0]).toMatchObject({ status: 'PENDING', settleTime: null, cancellable: true });
    // pending bets have no settlement time, so the settlement-time view leaves them out
    const bySettle = (
      await call(app, 'GET', `/wps/records/bets?${q}&status=PENDING&timeBasis=settle`, { token })
    ).json().value;
    expect(bySettle.totalCount).toBe(0);
  });

  it('bad filters answer a translated 400; a page beyond the end is empty', async () => {
    const long = await call(app, 'GET', `/wps/records/bets?startDate=${day(-100)}&endDate=${day(0)}`, {
      token,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Invalid date range (at most 93 days, start before end)');
    const type = await call(app, 'GET', '/wps/records/bets?gameType=NOPE', { token });
    expect(type.json()).toMatchObject({
      errorCode: 'records.game_type_invalid',
      message: 'Unknown game type',
    });
    const cat = await call(app, 'GET', '/wps/records/transactions?category=magic', {
      token,
      headers: { language: 'PT' },
    });
    expect(cat.json()).toMatchObject({
      errorCode: 'records.category_invalid',
      message: 'Tipo de transação desconhecido',
    });
    const beyond = await call(
      app,
      'GET',
      `/wps/records/bets?startDate=${day(-6)}&endDate=${day(0)}&pageNo=999`,
      {
        token,
      },
    );
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().value.content).toEqual([]);
    expect((await call(app, 'GET', '/wps/records/bets')).statusCode).toBe(401);
  });

  it('cancels an open lottery bet once: the stake comes back in one ledger row', async () => {
    const me = await memberId(app, 'demo_player');
    const pending = (
      await call(app, 'GET', `/wps/records/bets?status=PENDING&startDate=${day(-6)}`, { token })
    ).json().value.content[0];
    const before = await mainBalance(app, me);
    const [a, b] = await Promise.all([
      call(app, 'POST', '/wps/records/bets/cancel', { token, body: { betId: pending.id } }),
      call(app, 'POST', '/wps/records/bets/cancel', { token, body: { betId: pending.id } }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect(await mainBalance(app, me)).toBe(before + cents(pending.stake));
    expect(await checkLedger(app.db)).toEqual([]);
    const settled = (
      await call(
        app,
        'GET',
        `/wps/records/bets?status=SETTLED&startDate=${seedDay(-6)}&endDate=${seedDay(0)}`,
        {
          token,
        },
      )
    ).json().value.content[0];
    const refused = await call(app, 'POST', '/wps/records/bets/cancel', {
      token,
      body: { betId: settled.id },
    });
    expect(refused.json().errorCode).toBe('records.bet_not_cancellable');
    const other = await call(app, 'POST', '/wps/records/bets/cancel', {
      token: await sessionFor(app, 'demo_agent'),
      body: { betId: pending.id },
    });
    expect(other.statusCode).toBe(404);
  });

  it('a cancel that fails half-way refunds nothing and leaves the bet pending', async () => {
    const me = await memberId(app, 'demo_player');
    const pending = (
      await call(app, 'GET', `/wps/records/bets?status=PENDING&startDate=${day(-6)}`, { token })
    ).json().value.content[0];
    const before = await mainBalance(app, me);
    armFailpoint('cancel.after_status');
    const r = await call(app, 'POST', '/wps/records/bets/cancel', { token, body: { betId: pending.id } });
    disarmFailpoints();
    expect(r.statusCode).toBe(500);
    expect(await mainBalance(app, me)).toBe(before);
    const again = (
      await call(app, 'GET', `/wps/records/bets?status=PENDING&startDate=${day(-6)}`, { token })
    ).json().value.content;
    expect(again.some((x: { id: number }) => x.id === pending.id)).toBe(true);
  });

  it('account record: category filter, credit and debit totals, balance after each row', async () => {
    const q = `startDate=${seedDay(-29)}&endDate=${seedDay(0)}`;
    const all = (await call(app, 'GET', `/wps/records/transactions?${q}&pageSize=100`, { token })).json()
      .value;
    expect(all.content[0].balanceAfter).toBeGreaterThanOrEqual(0);
    const dep = (await call(app, 'GET', `/wps/records/transactions?${q}&category=deposit`, { token })).json()
      .value;
    expect(
      dep.content.every(
        (r: { category: string; amount: number }) => r.category === 'deposit' && r.amount > 0,
      ),
    ).toBe(true);
    expect(dep.totalDebit).toBe(0);
    expect(dep.totalCredit).toBeGreaterThan(0);
    const bets = (await call(app, 'GET', `/wps/records/transactions?${q}&category=bet`, { token })).json()
      .value;
    expect(bets.totalCredit).toBe(0);
    expect(bets.totalDebit).toBeGreaterThan(0);
  });

  it('profit: one row per day of the range, by game type, totals that add up', async () => {
    const v = (
      await call(app, 'GET', `/wps/records/profit?startDate=${seedDay(-6)}&endDate=${seedDay(0)}`, { token })
    ).json().value;
    expect(v.byDay).toHaveLength(7);
    const byDay = v.byDay.reduce((s: number, r: { winLoss: number }) => s + cents(r.winLoss), 0) / 100;
    const byType = v.byGameType.reduce((s: number, r: { winLoss: number }) => s + cents(r.winLoss), 0) / 100;
    expect(byDay).toBeCloseTo(v.totals.winLoss, 2);
    expect(byType).toBeCloseTo(v.totals.winLoss, 2);
    expect(v.totals.count).toBeGreaterThan(0);
  });

  it('bonuses: each bonus credit with its turnover; done + left = required', async () => {
    const v = (await call(app, 'GET', '/wps/records/bonuses', { token })).json().value;
    expect(v.content.length).toBeGreaterThan(0);
    for (const b of v.content) {
      expect(cents(b.turnoverDone) + cents(b.turnoverLeft)).toBe(cents(b.turnoverRequired));
      expect(['ACTIVE', 'COMPLETED', 'EXPIRED']).toContain(b.state);
    }
    expect((await call(app, 'GET', '/wps/records/bonuses?state=WRONG', { token })).statusCode).toBe(400);
  });

  it('CSV export: a single-use ticket streams the filter’s rows with a BOM', async () => {
    const query = { startDate: day(-6), endDate: day(0), gameType: 'ALL', status: 'ALL' };
    const screen = (
      await call(app, 'GET', `/wps/records/bets?startDate=${query.startDate}&endDate=${query.endDate}`, {
        token,
      })
    ).json().value;
    const t = (
      await call(app, 'POST', '/wps/records/export', { token, body: { kind: 'bets', query } })
    ).json().value;
    expect(t.url).toMatch(/^\/wps\/records\/export\//);
    const file = await app.inject({ method: 'GET', url: t.url });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const lines = file.body.trim().split('\r\n');
    expect(lines).toHaveLength(screen.totalCount + 1);
    expect(lines[1]!.split(',')[0]).toBe(String(screen.content[0].id));
    expect((await app.inject({ method: 'GET', url: t.url })).statusCode).toBe(404);
    const bad = await call(app, 'POST', '/wps/records/export', {
      token,
      body: { kind: 'transactions', query: { category: 'magic' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('CSV export in PT writes words where the page does, not codes (game type, main wallet)', async () => {
    const span = { startDate: day(-30), endDate: day(0) };
    const cells = async (kind: 'bets' | 'transactions', column: number) => {
      const t = (
        await call(app, 'POST', '/wps/records/export', {
          token,
          body: { kind, query: kind === 'bets' ? { ...span, gameType: 'ALL', status: 'ALL' } : span },
          headers: { language: 'PT' },
        })
      ).json().value;
      const lines = (await app.inject({ method: 'GET', url: t.url })).body.trim().split('\r\n').slice(1);
      return new Set(lines.map((l) => l.split(';')[column])); // pt-BR: semicolons, decimal comma
    };
    const types = await cells('bets', 3);
    expect(types.size).toBeGreaterThan(0);
    for (const code of ['MAIN', 'LOTT', 'ELOTT', 'INHOUSE', 'RNG', 'LIVE', 'SPORTS', 'PVP', 'FISH'])
      expect(types.has(code)).toBe(false);
    expect(
      [...types].some((x) => ['Loteria', 'Jogos da casa', 'Slots', 'Cassino ao vivo'].includes(x!)),
    ).toBe(true);
    const wallets = await cells('transactions', 4);
    expect(wallets.has('MAIN')).toBe(false);
    expect(wallets.has('Principal')).toBe(true);
  });
});
