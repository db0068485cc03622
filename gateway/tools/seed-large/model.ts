import { prng } from '../../src/lib/prng';

/**
 * The shape of a large world (`npm run db:seed:large`): who is whose agent and how much each one plays. Pure and
 * deterministic: the same options give the same world on either engine.
 */

export interface LargeWorldOptions {
  /** players (member type 0) */
  members: number;
  /** agents (types 1, 2, 41, 42: four levels, players below them make chains of up to 5) */
  agents: number;
  /** settled bets over the whole history */
  bets: number;
  /** site days of history, ending with `endDay` */
  days: number;
  /** the last day with bets (`YYYY-MM-DD` of the site's zone); default: yesterday of the site */
  endDay?: string;
  /** PRNG seed */
  seed: number;
  /** agents of levels 1..contractLevels hold a daily salary and a weekly dividend contract */
  contractLevels: number;
  merchant: string;
}

export const LARGE_DEFAULTS: LargeWorldOptions = {
  members: 100_000,
  agents: 2_000,
  bets: 5_000_000,
  days: 90,
  seed: 28,
  contractLevels: 2,
  merchant: 'jogo',
};

/** The agent type of each level below the house (1 → 2 → 41 → 42, as `registerDownline` opens them). */
export const AGENT_TYPE_BY_DEPTH = [0, 1, 2, 41, 42] as const;

/** A seeded random source with the few distributions the world needs. */
export class Rand {
  readonly next: () => number;
  #spare: number | null = null;

  constructor(seed: number) {
    this.next = prng(seed);
  }

  /** an integer in [0, n) */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** a standard normal value (Box-Muller) */
  gauss(): number {
    if (this.#spare !== null) {
      const s = this.#spare;
      this.#spare = null;
      return s;
    }
    const u = 1 - this.next();
    const v = this.next();
    const r = Math.sqrt(-2 * Math.log(u));
    this.#spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  pick<T>(a: readonly T[]): T {
    return a[this.int(a.length)]!;
  }
}

/**
 * Walker's alias method: after O(n) set-up, one index drawn with probability weight/Σweights in O(1).
 * @returns a sampler
 */
export function aliasSampler(weights: ArrayLike<number>, rand: Rand): () => number {
  const n = weights.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i]!;
  const prob = new Float64Array(n);
  const alias = new Int32Array(n);
  const scaled = new Float64Array(n);
  const small: number[] = [];
  const large: number[] = [];
  for (let i = 0; i < n; i++) {
    scaled[i] = (weights[i]! * n) / sum;
    (scaled[i]! < 1 ? small : large).push(i);
  }
  while (small.length && large.length) {
    const s = small.pop()!;
    const l = large.pop()!;
    prob[s] = scaled[s]!;
    alias[s] = l;
    scaled[l] = scaled[l]! + scaled[s]! - 1;
    (scaled[l]! < 1 ? small : large).push(l);
  }
  for (const i of [...small, ...large]) prob[i] = 1;
  return () => {
    const i = rand.int(n);
    return rand.next() < prob[i]! ? i : alias[i]!;
  };
}

/**
 * Everyone of the world by index: agents first (`0 .. agents-1`, parents before children), then players.
 * `parent` is an index or -1; `depth` is the level below the house (agents 1..4, players 2..5, 0 for a player
 * with no agent).
 */
export interface Population {
  agents: number;
  size: number;
  parent: Int32Array;
  depth: Uint8Array;
  /** the agents directly below each agent */
  childAgents: number[][];
  /** share of sessions (relative) */
  weight: Float64Array;
  /** mean bets per session */
  sessionBets: Float64Array;
  /** typical stake, minor units */
  stake: Float64Array;
  /** the two game types a member prefers (indexes into the type list) */
  favourite: Uint8Array;
  /** the world day a player joined on (-1: before the history starts); they bet from the next day */
  joinDay: Int16Array;
  /** the player who bets the most (an index) */
  whale: number;
}

/** Share of all sessions the busiest player plays (about 0.4 % of the bets: ~20 000 of 5 000 000). */
const WHALE_SHARE = 0.004;
/** Players with no agent (walk-in sign-ups) */
const WALK_IN_SHARE = 0.03;
/** Players who sign up during the history (the rest were members before it) */
const NEWCOMER_SHARE = 0.15;

/**
 * Builds the team tree and everyone's habits. Top agents' teams follow Zipf's law (the k-th biggest has weight
 * 1/k), so the busiest agent leads about a fifth of the players, as in a real affiliate network; each new agent
 * or player walks down from a top agent, stopping at each level with some chance.
 */
