import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/db';

/**
 * The gateway's Prometheus metrics (prom-client), one registry per app (docs/gateway/engines-and-operations.md "Operating it").
 * `app.metrics` (plugins/ops/metrics.ts) is this object; code that has only the database handle finds it with
 * `metricsOf(db)` (undefined for a handle no app instruments: scripts, the seed).
 *
 * **Adding a metric elsewhere** (a plugin, a route file): create it on the app's registry,
 *   `new Counter({ name: 'jogo_<what>_total', help: '…', labelNames: ['kind'], registers: [app.metrics.registry] })`
 * with a `jogo_` name and labels from a small fixed set (never a user id, token, amount or raw path).
 * `app.metrics.onScrape(fn)` runs `fn` before each scrape (gauges read from the database or a pool).
 */
export interface GatewayMetrics {
  readonly registry: Registry;
  /** every answered request but the probes and /metrics: route pattern, method, status */
  readonly requests: Counter<'method' | 'route' | 'status'>;
  readonly requestSeconds: Histogram<'method' | 'route' | 'status_class'>;
  /** failure answers by their envelope errorCode (a fixed set of message keys) */
  readonly errors: Counter<'code'>;
  /** refusals of the throttles: kind `rate_limit`, `captcha` */
  readonly refusals: Counter<'kind'>;
  /** game rounds and bets: `placed`, `settled` */
  readonly bets: Counter<'state'>;
  /** committed ledger rows by transaction type, and their amounts (minor units, absolute) */
  readonly moneyMoves: Counter<'type'>;
  readonly moneyMinor: Counter<'type'>;
  /** runs of the timers one process leads (settlement, deposit expiry, pruning) */
  readonly taskRuns: Counter<'task' | 'outcome'>;
  readonly taskSeconds: Histogram<'task'>;
  readonly taskLastSuccess: Gauge<'task'>;
  /** 1 on the process that leads the task, 0 elsewhere */
  readonly leading: Gauge<'task'>;
  readonly openStreams: Gauge;
  readonly dbQuerySeconds: Histogram<'outcome'>;
  /** counts a committed ledger row (called after its transaction commits) */
  moneyMoved(type: string, amount: number): void;
  /** counts a settled round (placed and settled at once) */
  betSettled(): void;
  /** counts a failure answer, and a throttle's refusal */
  failed(code: string): void;
  /** runs `fn` before each scrape, e.g. to set a gauge from the database */
  onScrape(fn: () => Promise<void> | void): void;
  /** the exposition text (runs the scrape callbacks first) */
  scrape(): Promise<string>;
}

const instrumented = new WeakMap<Db, GatewayMetrics>();

/** @returns the metrics of the app that owns `db`, if one does */
export const metricsOf = (db: Db): GatewayMetrics | undefined => instrumented.get(db);

/** Ties `db` to `metrics`, for the domain code that records through `metricsOf(db)`. */
export function bindMetrics(db: Db, metrics: GatewayMetrics): void {
  instrumented.set(db, metrics);
}

/** Latency buckets (seconds): 2.5 ms .. 10 s. */
const SECONDS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** @param defaults also collect Node's process metrics (CPU, memory, event loop lag, GC); a real server does */
export function createMetrics(opts: { defaults?: boolean } = {}): GatewayMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (opts.defaults) collectDefaultMetrics({ register: registry, prefix: 'jogo_' });
  const scrapers: (() => Promise<void> | void)[] = [];
  const m: Omit<GatewayMetrics, 'moneyMoved' | 'betSettled' | 'failed'> = {
    registry,
    requests: new Counter({
      name: 'jogo_http_requests_total',
      help: 'Answered requests by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'jogo_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class (2xx, 4xx, 5xx)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: SECONDS,
      registers,
    }),
    errors: new Counter({
      name: 'jogo_http_errors_total',
      help: 'Failure answers by envelope errorCode',
      labelNames: ['code'],
      registers,
    }),
    refusals: new Counter({
      name: 'jogo_refusals_total',
      help: 'Calls refused by a throttle: rate_limit (429) or captcha (captcha required or wrong)',
      labelNames: ['kind'],
      registers,
    }),
    bets: new Counter({
      name: 'jogo_bets_total',
      help: 'Bets placed and settled (a game round is both at once)',
      labelNames: ['state'],
      registers,
    }),
    moneyMoves: new Counter({
      name: 'jogo_money_moves_total',
      help: 'Committed ledger rows by transaction type',
      labelNames: ['type'],
      registers,
    }),
    moneyMinor: new Counter({
      name: 'jogo_money_moved_minor_total',
      help: 'Committed ledger amounts by transaction type, absolute, in minor units',
      labelNames: ['type'],
      registers,
    }),
    taskRuns: new Counter({
      name: 'jogo_leader_task_runs_total',
      help: 'Runs of a leader task (agent-settlement, deposit-expiry, rate-limit-prune) by outcome (ok, failed)',
      labelNames: ['task', 'outcome'],
      registers,
    }),
    taskSeconds: new Histogram({
      name: 'jogo_leader_task_duration_seconds',
      help: 'Duration of a leader task run',
      labelNames: ['task'],
      buckets: SECONDS,
      registers,
    }),
    taskLastSuccess: new Gauge({
      name: 'jogo_leader_task_last_success_timestamp_seconds',
      help: 'When a run of the task last ended well on this process (Unix seconds); lag = time() - max over processes',
      labelNames: ['task'],
      registers,
    }),
    leading: new Gauge({
      name: 'jogo_leader',
      help: '1 when this process leads the task (holds its lock or lease), else 0',
      labelNames: ['task'],
      registers,
    }),
    openStreams: new Gauge({
      name: 'jogo_balance_streams_open',
      help: 'Open balance streams (server-sent events) on this process',
      registers,
    }),
    dbQuerySeconds: new Histogram({
      name: 'jogo_db_query_duration_seconds',
      help: 'Time of one database statement, by outcome (ok, error)',
      labelNames: ['outcome'],
      buckets: SECONDS,
      registers,
    }),
    onScrape(fn) {
      scrapers.push(fn);
    },
    async scrape() {
      await Promise.all(scrapers.map(async (fn) => await fn()));
      return await registry.metrics();
    },
  };
  return {
    ...m,
    moneyMoved(type, amount) {
      m.moneyMoves.inc({ type });
      m.moneyMinor.inc({ type }, Math.abs(amount));
    },
    betSettled() {
      m.bets.inc({ state: 'placed' });
      m.bets.inc({ state: 'settled' });
    },
    failed(code) {
      m.errors.inc({ code });
      const kind = REFUSALS[code];
      if (kind) m.refusals.inc({ kind });
    },
  };
}

/** The error codes that are a throttle's refusal. */
const REFUSALS: Record<string, string> = {
  TOO_MANY_REQUESTS: 'rate_limit',
  'verification.daily_cap': 'rate_limit',
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
};
