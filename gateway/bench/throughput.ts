/**
 * Throughput side by side: first the physical reference, pgbench's TPC-B-like workload (3 updates, a select and an
 * insert per transaction) on the same PostgreSQL server with the same clients; then the game list and in-house bets
 * (Dice, through the ledger: one money transaction per bet) per second with p50/p99, on
 *   1. SQLite, one gateway process (the embedded default);
 *   2. PostgreSQL, one gateway process;
 *   3. PostgreSQL, two gateway processes on one database (the load split between their ports, as a load
 *      balancer would).
 * Each configuration gets a fresh seeded database; the players' sessions and stakes are made through the domain
 * before the processes start. PostgreSQL runs with its durable defaults (`scripts/postgres.mjs start --dev`:
 * fsync on), unless DATABASE_URL names a server already. Loopback only; JOGO_BENCH_SECONDS per phase (default 10), each
 * after JOGO_BENCH_WARM_SECONDS (default 3) of the same load, not counted.
 * Beside each configuration: statements per call (counted in process on the same database: one game list, then
 * bets), and CPU milliseconds per bet of the gateway process(es) and of the PostgreSQL server (all its processes),
 * from /proc (utime + stime, and the reaped children's), so a reader can size each tier apart. Prints one table,
 * the ratios against the goals, and writes bench/results-throughput.json.
 * JOGO_BENCH_COMPARE=<commit>: each configuration is measured on that commit's tree first (exported beside this one,
 * this bench file copied into it), then on this tree, so "before" and "after" come from one run at one load.
 * JOGO_BENCH_ONLY=sqlite,pg1,pg2: only those configurations. JOGO_BENCH_PROFILE=<folder>: the gateway processes
 * write V8 CPU profiles there when they stop.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open-db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { createSession } from '../src/domain/identity/sessions';
import { move } from '../src/domain/ledger/ledger';
import { PASSWORD_MAX_AGE_MS } from '../src/domain/identity/password-policy';

const SECONDS = Number(process.env.JOGO_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.JOGO_BENCH_CONNECTIONS ?? 32);
/**
 * Seconds of the same load before each measured phase of a configuration, not counted: a process's start costs (V8
 * compiling the route's code, the first round of each member in each process, the sessions' first reads, the
 * server's plans) are not its throughput, and with two processes they are paid twice. pgbench has none of them.
 */
const WARM_SECONDS = Number(process.env.JOGO_BENCH_WARM_SECONDS ?? 3);
/**
 * Rounds of the whole run (pgbench, then every configuration), one after the other; each figure printed is the
 * median of its rounds (the bets/s of each round beside it), and each ratio the median of the rounds' own ratios
 * (pgbench and the bets of one round, minutes apart), so one noisy minute of a shared machine decides nothing.
 */
const ROUNDS = Math.max(1, Number(process.env.JOGO_BENCH_ROUNDS ?? 3));
/** JOGO_BENCH_ONLY=sqlite,pg1,pg2 (any of them): only those configurations, for a quicker look at one. */
const ONLY = process.env.JOGO_BENCH_ONLY?.split(',').map((s) => s.trim());
const wanted = (key: 'sqlite' | 'pg1' | 'pg2') => !ONLY || ONLY.includes(key);
/** The first of the gateway processes' ports (SQLite +0, PostgreSQL one process +10, two processes +20, +21). */
const BASE_PORT = Number(process.env.JOGO_BENCH_PORT ?? 4801);
const PLAYERS = 64;
const ROOT = path.resolve(__dirname, '..');
const REPO = path.resolve(ROOT, '..');
const HEADERS = { merchant: 'jogo', device: 'web', language: 'EN', moduleid: 'GAMELO3' };
const GAME_LIST =
  '/wps/relay/GCSGAME_gameList?clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=20&language=EN';
const BET = JSON.stringify({ gameCode: 'DICE', amount: 1, target: 50, direction: 'under' });

