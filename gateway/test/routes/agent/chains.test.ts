import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import type { ContractKind } from '@jogo/shared/api';
import { build } from '../../helper';
import { checkLedger } from '../../../src/domain/ledger/ledger';
import { settleContracts } from '../../../src/domain/agent/contracts';
import { processContract } from '../../../src/domain/agent/offers';
import { addMember, settledRound } from '../../support/agent-team';
import { fixClock } from '../../../src/domain/site/clock';

/**
 * Agent chains as a finance team reads them (docs/gateway/design-notes.md "agent pay: chains"), on either engine: an upline's statement
 * lists each contracted agent below with that agent's own statement for the same span; the chain pays the top
 * rate of the top team's base and never more; lowering a contract closes every higher one below it; a change
 * settles first, so play before and after it is paid once, and the carried loss goes on in the new contract; a
 * sub-team's dividend is cut to what the team above it earned. Teams of their own, in 2027 (São Paulo, UTC-3).
 */

const local = (s: string) => Date.parse(`${s}-03:00`);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Rec {
  id: number;
  contract_id: number;
  member_id: number;
  base_amount: number;
  carry_in: number;
  gross: number;
  capped: number;
  downline_amount: number;
  amount: number;
  rate_bp: number;
  period_start: string;
  period_end: string;
}

