import crypto from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';

// Databases for PostgreSQL tests, on the server of DATABASE_URL (`node scripts/postgres.mjs run -- …` starts one).
// A test gets its own database, copied from a template that is built once per jest worker process:
// `CREATE DATABASE x TEMPLATE t` copies the migrated and seeded files at the storage level, far faster than
// migrating and seeding again, the way the SQLite helper copies its template file (test/helper.ts).
//
// Names carry the worker's pid and start time (`jogo_t_<pid>_<start>_<name>`, `jogo_f_<pid>_<start>_<n>_<random>`):
// jest loads this module again for every test file, so the template a worker built for an earlier file is found
// again by its name, never rebuilt. Jest gives a test file no hook at the exit of its worker process, so what a
// dead process left (templates; the fresh databases of a crashed file) is dropped by the next use of this
// module, or by `dropStaleDatabases()` in a jest globalTeardown; `postgres.mjs run` removes the whole server.

const TEMPLATE_PREFIX = 'jogo_t_';
const FRESH_PREFIX = 'jogo_f_';

/** @returns DATABASE_URL when it names a PostgreSQL server, else undefined (PostgreSQL tests skip). */
export function postgresUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : undefined;
}

function serverUrl(): string {
  const url = postgresUrl();
  if (!url)
    throw new Error(
      'DATABASE_URL=postgres://… is not set: run the tests under `node scripts/postgres.mjs run -- <command>`',
    );
  return url;
}

/** @returns the URL of database `name` on the DATABASE_URL server (same role and password). */
export function databaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Start time of a process in clock ticks since boot (Linux), so a reused pid is not taken for its old owner. */
function startTicks(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function processAlive(pid: number, start: string): boolean {
  const ticks = startTicks(pid);
  if (ticks !== null) return start === '0' || ticks === start;
  if (startTicks(process.pid) !== null) return false; // /proc works and has no such pid
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
}

const SELF = `${process.pid}_${startTicks(process.pid) ?? '0'}`;

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

async function withServer<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `CREATE DATABASE` waits (on the server: no JavaScript timer, fake timers may run) while a template is busy. */
async function createDatabase(client: Client, name: string, template?: string): Promise<void> {
  const sql = `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(sql);
      return;
    } catch (e) {
      // 55006: "source database … is being accessed by other users"
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
      await client.query('SELECT pg_sleep(0.25)');
    }
  }
}

async function dropDatabase(client: Client, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      // FORCE ends the connections a test left open (its app's pool)
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      return;
    } catch (e) {
      // 42501: an autovacuum worker had just connected to the new database, and FORCE may not end a process of
      // another role (seen once in a clean run, cs.test.ts); it is gone a moment later
      if ((e as { code?: string }).code !== '42501' || attempt >= 20) throw e;
      await client.query('SELECT pg_sleep(0.25)');
    }
  }
}

function isLoopback(url: string): boolean {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === '';
}

/**
 * Drops the test databases of processes that have ended (templates of finished jest workers, databases of a
 * crashed test file). Only for a server on this machine, where the pids in the names mean something.
 * @returns the names dropped.
 */
export async function dropStaleDatabases(): Promise<string[]> {
  if (!isLoopback(serverUrl())) return [];
  return withServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'jogo\\_t\\_%' OR datname LIKE 'jogo\\_f\\_%'`,
    );
    const dropped: string[] = [];
    for (const { datname } of rows) {
      const [pid, start] = datname.slice(TEMPLATE_PREFIX.length).split('_');
      if (processAlive(Number(pid), start)) continue;
      await dropDatabase(client, datname);
      dropped.push(datname);
    }
    return dropped;
  });
}

let swept: Promise<unknown> | null = null;
const sweepOnce = (): Promise<unknown> => (swept ??= dropStaleDatabases());

/**
 * The environment variable that names template `name` when jest's global setup built it once for every worker
 * (test/support/global-setup.ts): workers are started after the global setup and inherit its environment.
 */
const sharedTemplateVariable = (name: string): string =>
  `JOGO_PG_TEMPLATE_${name.toUpperCase().replaceAll(/[^A-Z0-9]+/g, '_')}`;

