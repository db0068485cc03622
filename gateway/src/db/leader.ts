import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import type { Db } from './db';
import { metricsOf } from '../lib/metrics';

/**
 * Timers that must run in one process at a time (docs/gateway/engines-and-operations.md "Several processes"): the agent settlement
 * and the deposit expiry. Every process runs the timer; on each tick it asks to lead the task and runs it only
 * when it does.
 * - PostgreSQL: a session advisory lock (`pg_try_advisory_lock`) per task, taken on one connection of its own
 *   per process (not one of the pool: the lock lives as long as the connection). The others try again on every
 *   tick. When the leader dies, the server ends its connection and the lock is free at once: the next tick of
 *   another process takes it. A leader whose connection broke forgets what it held and tries again.
 * - SQLite (one file, normally one process): a lease row (`leader_lease`) the holder renews on every tick; another
 *   process on the same file takes it once it has lapsed (three ticks without renewal).
 * The tasks stay correct if two runs ever overlap (a leader cut off mid-task while another takes over): each
 * settlement and each expiry is a conditional write in its own transaction.
 */

/** What a process sees of a task's leadership. */
export interface LeaderTask {
  /** Stops the timer and gives the task up (another process takes it on its next tick). */
  stop(): Promise<void>;
  /** Runs one tick now (tests): leads or not, and runs the task when leading. @returns whether it ran */
  tick(): Promise<boolean>;
}

export interface LeaderTaskOptions {
  /** stable name of the task: its lock (PostgreSQL) or lease row (SQLite) */
  name: string;
  /** interval between ticks; `JOGO_LEADER_TICK_MS` overrides it (tests, a short-lived demo) */
  everyMs: number;
  run: () => Promise<unknown>;
  /** where failures and changes of leadership are told */
  log?: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/** The first key of every advisory lock of ours (two-key form: the migration's one-key lock is another space). */
const LOCK_SPACE = 0x4a6f676f; // 'Jogo'

/** @returns the two keys of a task's advisory lock: our space and 31 bits of the name's SHA-256 */
export function lockKeys(name: string): [number, number] {
  return [LOCK_SPACE, crypto.createHash('sha256').update(name).digest().readUInt32BE(0) & 0x7fffffff];
}

/** How each process is named to PostgreSQL on its leadership connection (`pg_stat_activity.application_name`). */
export const leaderApplicationName = (pid = process.pid) => `jogo-leader:${pid}`;

interface Elector {
  lead(name: string, everyMs: number): Promise<boolean>;
  release(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Advisory locks on one dedicated connection of this process. */
class PostgresElector implements Elector {
  #client: pg.Client | null = null;
  #connecting: Promise<pg.Client> | null = null;
  /** the locks this connection holds (a new connection holds none) */
  readonly #held = new Set<string>();

  constructor(private readonly url: string) {}

  async #connection(): Promise<pg.Client> {
    if (this.#client) return this.#client;
    this.#connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url, application_name: leaderApplicationName() });
      const lost = () => {
        if (this.#client !== client) return;
        this.#client = null;
        this.#held.clear(); // the server released them with the session
        client.end().catch(() => undefined);
      };
      client.on('error', lost);
      client.on('end', lost);
      try {
        await client.connect();
      } catch (err) {
        client.end().catch(() => undefined);
        throw err;
      }
      this.#client = client;
      return client;
    })().finally(() => (this.#connecting = null));
    return this.#connecting;
  }

  /** the connection runs one query at a time: the tasks' ticks take turns */
  #turn: Promise<unknown> = Promise.resolve();

  lead(name: string): Promise<boolean> {
    const next = this.#turn.then(() => this.#lead(name));
    this.#turn = next.catch(() => undefined);
    return next;
  }

  async #lead(name: string): Promise<boolean> {
    try {
      const client = await this.#connection();
      if (this.#held.has(name)) {
        await client.query('SELECT 1'); // still connected, so still holding it
        return this.#client === client && this.#held.has(name);
      }
      const [space, key] = lockKeys(name);
      const r = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS held', [
        space,
        key,
      ]);
      if (r.rows[0]?.held && this.#client === client) this.#held.add(name);
      return this.#held.has(name);
    } catch {
      // the server is away: whatever this connection held is released with it; try again next tick
      const client = this.#client;
      this.#client = null;
      this.#held.clear();
      await client?.end().catch(() => undefined);
      return false;
    }
  }

  async release(name: string): Promise<void> {
    const next = this.#turn.then(async () => {
      if (!this.#held.delete(name) || !this.#client) return;
      const [space, key] = lockKeys(name);
      await this.#client.query('SELECT pg_advisory_unlock($1, $2)', [space, key]).catch(() => undefined);
    });
    this.#turn = next.catch(() => undefined);
    await next;
  }