export function buildPopulation(o: LargeWorldOptions, typeCount: number): Population {
  const rand = new Rand(o.seed);
  const A = Math.max(1, o.agents);
  const size = A + o.members;
  const parent = new Int32Array(size).fill(-1);
  const depth = new Uint8Array(size);
  const childAgents: number[][] = Array.from({ length: A }, () => []);
  const top = Math.max(1, Math.min(A, Math.round(A * 0.05)));
  const topWeights = Float64Array.from({ length: top }, (_, k) => 1 / (k + 1));
  const tree = aliasSampler(topWeights, rand);
  for (let i = 0; i < top; i++) depth[i] = 1;
  for (let i = top; i < A; i++) {
    let node = tree();
    while (depth[node]! <= 2 && childAgents[node]!.length && rand.next() < 0.55)
      node = rand.pick(childAgents[node]!);
    parent[i] = node;
    depth[i] = depth[node]! + 1;
    childAgents[node]!.push(i);
  }
  for (let i = A; i < size; i++) {
    if (rand.next() < WALK_IN_SHARE) continue;
    let node = tree();
    while (childAgents[node]!.length && rand.next() < 0.6) node = rand.pick(childAgents[node]!);
    parent[i] = node;
    depth[i] = depth[node]! + 1;
  }

  const weight = new Float64Array(size);
  const sessionBets = new Float64Array(size);
  const stake = new Float64Array(size);
  const favourite = new Uint8Array(size * 2);
  const joinDay = new Int16Array(size).fill(-1);
  for (let i = 0; i < size; i++) {
    const agent = i < A;
    // heavy-tailed habits: most play a little, a few play a lot (lognormal)
    weight[i] = Math.exp(1.1 * rand.gauss()) * (agent ? 0.3 : 1);
    sessionBets[i] = 2 + 6 * rand.next();
    stake[i] = Math.min(200_000, Math.max(100, Math.exp(Math.log(500) + 0.8 * rand.gauss())));
    favourite[2 * i] = rand.int(typeCount);
    favourite[2 * i + 1] = rand.int(typeCount);
    // a newcomer joins on a day of the history, never the last one (they bet from the next day)
    if (!agent && o.days > 1 && rand.next() < NEWCOMER_SHARE) joinDay[i] = rand.int(o.days - 1);
  }
  // the busiest player: a direct member of the biggest team, a member from before the history
  let whale = A;
  for (let i = A; i < size; i++)
    if (parent[i] === 0) {
      whale = i;
      break;
    }
  if (whale < size) {
    joinDay[whale] = -1;
    sessionBets[whale] = 40;
    let rest = 0;
    for (let i = 0; i < size; i++) if (i !== whale) rest += weight[i]! * sessionBets[i]!;
    weight[whale] = (WHALE_SHARE * rest) / (1 - WHALE_SHARE) / sessionBets[whale]!;
  }
  return {
    agents: A,
    size,
    parent,
    depth,
    childAgents,
    weight,
    sessionBets,
    stake,
    favourite,
    joinDay,
    whale,
  };
}

/**
 * How many bets each day gets: busier towards the weekend and growing slowly over the history; the sum is
 * exactly `total`.
 * @param weekdays day of the week (0 Sunday .. 6 Saturday) of each day
 */
export function dailyBudgets(total: number, weekdays: number[]): number[] {
  const BY_WEEKDAY = [1.2, 0.9, 0.92, 0.95, 1, 1.12, 1.28];
  const n = weekdays.length;
  const w = weekdays.map((wd, i) => BY_WEEKDAY[wd]! * (0.85 + (0.3 * i) / Math.max(1, n - 1)));
  const sum = w.reduce((s, x) => s + x, 0);
  const out = w.map((x) => Math.floor((total * x) / sum));
  let left = total - out.reduce((s, x) => s + x, 0);
  for (let i = n - 1; left > 0; i = (i - 1 + n) % n, left--) out[i] = out[i]! + 1;
  return out;
}

/** Relative number of sessions starting in each local hour (quiet nights, busy evenings). */
export const HOUR_WEIGHTS = [
  3, 2, 1.2, 0.8, 0.6, 0.6, 0.8, 1.2, 1.8, 2.4, 3, 3.4, 3.8, 3.8, 3.6, 3.6, 3.8, 4.2, 5, 6, 6.8, 7, 6.2, 4.6,
];