const templateDatabase = (name: string): string =>
  process.env[sharedTemplateVariable(name)] ??
  `${TEMPLATE_PREFIX}${SELF}_${name
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '_')
    .slice(0, 30)}`;

/**
 * Makes template `database` (built by `createTemplate` in jest's global setup) the one every worker started
 * afterwards copies for `name`, instead of building its own inside a test's first hook.
 */
export function shareTemplate(name: string, database: string): void {
  process.env[sharedTemplateVariable(name)] = database;
}

/** Drops the template shared under `name`, if any (jest's global teardown). */
export async function dropSharedTemplate(name: string): Promise<void> {
  const database = process.env[sharedTemplateVariable(name)];
  if (!database) return;
  delete process.env[sharedTemplateVariable(name)];
  await withServer((client) => dropDatabase(client, database));
}

const pending = new Map<string, Promise<string>>();

/**
 * Builds template `name` once per jest worker process: an empty database, filled by `fill(url)` (migrate, seed),
 * then closed to connections. `fill` must close what it opened; connections left behind are ended.
 * @returns the template's database name (`freshDatabase(name)` copies it).
 */
export function createTemplate(name: string, fill: (url: string) => Promise<void>): Promise<string> {
  let made = pending.get(name);
  if (!made) {
    made = buildTemplate(templateDatabase(name), fill);
    pending.set(name, made);
    made.catch(() => pending.delete(name));
  }
  return made;
}

async function buildTemplate(database: string, fill: (url: string) => Promise<void>): Promise<string> {
  await sweepOnce();
  const ready = await withServer(async (client) => {
    const { rows } = await client.query<{ datallowconn: boolean }>(
      'SELECT datallowconn FROM pg_database WHERE datname = $1',
      [database],
    );
    // closed to connections: complete, built for an earlier test file of this worker
    if (rows[0] && !rows[0].datallowconn) return true;
    // a fill that failed half-way
    if (rows[0]) await dropDatabase(client, database);
    await createDatabase(client, database);
    return false;
  });
  if (ready) return database;
  try {
    await fill(databaseUrl(database));
  } catch (e) {
    await withServer((client) => dropDatabase(client, database));
    throw e;
  }
  await withServer(async (client) => {
    // no connection may stay open on a template: CREATE DATABASE … TEMPLATE refuses to copy a database in use
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    await client.query(`ALTER DATABASE ${quoteIdent(database)} WITH ALLOW_CONNECTIONS false`);
  });
  return database;
}

/** Fresh databases of this test file not dropped yet: dropped after its last test. */
const live = new Set<string>();
let counter = 0;

if (typeof afterAll === 'function') {
  afterAll(async () => {
    if (live.size === 0) return;
    await withServer(async (client) => {
      for (const name of live) await dropDatabase(client, name);
    });
    live.clear();
  }, 60_000);
}

/**
 * A new database for one test: a copy of template `templateName` (built by `createTemplate` in this worker),
 * or an empty one.
 * @returns its URL and `drop()`; a database not dropped goes after the test file's last test.
 */
export async function freshDatabase(
  templateName?: string,
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  await sweepOnce();
  const template = templateName === undefined ? undefined : templateDatabase(templateName);
  await pending.get(templateName ?? '');
  const name = `${FRESH_PREFIX}${SELF}_${++counter}_${crypto.randomBytes(3).toString('hex')}`;
  await withServer(async (client) => {
    if (template) {
      const { rows } = await client.query<{ datallowconn: boolean }>(
        'SELECT datallowconn FROM pg_database WHERE datname = $1',
        [template],
      );
      if (!rows[0] || rows[0].datallowconn)
        throw new Error(
          `no template "${templateName}" in this worker: call createTemplate("${templateName}", fill) first`,
        );
    }
    await createDatabase(client, name, template);
  });
  live.add(name);
  return {
    url: databaseUrl(name),
    name,
    drop: async () => {
      if (!live.delete(name)) return;
      await withServer((client) => dropDatabase(client, name));
    },
  };
}
