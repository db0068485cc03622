import type { ContractKind } from '@jogo/shared/api';
import { addDay, dayOf, dayStart, periodStart, zoned, type SiteDay } from '@jogo/shared/time';
import type { Cols, Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { DEMO_PASSWORD } from '../../src/db/seed/members';
import { RESET_IDENTITY_SEQUENCES_SQL } from '../../src/db/postgres/ddl';
import { hashPassword } from '../../src/domain/identity/passwords';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { demoMultiplier } from '../../src/domain/play/games/bets';
import { withdrawFee } from '../../src/domain/money/withdrawals';
import { siteZone } from '../../src/domain/site/clock';
import { BatchTable } from './batch';
import { rebuildDailyFigures, resumeDailyFigures, suspendDailyFigures } from '../../src/db/daily-figures';
import {
  AGENT_TYPE_BY_DEPTH,
  aliasSampler,
  buildPopulation,
  dailyBudgets,
  HOUR_WEIGHTS,
  LARGE_DEFAULTS,
  Rand,
  type LargeWorldOptions,
} from './model';
import { Progress } from './progress';

export { LARGE_DEFAULTS, type LargeWorldOptions } from './model';

/**
 * A world the size of an operator ("Data the size of an operator"), written in bulk beside the demo
 * world: agents in chains of up to five levels, players under them, and `bets` settled bets over `days` site days
 * with every ledger row they make, so the agent reports and member records can be measured at scale
 * (`npm run bench`).
 *
 * What holds, as in live traffic (the test `test/db/seed-large.test.ts` checks each on both engines):
 * - money: every balance is the sum of its account's ledger rows, in order (`balance_after`), never below zero:
 *   a player deposits (an APPROVED PIX order) when a stake would pass the balance, withdraws (an APPROVED order to
 *   a bank account) now and then after a session, claims a daily raffle (a reward row and a BONUS);
 * - bets: instant rounds settle when made; lottery bets settle at their draw, minutes later (`settled_at`), their
 *   payout credited then; the demo vendor's pay table (RTP 92 %);
 * - agent pay: agents of the first `contractLevels` levels hold a daily salary (1 %, 0.8 %, …) and a weekly
 *   dividend (20 %, 15 %, …) from their upline (the house for a top agent), settled for every period that ended
 *   by the world's "now" exactly as `settleContracts` does (the chain's pay top down by the difference model, dividends'
 *   deductions and negative carry, statements with their members and downline parts, salaries credited at
 *   settlement, dividends when the agent claims them within 3 days);
 * - days are days of the site's zone (`site.timeZone`); the world's "now" is one hour after the end of
 *   `endDay`, so the live settlement finds nothing to do until the next period ends.
 * Not written: points (the point ledger), recent games, login history.
 *
 * Rows go in as multi-row INSERTs (batch.ts), one transaction per day, with the triggers of the agent
 * reports' daily figures suspended and the figures counted once at the end (src/db/daily-figures/); PostgreSQL
 * without waiting for each commit's flush (`synchronous_commit = off` for those transactions: a crash leaves a
 * world without its marker, to be built again). The world is recorded in site setting `seed.large` (its options, days, busiest
 * agent and player): a second run with the same options leaves it as it is.
 */

const SETTING = 'seed.large';
const MIN = 60_000;
const HOUR = 3_600_000;
const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);
/** The settlement tick after a period's end (contracts.ts SETTLE_TICK_MS). */
const SETTLE_DELAY = 5 * MIN;

/** What was built, as the site setting `seed.large` records it. */
export interface LargeWorldReport {
  options: LargeWorldOptions;
  engine: Db['engine'];
  zone: string;
  firstDay: SiteDay;
  endDay: SiteDay;
  /** the world's "now": the last settlement and claim happened before it */
  now: string;
  busiestAgent: { username: string; teamSize: number; teamBets: number };
  busiestPlayer: { username: string; bets: number };
  counts: Record<string, number>;
  seconds: number;
  /** whether this call built it (false: an identical world was there) */
  built: boolean;
}