describe('agent chains', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const ids: Record<string, number> = {};
  let clock = 0;
  const at = (t: number) => {
    clock = t;
    fixClock(app.db, () => clock);
  };

  beforeAll(async () => {
    ({ app, close } = await build());
    at(local('2027-04-01T00:00:00'));
    // the seeded world's contracts stay out of the way
    await app.db.run("UPDATE agent_contract SET status = 'CLOSED'");
  });
  afterAll(async () => {
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  const member = (username: string, type: number, parent: string | null) =>
    addMember(app.db, ids, username, type, parent, 100_000_000);

  /** agents `${p}a0` > `${p}a1` > … (a0 a top agent), each with a player `${p}p<i>` right below it */
  async function chain(p: string, depth: number) {
    for (let i = 0; i < depth; i++) {
      await member(`${p}a${i}`, i === 0 ? 1 : 2, i === 0 ? null : `${p}a${i - 1}`);
      await member(`${p}p${i}`, 0, `${p}a${i}`);
    }
  }

  /** the house signs `to` at `bp` basis points from the clock's now (a dividend on daily periods) */
  async function house(kind: ContractKind, to: string, bp: number) {
    const now = new Date(clock).toISOString();
    await app.db.run(
      `INSERT INTO agent_contract (kind, from_member_id, to_member_id, rate_bp, status, created_at, signed_at, settled_until, period)
         VALUES (?, NULL, ?, ?, 'SIGNED', ?, ?, ?, ?)`,
      kind,
      ids[to]!,
      bp,
      now,
      now,
      now,
      kind === 'DIVIDEND' ? 'DAILY' : null,
    );
  }

  /** `from` offers `to` a rate (percent) and `to` accepts it, agreeing to close higher contracts below */
  async function sign(kind: ContractKind, from: string, to: string, rate: number) {
    const offer = await processContract(app.db, ids[from]!, kind, { action: 'offer', username: to, rate });
    return await processContract(app.db, ids[to]!, kind, {
      action: 'accept',
      contractId: offer.contract!.id,
      confirm: true,
    });
  }

  const bet = (who: string, amount: number, payout: number, t: number) =>
    settledRound(app.db, ids[who]!, amount, payout, t);

  const settle = async (kind: ContractKind, t: number) => {
    at(t);
    await settleContracts(app.db, kind);
  };

  const recordsOf = async (...holders: string[]) =>
    (await app.db.all(
      `SELECT * FROM contract_record WHERE member_id IN (${holders.map((h) => ids[h]!).join(',')})
         ORDER BY period_start, member_id`,
    )) as Rec[];
  const downlineRows = async (recordId: number) =>
    (await app.db.all(
      'SELECT member_id, amount, downline_record_id FROM contract_statement_downline WHERE record_id = ? ORDER BY member_id',
      recordId,
    )) as { member_id: number; amount: number; downline_record_id: number }[];

  it("a downline that signs inside its upline's period is deducted exactly what its own statement pays", async () => {
    const d = local('2027-04-05T00:00:00');
    at(d);
    await chain('s_', 2);
    await house('DAILY', 's_a0', 100); // 1 %
    await bet('s_p1', 10_000, 0, d + 10 * HOUR);
    at(d + 12 * HOUR);
    await sign('DAILY', 's_a0', 's_a1', 0.8);
    await bet('s_p1', 10_000, 0, d + 14 * HOUR);
    await settle('DAILY', d + DAY + 60_000);
    const [before, a0, a1] = await recordsOf('s_a0', 's_a1');
    // before the downline signed: the upline's whole rate, nothing deducted
    expect(before).toMatchObject({
      member_id: ids.s_a0,
      base_amount: 10_000,
      amount: 100,
      downline_amount: 0,
    });
    // after: the downline's statement (0.8 % of R$ 100) is the upline's downline part, for the same span
    expect(a0).toMatchObject({
      member_id: ids.s_a0,
      base_amount: 10_000,
      gross: 100,
      downline_amount: 80,
      amount: 20,
    });
    expect(a1).toMatchObject({ member_id: ids.s_a1, base_amount: 10_000, amount: 80 });
    expect([a0!.period_start, a0!.period_end]).toEqual([a1!.period_start, a1!.period_end]);
    expect(await downlineRows(a0!.id)).toEqual([
      { member_id: ids.s_a1, amount: 80, downline_record_id: a1!.id },
    ]);
    // the chain paid 1 % of R$ 200, once
    expect([before, a0, a1].reduce((s, r) => s + r!.amount, 0)).toBe(200);
  });

  it('lowering a middle contract closes every higher contract below it, so the chain pays the top rate', async () => {
    const d = local('2027-04-07T00:00:00');
    at(d);
    await chain('l_', 4);
    await house('DAILY', 'l_a0', 40); // 0.4 %
    await sign('DAILY', 'l_a0', 'l_a1', 0.3);
    await sign('DAILY', 'l_a1', 'l_a2', 0.2);
    await sign('DAILY', 'l_a2', 'l_a3', 0.15);
    at(d + HOUR);
    // l_a1 is offered 0.1 %: agreeing closes l_a2's 0.2 % and l_a3's 0.15 % (a contract l_a1 did not give)
    const offer = await processContract(app.db, ids.l_a0!, 'DAILY', {
      action: 'offer',
      username: 'l_a1',
      rate: 0.1,
    });
    await expect(
      processContract(app.db, ids.l_a1!, 'DAILY', { action: 'accept', contractId: offer.contract!.id }),
    ).rejects.toMatchObject({ statusCode: 409, errorCode: 'contract.downline_higher' });
    const view = await processContract(app.db, ids.l_a1!, 'DAILY', { action: 'info' });
    expect(view.pending[0]!.terminates).toEqual([
      { username: 'l_a2', rate: 0.2 },
      { username: 'l_a3', rate: 0.15 },
    ]);
    await processContract(app.db, ids.l_a1!, 'DAILY', {
      action: 'accept',
      contractId: offer.contract!.id,
      confirm: true,
    });
    const signed = (await app.db.all(
      `SELECT to_member_id, rate_bp FROM agent_contract WHERE kind = 'DAILY' AND status = 'SIGNED'
         AND to_member_id IN (${[ids.l_a0, ids.l_a1, ids.l_a2, ids.l_a3].join(',')}) ORDER BY to_member_id`,
    )) as { to_member_id: number; rate_bp: number }[];
    expect(signed).toEqual([
      { to_member_id: ids.l_a0, rate_bp: 40 },
      { to_member_id: ids.l_a1, rate_bp: 10 },
    ]);
    await bet('l_p3', 100_000, 0, d + 2 * HOUR);
    await settle('DAILY', d + DAY + 60_000);
    const after = (await recordsOf('l_a0', 'l_a1', 'l_a2', 'l_a3')).filter(
      (r) => r.period_start === new Date(d + HOUR).toISOString(),
    );
    // 0.4 % of R$ 1.000 in all: 0.3 % to l_a0, 0.1 % to l_a1, nothing below (no contract)
    expect(after.map((r) => [r.member_id, r.amount])).toEqual([
      [ids.l_a0, 300],
      [ids.l_a1, 100],
    ]);
  });

  it('a change settles first: play before and after it is paid once, and the carried loss goes on', async () => {
    const d = local('2027-04-09T00:00:00');
    at(d);
    await chain('c_', 2);
    await house('DIVIDEND', 'c_a0', 2_000); // 20 %, daily periods
    await sign('DIVIDEND', 'c_a0', 'c_a1', 10);
    // the morning: c_a1's team wins, the house pays out R$ 300 more than it took
    await bet('c_p1', 10_000, 40_000, d + 9 * HOUR);
    // 11:00, c_a1 accepts a new offer at the same rate: the old contract settles up to now, its carry goes on
    at(d + 11 * HOUR);
    const old = (await app.db.get(
      "SELECT id FROM agent_contract WHERE kind = 'DIVIDEND' AND status = 'SIGNED' AND to_member_id = ?",
      ids.c_a1,
    )) as { id: number };
    await sign('DIVIDEND', 'c_a0', 'c_a1', 10);
    const morning = await recordsOf('c_a1');
    expect(morning).toEqual([
      expect.objectContaining({ contract_id: old.id, base_amount: -30_000, amount: 0 }),
    ]);
    expect(morning[0]!.period_end).toBe(new Date(d + 11 * HOUR).toISOString());
    const renewed = (await app.db.get(
      "SELECT id, carry FROM agent_contract WHERE kind = 'DIVIDEND' AND status = 'SIGNED' AND to_member_id = ?",
      ids.c_a1,
    )) as { id: number; carry: number };
    expect(renewed.carry).toBe(-30_000);
    // the afternoon: the team loses R$ 500; the new contract pays on R$ 500 - R$ 300 carried
    await bet('c_p1', 50_000, 0, d + 15 * HOUR);
    await settle('DIVIDEND', d + DAY + 60_000);
    const all = await recordsOf('c_a0', 'c_a1');
    expect(all.map((r) => [r.member_id, r.period_start, r.base_amount, r.carry_in, r.amount])).toEqual([
      [ids.c_a0, new Date(d).toISOString(), -30_000, 0, 0],
      [ids.c_a1, new Date(d).toISOString(), -30_000, 0, 0],
      [ids.c_a0, new Date(d + 11 * HOUR).toISOString(), 50_000, -30_000, 4_000 - 2_000],
      [ids.c_a1, new Date(d + 11 * HOUR).toISOString(), 50_000, -30_000, 2_000],
    ]);
    // every bet in exactly one statement of each contracted agent above it
    const bases = all.filter((r) => r.member_id === ids.c_a0).reduce((s, r) => s + r.base_amount, 0);
    expect(bases).toBe(-30_000 + 50_000);
  });

  it("a sub-team's dividend is cut to what the top team earned, and its statement says so", async () => {
    const d = local('2027-04-12T00:00:00');
    at(d);
    await chain('n_', 2);
    await house('DIVIDEND', 'n_a0', 2_000);
    await sign('DIVIDEND', 'n_a0', 'n_a1', 15);
    await bet('n_p1', 10_000, 0, d + HOUR); // the sub-team: R$ 100 for the house
    await bet('n_p0', 10_000, 40_000, d + 2 * HOUR); // the rest of the top team: R$ 300 to players
    await settle('DIVIDEND', d + DAY + 60_000);
    const [a0, a1] = await recordsOf('n_a0', 'n_a1');
    expect(a0).toMatchObject({ base_amount: -20_000, gross: 0, amount: 0, downline_amount: 0 });
    expect(a1).toMatchObject({ base_amount: 10_000, gross: 1_500, capped: 1_500, amount: 0 });
    // nothing paid on a losing top team; the top team's loss is carried, the sub-team's cut is not
    const carries = (await app.db.all(
      `SELECT to_member_id, carry FROM agent_contract WHERE kind = 'DIVIDEND' AND status = 'SIGNED'
         AND to_member_id IN (${ids.n_a0}, ${ids.n_a1}) ORDER BY to_member_id`,
    )) as { carry: number }[];
    expect(carries.map((c) => c.carry)).toEqual([-20_000, 0]);
  });

  describe('property: whatever is signed and played, every span pays at most the top rate of its base', () => {
    const KIND_OF: ContractKind[] = ['DIVIDEND', 'DAILY', 'HOURLY'];
    let run = 0;
    const event = fc.oneof(
      fc.record({
        type: fc.constant('bet' as const),
        t: fc.integer({ min: 0, max: 2 * DAY - 1 }),
        who: fc.nat(3),
        amount: fc.integer({ min: 100, max: 50_000 }),
        // a dividend's base goes below zero when players win
        payoutPct: fc.constantFrom(0, 0, 50, 100, 300),
      }),
      fc.record({
        type: fc.constant('sign' as const),
        t: fc.integer({ min: 0, max: 2 * DAY - 1 }),
        level: fc.integer({ min: 1, max: 3 }),
        // percent of the upline's own rate
        pct: fc.integer({ min: 1, max: 100 }),
      }),
    );

    it('holds for generated chains, rates, signings, closings and bets', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...KIND_OF),
          fc.integer({ min: 2, max: 4 }),
          fc.integer({ min: 10, max: 3_000 }),
          fc.array(event, { minLength: 1, maxLength: 12 }),
          async (kind, depth, topBp, events) => {
            const p = `q${++run}_`;
            // each run on days of its own, after the previous run's
            const t0 = local('2027-06-01T00:00:00') + run * 3 * DAY;
            at(t0);
            await chain(p, depth);
            await house(kind, `${p}a0`, topBp);
            const agents = Array.from({ length: depth }, (_, i) => `${p}a${i}`);
            const played: { t: number; base: number }[] = [];
            const signedRates = async () =>
              new Map(
                (
                  (await app.db.all(
                    `SELECT to_member_id AS id, rate_bp FROM agent_contract WHERE kind = ? AND status = 'SIGNED'
                       AND to_member_id IN (${agents.map((a) => ids[a]!).join(',')})`,
                    kind,
                  )) as { id: number; rate_bp: number }[]
                ).map((r) => [r.id, r.rate_bp]),
              );
            for (const e of [...events].sort((x, y) => x.t - y.t)) {
              if (e.type === 'bet') {
                const payout = Math.floor((e.amount * e.payoutPct) / 100);
                await bet(`${p}p${e.who % depth}`, e.amount, payout, t0 + e.t);
                played.push({ t: t0 + e.t, base: kind === 'DIVIDEND' ? e.amount - payout : e.amount });
                continue;
              }
              if (e.level >= depth) continue;
              const rates = await signedRates();
              const up = rates.get(ids[agents[e.level - 1]!]!);
              if (up === undefined) continue;
              at(t0 + e.t);
              await sign(
                kind,
                agents[e.level - 1]!,
                agents[e.level]!,
                Math.max(1, Math.floor((up * e.pct) / 100)) / 100,
              );
              // no agent holds more than a contracted agent above it
              const after = await signedRates();
              for (let i = 0; i < depth; i++)
                for (let j = i + 1; j < depth; j++) {
                  const hi = after.get(ids[agents[i]!]!);
                  const lo = after.get(ids[agents[j]!]!);
                  if (hi !== undefined && lo !== undefined) expect(lo).toBeLessThanOrEqual(hi);
                }
            }
            await settle(kind, t0 + 3 * DAY);
            const recs = await recordsOf(...agents);
            const byId = new Map(recs.map((r) => [r.id, r]));
            const spans = new Map<string, Rec[]>();
            for (const r of recs) {
              const k = `${r.period_start}/${r.period_end}`;
              spans.set(k, [...(spans.get(k) ?? []), r]);
            }
            const level = (memberId: number) => agents.findIndex((a) => ids[a] === memberId);
            for (const [k, rs] of spans) {
              const [from, to] = k.split('/').map((x) => Date.parse(x));
              // the base of the span from the bets themselves, not from the statements
              const base = played.filter((b) => b.t >= from! && b.t < to!).reduce((s, b) => s + b.base, 0);
              const top = rs.find((r) => r.member_id === ids[`${p}a0`])!;
              expect(top.base_amount).toBe(base);
              const paid = rs.reduce((s, r) => s + r.amount, 0);
              expect(paid).toBeLessThanOrEqual(Math.floor((Math.max(0, base) * topBp) / 10_000));
              // the chain pays its top contract's gross, exactly (a carried loss lowers that gross)
              expect(paid).toBe(top.gross);
              if (kind !== 'DIVIDEND') expect(paid).toBe(Math.floor((base * topBp) / 10_000));
              for (const r of rs) {
                // every deducted part is an amount paid: the statement below, for the same span
                const rows = await downlineRows(r.id);
                for (const row of rows) {
                  const below = byId.get(row.downline_record_id)!;
                  expect(below).toMatchObject({
                    member_id: row.member_id,
                    amount: row.amount,
                    period_start: r.period_start,
                  });
                  expect(level(row.member_id)).toBeGreaterThan(level(r.member_id));
                }
                expect(rows.reduce((s, x) => s + x.amount, 0)).toBe(r.downline_amount);
                // and every statement below in the span is listed
                expect(rows.map((x) => x.downline_record_id).sort()).toEqual(
                  rs
                    .filter((x) => level(x.member_id) > level(r.member_id))
                    .map((x) => x.id)
                    .sort(),
                );
                expect(r.amount + r.downline_amount + r.capped).toBe(r.gross);
              }
            }
            // every bet is in exactly one of the top contract's statements
            const tops = recs.filter((r) => r.member_id === ids[`${p}a0`]);
            expect(tops.reduce((s, r) => s + r.base_amount, 0)).toBe(played.reduce((s, b) => s + b.base, 0));
            // the run's contracts leave the next runs alone
            await app.db.run(
              `UPDATE agent_contract SET status = 'CLOSED' WHERE status IN ('SIGNED', 'OFFERED')
                 AND to_member_id IN (${agents.map((a) => ids[a]!).join(',')})`,
            );
          },
        ),
        { numRuns: 20, seed: 20270601, endOnFailure: true },
      );
      // a limit for a hung run (PostgreSQL on a loaded machine), not a speed requirement
    }, 300_000);
  });
});
