import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { Db } from '../../db/db';

/** How far behind the primary the replica may be before readiness is false and its reads go to the primary (s). */
export const replicaMaxLagSeconds = (): number => Number(process.env.JOGO_REPLICA_MAX_LAG_S ?? 30);
/** How often the lag is measured between probes and scrapes (ms). */
const CHECK_EVERY_MS = 5000;
/** How long the start waits for the first measure (ms). */
const STARTUP_WAIT_MS = 2000;

/**
 * Where the replica's replay stands: whether it has replayed all it received (an idle primary sends nothing, and
 * the age of the last replayed commit would grow without any lag), the replay position, and the age of the last
 * replayed commit (null before it replayed one).
 */
const LAG_SQL = `SELECT pg_is_in_recovery() AND pg_last_wal_receive_lsn() <> pg_last_wal_replay_lsn() AS behind,
    pg_last_wal_replay_lsn()::text AS at,
    EXTRACT(EPOCH FROM clock_timestamp() - pg_last_xact_replay_timestamp()) AS age`;

/**
 * A measure of a replica's lag in seconds: 0 when it has replayed all it received; else the age of the last commit
 * it replayed, or, before it replayed one, the time since this measure first saw its replay stand where it stands.
 * @returns a function giving the lag now, or null when the replica does not answer
 */
export function lagMeter(replica: Db, now = Date.now): () => Promise<number | null> {
  let stuck: { at: string; since: number } | null = null;
  return async () => {
    let row: { behind: number | boolean; at: string | null; age: number | string | null };
    try {
      row = (await replica.get<typeof row>(LAG_SQL))!;
    } catch {
      return null;
    }
    if (!row.behind) {
      stuck = null;
      return 0;
    }
    if (stuck?.at !== row.at) stuck = { at: row.at ?? '', since: now() };
    const age = row.age === null ? null : Number(row.age);
    return Math.max(0, age ?? (now() - stuck.since) / 1000);
  };
}

/**
 * The streaming replica of `DATABASE_REPLICA_URL` (docs/measurements/gateway-throughput.md "Throughput"), when there is one: its lag as
 * the gauge `jogo_db_replica_lag_seconds` (-1 while it does not answer), and the readiness check `replica`, false
 * past `JOGO_REPLICA_MAX_LAG_S` (30) or while it does not answer. Measured every 5 s, at each probe and each scrape;
 * while the last measure is past the bound the lag-tolerant reads go to the primary (`Db.replicaUsable`).
 */
export default fp(
  async (app) => {
    const db = app.db;
    const replica = db.replica;
    if (!replica) return;
    const bound = replicaMaxLagSeconds();
    const gauge = new Gauge({
      name: 'jogo_db_replica_lag_seconds',
      help: 'Seconds the streaming replica of the reports is behind the primary (-1: it does not answer)',
      registers: [app.metrics.registry],
    });
    const lag = lagMeter(replica);
    let measuring: Promise<number | null> | null = null;
    const measure = () =>
      (measuring ??= lag()
        .then((seconds) => {
          gauge.set(seconds ?? -1);
          db.replicaUsable = seconds !== null && seconds <= bound;
          return seconds;
        })
        .finally(() => (measuring = null)));
    app.metrics.onScrape(async () => void (await measure()));
    app.readiness.add('replica', async () => {
      const seconds = await measure();
      if (seconds === null) return 'the replica does not answer';
      return seconds > bound ? `the replica is ${seconds.toFixed(1)} s behind (bound ${bound} s)` : null;
    });
    const timer = setInterval(() => void measure(), CHECK_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await measuring;
    });
    // not used before a first measure says it answers in time; a replica that does not answer delays the start by
    // at most STARTUP_WAIT_MS
    db.replicaUsable = false;
    await Promise.race([measure(), new Promise((r) => setTimeout(r, STARTUP_WAIT_MS).unref())]);
  },
  { name: 'replica', dependencies: ['db', 'health', 'metrics'] },
);