/** @returns the large world recorded in `db`, if any */
export async function largeWorldOf(
  db: Db,
  merchant = LARGE_DEFAULTS.merchant,
): Promise<LargeWorldReport | null> {
  const row = await db.get<Cols<'site_setting', 'value'>>(
    'SELECT value FROM site_setting WHERE merchant_code = ? AND key = ?',
    merchant,
    SETTING,
  );
  return row ? ({ ...JSON.parse(row.value), built: false } as LargeWorldReport) : null;
}

const sameOptions = (a: LargeWorldOptions, b: LargeWorldOptions) =>
  (Object.keys(LARGE_DEFAULTS) as (keyof LargeWorldOptions)[]).every((k) => a[k] === b[k]) &&
  (a.endDay === undefined || b.endDay === undefined || a.endDay === b.endDay);

interface Game {
  node_id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
}

/** A figure of one member in one site day: settled play by settle time, bonuses by their time. */
interface Fig {
  bet: number;
  payout: number;
  ded: number;
}

interface Contract {
  id: number;
  kind: ContractKind;
  holder: number;
  rateBp: number;
  carry: number;
  settledUntil: number;
}

type Ev =
  | {
      kind: 'bet';
      t: number;
      seq: number;
      m: number;
      game: number;
      amount: number;
      payout: number;
      /** settle time of a lottery bet; 0 for an instant round */
      settle: number;
      last: boolean;
    }
  | { kind: 'payout'; t: number; seq: number; m: number; game: number; amount: number }
  | { kind: 'bonus'; t: number; seq: number; m: number; amount: number; day: SiteDay }
  | { kind: 'salary'; t: number; seq: number; m: number; amount: number; reference: string; remark: string };

/**
 * Builds the large world into `db` (migrated and demo-seeded first when needed).
 * @throws when another large world, or part of one, is there already
 */