  async close(): Promise<void> {
    const client = this.#client ?? (await this.#connecting?.catch(() => null));
    this.#client = null;
    this.#held.clear();
    await client?.end().catch(() => undefined);
  }
}

/** Leases in the database file: one row per task, renewed by its holder on every tick. */
class SqliteElector implements Elector {
  readonly #holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;

  constructor(private readonly db: Db) {}

  async lead(name: string, everyMs: number): Promise<boolean> {
    const now = Date.now();
    const r = await this.db.run(
      `INSERT INTO leader_lease (name, holder, expires_at) VALUES (@name, @holder, @until)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE leader_lease.holder = excluded.holder OR leader_lease.expires_at <= @now`,
      { name, holder: this.#holder, until: now + 3 * everyMs, now },
    );
    return r.changes === 1;
  }

  async release(name: string): Promise<void> {
    await this.db
      .run('DELETE FROM leader_lease WHERE name = ? AND holder = ?', name, this.#holder)
      .catch(() => undefined);
  }

  async close(): Promise<void> {}
}

const electors = new WeakMap<Db, { elector: Elector; tasks: number }>();

/**
 * Runs `run` every `everyMs` in the one process that leads `name` (see above). Nothing connects before the
 * first tick. Stop it when the app closes.
 * @param target the database target of `db` (the `postgres://` URL the leadership connection opens)
 */
export function leaderTask(db: Db, target: string, opts: LeaderTaskOptions): LeaderTask {
  let entry = electors.get(db);
  if (!entry) {
    entry = {
      elector: db.engine === 'postgres' ? new PostgresElector(db.directUrl ?? target) : new SqliteElector(db),
      tasks: 0,
    };
    electors.set(db, entry);
  }
  const shared = entry;
  shared.tasks += 1;
  const override = Number(process.env.JOGO_LEADER_TICK_MS);
  const everyMs = override > 0 ? override : opts.everyMs;
  let leading = false;
  let running: Promise<boolean> | null = null;
  let stopped = false;

  const tick = async (): Promise<boolean> => {
    const lead = !stopped && (await shared.elector.lead(opts.name, everyMs));
    const metrics = metricsOf(db);
    const task = opts.name;
    if (lead !== leading) {
      leading = lead;
      opts.log?.info({ task, pid: process.pid }, lead ? 'leading task' : 'no longer leading task');
    }
    metrics?.leading.set({ task }, lead ? 1 : 0);
    if (!lead || stopped) return false;
    const end = metrics?.taskSeconds.startTimer({ task });
    try {
      await opts.run();
      metrics?.taskRuns.inc({ task, outcome: 'ok' });
      metrics?.taskLastSuccess.set({ task }, Date.now() / 1000);
    } catch (err) {
      metrics?.taskRuns.inc({ task, outcome: 'failed' });
      opts.log?.error({ err, task }, 'leader task failed');
    } finally {
      end?.();
    }
    return true;
  };
  // a slow run is not overtaken by the next tick
  const once = () => (running ??= tick().finally(() => (running = null)));
  const timer = setInterval(() => void once(), everyMs);
  timer.unref();

  return {
    tick: once,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      await shared.elector.release(opts.name);
      metricsOf(db)?.leading.set({ task: opts.name }, 0);
      opts.log?.info({ task: opts.name, pid: process.pid }, 'gave the task up');
      shared.tasks -= 1;
      if (shared.tasks === 0) {
        electors.delete(db);
        await shared.elector.close();
      }
    },
  };
}
