/**
 * Throughput side by side (issue 28): the game list and in-house bets (Dice, through the ledger: one money
 * transaction per bet) per second with p50/p99, on
 *   1. SQLite, one gateway process (the embedded default);
 *   2. PostgreSQL, one gateway process;
 *   3. PostgreSQL, two gateway processes on one database (the load split between their ports, as a load
 *      balancer would).
 * Each configuration gets a fresh seeded database; the players' sessions and stakes are made through the domain
 * before the processes start. PostgreSQL runs with its durable defaults (`scripts/postgres.mjs start --dev`:
 * fsync on), unless DATABASE_URL names a server already. Loopback only; JOGO_BENCH_SECONDS per phase (default 10).
 * Prints one table and writes bench/results-throughput.json.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/open-db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { createSession } from '../src/domain/identity/sessions';
import { move } from '../src/domain/ledger/ledger';

const SECONDS = Number(process.env.JOGO_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.JOGO_BENCH_CONNECTIONS ?? 32);
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
}

/** Creates PLAYERS real players' sessions with a stake each, through the domain. @returns their tokens */
async function prepare(target: string): Promise<string[]> {
  const db = openDatabase(target);
  try {
    await migrate(db);
    await seed(db);
    const ids = (await db.all(
      "SELECT id FROM member WHERE type = 0 AND status = 'active' ORDER BY id LIMIT ?",
      PLAYERS,
    )) as { id: number }[];
    const tokens: string[] = [];
    for (const { id } of ids) {
      await db.transaction(() =>
        move(db, { memberId: id, amount: 10_000_000, type: 'DEPOSIT', remark: 'bench stake' }),
      );
      tokens.push(await createSession(db, id, 'username'));
    }
    return tokens;
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
  const child = spawn(path.join(REPO, 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
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

async function measure(config: string, target: string, processes: number, basePort: number): Promise<Row> {
  process.stderr.write(`${config}: preparing the database…\n`);
  const tokens = await prepare(target);
  const ports = Array.from({ length: processes }, (_, i) => basePort + i);
  const children: ChildProcess[] = [];
  try {
    for (const p of ports) children.push(await startProcess(target, p));
    const connections = Math.max(1, Math.floor(CONNECTIONS / processes));
    process.stderr.write(`${config}: game list for ${SECONDS} s…\n`);
    const gameList = await load(ports, (p) => ({
      url: `http://127.0.0.1:${p}${GAME_LIST}`,
      headers: HEADERS,
      connections,
      duration: SECONDS,
    }));
    process.stderr.write(`${config}: bets for ${SECONDS} s…\n`);
    let next = 0;
    const bets = await load(ports, (p) => ({
      url: `http://127.0.0.1:${p}`,
      connections,
      duration: SECONDS,
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
    return { config, gameList, bets };
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
}

/** A PostgreSQL server: DATABASE_URL's, or a durable throwaway one. @returns its URL and how to stop it */
function postgresServer(): { url: string; stop: () => void } {
  const given = process.env.DATABASE_URL;
  if (given?.startsWith('postgres')) return { url: given, stop: () => undefined };
  const script = path.join(REPO, 'scripts', 'postgres.mjs');
  const r = spawnSync(process.execPath, [script, 'start', '--name', 'bench-throughput', '--dev'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = /DATABASE_URL=(\S+)/.exec(r.stdout)?.[1];
  if (!url) throw new Error('could not start PostgreSQL (scripts/postgres.mjs start)');
  return {
    url,
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

const cell = (p: Phase) =>
  `${String(p.reqPerSec).padStart(6)}/s  p50 ${String(p.p50).padStart(4)} ms  p99 ${String(p.p99).padStart(4)} ms${p.non2xx || p.errors ? `  (non-2xx ${p.non2xx}, errors ${p.errors})` : ''}`;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-throughput-'));
  const server = postgresServer();
  const rows: Row[] = [];
  try {
    rows.push(await measure('SQLite, 1 process', path.join(dir, 'bench.db'), 1, 4801));
    rows.push(await measure('PostgreSQL, 1 process', await freshPostgres(server.url, 'bench_one'), 1, 4811));
    rows.push(
      await measure('PostgreSQL, 2 processes', await freshPostgres(server.url, 'bench_two'), 2, 4821),
    );
  } finally {
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const machine = `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;
  process.stdout.write(`\nthroughput (${CONNECTIONS} connections, ${SECONDS} s per phase; ${machine})\n`);
  process.stdout.write(
    `${'configuration'.padEnd(26)}${'game list'.padEnd(44)}bets (Dice, through the ledger)\n`,
  );
  for (const r of rows)
    process.stdout.write(`${r.config.padEnd(26)}${cell(r.gameList).padEnd(44)}${cell(r.bets)}\n`);
  fs.writeFileSync(
    path.join(__dirname, 'results-throughput.json'),
    `${JSON.stringify({ at: new Date().toISOString(), machine, connections: CONNECTIONS, seconds: SECONDS, rows }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
