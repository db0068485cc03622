/**
 * What operating the gateway costs and how long its faults last (docs/gateway/engines-and-operations.md "Operating it"), on two gateway
 * processes on one PostgreSQL behind dev-proxy, started as an operator starts them (scripts/cluster.ts,
 * dev-proxy/src/server.ts):
 *   1. probe cost: sequential `/livez`, `/readyz` (one database statement) and `/metrics` on one process, and dev-proxy's
 *      `/__proxy/livez`, `/__proxy/readyz`, `/__proxy/metrics` (mean and p99 per call, client included);
 *   2. drain time under a burst: a 200-way burst of bets through dev-proxy, SIGTERM to one process once it has answered
 *      some; the time from the signal to the process's exit, and what the burst's calls answered;
 *   3. failover gap through dev-proxy: four clients call a cheap route through the proxy one call after the other;
 *      one process gets SIGKILL; the slowest call around the kill against the median before it, and the failed calls.
 * Numbers inform, they never fail: this exits non-zero only when a phase could not run. PostgreSQL: DATABASE_URL's
 * server, or a throwaway one (scripts/postgres.mjs). Ports 4941-4943. Writes bench/results-ops.json.
 *   npm run bench:ops -w @jogo/gateway
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/open-db';
import { createSession } from '../src/domain/identity/sessions';
import { fillGatewayTemplate } from '../test/support/gateway-template';
import { startCluster, startProxy, until } from '../test/cluster/processes';

const FIRST_PORT = 4941;
const PROXY_PORT = 4943;
const PROBE_CALLS = Number(process.env.JOGO_BENCH_PROBES ?? 300);
const BURST = 200;
const HEADERS = { merchant: 'jogo', device: 'web', language: 'EN' };
const POSTGRES = path.resolve(__dirname, '..', '..', 'scripts', 'postgres.mjs');

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
};

async function probeCost(url: string): Promise<{ meanMs: number; p99Ms: number }> {
  const times: number[] = [];
  for (let i = 0; i < PROBE_CALLS; i++) {
    const t0 = process.hrtime.bigint();
    await (await fetch(url)).arrayBuffer();
    times.push(ms(t0));
  }
  return {
    meanMs: round(times.reduce((a, b) => a + b, 0) / times.length),
    p99Ms: round(quantile(times, 0.99)),
  };
}

async function main() {
  const given = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
  const name = `bench-ops-${process.pid}`;
  const serverUrl =
    given ??
    /DATABASE_URL=(\S+)/.exec(
      execFileSync(process.execPath, [POSTGRES, 'start', '--name', name], { encoding: 'utf8' }),
    )![1]!;
  // a database of its own on the server
  const admin = openDatabase(serverUrl);
  const dbName = `jogo_bench_ops_${process.pid}`;
  await admin.run(`CREATE DATABASE ${dbName}`);
  await admin.close();
  const u = new URL(serverUrl);
  u.pathname = `/${dbName}`;
  const url = u.toString();
  process.stdout.write('bench ops: seeding a database, starting two processes and dev-proxy\n');
  await fillGatewayTemplate(url);
  const db = openDatabase(url);
  const cluster = await startCluster(
    url,
    2,
    FIRST_PORT,
    { SHUTDOWN_TIMEOUT_MS: '60000' },
    { showErrors: false },
  );
  const proxy = await startProxy(
    cluster.processes.map((p) => p.url),
    PROXY_PORT,
    { GATEWAY_TIMEOUT_MS: '60000' },
  );
  const results: Record<string, unknown> = {
    when: new Date().toISOString(),
    machine: `${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
  };
  try {
    // 1. probes
    const gw = cluster.processes[0]!.url;
    const probes: Record<string, { meanMs: number; p99Ms: number }> = {};
    for (const p of ['/livez', '/readyz', '/metrics']) probes[`gateway ${p}`] = await probeCost(`${gw}${p}`);
    for (const p of ['/__proxy/livez', '/__proxy/readyz', '/__proxy/metrics'])
      probes[`dev-proxy ${p}`] = await probeCost(`${proxy.url}${p}`);
    results.probes = probes;

    // 2. drain time under a burst
    const member = (await db.get("SELECT id FROM member WHERE username = 'demo_agent'")) as { id: number };
    const token = await createSession(db, member.id, 'username');
    const bet = () =>
      fetch(`${proxy.url}/wps/inhouse/play`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ gameCode: 'DICE', amount: 1, target: 50, direction: 'under' }),
      }).then(
        async (r) => {
          await r.arrayBuffer();
          return r.status;
        },
        () => -1,
      );
    const a = cluster.processes[0]!;
    let answered = 0;
    const burst = Array.from({ length: BURST }, () =>
      bet().then((s) => {
        answered += 1;
        return s;
      }),
    );
    await until('the first answers of the burst', () => answered >= 20);
    const exit = new Promise<number>((resolve) => {
      const t0 = process.hrtime.bigint();
      const timer = setInterval(() => {
        try {
          process.kill(a.pid, 0);
        } catch {
          clearInterval(timer);
          resolve(ms(t0));
        }
      }, 5);
    });
    const inFlight = BURST - answered;
    process.kill(a.pid, 'SIGTERM');
    const drainMs = await exit;
    const statuses = await Promise.all(burst);
    const count = (f: (s: number) => boolean) => statuses.filter(f).length;
    results.drain = {
      burst: BURST,
      inFlightAtSignal: inFlight,
      signalToExitMs: round(drainMs, 0),
      answered200: count((s) => s === 200),
      answered4xx: count((s) => s >= 400 && s < 500),
      answered5xx: count((s) => s >= 500),
      noAnswer: count((s) => s < 0),
    };

    // 3. failover gap: wait for the stopped slot to be back in the proxy, then kill -9 one process
    await until('the stopped process back in the proxy', async () => {
      const p = cluster.current(a.n);
      if (!p || p.pid === a.pid) return false;
      const r = (await (await fetch(`${proxy.url}/__proxy/readyz`)).json()) as {
        gateways: Record<string, string>;
      };
      return Object.values(r.gateways).every((g) => g === 'up');
    });
    const calls: { at: number; ms: number; status: number }[] = [];
    let stop = false;
    const started = process.hrtime.bigint();
    const client = async () => {
      while (!stop) {
        const t0 = process.hrtime.bigint();
        let status = -1;
        try {
          const r = await fetch(`${proxy.url}/wps/system/status`, { headers: HEADERS });
          await r.arrayBuffer();
          status = r.status;
        } catch {
          status = -1;
        }
        calls.push({ at: Number(t0 - started) / 1e6, ms: ms(t0), status });
      }
    };
    const clients = Array.from({ length: 4 }, client);
    await until('calls before the kill', () => calls.length >= 200);
    const victim = cluster.current(a.n)!;
    const killAt = ms(started);
    process.kill(victim.pid, 'SIGKILL');
    await until('calls after the kill', () => calls.filter((c) => c.at > killAt).length >= 200);
    stop = true;
    await Promise.all(clients);
    const before = calls.filter((c) => c.at < killAt).map((c) => c.ms);
    const around = calls.filter((c) => c.at + c.ms >= killAt && c.at < killAt + 1000);
    results.failover = {
      callsBefore: before.length,
      medianBeforeMs: round(quantile(before, 0.5)),
      callsInTheSecondAfterTheKill: around.length,
      slowestInTheSecondAfterTheKillMs: round(Math.max(...around.map((c) => c.ms))),
      failedAfterTheKill: calls.filter((c) => c.at + c.ms >= killAt && c.status !== 200).length,
    };
  } finally {
    await proxy.stop();
    await cluster.stop();
    await db.close();
    const drop = openDatabase(serverUrl);
    await drop.run(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await drop.close();
    if (!given) execFileSync(process.execPath, [POSTGRES, 'stop', '--name', name], { stdio: 'ignore' });
  }
  process.stdout.write(`${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(__dirname, 'results-ops.json'), `${JSON.stringify(results, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(
      `bench ops failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  },
);