interface Phase {
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
}
interface Row {
  config: string;
  gameList: Phase;
  bets: Phase;
  /** statements per call, counted in process on the same database */
  statements: { gameList: number; bet: number };
  /**
   * statements per bet during the bets phase, from the processes' own /metrics (every statement they sent, the
   * stale rounds' second tries, the session reads not kept and the timers' among them), over the bets they counted
   */
  loadStatementsPerBet: number | null;
  /** CPU milliseconds per bet during the bets phase: the gateway process(es), the database server */
  cpuPerBet: { gateway: number; database: number | null; load?: number };
  /** bets of players all in one agent chain, and of as many players each in a chain of its own */
  teams: { hot: Phase; spread: Phase };
}

/** CPU time (ms) a process and its live descendants used, plus the children it has reaped (Linux /proc). */
function cpuMs(pid: number): number {
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  let total = 0;
  const visit = (p: number, reaped: boolean) => {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
    } catch {
      return; // ended meanwhile
    }
    // fields after the command name (which may hold spaces) in parentheses: utime is the 14th, cstime the 17th
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    total += (Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0)) * tick;
    for (const task of fs.readdirSync(`/proc/${p}/task`)) {
      let kids = '';
      try {
        kids = fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8');
      } catch {
        // no such file on this kernel
      }
      for (const k of kids.split(' ').filter(Boolean)) visit(Number(k), reaped);
    }
  };
  visit(pid, true);
  return total;
}

/** The statements and bets a gateway process counted so far (its /metrics). */
async function processCounts(port: number): Promise<{ statements: number; bets: number } | null> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    const sum = (series: string) =>
      text
        .split('\n')
        .filter((l) => l.startsWith(series))
        .reduce((s, l) => s + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
    // a round is a bet placed and settled at once: counted once, as settled
    return {
      statements: sum('jogo_db_query_duration_seconds_count{'),
      bets: sum('jogo_bets_total{state="settled"}'),
    };
  } catch {
    return null;
  }
}

/** Counts the statements of one game list and of `bets` bets on `target`, in process (fastify inject). */
async function countStatements(target: string, token: string, bets = 5): Promise<Row['statements']> {
  // the calls' own statements: no timer of the process (the figures' roll, the settlement) ticks in between
  const tick = process.env.JOGO_LEADER_TICK_MS;
  process.env.JOGO_LEADER_TICK_MS = '3600000';
  const app = await buildApp({ dbFile: target, mode: 'production', seed: false });
  if (tick === undefined) delete process.env.JOGO_LEADER_TICK_MS;
  else process.env.JOGO_LEADER_TICK_MS = tick;
  try {
    const db = app.db;
    const count = async (call: () => Promise<{ statusCode: number }>, times: number) => {
      // warm: whatever a first call of a process does once, and until the context's LISTEN connection is in place
      // (before it, nothing is kept and every call reads the context again): two calls in a row with as many
      // statements
      let last = -1;
      for (let i = 0; i < 50; i++) {
        const at = db.statements;
        await call();
        const sent = db.statements - at;
        if (sent === last) break;
        last = sent;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const before = db.statements;
      for (let i = 0; i < times; i++) {
        const r = await call();
        if (r.statusCode !== 200) throw new Error(`statement count: a call answered ${r.statusCode}`);
      }
      return (db.statements - before) / times;
    };
    const gameList = await count(() => app.inject({ url: GAME_LIST, headers: HEADERS }), 3);
    const bet = await count(
      () =>
        app.inject({
          method: 'POST',
          url: '/wps/inhouse/play',
          headers: { ...HEADERS, authorization: token, 'content-type': 'application/json' },
          payload: BET,
        }),
      bets,
    );
    return { gameList, bet };
  } finally {
    await app.close();
  }
}

type BenchDb = Awaited<ReturnType<typeof openDatabase>>;

/** A member of merchant jogo that may log in and bet at once (no first-login or expired password). @returns its id */
async function addMember(db: BenchDb, name: string, type: number, parent: number | null): Promise<number> {
  const at = new Date().toISOString();
  return await db.insert(
    `INSERT INTO member (merchant_code, username, password_hash, nickname, type, parent_id, first_time_login,
       password_changed_at, created_at) VALUES ('jogo', ?, 'x', ?, ?, ?, 0, ?, ?)`,
    name,
    name,
    type,
    parent,
    at,
    at,
  );
}

/** A stake for the member through the ledger, and a session. @returns its token */
async function staked(db: BenchDb, id: number): Promise<string> {
  await db.transaction(() =>
    move(db, { memberId: id, amount: 10_000_000, type: 'DEPOSIT', remark: 'bench stake' }),
  );
  return await createSession(db, id, 'username');
}

/** Agent levels above each bettor of the team scenarios. */
const CHAIN = 5;

/**
 * Players of the team scenarios: `hot`, all PLAYERS under one chain of CHAIN agents (every bet moves the same
 * agents' daily figures); `spread`, each player under a chain of its own (the same trigger work per bet, no shared
 * row). @returns their tokens, each with a stake
 */
async function teamPlayers(db: BenchDb, shape: 'hot' | 'spread'): Promise<string[]> {
  const add = (name: string, type: number, parent: number | null) => addMember(db, name, type, parent);
  const chain = async (tag: string) => {
    let parent: number | null = null;
    for (let level = 1; level <= CHAIN; level++) parent = await add(`${tag}_a${level}`, 1, parent);
    return parent!;
  };
  const hotTop = shape === 'hot' ? await chain('hot') : 0;
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const parent = shape === 'hot' ? hotTop : await chain(`spread${i}`);
    tokens.push(await staked(db, await add(`${shape}_p${i}`, 0, parent)));
  }
  return tokens;
}

