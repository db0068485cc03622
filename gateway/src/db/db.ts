import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type Kysely, type QueryResult, type Selectable } from 'kysely';
import type { DB } from './schema.generated';

/** A value bound to a `?` placeholder. */
export type Param = string | number | bigint | null | Buffer;

/** Values bound by name to `@name` placeholders (passed as the only argument after the SQL). */
export type NamedParams = { readonly [name: string]: Param };

/** The parameters of a query: positional values, or one object of named values. */
export type Params = Param[] | [NamedParams];

/** What a write statement did. */
export interface RunResult {
  /** rows inserted, updated or deleted */
  changes: number;
}

/** The database engines the gateway runs on (docs/gateway/engines-and-operations.md "Two engines"). */
export type Engine = 'sqlite' | 'postgres';

/**
 * The tables, as the migrations build them (schema.generated.ts, `npm run db:types -w @jogo/gateway`). Queries are
 * SQL text; the query builder is there for code that wants it.
 */
export type Schema = DB;

/** A table's name. */
export type Table = keyof DB;

/** One row of `table` as a SELECT * reads it, e.g. `Row<'member'>`. */
export type Row<T extends Table> = Selectable<DB[T]>;

/**
 * The columns `K` of a row of `table`, as a SELECT of those columns reads them: the type argument of `db.get` and
 * `db.all`, e.g. `db.get<Cols<'member', 'id' | 'status'>>('SELECT id, status FROM member WHERE …')`.
 */
export type Cols<T extends Table, K extends keyof Row<T>> = Pick<Row<T>, K>;

/** Options of a transaction. */
export interface TransactionOptions {
  /**
   * PostgreSQL only. `serializable` (the default) makes every money move behave as it does on SQLite, where one
   * writer runs at a time: a transaction that would have seen another's write fails with 40001 and runs again.
   * `read committed` is for long read-mostly work that locks what it writes itself.
   */
  isolation?: 'serializable' | 'read committed';
}

/** One open transaction of one database handle, found through AsyncLocalStorage by every query inside it. */
interface Scope {
  /** Kysely bound to the transaction's one connection */
  conn: Kysely<Schema>;
  open: boolean;
  savepoints: number;
  /** savepoints open now */
  depth: number;
  /** `once()` keys seen, with the depth they were seen at (a rolled-back savepoint forgets its own) */
  once: Map<string, number>;
}

/** How many times a PostgreSQL transaction runs again after a serialization failure or a deadlock. */
export const MAX_TRANSACTION_ATTEMPTS = 12;

/** PostgreSQL's codes for "run it again": serialization_failure and deadlock_detected. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * The gateway's one way to its database, on either engine. Queries are SQL text with `?` placeholders
 * (written to run on SQLite and PostgreSQL alike: docs/gateway/engines-and-operations.md "Portable SQL"); on PostgreSQL they are
 * sent as `$1, $2, …`. Every call is async.
 *
 * Transactions are ambient: `db.transaction(fn)` runs `fn` on one connection, and every `db.get/all/run`
 * made while `fn` runs (in any function it awaits) goes to that connection, found through AsyncLocalStorage.
 * So the domain keeps passing `db` around and never threads a transaction object. A nested
 * `db.transaction()` is a savepoint: it rolls back alone when its function throws.
 * - SQLite: one connection behind Kysely's mutex; a transaction starts `BEGIN IMMEDIATE` (the write lock up
 *   front: a second process on the file waits instead of failing on a stale snapshot), and holds the mutex, so
 *   no other query of this process interleaves, as with the synchronous driver before.
 * - PostgreSQL: a pool; a transaction is `SERIALIZABLE` unless asked otherwise and runs again (up to
 *   `MAX_TRANSACTION_ATTEMPTS`) on a serialization failure or a deadlock, so `fn` must not do anything outside
 *   the database it cannot do twice.
 */
export class Db {
  /**
   * Statements sent so far (transaction control included): the bench divides it by the calls it made. A
   * listener, when set, sees each one's text (the bench's per-call listing).
   */
  statements = 0;
  onStatement: ((sql: string) => void) | undefined;
  /**
   * PostgreSQL: the URL of a direct connection to the server, for what needs a session of its own (LISTEN, the
   * timers' advisory locks): behind PgBouncer in transaction mode the pool's URL is the bouncer's.
   */
  directUrl: string | undefined;
  /**
   * PostgreSQL: a handle on a streaming replica (`DATABASE_REPLICA_URL`) for the reads that tolerate its lag (agent
   * reports, record lists, CSV exports: `forReads()`); closed with this one.
   */
  replica: Db | undefined;
  /** whether this handle is a primary's `replica` (read-only: what writes on reads, such as rollPlay, skips it) */
  isReplica = false;
  /** false while the replica is known to lag past its bound or not to answer: `forReads()` is then this handle */
  replicaUsable = true;
  readonly #watchers: { tables: RegExp; fn: () => void; seen: Map<string, boolean> }[] = [];
  readonly #closers: (() => Promise<void>)[] = [];
  readonly #scope = new AsyncLocalStorage<Scope>();
  readonly #afterCommit = new AsyncLocalStorage<(() => void)[]>();

