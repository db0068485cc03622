/**
 * Reports bench ("Data the size of an operator"): the agent reports and the member records over a large
 * world (`npm run db:seed:large`), through the real HTTP routes of a listening gateway, on each engine:
 * - SQLite: a file under the temp folder, kept between runs (building takes minutes): a world whose sizes match
 *   is measured again; another one is replaced;
 * - PostgreSQL when DATABASE_URL is set: a database `bench_large_<sizes>` on that server, kept likewise
 *   (`node scripts/postgres.mjs run --dev -- npm run bench -w @jogo/gateway` gives a throwaway server, so the
 *   world is built each time; a long-lived server reached by DATABASE_URL keeps it).
 *
 * For the busiest agent (the biggest team by bets) over the last 30 days of the world: team overview, user
 * profit and loss, team betting, my income, the team tree's first level, and the user-loss CSV; for the busiest
 * player over the same days: the betting record and the account record (page 1, 20 rows). Each is called
 * JOGO_BENCH_REPS times (20) after 2 warm-up calls; p50 and p95 (nearest rank) of the time to the last byte.
 * Then the whole team-betting CSV of those 30 days (every bet of the team) and the player's betting-record CSV,
 * with their size, rows per second and the process's peak RSS while they stream.
 *
 * Results go to bench/results-reports.json under JOGO_BENCH_LABEL (default `current`), beside earlier labels,
 * with the machine's load (the machine may be shared: the load average says how much).
 *
 * JOGO_BENCH_SQLITE_FILE and JOGO_BENCH_POSTGRES_URL name the databases to measure instead (a world built with
 * `npm run db:seed:large`); JOGO_BENCH_ENGINES=sqlite or postgres measures one engine.
 *
 * Sizes: JOGO_BENCH_MEMBERS, JOGO_BENCH_AGENTS, JOGO_BENCH_BETS (k and M allowed), JOGO_BENCH_DAYS; default the
 * issue's 100k members, 2,000 agents, 5M bets over 90 days. Goal: p95 <= 200 ms on each call.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { addDay } from '@jogo/shared/time';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/open-db';
import { largeWorldOf, LARGE_DEFAULTS, seedLarge, type LargeWorldReport } from '../tools/seed-large';
import { Progress } from '../tools/seed-large/progress';
import { createSession } from '../src/domain/identity/sessions';
import { size } from '../scripts/seed-large';

process.env.JOGO_RATE_LIMIT_SCALE ??= '1000';

const REPS = Number(process.env.JOGO_BENCH_REPS ?? 20);
const WARMUP = 2;
const LABEL = process.env.JOGO_BENCH_LABEL ?? 'current';
const GOAL_MS = 200;
const RESULTS = path.join(__dirname, 'results-reports.json');
/** ports of the gateways this bench starts (loopback only) */
const PORTS = { sqlite: 4750, postgres: 4751 } as const;
const sizes = {
  members: size(process.env.JOGO_BENCH_MEMBERS ?? String(LARGE_DEFAULTS.members)),
  agents: size(process.env.JOGO_BENCH_AGENTS ?? String(LARGE_DEFAULTS.agents)),
  bets: size(process.env.JOGO_BENCH_BETS ?? String(LARGE_DEFAULTS.bets)),
  days: size(process.env.JOGO_BENCH_DAYS ?? String(LARGE_DEFAULTS.days)),
};
const KEY = `${sizes.members}_${sizes.agents}_${sizes.bets}_${sizes.days}`;

interface Stat {
  n: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
  /**
   * median CPU time of this process per call (the gateway and its HTTP client; on SQLite the database too, on
   * PostgreSQL without the server's): what a call costs when it has a core to itself, on a shared machine
   */
  cpuP50: number;
}
interface Stream {
  ms: number;
  bytes: number;
  rows: number;
  rowsPerSecond: number;
  /** RSS of the bench process (the gateway and its client) before the download, MB */
  rssBeforeMb: number;
  /** highest RSS while it streamed, MB */
  rssPeakMb: number;
}
interface EngineResult {
  target: string;
  world: Omit<LargeWorldReport, 'built'>;
  /** seconds to build the world in this run (absent: an earlier run's world was measured) */
  builtSeconds?: number;
  calls: Record<string, Stat>;
  streams: Record<string, Stream>;
  load: { before: number[]; after: number[] };
}

const log = (s: string) => process.stderr.write(`${s}\n`);
const round = (x: number) => Math.round(x * 10) / 10;