/** Creates PLAYERS real players' sessions with a stake each, through the domain. @returns their tokens */
async function prepare(target: string): Promise<{ tokens: string[]; hot: string[]; spread: string[] }> {
  const db = openDatabase(target);
  try {
    await migrate(db);
    await seed(db);
    // The demo world's players who may bet (not its password-expired ones: they answer 403), then as many more
    // players under its agents as make PLAYERS: one player per connection at a time, as real traffic is. Fewer
    // players than connections measure one member's rounds queueing on its account's lock instead (7 players for
    // 32 connections answered 454 bets/s where 64 players answer about twice that on the same server).
    const ids = (
      (await db.all(
        `SELECT id FROM member WHERE type = 0 AND status = 'active' AND first_time_login = 0
           AND password_changed_at > ? ORDER BY id LIMIT ?`,
        new Date(Date.now() - PASSWORD_MAX_AGE_MS).toISOString(),
        PLAYERS,
      )) as { id: number }[]
    ).map((r) => r.id);
    const agents = (
      (await db.all(
        "SELECT id FROM member WHERE type <> 0 AND type <> 9 AND status = 'active' ORDER BY id",
      )) as { id: number }[]
    ).map((r) => r.id);
    for (let i = ids.length; i < PLAYERS; i++)
      ids.push(await addMember(db, `team_p${i}`, 0, agents[i % agents.length]!));
    const tokens: string[] = [];
    for (const id of ids) tokens.push(await staked(db, id));
    return { tokens, hot: await teamPlayers(db, 'hot'), spread: await teamPlayers(db, 'spread') };
  } finally {
    await db.close();
  }
}

async function startProcess(target: string, port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATEWAY_PORT: String(port),
    GATEWAY_HOST: '127.0.0.1',
    // the per-client limits would stop a load test from one address
    JOGO_RATE_LIMIT_SCALE: '100000',
  };
  delete env.DATABASE_URL;
  if (target.startsWith('postgres')) env.DATABASE_URL = target;
  else env.JOGO_DB = target;
  // JOGO_BENCH_PROFILE=<folder>: each gateway process writes a V8 CPU profile there when it stops
  const profile = process.env.JOGO_BENCH_PROFILE;
  const child = profile
    ? spawn(
        process.execPath,
        ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`, '--import', 'tsx', 'src/server.ts'],
        {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      )
    : spawn(path.join(REPO, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway on ${port} exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/wps/system/status`, { headers: HEADERS });
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const phase = (r: autocannon.Result): Phase => ({
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  ok: r['2xx'],
  non2xx: r.non2xx,
  errors: r.errors,
});