  constructor(
    /** the engine this handle talks to */
    readonly engine: Engine,
    /** Kysely over the engine's dialect: the pool, the connections and the query builder */
    readonly kysely: Kysely<Schema>,
    private readonly native: {
      /** runs a script of several statements on the (held) connection: SQLite's exec */
      script?: (sql: string) => void;
      close?: () => Promise<void>;
    } = {},
  ) {}

  /**
   * @typeParam R what one row of this SELECT holds: `Row<'t'>`, `Cols<'t', 'a' | 'b'>`, or `{ n: number }` for
   *   computed columns; unchecked against the SQL, so name only what the SELECT reads (the default: unknown)
   * @returns the first row, or undefined
   */
  async get<R = unknown>(sql: string, ...params: Params): Promise<R | undefined> {
    return (await this.#query(sql, params)).rows[0] as R | undefined;
  }

  /**
   * @typeParam R what one row of this SELECT holds (as for `get`)
   * @returns every row
   */
  async all<R = unknown>(sql: string, ...params: Params): Promise<R[]> {
    return (await this.#query(sql, params)).rows as R[];
  }

  /**
   * The first column of the first row as a number (a COUNT, SUM or MAX): 0 when there is no row or it is null.
   * @example await db.number('SELECT COUNT(*) AS n FROM member WHERE merchant_code = ?', code)
   */
  async number(sql: string, ...params: Params): Promise<number> {
    const row = (await this.#query(sql, params)).rows[0];
    const value = row && typeof row === 'object' ? Object.values(row)[0] : undefined;
    return value === null || value === undefined ? 0 : Number(value);
  }

  /** Runs a write. */
  async run(sql: string, ...params: Params): Promise<RunResult> {
    const r = await this.#query(sql, params);
    return { changes: Number(r.numAffectedRows ?? 0n) };
  }

  /**
   * Runs an INSERT into a table with an `id` key and returns the new row's id (`RETURNING id` on both
   * engines: SQLite has it since 3.35).
   */
  async insert(sql: string, ...params: Params): Promise<number> {
    const r = await this.#query(`${sql} RETURNING id`, params);
    const row = r.rows[0];
    if (!row || typeof row !== 'object' || !('id' in row)) throw new Error('INSERT returned no row');
    return Number(row.id);
  }

  /** Runs several statements without parameters (migrations). */
  async exec(sql: string): Promise<void> {
    this.#count(sql, true);
    const script = this.native.script;
    if (script) {
      // Kysely's SQLite driver prepares one statement at a time; a script goes to the driver's own exec,
      // with the one connection held so nothing interleaves
      await this.#withConnection(async () => script(sql));
      return;
    }
    // no parameters: node-postgres sends it as a simple query, which may hold several statements
    await this.#withConnection((c) => c.executeQuery(CompiledQuery.raw(sql, [])));
  }

  /**
   * Rows one at a time, without holding the result in memory (exports). On SQLite the connection stays
   * taken until the iteration ends; on PostgreSQL a cursor reads `chunkSize` rows at a time.
   */
  async *iterate(sql: string, params: Params = [], chunkSize = 500): AsyncGenerator<unknown> {
    const scope = this.#current();
    const query = this.#compile(sql, params);
    if (scope) {
      for await (const r of scope.conn.getExecutor().stream(query, chunkSize)) yield* r.rows;
      return;
    }
    const conn = await this.#acquire();
    try {
      for await (const r of conn.connection.getExecutor().stream(query, chunkSize)) yield* r.rows;
    } finally {
      await conn.release();
    }
  }

  /**
   * The handle for a read that tolerates a replica's lag (a report, a record list, an export): the replica when one
   * is set and usable and no transaction of this handle is open here (what a transaction reads must be its own),
   * else this handle. Never for money, sessions or anything a request must read fresh.
   */
  forReads(): Db {
    return this.replica && this.replicaUsable && !this.inTransaction ? this.replica : this;
  }

  /** Whether a transaction of this handle is open in the caller's async context. */
  get inTransaction(): boolean {
    return this.#current() !== undefined;
  }

  /**
   * Runs `fn` in a transaction (a savepoint when one is open already): all its queries commit together, or
   * none does when it throws.
   */
  async transaction<T>(fn: () => Promise<T> | T, opts: TransactionOptions = {}): Promise<T> {
    const scope = this.#current();
    if (scope) return this.#savepoint(scope, fn);
    const hooks: (() => void)[] = [];
    for (let attempt = 1; ; attempt++) {
      hooks.length = 0;
      try {
        const result = await this.#afterCommit.run(hooks, () => this.#outermost(fn, opts));
        for (const h of hooks) h();
        return result;
      } catch (err) {
        if (this.engine !== 'postgres' || !retryable(err) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw err;
        // jittered back-off, growing with the attempts: contenders spread out instead of colliding again
        await new Promise((r) => setTimeout(r, Math.random() * 4 * attempt));
      }
    }
  }

  /**
   * Whether `key` is new in the current transaction (always true outside one): for a statement whose effect one
   * transaction needs once (a NOTIFY of the same payload). A savepoint that rolls back forgets the keys it saw.
   */
  once(key: string): boolean {
    const scope = this.#current();
    if (!scope) return true;
    if (scope.once.has(key)) return false;
    scope.once.set(key, scope.depth);
    return true;
  }

  /**
   * Runs `hook` once the current transaction has committed (at once when none is open). A rolled-back
   * transaction runs none of its hooks; a retried one runs only the last attempt's.
   */
  afterCommit(hook: () => void): void {
    const hooks = this.#current() ? this.#afterCommit.getStore() : undefined;
    if (hooks) hooks.push(hook);
    else hook();
  }

  /**
   * Calls `fn` whenever a statement of this handle writes one of `tables` (INSERT, UPDATE or DELETE naming it), as
   * the statement is sent, and on every script (`exec`: migrations, seeds), whatever it holds. Per-process caches of
   * rarely written tables use it to drop what they keep.
   */
  watchWrites(tables: readonly string[], fn: () => void): void {
    const names = tables.join('|');
    this.#watchers.push({
      tables: new RegExp(
        `\\b(INSERT\\s+(OR\\s+\\w+\\s+)?INTO|UPDATE|DELETE\\s+FROM)\\s+"?(${names})\\b`,
        'i',
      ),
      fn,
      seen: new Map(),
    });
  }

  /** Runs `fn` when the handle closes, before the pool does (a cache's LISTEN connection). */
  onClose(fn: () => Promise<void>): void {
    this.#closers.push(fn);
  }

  /** Closes the pool (PostgreSQL) or the file (SQLite). */
  async close(): Promise<void> {
    for (const fn of this.#closers.splice(0)) await fn();
    await this.replica?.close();
    await this.kysely.destroy();
    await this.native.close?.();
  }

  // ---- inside ----------------------------------------------------------------------------------------

  #current(): Scope | undefined {
    const s = this.#scope.getStore();
    // a callback scheduled inside a transaction (setImmediate, a timer) inherits its store after it ended
    return s?.open ? s : undefined;
  }

  async #outermost<T>(fn: () => Promise<T> | T, opts: TransactionOptions): Promise<T> {
    const conn = await this.#acquire();
    const scope: Scope = { conn: conn.connection, open: true, savepoints: 0, depth: 0, once: new Map() };
    try {
      await this.#control(scope.conn, this.#begin(opts));
      try {
        const result = await this.#scope.run(scope, fn);
        await this.#control(scope.conn, 'COMMIT');
        return result;
      } catch (err) {
        await this.#control(scope.conn, 'ROLLBACK').catch(() => undefined);
        throw err;
      }
    } finally {
      scope.open = false;
      await conn.release();
    }
  }

  async #savepoint<T>(scope: Scope, fn: () => Promise<T> | T): Promise<T> {
    const name = `sp${++scope.savepoints}`;
    await this.#control(scope.conn, `SAVEPOINT ${name}`);
    const depth = ++scope.depth;
    try {
      const result = await fn();
      await this.#control(scope.conn, `RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      await this.#control(scope.conn, `ROLLBACK TO SAVEPOINT ${name}`);
      await this.#control(scope.conn, `RELEASE SAVEPOINT ${name}`);
      for (const [key, at] of scope.once) if (at >= depth) scope.once.delete(key);
      throw err;
    } finally {
      scope.depth--;
    }
  }