/** The value at a percentile, nearest rank. */
function rank(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function stat(times: number[], cpu: number[]): Stat {
  const s = [...times].sort((x, y) => x - y);
  return {
    n: s.length,
    p50: round(rank(s, 50)),
    p95: round(rank(s, 95)),
    min: round(s[0]!),
    max: round(s[s.length - 1]!),
    cpuP50: round(
      rank(
        [...cpu].sort((x, y) => x - y),
        50,
      ),
    ),
  };
}

/** The world on `target`: the one there when its sizes match, else built (a mismatch is dropped first). */
async function world(
  target: string,
  reset: () => Promise<void>,
): Promise<{ world: LargeWorldReport; seconds?: number }> {
  let db = openDatabase(target);
  try {
    const found = await largeWorldOf(db).catch(() => null);
    const o = found?.options;
    if (
      found &&
      o!.members === sizes.members &&
      o!.agents === sizes.agents &&
      o!.bets === sizes.bets &&
      o!.days === sizes.days
    ) {
      log(
        `${target.replace(/\/\/[^@/]*@/, '//…@')}: reusing the world built ${found.endDay} (${found.engine})`,
      );
      return { world: found };
    }
  } finally {
    await db.close();
  }
  await reset();
  db = openDatabase(target);
  try {
    const t = performance.now();
    const built = await seedLarge(db, sizes, new Progress());
    return { world: built, seconds: round((performance.now() - t) / 1000) };
  } finally {
    await db.close();
  }
}

async function bench(
  engine: 'sqlite' | 'postgres',
  target: string,
  reset: () => Promise<void>,
): Promise<EngineResult> {
  const { world: w, seconds } = await world(target, reset);
  const load = { before: os.loadavg().map(round), after: [] as number[] };
  const app = await buildApp({ dbFile: target, mode: 'production', logger: false });
  const base = await app.listen({ port: PORTS[engine], host: '127.0.0.1' });
  try {
    const idOf = async (u: string) =>
      (
        (await app.db.get("SELECT id FROM member WHERE merchant_code = 'jogo' AND username = ?", u)) as {
          id: number;
        }
      ).id;
    const agent = await createSession(app.db, await idOf(w.busiestAgent.username), 'username');
    const player = await createSession(app.db, await idOf(w.busiestPlayer.username), 'username');
    const from = addDay(w.endDay, -29);
    const range = `startDate=${from}&endDate=${w.endDay}`;
    const headers = (token: string) => ({
      merchant: 'jogo',
      device: 'web',
      language: 'EN',
      authorization: token,
      'content-type': 'application/json',
    });
    const json = async (token: string, url: string, init: RequestInit = {}) => {
      const res = await fetch(base + url, { ...init, headers: headers(token) });
      const body = (await res.json()) as { success: boolean; value: unknown };
      if (!body.success) throw new Error(`${url}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body.value;
    };
    /** downloads an export ticket's file, counting bytes and lines without keeping them */
    const download = async (url: string) => {
      const res = await fetch(base + url);
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
      }
      return { bytes, rows: lines - 1 };
    };
    const agentCsv = async (report: string, filters: Record<string, string>) => {
      const t = (await json(agent, '/wps/agent/export', {
        method: 'POST',
        body: JSON.stringify({ report, filters }),
      })) as { url: string };
      return download(t.url);
    };
    const playerCsv = async (kind: string, query: Record<string, string>) => {
      const t = (await json(player, '/wps/records/export', {
        method: 'POST',
        body: JSON.stringify({ kind, query }),
      })) as { url: string };
      return download(t.url);
    };
    const filters = { startDate: from, endDate: w.endDay };
    const calls: Record<string, () => Promise<unknown>> = {
      'agent team overview': () => json(agent, `/wps/agent/team/overview?${range}`),
      'agent user loss (P&L)': () => json(agent, `/wps/agent/team/pnl?${range}&pageNo=1&pageSize=20`),
      'agent team betting': () => json(agent, `/wps/agent/team/bets?${range}&pageNo=1&pageSize=20`),
      'agent my income': () => json(agent, `/wps/agent/income?${range}&pageNo=1&pageSize=20`),
      'agent team tree (1st level)': () =>
        json(agent, `/wps/agent/downline?parent=${w.busiestAgent.username}&pageNo=1&pageSize=20`),
      'agent user loss CSV': () => agentCsv('pnl', filters),
      'member betting record': () => json(player, `/wps/records/bets?${range}&pageNo=1&pageSize=20`),
      'member account record': () => json(player, `/wps/records/transactions?${range}&pageNo=1&pageSize=20`),
    };
    const result: EngineResult = {
      target: engine === 'sqlite' ? target : target.replace(/\/\/[^@/]*@/, '//…@'),
      world: { ...w, built: undefined } as Omit<LargeWorldReport, 'built'>,
      ...(seconds !== undefined ? { builtSeconds: seconds } : {}),
      calls: {},
      streams: {},
      load,
    };
    for (const [name, call] of Object.entries(calls)) {
      // warm-up calls (caches, plans); a call of seconds is warmed once and measured 3 times at least
      let slow = false;
      for (let i = 0; i < WARMUP && !slow; i++) {
        const t = performance.now();
        await call();
        slow = performance.now() - t > 5_000;
      }
      const times: number[] = [];
      const cpu: number[] = [];
      const started = performance.now();
      const least = slow ? 3 : 5;
      // a call slower than the budget of a minute is measured fewer times
      while (times.length < REPS && (times.length < least || performance.now() - started < 60_000)) {
        const c = process.cpuUsage();
        const t = performance.now();
        await call();
        times.push(performance.now() - t);
        const u = process.cpuUsage(c);
        cpu.push((u.user + u.system) / 1000);
      }
      result.calls[name] = stat(times, cpu);
      const s = result.calls[name]!;
      log(
        `${engine.padEnd(8)} ${name.padEnd(30)} p50 ${String(s.p50).padStart(8)} ms  p95 ${String(s.p95).padStart(8)} ms  (cpu p50 ${s.cpuP50} ms)  ${s.p95 <= GOAL_MS ? 'ok' : 'over'}`,
      );
    }
    const streams: Record<string, () => Promise<{ bytes: number; rows: number }>> = {
      'agent team betting CSV (30 days)': () => agentCsv('bets', filters),
      'member betting record CSV (30 days)': () => playerCsv('bets', filters),
    };
    for (const [name, run] of Object.entries(streams)) {
      globalThis.gc?.();
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
      const t = performance.now();
      const r = await run();
      const ms = performance.now() - t;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      result.streams[name] = {
        ms: Math.round(ms),
        bytes: r.bytes,
        rows: r.rows,
        rowsPerSecond: Math.round((r.rows / ms) * 1000),
        rssBeforeMb: round(before / 2 ** 20),
        rssPeakMb: round(peak / 2 ** 20),
      };
      log(
        `${engine.padEnd(8)} ${name.padEnd(38)} ${r.rows} rows, ${round(r.bytes / 2 ** 20)} MB in ${Math.round(ms)} ms; RSS ${round(before / 2 ** 20)} → peak ${round(peak / 2 ** 20)} MB`,
      );
    }
    load.after = os.loadavg().map(round);
    return result;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const engines: Record<string, EngineResult> = {};
  const sqliteDir = path.join(os.tmpdir(), 'jogo-bench-large');
  fs.mkdirSync(sqliteDir, { recursive: true });
  const file = process.env.JOGO_BENCH_SQLITE_FILE ?? path.join(sqliteDir, `world-${KEY}.db`);
  const only = process.env.JOGO_BENCH_ENGINES?.split(',');
  if (!only || only.includes('sqlite'))
    engines.sqlite = await bench('sqlite', file, async () => {
      for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    });
  const url = process.env.DATABASE_URL;
  if (url && (!only || only.includes('postgres'))) {
    const name = `bench_large_${KEY}`;
    // JOGO_BENCH_POSTGRES_URL: measure that database's world as it is (never dropped here)
    const given = process.env.JOGO_BENCH_POSTGRES_URL;
    const target = given ?? url.replace(/\/[^/?]*(\?|$)/, `/${name}$1`);
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return await c.query(sql);
      } finally {
        await c.end();
      }
    };
    if (!given && !(await admin(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount)
      await admin(`CREATE DATABASE ${name}`);
    engines.postgres = await bench('postgres', target, async () => {
      if (given) throw new Error('JOGO_BENCH_POSTGRES_URL holds another world (or none): build it first');
      await admin(`DROP DATABASE IF EXISTS ${name}`);
      await admin(`CREATE DATABASE ${name}`);
    });
    const settings = await admin(
      "SELECT name, setting, unit FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes', 'shared_buffers', 'work_mem', 'server_version')",
    );
    (engines.postgres as EngineResult & { settings?: unknown }).settings = Object.fromEntries(
      settings.rows.map((r: { name: string; setting: string; unit: string | null }) => [
        r.name,
        r.unit ? `${r.setting} ${r.unit}` : r.setting,
      ]),
    );
  } else if (!url) log('reports bench: DATABASE_URL is not set, so PostgreSQL is not measured (SQLite only)');

  const previous = fs.existsSync(RESULTS)
    ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as Record<string, unknown>)
    : {};
  const entry = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGb: round(os.totalmem() / 2 ** 30),
      node: process.version,
      note: "shared machine: other helpers build and test at the same time (see each engine's load averages, 1/5/15 min)",
    },
    goalP95Ms: GOAL_MS,
    reps: REPS,
    engines,
  };
  // an engine measured alone (JOGO_BENCH_ENGINES) keeps the label's other engine
  const before = previous[LABEL] as { engines?: Record<string, EngineResult> } | undefined;
  const merged = { ...previous, [LABEL]: { ...entry, engines: { ...before?.engines, ...engines } } };
  fs.writeFileSync(RESULTS, `${JSON.stringify(merged, null, 2)}\n`);
  log(`reports bench: results under "${LABEL}" in ${path.relative(process.cwd(), RESULTS)}`);
  const over = Object.values(engines).flatMap((e) =>
    Object.entries(e.calls).filter(([, s]) => s.p95 > GOAL_MS),
  );
  log(
    over.length
      ? `goal p95 <= ${GOAL_MS} ms: NOT met by ${over.length} call(s)`
      : `goal p95 <= ${GOAL_MS} ms: met`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(
    `reports bench failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