/** Runs the same load on every port at once (connections split between them). @returns the summed phase */
async function load(ports: number[], make: (port: number) => autocannon.Options): Promise<Phase> {
  const results = await Promise.all(ports.map((p) => autocannon(make(p))));
  const phases = results.map(phase);
  return {
    reqPerSec: phases.reduce((s, p) => s + p.reqPerSec, 0),
    // p99 of the whole run is at most the worst process's p99 and at least the best one's; the worst is stated
    p50: Math.max(...phases.map((p) => p.p50)),
    p99: Math.max(...phases.map((p) => p.p99)),
    ok: phases.reduce((s, p) => s + p.ok, 0),
    non2xx: phases.reduce((s, p) => s + p.non2xx, 0),
    errors: phases.reduce((s, p) => s + p.errors, 0),
  };
}

async function measure(
  config: string,
  target: string,
  processes: number,
  basePort: number,
  serverPid: number | null,
): Promise<Row> {
  process.stderr.write(`${config}: preparing the database…\n`);
  const { tokens, hot, spread } = await prepare(target);
  const statements = await countStatements(target, tokens[tokens.length - 1]!);
  const ports = Array.from({ length: processes }, (_, i) => basePort + i);
  const children: ChildProcess[] = [];
  try {
    for (const p of ports) children.push(await startProcess(target, p));
    const connections = Math.max(1, Math.floor(CONNECTIONS / processes));
    process.stderr.write(`${config}: game list for ${SECONDS} s (after ${WARM_SECONDS} s of warm-up)…\n`);
    const listLoad = (duration: number) =>
      load(ports, (p) => ({
        url: `http://127.0.0.1:${p}${GAME_LIST}`,
        headers: HEADERS,
        connections,
        duration,
      }));
    if (WARM_SECONDS > 0) await listLoad(WARM_SECONDS);
    const gameList = await listLoad(SECONDS);
    process.stderr.write(`${config}: bets for ${SECONDS} s…\n`);
    const cpu = () => ({
      gateway: children.reduce((sum, c) => sum + cpuMs(c.pid!), 0),
      database: serverPid === null ? null : cpuMs(serverPid),
      // the load generator (autocannon, in this process) runs on the same cores
      load: process.cpuUsage().user / 1000 + process.cpuUsage().system / 1000,
    });
    if (WARM_SECONDS > 0) await betLoad(ports, connections, tokens, WARM_SECONDS);
    const counts = async () => {
      const all = await Promise.all(ports.map(processCounts));
      return all.every((c) => c !== null)
        ? all.reduce((a, c) => ({ statements: a.statements + c!.statements, bets: a.bets + c!.bets }), {
            statements: 0,
            bets: 0,
          })
        : null;
    };
    const countsBefore = await counts();
    const cpuBefore = cpu();
    const bets = await betLoad(ports, connections, tokens);
    const cpuAfter = cpu();
    const countsAfter = await counts();
    const loadStatementsPerBet =
      countsBefore && countsAfter && countsAfter.bets > countsBefore.bets
        ? Math.round(
            ((countsAfter.statements - countsBefore.statements) / (countsAfter.bets - countsBefore.bets)) *
              100,
          ) / 100
        : null;
    process.stderr.write(`${config}: bets of one hot team, then of as many teams, ${SECONDS} s each…\n`);
    const teams = {
      hot: await betLoad(ports, connections, hot),
      spread: await betLoad(ports, connections, spread),
    };
    const perBet = (a: number, b: number) => Math.round(((a - b) / Math.max(1, bets.ok)) * 100) / 100;
    return {
      config,
      gameList,
      bets,
      statements,
      loadStatementsPerBet,
      cpuPerBet: {
        gateway: perBet(cpuAfter.gateway, cpuBefore.gateway),
        database:
          cpuAfter.database === null || cpuBefore.database === null
            ? null
            : perBet(cpuAfter.database, cpuBefore.database),
        load: perBet(cpuAfter.load, cpuBefore.load),
      },
      teams,
    };
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
}

/** Dice bets of `tokens`' players on every port at once, for SECONDS (or `duration`). */
async function betLoad(
  ports: number[],
  connections: number,
  tokens: string[],
  duration = SECONDS,
): Promise<Phase> {
  let next = 0;
  return await load(ports, (p) => ({
    url: `http://127.0.0.1:${p}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/wps/inhouse/play',
        // each request is one player's bet; players spread over the tokens, as real traffic would
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...HEADERS,
            'content-type': 'application/json',
            authorization: tokens[next++ % tokens.length]!,
          },
          body: BET,
        }),
      },
    ],
  }));
}

/**
 * A PostgreSQL server: DATABASE_URL's, or a durable throwaway one.
 * @returns its URL, its postmaster's pid when it is ours (for its CPU), and how to stop it
 */
function postgresServer(): { url: string; pid: number | null; stop: () => void } {
  const given = process.env.DATABASE_URL;
  if (given?.startsWith('postgres')) return { url: given, pid: null, stop: () => undefined };
  const script = path.join(REPO, 'scripts', 'postgres.mjs');
  const r = spawnSync(process.execPath, [script, 'start', '--name', 'bench-throughput', '--dev'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = /DATABASE_URL=(\S+)/.exec(r.stdout)?.[1];
  if (!url) throw new Error('could not start PostgreSQL (scripts/postgres.mjs start)');
  const state = JSON.parse(
    fs.readFileSync(path.join(os.tmpdir(), 'jogo-postgres-bench-throughput.json'), 'utf8'),
  ) as { pid: number; binDir: string };
  pgBin = state.binDir;
  return {
    url,
    pid: state.pid,
    stop: () =>
      spawnSync(process.execPath, [script, 'stop', '--name', 'bench-throughput'], { stdio: 'inherit' }),
  };
}

async function freshPostgres(server: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const u = new URL(server);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The PostgreSQL server's programs (pgbench among them). */
let pgBin = '';

interface Pgbench {
  tps: number;
  latencyMs: number;
  scale: number;
  clients: number;
}

/**
 * pgbench's TPC-B-like workload (its default script: three updates, a select and an insert in one transaction,
 * simple protocol) on a database of its own on the same server, with as many clients as our load has connections.
 */
function pgbench(url: string): Pgbench {
  const bin = pgBin ? path.join(pgBin, 'pgbench') : 'pgbench';
  const scale = 10;
  const init = spawnSync(bin, ['-i', '-q', '-s', String(scale), url], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync(bin, ['-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-n', url], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1]);
  return { tps: Math.round(tps), latencyMs, scale, clients: CONNECTIONS };
}

/**
 * The bets a second these cores could carry if they did nothing else: their CPU time over what a bet costs the
 * gateway, the database and the load generator together (by the processes' own accounting).
 */
const ceiling = (r: Row) =>
  Math.round(
    (os.cpus().length * 1000) / (r.cpuPerBet.gateway + (r.cpuPerBet.database ?? 0) + (r.cpuPerBet.load ?? 0)),
  );

const round1 = (n: number) => Math.round(n * 10) / 10;

const cell = (p: Phase) =>
  `${String(p.reqPerSec).padStart(6)}/s  p50 ${String(p.p50).padStart(4)} ms  p99 ${String(p.p99).padStart(4)} ms${p.non2xx || p.errors ? `  (non-2xx ${p.non2xx}, errors ${p.errors})` : ''}`;

/** One configuration of the run: its key (JOGO_BENCH_ONLY), name, processes and first port. */
const CONFIGS = [
  { key: 'sqlite', config: 'SQLite, 1 process', processes: 1, port: 0 },
  { key: 'pg1', config: 'PostgreSQL, 1 process', processes: 1, port: 10 },
  { key: 'pg2', config: 'PostgreSQL, 2 processes', processes: 2, port: 20 },
] as const;

/** What a compared tree's bench measures for the parent (JOGO_BENCH_CHILD, JSON): one configuration. */
interface ChildJob {
  config: string;
  target: string;
  processes: number;
  basePort: number;
  serverPid: number | null;
}

/**
 * An earlier commit to measure beside this tree (`JOGO_BENCH_COMPARE=<commit>`, e.g. `main` or a hash): `git archive`
 * of it into `$TMPDIR/jogo-bench-gateway-<commit>`, its node_modules linked to this tree's (the workspace packages to
 * its own folders), and this bench file copied over its own so both trees are measured the same way (the bench
 * reaches the tree only through buildApp, openDatabase, migrate, seed, createSession and move). Reused while it
 * exists. @returns the tree's gateway folder
 */
function compareTree(spec: string): { gateway: string; commit: string } {
  const commit = spawnSync('git', ['rev-parse', '--short', spec], {
    cwd: REPO,
    encoding: 'utf8',
  }).stdout.trim();
  if (!commit) throw new Error(`JOGO_BENCH_COMPARE: no commit ${spec}`);
  const dir = path.join(os.tmpdir(), `jogo-bench-gateway-${commit}`);
  if (!fs.existsSync(path.join(dir, 'gateway', 'src'))) {
    process.stderr.write(`compare: exporting ${commit} into ${dir}…\n`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const tar = spawnSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: REPO });
    if (tar.status !== 0) throw new Error(`git archive ${commit} failed`);
    const modules = path.join(REPO, 'node_modules');
    fs.mkdirSync(path.join(dir, 'node_modules', '@jogo'), { recursive: true });
    for (const entry of fs.readdirSync(modules))
      if (entry !== '@jogo') fs.symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
    for (const pkg of fs.readdirSync(path.join(modules, '@jogo'))) {
      fs.symlinkSync(path.join('..', '..', pkg), path.join(dir, 'node_modules', '@jogo', pkg));
      const own = path.join(REPO, pkg, 'node_modules');
      if (!fs.existsSync(own) || !fs.existsSync(path.join(dir, pkg))) continue;
      fs.mkdirSync(path.join(dir, pkg, 'node_modules'), { recursive: true });
      for (const entry of fs.readdirSync(own))
        if (entry !== '.federation' && entry !== '.cache')
          fs.symlinkSync(path.join(own, entry), path.join(dir, pkg, 'node_modules', entry));
    }
  }
  fs.copyFileSync(__filename, path.join(dir, 'gateway', 'bench', 'throughput.ts'));
  return { gateway: path.join(dir, 'gateway'), commit };
}

/** Measures one configuration in the compared tree (its own process, its own gateway code). */
function measureIn(gateway: string, job: ChildJob): Row {
  const r = spawnSync(path.join(REPO, 'node_modules', '.bin', 'tsx'), ['bench/throughput.ts'], {
    cwd: gateway,
    env: { ...process.env, JOGO_BENCH_CHILD: JSON.stringify(job) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{')) throw new Error(`compared tree's bench failed (${r.status})`);
  return JSON.parse(line) as Row;
}

const median = (xs: number[]): number => {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m]! : Math.round(((v[m - 1]! + v[m]!) / 2) * 100) / 100;
};

const medianPhase = (ps: Phase[]): Phase => ({
  reqPerSec: median(ps.map((p) => p.reqPerSec)),
  p50: median(ps.map((p) => p.p50)),
  p99: median(ps.map((p) => p.p99)),
  ok: median(ps.map((p) => p.ok)),
  non2xx: Math.max(...ps.map((p) => p.non2xx)),
  errors: Math.max(...ps.map((p) => p.errors)),
});

/** One configuration's rounds as one row: each figure the median of its rounds; `betRuns` every round's bets/s. */
function medianRow(rs: Row[]): Row & { betRuns: number[] } {
  const nums = (f: (r: Row) => number | null | undefined) => {
    const v = rs.map(f).filter((x): x is number => typeof x === 'number');
    return v.length ? median(v) : null;
  };
  return {
    config: rs[0]!.config,
    gameList: medianPhase(rs.map((r) => r.gameList)),
    bets: medianPhase(rs.map((r) => r.bets)),
    statements: rs[0]!.statements,
    loadStatementsPerBet: nums((r) => r.loadStatementsPerBet),
    cpuPerBet: {
      gateway: nums((r) => r.cpuPerBet.gateway)!,
      database: nums((r) => r.cpuPerBet.database),
      load: nums((r) => r.cpuPerBet.load) ?? undefined,
    },
    teams: {
      hot: medianPhase(rs.map((r) => r.teams.hot)),
      spread: medianPhase(rs.map((r) => r.teams.spread)),
    },
    betRuns: rs.map((r) => r.bets.reqPerSec),
  };
}

async function main(): Promise<void> {
  const child = process.env.JOGO_BENCH_CHILD;
  if (child) {
    const job = JSON.parse(child) as ChildJob;
    const row = await measure(job.config, job.target, job.processes, job.basePort, job.serverPid);
    process.stdout.write(`${JSON.stringify(row)}\n`);
    return;
  }
  const compare = process.env.JOGO_BENCH_COMPARE ? compareTree(process.env.JOGO_BENCH_COMPARE) : undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-throughput-'));
  const server = postgresServer();
  const rounds: { reference: Pgbench; rows: Row[]; before: Row[] }[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      process.stderr.write(`round ${round} of ${ROUNDS}: pgbench TPC-B-like for ${SECONDS} s…\n`);
      const rows: Row[] = [];
      const before: Row[] = [];
      rounds.push({ reference: pgbench(await freshPostgres(server.url, 'bench_pgbench')), rows, before });
      for (const c of CONFIGS) {
        if (!wanted(c.key)) continue;
        const target = async (tag: string) =>
          c.key === 'sqlite'
            ? path.join(dir, `bench${tag}_round${round}.db`)
            : await freshPostgres(server.url, `bench_${c.key}${tag}`);
        const pid = c.key === 'sqlite' ? null : server.pid;
        // the compared tree first, then this one, configuration by configuration: both see the same hour's load
        if (compare) {
          process.stderr.write(`before (${compare.commit}): `);
          before.push({
            ...measureIn(compare.gateway, {
              config: c.config,
              target: await target('_before'),
              processes: c.processes,
              basePort: BASE_PORT + 5 + c.port,
              serverPid: pid,
            }),
            config: `before: ${c.config}`,
          });
        }
        rows.push(await measure(c.config, await target(''), c.processes, BASE_PORT + c.port, pid));
      }
    }
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const machine = `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
  const configsRun = rounds[0]!.rows.map((r) => r.config);
  const rows = configsRun.map((c) => medianRow(rounds.map((r) => r.rows.find((x) => x.config === c)!)));
  const before = rounds[0]!.before.map((b) =>
    medianRow(rounds.map((r) => r.before.find((x) => x.config === b.config)!)),
  );
  const tpsRuns = rounds.map((r) => r.reference.tps);
  const reference: Pgbench = {
    ...rounds[0]!.reference,
    tps: median(tpsRuns),
    latencyMs: median(rounds.map((r) => r.reference.latencyMs)),
  };
  const out = (line: string) => process.stdout.write(`${line}\n`);
  out(
    `\nthroughput (${CONNECTIONS} connections, ${SECONDS} s per phase after ${WARM_SECONDS} s of warm-up; median of ${ROUNDS} round(s); ${machine})`,
  );
  out(
    `pgbench TPC-B-like, same server (scale ${reference.scale}, ${reference.clients} clients): ${reference.tps} transactions/s (rounds ${tpsRuns.join(' ')}), latency average ${reference.latencyMs} ms`,
  );
  out(
    `${'configuration'.padEnd(34)}${'game list'.padEnd(44)}${'bets (Dice, through the ledger)'.padEnd(44)}statements list/bet (load)  CPU ms per bet gateway/database/load generator  bets/s the cores allow`,
  );
  const all = [...before, ...rows];
  for (const r of all)
    out(
      `${r.config.padEnd(34)}${cell(r.gameList).padEnd(44)}${cell(r.bets).padEnd(44)}${`${round1(r.statements.gameList)} / ${round1(r.statements.bet)} (${r.loadStatementsPerBet ?? '-'})`.padEnd(28)}${`${r.cpuPerBet.gateway} / ${r.cpuPerBet.database ?? '-'} / ${r.cpuPerBet.load ?? '-'}`.padEnd(32)}${String(ceiling(r)).padEnd(24)}${ROUNDS > 1 ? `bets/s of each round ${r.betRuns.join(' ')}` : ''}`,
    );
  out(
    `bets of one hot team (${PLAYERS} players under one chain of ${CHAIN} agents) and spread (a chain each):`,
  );
  for (const r of all)
    out(`${r.config.padEnd(34)}hot ${cell(r.teams.hot).padEnd(44)}spread ${cell(r.teams.spread)}`);
  for (const b of before) {
    const now = rows.find((r) => `before: ${r.config}` === b.config);
    if (now)
      out(
        `after ÷ before, ${now.config}: bets ${(now.bets.reqPerSec / b.bets.reqPerSec).toFixed(2)}, game list ${(now.gameList.reqPerSec / b.gameList.reqPerSec).toFixed(2)}, CPU ms per bet gateway ${b.cpuPerBet.gateway} → ${now.cpuPerBet.gateway}, database ${b.cpuPerBet.database ?? '-'} → ${now.cpuPerBet.database ?? '-'}`,
      );
  }
  const byName = (config: string) => rows.find((r) => r.config === config);
  const sqlite = byName('SQLite, 1 process');
  const one = byName('PostgreSQL, 1 process');
  const two = byName('PostgreSQL, 2 processes');
  const goals: [string, number, number][] = [];
  // a ratio of two figures is taken within each round (measured minutes apart), then the median of the rounds'
  const perRound = (f: (r: (typeof rounds)[number]) => number | null) => {
    const v = rounds.map(f).filter((x): x is number => x !== null);
    return { median: median(v), runs: v.map((x) => x.toFixed(2)).join(' ') };
  };
  const betsOf = (r: (typeof rounds)[number], config: string) =>
    r.rows.find((x) => x.config === config)?.bets.reqPerSec ?? null;
  if (one) {
    const q = perRound((r) => (betsOf(r, one.config) ?? 0) / r.reference.tps);
    goals.push([`PostgreSQL bets, 1 process ≥ 0.5 × pgbench (rounds ${q.runs})`, q.median, 0.5]);
  }
  if (one && two) {
    const q = perRound((r) => {
      const a = betsOf(r, one.config);
      const b = betsOf(r, two.config);
      return a && b ? b / a : null;
    });
    goals.push([`PostgreSQL bets, 2 processes ≥ 1 process (rounds ${q.runs})`, q.median, 1]);
  }
  if (one) goals.push([`PostgreSQL game list ≥ 2,500/s`, one.gameList.reqPerSec / 2500, 1]);
  if (sqlite) goals.push([`SQLite bets ≥ 1,500/s`, sqlite.bets.reqPerSec / 1500, 1]);
  goals.push([`bet p99 ≤ 100 ms (worst configuration)`, 100 / Math.max(...rows.map((r) => r.bets.p99)), 1]);
  for (const r of rows)
    goals.push([
      `${r.config}: hot team within 20 % of spread`,
      r.teams.hot.reqPerSec / r.teams.spread.reqPerSec,
      0.8,
    ]);
  for (const [what, ratio, need] of goals)
    out(
      `${ratio >= need ? 'met    ' : 'not met'}  ${what}: ${ratio.toFixed(2)}${need === 0.5 ? ' of pgbench' : ' of the goal'}`,
    );
  fs.writeFileSync(
    path.join(__dirname, 'results-throughput.json'),
    `${JSON.stringify({ at: new Date().toISOString(), machine, connections: CONNECTIONS, seconds: SECONDS, pgbench: reference, compared: compare?.commit ?? null, rounds: ROUNDS, before, rows }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