  #begin(opts: TransactionOptions): string {
    if (this.engine === 'sqlite') return 'BEGIN IMMEDIATE';
    return opts.isolation === 'read committed'
      ? 'BEGIN ISOLATION LEVEL READ COMMITTED'
      : 'BEGIN ISOLATION LEVEL SERIALIZABLE';
  }

  /** The SQL and its values as the engine takes them: named values in order, `$n` on PostgreSQL. */
  #compile(sql: string, params: Params): CompiledQuery {
    let values = params as readonly Param[];
    const first = params[0];
    if (params.length === 1 && isNamed(first)) {
      const named = first;
      const order: Param[] = [];
      sql = sql.replace(/@(\w+)/g, (_, name: string) => {
        if (!(name in named)) throw new Error(`no value for @${name}`);
        order.push(named[name]!);
        return '?';
      });
      values = order;
    }
    return CompiledQuery.raw(this.engine === 'postgres' ? toPostgresText(sql) : sql, [...values]);
  }

  /** Sends a statement without parameters (transaction control), counted. */
  #control(conn: Kysely<Schema>, sql: string): Promise<QueryResult<unknown>> {
    this.#count(sql);
    return conn.executeQuery(CompiledQuery.raw(sql, []));
  }

  #count(sql: string, script = false): void {
    this.statements++;
    this.onStatement?.(sql);
    for (const w of this.#watchers) {
      let writes = w.seen.get(sql);
      if (writes === undefined) {
        writes = script || w.tables.test(sql);
        // texts with values inlined would grow it without end: remember the first thousands only
        if (!script && w.seen.size < 5000) w.seen.set(sql, writes);
      }
      if (writes) w.fn();
    }
  }

  async #query(sql: string, params: Params): Promise<QueryResult<unknown>> {
    this.#count(sql);
    const query = this.#compile(sql, params);
    const scope = this.#current();
    if (scope) return scope.conn.executeQuery(query);
    return this.kysely.executeQuery(query);
  }

  async #withConnection<T>(fn: (c: Kysely<Schema>) => Promise<T>): Promise<T> {
    const scope = this.#current();
    if (scope) return fn(scope.conn);
    const conn = await this.#acquire();
    try {
      return await fn(conn.connection);
    } finally {
      await conn.release();
    }
  }

  /** One connection of the pool (SQLite: the one connection, once the mutex is free), until released. */
  async #acquire(): Promise<{ connection: Kysely<Schema>; release: () => Promise<void> }> {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let done!: Promise<void>;
    const connection = await new Promise<Kysely<Schema>>((resolve, reject) => {
      done = this.kysely
        .connection()
        .execute(async (c) => {
          resolve(c);
          await released;
        })
        .catch(reject);
    });
    return {
      connection,
      release: async () => {
        release();
        await done;
      },
    };
  }
}

