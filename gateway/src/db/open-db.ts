import Database from 'better-sqlite3';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { Db, type Schema } from './db';
import { SQLITE_LIKE_TYPES } from './postgres/types';
import { registerSiteDay } from './site-day';

export { Db } from './db';

/** What the metrics read of a database handle (plugins/ops/metrics.ts): statement times and the pool. */
const queryObservers = new WeakMap<Db, (seconds: number, ok: boolean) => void>();
const pools = new WeakMap<Db, pg.Pool>();

/** Calls `fn` with the duration of each statement of `db` (Kysely's log hook). */
export function observeQueries(db: Db, fn: (seconds: number, ok: boolean) => void): void {
  queryObservers.set(db, fn);
}

/** @returns a PostgreSQL handle's pool: connections open, idle, clients waiting for one, and the maximum */
export function poolStatsOf(db: Db): { total: number; idle: number; waiting: number; max: number } | null {
  const pool = pools.get(db);
  if (!pool) return null;
  return {
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max ?? 0,
  };
}

/** Kysely's log option for `db` (bound once the handle exists) */
function queryLog(handle: () => Db | undefined): (e: LogEvent) => void {
  return (e) => {
    const db = handle();
    if (db) queryObservers.get(db)?.(e.queryDurationMillis / 1000, e.level === 'query');
  };
}

/** How long a writer waits for another connection's write lock before SQLITE_BUSY (ms). */
export const BUSY_TIMEOUT_MS = 5000;

/**
 * Opens the SQLite database in WAL mode with foreign keys on and a busy timeout, behind Kysely's SQLite
 * dialect. Statements are prepared once per SQL text: preparing costs more than running a short statement,
 * and the money path (move, settleBet) runs thousands of times while seeding. Transactions start
 * `BEGIN IMMEDIATE` (db.ts).
 * @returns the database; `:memory:` gives a private in-memory database.
 */
export function openDb(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const raw = new Database(file);
  raw.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('synchronous = NORMAL');
  // the site day of an instant, for the triggers that keep the agent reports' daily figures (migration 190)
  registerSiteDay(raw);
  const cache = new Map<string, Database.Statement>();
  const cached = {
    close: () => raw.close(),
    prepare: (sql: string) => {
      let s = cache.get(sql);
      if (!s) cache.set(sql, (s = raw.prepare(sql)));
      return s;
    },
  };
  const ref: { db?: Db } = {};
  const kysely = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: cached }),
    log: queryLog(() => ref.db),
  });
  ref.db = new Db('sqlite', kysely, { script: (sql) => raw.exec(sql) });
  return ref.db;
}

/**
 * How many connections one gateway process keeps to PostgreSQL: `JOGO_PG_POOL`, else `defaultPoolSize()`. A
 * connection does one statement at a time and a bet holds one for its transaction (a few round trips and a commit),
 * so the pool is what bounds the transactions in flight per process; past the server's cores a bigger one only
 * queues there (docs/measurements/gateway-throughput.md "Throughput": the sizing rule).
 */
export const POOL_SIZE = poolSize(process.env.JOGO_PG_POOL);

/**
 * The default pool of one process: 4 connections per core of this machine, at least 8 and at most 32. A bet's
 * transaction spends about as long waiting on round trips as working, so a few connections per core keep the
 * server's cores busy; more only queue inside PostgreSQL (and count against its `max_connections`).
 */
export function defaultPoolSize(cores = os.availableParallelism()): number {
  return Math.min(32, Math.max(8, 4 * cores));
}

/** `JOGO_PG_POOL` when it is a whole number ≥ 1, else the default. */
export function poolSize(setting: string | undefined, cores?: number): number {
  const n = Number(setting);
  return setting && Number.isInteger(n) && n >= 1 ? n : defaultPoolSize(cores);
}

/** The replica's pool: half the primary's (it serves only the reports' reads), at least 2. */
export const REPLICA_POOL_SIZE = Math.max(2, Math.ceil(POOL_SIZE / 2));

/**
 * Whether statements are sent as named prepared statements (PostgreSQL parses and plans each text once per
 * connection, not per call): on unless `JOGO_PG_PREPARE=0`. Behind PgBouncer in transaction mode before 1.21
 * (Debian 12 has 1.18) a prepared statement does not follow the client to its next server connection: turn it off
 * there.
 */
export const prepareStatements = (): boolean => process.env.JOGO_PG_PREPARE !== '0';

/** How many distinct texts get a name per process (texts built with values inlined would grow without end). */
const MAX_PREPARED = 2000;
const statementNames = new Map<string, string>();

/** The prepared statement's name of a text: a digest, so every connection and process names it alike. */
function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `j${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

/** A node-postgres client that sends each parameterised text (Kysely's `query(text, values)`) prepared. */
class PreparingClient extends pg.Client {
  // node-postgres' query() has a dozen overloads; this one only adds a name to the (text, values) form
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0) {
      const name = statementName(text);
      if (name) return (super.query as (...a: unknown[]) => never)({ text, values, name }, ...args.slice(2));
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * Opens a PostgreSQL database (`DATABASE_URL=postgres://…`) behind Kysely's Postgres dialect over a
 * node-postgres pool. Values come back as better-sqlite3 gives them (postgres/types.ts): BIGINT and NUMERIC
 * as JS numbers (amounts are integer minor units, far below 2^53), booleans as 1/0, times as text.
 * `DATABASE_REPLICA_URL`, when set, opens a second pool on a streaming replica as `db.replica`, for the reads of
 * `db.forReads()`.
 */
export function openPostgres(
  url: string,
  size = POOL_SIZE,
  replicaUrl = process.env.DATABASE_REPLICA_URL || undefined,
): Db {
  const db = openPool(url, size);
  // behind PgBouncer (transaction mode) LISTEN and the advisory locks need the server itself
  db.directUrl = process.env.DATABASE_DIRECT_URL || url;
  // a replica that does not answer fails a connect after 5 s instead of waiting (the next measure then sends the
  // reads to the primary)
  if (replicaUrl) {
    db.replica = openPool(replicaUrl, REPLICA_POOL_SIZE, 5000);
    db.replica.isReplica = true;
  }
  return db;
}

function openPool(url: string, poolSize: number, connectTimeoutMs = 0): Db {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    max: poolSize,
    types: SQLITE_LIKE_TYPES,
    ...(prepareStatements() ? { Client: PreparingClient } : {}),
  });
  // an idle connection the server ends (restart, failover, a dropped database) is taken out of the pool; the
  // next query opens another. Without a listener the error would end the process.
  pool.on('error', () => undefined);
  // and one the server ends while it is checked out (between two statements of a transaction): its next statement
  // fails (the transaction rolls back, the call answers 500), and the pool drops it when it comes back. Without a
  // listener on the client itself that error too ended the process (found by the PostgreSQL restart drill).
  pool.on('connect', (client) => client.on('error', () => undefined));
  const ref: { db?: Db } = {};
  const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), log: queryLog(() => ref.db) });
  const db = (ref.db = new Db('postgres', kysely));
  pools.set(db, pool);
  return db;
}

/** Whether a database target names a PostgreSQL server rather than a SQLite file. */
export const isPostgresUrl = (target: string): boolean => /^postgres(ql)?:\/\//.test(target);

/** Opens `target`: a `postgres://` URL or a SQLite file path. */
export function openDatabase(target: string): Db {
  return isPostgresUrl(target) ? openPostgres(target) : openDb(target);
}
