import type { ContractKind } from '@jogo/shared/api';
import { addDay, dayOf, dayStart, type SiteDay } from '@jogo/shared/time';
import type { Cols, Db } from '../../src/db/db';
import { siteZone } from '../../src/domain/site/clock';
import { BatchTable } from './batch';
import { buildPopulation, Rand, type LargeWorldOptions } from './model';
import type { Progress } from './progress';

/**
 * What every section of the large-world seeder shares: the options, the world's days and clock, the demo world's
 * games and the next free ids, the population, the tables rows are batched into, and the one PRNG. Every section
 * draws from `rand` in the order index.ts runs them, so the same options always build the same world.
 */

export const SETTING = 'seed.large';
export const MIN = 60_000;
export const HOUR = 3_600_000;
export const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT']);
/** The settlement tick after a period's end (contracts.ts SETTLE_TICK_MS). */
export const SETTLE_DELAY = 5 * MIN;

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

export interface Game {
  node_id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
}

/** A figure of one member in one site day: settled play by settle time, bonuses by their time. */
export interface Fig {
  bet: number;
  payout: number;
  ded: number;
}

export interface Contract {
  id: number;
  kind: ContractKind;
  holder: number;
  rateBp: number;
  carry: number;
  settledUntil: number;
}

export type Ev =
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

/** @returns the shared context of one build, read from the demo world in `db` */
export async function openWorld(db: Db, o: LargeWorldOptions, progress: Progress) {
  const rand = new Rand(o.seed + 1);
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
  return {
    db,
    o,
    progress,
    rand,
    zone,
    endDay,
    firstDay,
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
  };
}

/** One build's shared context (openWorld). */
export type World = Awaited<ReturnType<typeof openWorld>>;

/** The username of the i-th agent of a large world (0-based). */
export const agentName = (i: number) => `ag${String(i + 1).padStart(5, '0')}`;
/** The username of the i-th player of a large world (0-based). */
export const playerName = (i: number) => `pl${String(i + 1).padStart(6, '0')}`;

export const NICKNAMES = [
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