function isNamed(p: unknown): p is NamedParams {
  return typeof p === 'object' && p !== null && !Buffer.isBuffer(p);
}

function retryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && RETRYABLE.has(String((err as { code?: unknown }).code));
}

const pgTexts = new Map<string, string>();

/**
 * The SQL text as PostgreSQL takes it (cached per text): `?` placeholders become `$1, $2, …`, and camelCase
 * names are quoted so they keep their case (PostgreSQL folds unquoted names to lower case; tables and
 * columns are snake_case, so a camelCase name is a result alias the domain reads by that name). String
 * literals, quoted names and comments are left alone.
 * @example toPostgresText("SELECT a AS memberId, '?' FROM t WHERE b = ?") // 'SELECT a AS "memberId", \'?\' FROM t WHERE b = $1'
 */
export function toPostgresText(sql: string): string {
  let text = pgTexts.get(sql);
  if (text === undefined) {
    text = quoteCamel(toDollarParams(sql));
    if (pgTexts.size < 5000) pgTexts.set(sql, text);
  }
  return text;
}

function quoteCamel(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop;
    } else if (/[A-Za-z_]/.test(c) && (i === 0 || !/[\w$.]/.test(sql[i - 1]!) || sql[i - 1] === '.')) {
      let j = i;
      while (j < sql.length && /\w/.test(sql[j]!)) j++;
      const word = sql.slice(i, j);
      out += /^[a-z][a-z0-9]*[A-Z]\w*$/.test(word) ? `"${word}"` : word;
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * `?` placeholders to PostgreSQL's `$1, $2, …`, leaving string literals, quoted names and comments alone.
 * @example toDollarParams("SELECT '?' , ? FROM t WHERE a = ?") // "SELECT '?' , $1 FROM t WHERE a = $2"
 */
export function toDollarParams(sql: string): string {
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop + 1);
      i = stop;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (c === '?') {
      out += `$${++n}`;
    } else out += c;
  }
  return out;
}

/** Whether `err` is a unique or primary-key violation, on either engine. */
export function isUniqueViolation(err: unknown): boolean {
  const code = typeof err === 'object' && err !== null ? String((err as { code?: unknown }).code) : '';
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
