import { dayStart, periodStart, zoned } from '@jogo/shared/time';
import { demoMultiplier } from '../../src/domain/play/games/bets';
import { withdrawFee } from '../../src/domain/money/withdrawals';
import { aliasSampler, dailyBudgets, HOUR_WEIGHTS } from './model';
import { HOUR, LOTTERY_TYPES, MIN, SETTLE_DELAY, type Ev, type Fig, type World } from './context';
import type { Contracts } from './contracts';
import { dropIndexes } from './finish';

/**
 * The history, day by day: each day's sessions and bets, the payouts of lottery bets at their draw, the raffle
 * bonuses, deposits when a stake would pass the balance, withdrawals after a session, and the agents' statements of
 * every period that ended (salaries at settlement, dividends when claimed), each day in one transaction.
 * @returns the secondary indexes dropped for the load, each member's bet count and the counts of what was written
 */
export async function writeHistory(w: World, { contracts, childContracts }: Contracts) {
  const {
    db,
    o,
    progress,
    rand,
    zone,
    days,
    starts,
    worldStart,
    worldEnd,
    worldNow,
    dayIndex,
    compact,
    games,
    types,
    byType,
    instantTypes,
    raffle,
    ids,
    pop,
    N,
    A,
    memberId,
    username,
    iso,
    T,
    withdraw,
    stmtMember,
    stmtDownline,
    flushAll,
    drainAll,
    chunk,
  } = w;
  const sessions = aliasSampler(pop.weight, rand);
  const hours = aliasSampler(HOUR_WEIGHTS, rand);
  const weekdays = days.map((d) => zoned(dayStart(d, zone), zone).getDay());
  const budgets = dailyBudgets(o.bets, weekdays);
  const balance = new Float64Array(N);
  const lastT = new Float64Array(N);
  const hasLedger = new Uint8Array(N);
  const cardOf = new Int32Array(N);
  const betsOf = new Float64Array(N);
  const figs = new Map<number, Map<number, Fig>>();
  const buckets = new Map<number, Ev[]>();
  const counts = { deposits: 0, withdrawals: 0, bonuses: 0, records: 0, statementMembers: 0, salaries: 0 };
  let seq = 0;
  let orderSeq = 0;
  let betsDone = 0;
  const schedule = (ev: Ev) => {
    if (ev.t > worldNow) return;
    const d = dayIndex(ev.t);
    let b = buckets.get(d);
    if (!b) buckets.set(d, (b = []));
    b.push(ev);
  };
  const figOf = (d: number, m: number): Fig => {
    let day = figs.get(d);
    if (!day) figs.set(d, (day = new Map()));
    let f = day.get(m);
    if (!f) day.set(m, (f = { bet: 0, payout: 0, ded: 0 }));
    return f;
  };

  const generate = (d: number): Ev[] => {
    const out: Ev[] = [];
    const start = starts[d]!;
    const end = starts[d + 1]!;
    const raffled = new Set<number>();
    for (let left = budgets[d]!; left > 0;) {
      const m = sessions();
      if (pop.joinDay[m]! >= d) continue;
      const k = Math.min(left, 1 + Math.floor(-Math.log(1 - rand.next()) * (pop.sessionBets[m]! - 1)));
      const s0 = Math.min(start + hours() * HOUR + rand.int(HOUR), end - 1);
      if (raffle && rand.next() < 0.08 && !raffled.has(m)) {
        raffled.add(m);
        const t = Math.max(start, s0 - 30_000);
        const amount = (1 + rand.int(20)) * 100;
        out.push({ kind: 'bonus', t, seq: seq++, m, amount, day: days[d]! });
        figOf(d, m).ded += amount;
      }
      let made = 0;
      let last: Ev | undefined;
      for (let t = s0; made < k && t < end; t += 15_000 + rand.int(75_000)) {
        let type = rand.next() < 0.75 ? pop.favourite[2 * m + rand.int(2)]! : rand.int(types.length);
        let settle = 0;
        if (LOTTERY_TYPES.has(types[type]!)) {
          settle = t + (5 + rand.int(55)) * MIN;
          if (settle >= worldEnd) {
            type = rand.pick(instantTypes);
            settle = 0;
          }
        }
        const game = rand.pick(byType[type]!);
        const amount = Math.min(
          500_000,
          Math.max(100, Math.round((pop.stake[m]! * (0.4 + 1.2 * rand.next())) / 100) * 100),
        );
        const payout = Math.floor(amount * demoMultiplier(rand.int(10_000)));
        last = { kind: 'bet', t, seq: seq++, m, game, amount, payout, settle, last: false };
        out.push(last);
        const f = figOf(settle ? dayIndex(settle) : d, m);
        f.bet += amount;
        f.payout += payout;
        if (settle && payout > 0)
          schedule({ kind: 'payout', t: settle, seq: seq++, m, game, amount: payout });
        made++;
      }
      if (last?.kind === 'bet') last.last = true;
      left -= made;
      betsOf[m] = betsOf[m]! + made;
    }
    return out;
  };

  /** the statements of the periods that end at `boundary` (salaries and dividends), settled 5 minutes later */
  const settle = (boundary: number) => {
    const at = boundary + SETTLE_DELAY;
    if (at > worldNow) return;
    const dBoundary = dayIndex(boundary);
    const periods: { kind: 'DAILY' | 'DIVIDEND'; from: number; dayFrom: number }[] = [
      { kind: 'DAILY', from: starts[dBoundary - 1]!, dayFrom: dBoundary - 1 },
    ];
    if (periodStart(boundary, 'WEEKLY', zone) === boundary) {
      const from = periodStart(boundary - 1, 'WEEKLY', zone);
      periods.push({ kind: 'DIVIDEND', from, dayFrom: Math.max(0, dayIndex(from)) });
    }
    for (const p of periods) {
      const dividend = p.kind === 'DIVIDEND';
      // the members behind each holder's base: every ancestor holding a contract of the kind
      const merged = new Map<number, Fig>();
      for (let d = p.dayFrom; d < dBoundary; d++)
        for (const [m, f] of figs.get(d) ?? []) {
          const g = merged.get(m);
          if (g) {
            g.bet += f.bet;
            g.payout += f.payout;
            g.ded += f.ded;
          } else merged.set(m, { ...f });
        }
      const per = new Map<
        number,
        { members: [number, Fig][]; base: number; bet: number; payout: number; ded: number }
      >();
      for (const [m, f] of merged) {
        const ded = dividend ? f.ded : 0;
        if (!(f.bet || f.payout || ded)) continue;
        const value = dividend ? f.bet - f.payout - ded : f.bet;
        for (let a = pop.parent[m]!; a >= 0; a = pop.parent[a]!) {
          if (!contracts[p.kind][a]) continue;
          let s = per.get(a);
          if (!s) per.set(a, (s = { members: [], base: 0, bet: 0, payout: 0, ded: 0 }));
          s.members.push([m, { bet: f.bet, payout: f.payout, ded }]);
          s.base += value;
          s.bet += f.bet;
          s.payout += f.payout;
          s.ded += ded;
        }
      }
      // the chain's pay top down, as settleSpan does: each budget is the gross, cut to what the upline's leaves
      const pay = new Map<number, { gross: number; budget: number; amount: number; rid: number }>();
      const order: number[] = [];
      for (let a = 0; a < A; a++) {
        const c = contracts[p.kind][a];
        if (!c) continue;
        const effective = (per.get(a)?.base ?? 0) + (dividend ? c.carry : 0);
        const gross = effective > 0 ? Math.floor((effective * c.rateBp) / 10000) : 0;
        pay.set(a, { gross, budget: gross, amount: 0, rid: per.has(a) ? ++ids.record : 0 });
        order.push(a);
      }
      order.sort((x, y) => pop.depth[x]! - pop.depth[y]!);
      for (const a of order) {
        const n = pay.get(a)!;
        const kids = childContracts[p.kind][a]!;
        const claims = kids.reduce((x, k) => x + pay.get(k)!.gross, 0);
        for (const k of kids) {
          const kn = pay.get(k)!;
          kn.budget = claims <= n.budget ? kn.gross : Math.floor((kn.gross * n.budget) / claims);
        }
        n.amount = n.budget - kids.reduce((x, k) => x + pay.get(k)!.budget, 0);
      }
      const below = (a: number): number[] => childContracts[p.kind][a]!.flatMap((k) => [k, ...below(k)]);
      // deepest first: a statement names the statements below it, written before it
      for (const a of [...order].reverse()) {
        const c = contracts[p.kind][a]!;
        c.settledUntil = boundary;
        const s = per.get(a);
        if (!s) continue; // no play: the live settlement jumps over such periods without a statement
        const carryIn = dividend ? c.carry : 0;
        const effective = s.base + carryIn;
        const { gross, budget, amount, rid } = pay.get(a)!;
        const downlineAmount = budget - amount;
        c.carry = dividend && effective < 0 ? effective : 0;
        let paidAt: number | null = at;
        if (dividend && amount > 0) {
          // the agent claims a dividend within three days (or has not yet, when that is after the world's now)
          const claim = at + 2 * HOUR + rand.int(70 * HOUR);
          paidAt = claim <= worldNow ? claim : null;
        }
        T.record.add(
          rid,
          c.id,
          memberId(a),
          p.kind,
          s.base,
          amount,
          iso(p.from),
          iso(boundary),
          iso(at),
          c.rateBp,
          s.bet,
          s.payout,
          s.ded,
          carryIn,
          gross,
          downlineAmount,
          paidAt === null ? null : iso(paidAt),
          gross - budget,
        );
        counts.records++;
        for (const [m, f] of s.members) {
          stmtMember.add(rid, memberId(m), f.bet, f.payout, f.ded);
          counts.statementMembers++;
        }
        for (const d of below(a)) {
          const dn = pay.get(d)!;
          if (dn.rid)
            stmtDownline.add(
              rid,
              memberId(d),
              contracts[p.kind][d]!.rateBp,
              per.get(d)!.base,
              dn.amount,
              dn.rid,
            );
        }
        if (amount > 0 && paidAt !== null)
          schedule({
            kind: 'salary',
            t: paidAt,
            seq: seq++,
            m: a,
            amount,
            reference: `contract:${c.id}:${rid}`,
            remark: p.kind,
          });
      }
    }
    // figures older than a week are not needed again
    for (const d of figs.keys()) if (d < dBoundary - 8) figs.delete(d);
  };

  const ledger = (m: number, type: string, amount: number, t: number, reference: string, remark: string) => {
    const after = balance[m]! + amount;
    if (after < 0) throw new Error(`seed:large: ${username(m)} would go below zero`);
    balance[m] = after;
    hasLedger[m] = 1;
    lastT[m] = Math.max(lastT[m]!, t);
    T.ledger.add(++ids.ledger, memberId(m), 'MAIN', type, amount, after, reference, remark, iso(t));
  };
  const deposit = (m: number, need: number, t: number) => {
    const at = Math.max(lastT[m]!, t - MIN, worldStart);
    const amount = Math.min(
      5_000_000,
      Math.ceil(Math.max(need * 3, pop.stake[m]! * (10 + rand.int(40))) / 1000) * 1000,
    );
    const no = `DP${compact[dayIndex(at)]}L${String(++orderSeq).padStart(8, '0')}`;
    T.deposit.add(no, memberId(m), 'PIX_FAST', amount, 'APPROVED', iso(at), iso(at));
    ledger(m, 'DEPOSIT', amount, at, no, 'PIX');
    counts.deposits++;
  };
  const maybeWithdraw = (m: number, t: number) => {
    const bal = balance[m]!;
    if (bal < 20_000 || rand.next() >= 0.15) return;
    const amount = Math.min(5_000_000, Math.floor(bal / 2 / 100) * 100);
    if (amount < 1_000) return;
    if (!cardOf[m]) {
      cardOf[m] = ++ids.card;
      T.card.add(
        cardOf[m]!,
        memberId(m),
        'Banco do Brasil',
        username(m),
        `0001${String(memberId(m)).padStart(8, '0')}`,
        'BANK',
        iso(t),
      );
    }
    const no = `WD${compact[dayIndex(t)]}L${String(++orderSeq).padStart(8, '0')}`;
    withdraw.add(
      no,
      memberId(m),
      cardOf[m]!,
      amount,
      withdrawFee(amount),
      'APPROVED',
      iso(t),
      iso(t + 10 * MIN),
    );
    ledger(m, 'WITHDRAW', -amount, t, no, '');
    counts.withdrawals++;
  };
  const play = async (events: Ev[]) => {
    events.sort((a, b) => a.t - b.t || a.seq - b.seq);
    for (const [i, ev] of events.entries()) {
      if ((i & 255) === 0) await drainAll();
      const m = ev.m;
      if (ev.kind === 'bet') {
        const g = games[ev.game]!;
        if (balance[m]! < ev.amount) deposit(m, ev.amount, ev.t);
        ledger(m, 'BET', -ev.amount, ev.t, g.game_code, g.vassalage);
        T.bet.add(
          ++ids.bet,
          memberId(m),
          g.node_id,
          g.game_code,
          g.game_type,
          g.vassalage,
          ev.amount,
          ev.payout,
          iso(ev.t),
          'SETTLED',
          ev.settle ? iso(ev.settle) : null,
        );
        if (!ev.settle && ev.payout > 0) ledger(m, 'PAYOUT', ev.payout, ev.t, g.game_code, g.vassalage);
        if (ev.last) maybeWithdraw(m, ev.t + 1000);
        if ((++betsDone & 4095) === 0) progress.advance(betsDone);
      } else if (ev.kind === 'payout') {
        const g = games[ev.game]!;
        ledger(m, 'PAYOUT', ev.amount, ev.t, g.game_code, g.vassalage);
      } else if (ev.kind === 'bonus') {
        const rid = ++ids.reward;
        T.reward.add(
          rid,
          memberId(m),
          'RAFFLE',
          raffle!.title_pt,
          raffle!.title_en,
          ev.amount,
          'CLAIMED',
          raffle!.id,
          ev.day,
          iso(ev.t),
        );
        ledger(m, 'BONUS', ev.amount, ev.t, `raffle:${rid}`, raffle!.title_en);
        counts.bonuses++;
      } else {
        ledger(m, 'SALARY', ev.amount, ev.t, ev.reference, ev.remark);
        counts.salaries++;
      }
    }
  };

  progress.phase('bets', o.bets);
  const indexes = await dropIndexes(db, ['bet', 'ledger', 'deposit_order', 'withdraw_order']);
  for (let d = 0; d < o.days; d++) {
    const events = generate(d);
    await chunk(async () => {
      if (d > 0) settle(starts[d]!);
      const due = buckets.get(d) ?? [];
      buckets.delete(d);
      await play(due.concat(events));
    });
    progress.advance(betsDone, `day ${d + 1}/${o.days}`);
  }
  await chunk(async () => {
    settle(worldEnd);
    await play(buckets.get(o.days) ?? []);
    for (let i = 0; i < N; i++) if (hasLedger[i]) T.wallet.add(memberId(i), 'MAIN', balance[i]!);
    await flushAll();
    for (const kind of ['DAILY', 'DIVIDEND'] as const)
      for (const c of contracts[kind])
        if (c)
          await db.run(
            'UPDATE agent_contract SET settled_until = ?, carry = ? WHERE id = ?',
            iso(c.settledUntil),
            c.carry,
            c.id,
          );
  });
  progress.advance(betsDone);
  return { indexes, betsOf, counts };
}

/** What the history wrote (writeHistory). */
export type History = Awaited<ReturnType<typeof writeHistory>>;