export async function seedLarge(
  db: Db,
  input: Partial<LargeWorldOptions> = {},
  progress = new Progress(),
  verify = true,
): Promise<LargeWorldReport> {
  const o: LargeWorldOptions = { ...LARGE_DEFAULTS, ...input };
  if (o.agents < 1 || o.members < 1 || o.days < 2 || o.bets < 0)
    throw new Error('seed:large: sizes too small');
  const started = Date.now();
  await migrate(db);
  await seed(db);
  const existing = await largeWorldOf(db, o.merchant);
  if (existing) {
    if (sameOptions(existing.options, o)) return existing;
    throw new Error(
      `seed:large: another large world is there (${JSON.stringify(existing.options)}): use a new database`,
    );
  }
  if (await db.get('SELECT 1 FROM member WHERE merchant_code = ? AND username = ?', o.merchant, agentName(0)))
    throw new Error('seed:large: a large world that was not finished is there: use a new database');

  const zone = await siteZone(db, o.merchant);
  const endDay = o.endDay ?? addDay(dayOf(Date.now(), zone), -1);
  const firstDay = addDay(endDay, -(o.days - 1));
  const days: SiteDay[] = Array.from({ length: o.days }, (_, i) => addDay(firstDay, i));
  const starts = [...days, addDay(endDay, 1)].map((d) => dayStart(d, zone));
  const worldStart = starts[0]!;
  const worldEnd = starts[o.days]!;
  const worldNow = worldEnd + HOUR;
  const dayIndex = (t: number): number => {
    let lo = 0;
    let hi = o.days; // starts[hi] = worldEnd
    if (t >= worldEnd) return o.days;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= t) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const compact = days.map((d) => d.replace(/-/g, ''));
  compact.push(addDay(endDay, 1).replace(/-/g, ''));

  const games = await db.all<Game>(
    'SELECT node_id, game_code, game_type, vassalage FROM game ORDER BY node_id',
  );
  const types = [...new Set(games.map((g) => g.game_type))];
  const byType = types.map((t) => games.map((g, i) => (g.game_type === t ? i : -1)).filter((i) => i >= 0));
  const instantTypes = types.map((t, i) => (LOTTERY_TYPES.has(t) ? -1 : i)).filter((i) => i >= 0);
  const raffle = await db.get<Cols<'promotion', 'id' | 'title_pt' | 'title_en'>>(
    "SELECT id, title_pt, title_en FROM promotion WHERE merchant_code = ? AND category = 'RAFFLE' ORDER BY id LIMIT 1",
    o.merchant,
  );
  const base = async (table: string) => db.number(`SELECT COALESCE(MAX(id), 0) AS n FROM ${table}`);
  const ids = {
    member: await base('member'),
    bet: await base('bet'),
    ledger: await base('ledger'),
    card: await base('bank_card'),
    reward: await base('reward'),
    contract: await base('agent_contract'),
    record: await base('contract_record'),
  };
  const pop = buildPopulation(o, types.length);
  const N = pop.size;
  const A = pop.agents;
  const memberId = (i: number) => ids.member + 1 + i;
  const username = (i: number) => (i < A ? agentName(i) : playerName(i - A));
  const iso = (t: number) => new Date(t).toISOString();

  const written = (rows: number) => progress.wrote(rows);
  const table = (name: string, columns: string[], deps: BatchTable[] = []) =>
    new BatchTable(db, name, columns, deps, written);
  const T = {
    member: table('member', [
      'id',
      'merchant_code',
      'username',
      'password_hash',
      'nickname',
      'type',
      'parent_id',
      'language',
      'first_time_login',
      'password_changed_at',
      'created_at',
    ]),
    invite: table('invite_code', ['code', 'merchant_code', 'member_id', 'kind', 'domain', 'created_at']),
    contract: table('agent_contract', [
      'id',
      'kind',
      'from_member_id',
      'to_member_id',
      'rate_bp',
      'status',
      'created_at',
      'signed_at',
      'settled_until',
    ]),
    bet: table('bet', [
      'id',
      'member_id',
      'node_id',
      'game_code',
      'game_type',
      'vassalage',
      'amount',
      'payout',
      'created_at',
      'status',
      'settled_at',
    ]),
    ledger: table('ledger', [
      'id',
      'member_id',
      'account',
      'type',
      'amount',
      'balance_after',
      'reference',
      'remark',
      'created_at',
    ]),
    deposit: table('deposit_order', [
      'order_no',
      'member_id',
      'channel_id',
      'amount',
      'status',
      'created_at',
      'confirmed_at',
    ]),
    card: table('bank_card', [
      'id',
      'member_id',
      'bank_name',
      'account_name',
      'account_number',
      'card_type',
      'created_at',
    ]),
    reward: table('reward', [
      'id',
      'member_id',
      'source',
      'title',
      'title_en',
      'amount',
      'status',
      'promotion_id',
      'claim_day',
      'created_at',
    ]),
    record: table('contract_record', [
      'id',
      'contract_id',
      'member_id',
      'kind',
      'base_amount',
      'amount',
      'period_start',
      'period_end',
      'created_at',
      'rate_bp',
      'bet_amount',
      'payout_amount',
      'deductions',
      'carry_in',
      'gross',
      'downline_amount',
      'paid_at',
      'capped',
    ]),
    wallet: table('wallet_account', ['member_id', 'account', 'balance']),
  };
  const withdraw = table(
    'withdraw_order',
    ['order_no', 'member_id', 'bank_card_id', 'amount', 'fee', 'status', 'created_at', 'approved_at'],
    [T.card],
  );
  const stmtMember = table(
    'contract_statement_member',
    ['record_id', 'member_id', 'bet_amount', 'payout_amount', 'deductions'],
    [T.record],
  );
  const stmtDownline = table(
    'contract_statement_downline',
    ['record_id', 'member_id', 'rate_bp', 'base_amount', 'amount', 'downline_record_id'],
    [T.record],
  );
  const all = [...Object.values(T), withdraw, stmtMember, stmtDownline];
  const flushAll = async () => {
    for (const t of all) await t.flush();
  };
  const drainAll = async () => {
    for (const t of all) await t.drain();
  };
  /** one transaction of the load: no waiting for the flush of each commit on PostgreSQL */
  const chunk = (fn: () => Promise<void>) =>
    db.transaction(
      async () => {
        if (db.engine === 'postgres') await db.run('SET LOCAL synchronous_commit = off');
        await fn();
      },
      { isolation: 'read committed' },
    );
  if (db.engine === 'sqlite') await db.exec('PRAGMA cache_size = -262144');

  // ---- members, agents, affiliate and referral codes ------------------------------------------------------
  // the agent reports' figures are counted once after the load, not row by row (src/db/daily-figures/); a load that
  // stops half-way leaves them suspended in a world recorded as unfinished, which is never used
  const figures = await suspendDailyFigures(db);
  progress.phase('members', N);
  const hash = await hashPassword(DEMO_PASSWORD);
  const rand = new Rand(o.seed + 1);
  const created = new Float64Array(N);
  for (let i = 0; i < N; i++) {
    if (i < A) created[i] = worldStart - 400 * 86_400_000 + i * 30 * MIN;
    else if (pop.joinDay[i]! >= 0) created[i] = starts[pop.joinDay[i]!]! + rand.int(12 * HOUR);
    else created[i] = worldStart - (1 + rand.int(300)) * 86_400_000 - rand.int(24 * HOUR);
  }
  await chunk(async () => {
    for (let i = 0; i < N; i++) {
      const at = iso(created[i]!);
      if ((i & 1023) === 0) await T.member.drain();
      T.member.add(
        memberId(i),
        o.merchant,
        username(i),
        hash,
        NICKNAMES[i % NICKNAMES.length]!,
        i < A ? AGENT_TYPE_BY_DEPTH[pop.depth[i]!]! : 0,
        pop.parent[i]! >= 0 ? memberId(pop.parent[i]!) : null,
        'PT',
        0,
        iso(worldNow),
        at,
      );
      if ((i & 1023) === 0) progress.advance(i);
    }
    await T.member.flush();
    for (let i = 0; i < N; i++) {
      if ((i & 1023) === 0) await T.invite.drain();
      T.invite.add(
        i < A ? `LWA${i + 1}` : `LWR${i - A + 1}`,
        o.merchant,
        memberId(i),
        i < A ? 'affiliate' : 'referral',
        null,
        iso(created[i]!),
      );
    }
    await T.invite.flush();
  });
  progress.advance(N);

  // ---- contracts ------------------------------------------------------------------------------------------
  const RATES: Record<'DAILY' | 'DIVIDEND', number[]> = {
    DAILY: [0, 100, 80, 50, 30],
    DIVIDEND: [0, 2_000, 1_500, 500, 300],
  };
  const contracts: Record<'DAILY' | 'DIVIDEND', (Contract | undefined)[]> = {
    DAILY: new Array<Contract | undefined>(A),
    DIVIDEND: new Array<Contract | undefined>(A),
  };
  const signedAt = { DAILY: worldStart, DIVIDEND: periodStart(worldStart, 'WEEKLY', zone) };
  /** the direct downline agents holding a contract of the kind */
  const childContracts: Record<'DAILY' | 'DIVIDEND', number[][]> = { DAILY: [], DIVIDEND: [] };
  await chunk(async () => {
    for (const kind of ['DAILY', 'DIVIDEND'] as const)
      for (let i = 0; i < A; i++) {
        if (pop.depth[i]! > o.contractLevels) continue;
        const c: Contract = {
          id: ++ids.contract,
          kind,
          holder: i,
          rateBp: RATES[kind][pop.depth[i]!]!,
          carry: 0,
          settledUntil: signedAt[kind],
        };
        contracts[kind][i] = c;
        const at = iso(signedAt[kind]);
        T.contract.add(
          c.id,
          kind,
          pop.parent[i]! >= 0 ? memberId(pop.parent[i]!) : null,
          memberId(i),
          c.rateBp,
          'SIGNED',
          at,
          at,
          at,
        );
      }
    await T.contract.flush();
  });
  for (const kind of ['DAILY', 'DIVIDEND'] as const) {
    childContracts[kind] = Array.from({ length: A }, () => []);
    for (let i = 0; i < A; i++)
      if (contracts[kind][i] && pop.parent[i]! >= 0) childContracts[kind][pop.parent[i]!]!.push(i);
  }

  // ---- the history, day by day ----------------------------------------------------------------------------
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

  // ---- indexes, statistics, sequences, the record of what was built -------------------------------------------
  progress.phase('index', indexes.length + 1);
  for (const [i, ix] of indexes.entries()) {
    await chunk(async () => {
      if (db.engine === 'postgres') await db.run("SET LOCAL maintenance_work_mem = '256MB'");
      await db.exec(ix.sql);
    });
    progress.advance(i + 1, ix.name);
  }
  await chunk(async () => {
    // the last login of each: the time of their last bet
    await db.run(
      `UPDATE member SET last_login_at = (SELECT MAX(b.created_at) FROM bet b WHERE b.member_id = member.id)
         WHERE id > ? AND id <= ?`,
      ids.member,
      memberId(N - 1),
    );
  });
  await chunk(() => rebuildDailyFigures(db));
  await resumeDailyFigures(db, figures);
  if (db.engine === 'postgres') await db.exec(RESET_IDENTITY_SEQUENCES_SQL);
  await db.exec('ANALYZE');
  // user loss reads team_member_day by an index-only scan (migration 192's PostgreSQL variant), which needs the
  // pages marked all-visible: what autovacuum does to a live table, done here once after the bulk load
  if (db.engine === 'postgres') await db.exec('VACUUM team_member_day');
  progress.advance(indexes.length + 1, 'analyze');

  const teamBets = new Float64Array(A);
  const teamSize = new Float64Array(A);
  for (let m = 0; m < N; m++)
    for (let a = pop.parent[m]!; a >= 0; a = pop.parent[a]!) {
      teamBets[a] = teamBets[a]! + betsOf[m]!;
      teamSize[a] = teamSize[a]! + 1;
    }
  let busiestAgent = 0;
  for (let a = 1; a < A; a++) if (teamBets[a]! > teamBets[busiestAgent]!) busiestAgent = a;
  let busiestPlayer = A;
  for (let m = A + 1; m < N; m++) if (betsOf[m]! > betsOf[busiestPlayer]!) busiestPlayer = m;
  const report: LargeWorldReport = {
    options: { ...o, endDay },
    engine: db.engine,
    zone,
    firstDay,
    endDay,
    now: iso(worldNow),
    busiestAgent: {
      username: username(busiestAgent),
      teamSize: teamSize[busiestAgent]!,
      teamBets: teamBets[busiestAgent]!,
    },
    busiestPlayer: { username: username(busiestPlayer), bets: betsOf[busiestPlayer]! },
    counts: {
      members: N,
      agents: A,
      players: N - A,
      bets: T.bet.written,
      ledger: T.ledger.written,
      ...counts,
      rows: progress.rows,
    },
    seconds: Math.round((Date.now() - started) / 100) / 10,
    built: true,
  };
  if (verify) {
    progress.phase('verify', 1);
    const violations = await checkLedger(db);
    if (violations.length)
      throw new Error(
        `seed:large: ${violations.length} accounts differ from their ledger, e.g. ${JSON.stringify(violations[0])}`,
      );
    progress.advance(1);
  }
  await db.run(
    `INSERT INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)
       ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
    o.merchant,
    SETTING,
    JSON.stringify({ ...report, built: undefined }),
  );
  progress.end(
    `large world: ${N} members (${A} agents), ${report.counts.bets} bets, ${report.counts.ledger} ledger rows in ${report.seconds} s (${db.engine})`,
  );
  return report;
}

/**
 * Drops the secondary indexes of the tables a bulk load fills (unique ones stay: they are constraints): building
 * an index once over the loaded rows costs a fraction of keeping it up to date row by row.
 * @returns their definitions, to be run again after the load
 */
async function dropIndexes(db: Db, tables: string[]): Promise<{ name: string; sql: string }[]> {
  const list = tables.map(() => '?').join(', ');
  const rows = await db.all<{ name: string; sql: string }>(
    db.engine === 'sqlite'
      ? `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%' AND tbl_name IN (${list}) ORDER BY name`
      : `SELECT indexname AS name, indexdef AS sql FROM pg_indexes
           WHERE schemaname = current_schema() AND indexdef NOT LIKE 'CREATE UNIQUE%' AND tablename IN (${list}) ORDER BY indexname`,
    ...tables,
  );
  for (const r of rows) await db.exec(`DROP INDEX ${r.name}`);
  return rows;
}

/** The username of the i-th agent of a large world (0-based). */
export const agentName = (i: number) => `ag${String(i + 1).padStart(5, '0')}`;
/** The username of the i-th player of a large world (0-based). */
export const playerName = (i: number) => `pl${String(i + 1).padStart(6, '0')}`;

const NICKNAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eva',
  'Felipe',
  'Gabriela',
  'Hugo',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Olívia',
  'Paulo',
  'Quésia',
  'Rafael',
  'Sofia',
  'Tiago',
];
