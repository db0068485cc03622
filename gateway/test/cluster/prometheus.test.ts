import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENGINE, freshTarget, HEADERS } from '../helper';
import { openDatabase, type Db } from '../../src/db/open-db';
import { createSession } from '../../src/domain/identity/sessions';
import { clientIp, openStream, startCluster, startProxy, until, type Cluster, type Proxy } from './processes';

/**
 * The metrics as an operator's Prometheus reads them (docs/gateway/engines-and-operations.md "Operating it"): Debian's `prometheus`
 * (installed by `scripts/ensure-prometheus.mjs` before this suite) scrapes a real gateway process's `/metrics` and
 * dev-proxy's `/__proxy/metrics` every second, on a temporary port and data folder, and is stopped afterwards. Each
 * series the operator documentation names must appear in Prometheus, and the counters must move when calls are
 * made. PostgreSQL only (the pool's series are PostgreSQL's), in `test:gateway:pg`.
 */
const describePostgres = ENGINE === 'postgres' ? describe : describe.skip;

/**
 * Ports (this suite's range: 4930-4939): the gateway on 4931, dev-proxy on 4932, Prometheus on 4933; 4934 is a
 * gateway address where nothing listens (the proxy's failover from it is counted).
 */
const GATEWAY_PORT = 4931;
const PROXY_PORT = 4932;
const PROMETHEUS_PORT = 4933;
const DEAD_PORT = 4934;
const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const PROM = `http://127.0.0.1:${PROMETHEUS_PORT}`;

/** The series each answer of the operator documentation names, and whether a call makes it move (a counter). */
const GATEWAY_SERIES = [
  'jogo_http_requests_total',
  'jogo_http_request_duration_seconds_bucket',
  'jogo_http_errors_total',
  'jogo_refusals_total{kind="rate_limit"}',
  'jogo_bets_total{state="placed"}',
  'jogo_bets_total{state="settled"}',
  'jogo_money_moves_total',
  'jogo_money_moved_minor_total',
  'jogo_payment_orders{kind="deposit"}',
  'jogo_leader{task="agent-settlement"}',
  'jogo_leader_task_runs_total{task="agent-settlement"}',
  'jogo_leader_task_duration_seconds_count',
  'jogo_leader_task_last_success_timestamp_seconds{task="agent-settlement"}',
  'jogo_balance_streams_open',
  'jogo_db_query_duration_seconds_count',
  'jogo_db_pool_connections{state="total"}',
  'jogo_db_pool_connections{state="waiting"}',
];
const PROXY_SERIES = [
  'devproxy_gateway_calls_total',
  'devproxy_gateway_failovers_total{reason="refused"}',
  'devproxy_files_served_total{remote="mf_lobby",release="dist"}',
  'devproxy_gateway_up',
  'devproxy_answer_duration_seconds_bucket',
];
/** Counters that calls move (checked again after a second round of calls). */
const MOVING = [
  'jogo_http_requests_total',
  'jogo_http_errors_total',
  'jogo_bets_total{state="placed"}',
  'jogo_money_moves_total',
  'jogo_money_moved_minor_total',
  'jogo_leader_task_runs_total{task="agent-settlement"}',
  'jogo_db_query_duration_seconds_count',
  'devproxy_gateway_calls_total',
  'devproxy_files_served_total{remote="mf_lobby",release="dist"}',
];

describePostgres('Prometheus scrapes the gateway and dev-proxy', () => {
  let cluster: Cluster;
  let proxy: Proxy;
  let prometheus: ChildProcess;
  let exited: Promise<void>;
  let db: Db;
  let drop: () => Promise<void>;
  let dir: string;

  beforeAll(async () => {
    const target = await freshTarget();
    drop = target.drop;
    db = openDatabase(target.dbFile);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-prometheus-'));
    // a built remote for dev-proxy to serve (files served per remote release)
    const lobby = path.join(dir, 'site', 'mf-lobby', 'dist');
    fs.mkdirSync(lobby, { recursive: true });
    fs.writeFileSync(path.join(lobby, 'remoteEntry.js'), '/* entry */');
    cluster = await startCluster(target.dbFile, 1, GATEWAY_PORT, { JOGO_LEADER_TICK_MS: '200' });
    proxy = await startProxy([`http://127.0.0.1:${DEAD_PORT}`, cluster.processes[0]!.url], PROXY_PORT, {
      PROXY_ROOT: path.join(dir, 'site'),
    });
    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global:',
        '  scrape_interval: 1s',
        '  scrape_timeout: 900ms',
        'scrape_configs:',
        '  - job_name: gateway',
        '    metrics_path: /metrics',
        '    static_configs:',
        `      - targets: ['127.0.0.1:${GATEWAY_PORT}']`,
        '  - job_name: devproxy',
        '    metrics_path: /__proxy/metrics',
        '    static_configs:',
        `      - targets: ['127.0.0.1:${PROXY_PORT}']`,
        '',
      ].join('\n'),
    );
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    exited = new Promise((r) => prometheus.once('exit', () => r()));
    await until('Prometheus ready', async () => {
      if (prometheus.exitCode !== null) throw new Error(`prometheus exited with ${prometheus.exitCode}`);
      try {
        return (await fetch(`${PROM}/-/ready`)).ok;
      } catch {
        return false;
      }
    });
  }, 600_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      prometheus.kill('SIGTERM');
      await exited;
    }
    await proxy?.stop();
    await cluster?.stop();
    await db?.close();
    await drop?.();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  /** The sum of a series over its labels, as Prometheus has it now; undefined while it has none. */
  const value = async (series: string): Promise<number | undefined> => {
    const res = await fetch(`${PROM}/api/v1/query?query=${encodeURIComponent(`sum(${series})`)}`);
    const body = (await res.json()) as { data: { result: { value: [number, string] }[] } };
    const v = body.data.result[0]?.value[1];
    return v === undefined ? undefined : Number(v);
  };

  /** Calls that touch every series: through the proxy where a browser would, to the process for the limits. */
  const calls = async (token: string) => {
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/json', authorization: token, ...headers },
        body: JSON.stringify(body),
      }).then((r) => r.arrayBuffer());
    for (let i = 0; i < 3; i++)
      await post(`${proxy.url}/wps/inhouse/play`, {
        gameCode: 'DICE',
        amount: 1,
        target: 50,
        direction: 'under',
      });
    await post(
      `${proxy.url}/wps/wallet/deposit`,
      { channelId: 'PIX_FAST', amount: 20 },
      { 'idempotency-key': `prom-${Date.now()}` },
    );
    // an error answer (an unknown game)
    await post(`${proxy.url}/wps/inhouse/play`, { gameCode: 'NO_SUCH_GAME', amount: 1 });
    await (await fetch(`${proxy.url}/remotes/mf_lobby/remoteEntry.js`)).arrayBuffer();
  };

  it('every documented series appears, and the counters move with calls', async () => {
    const member = (await db.get("SELECT id FROM member WHERE username = 'demo_agent'")) as { id: number };
    const token = await createSession(db, member.id, 'username');
    await until('both targets up', async () => (await value('up')) === 2);
    await calls(token);
    // the 61st captcha call of one client in a minute is refused (60 a minute)
    const ip = clientIp();
    const gw = cluster.processes[0]!.url;
    for (let i = 0; i < 61; i++)
      await (
        await fetch(`${gw}/wps/captcha`, { headers: { ...HEADERS, 'x-forwarded-for': ip } })
      ).arrayBuffer();
    // an open balance stream counts
    const ticket = (
      (await (
        await fetch(`${proxy.url}/wps/wallet/stream/ticket`, {
          method: 'POST',
          headers: { ...HEADERS, 'content-type': 'application/json', authorization: token },
          body: '{}',
        })
      ).json()) as { value: { ticket: string } }
    ).value.ticket;
    const stream = openStream(gw, ticket);
    try {
      expect(await stream.status).toBe(200);
      for (const series of [...GATEWAY_SERIES, ...PROXY_SERIES])
        await until(`${series} in Prometheus`, async () => (await value(series)) !== undefined, 60_000);
      await until('the open stream counted', async () => (await value('jogo_balance_streams_open')) === 1);
    } finally {
      stream.close();
    }
    await until('the stream closed counted', async () => (await value('jogo_balance_streams_open')) === 0);
    expect(await value('jogo_leader{task="agent-settlement"}')).toBe(1);
    expect(await value('jogo_db_pool_connections{state="total"}')).toBeGreaterThan(0);

    // a second round of calls: each counter moves past what Prometheus had
    const before = Object.fromEntries(await Promise.all(MOVING.map(async (s) => [s, (await value(s))!])));
    await calls(token);
    for (const series of MOVING)
      await until(`${series} moved`, async () => ((await value(series)) ?? 0) > before[series]!, 60_000);

    // the committed Grafana dashboard's every query runs on these series and gives data (but the 5xx share: there
    // were none, and a ratio of nothing is no series)
    const dashboard = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', 'ops', 'grafana-dashboard.json'), 'utf8'),
    ) as { panels: { title: string; targets?: { expr: string }[] }[] };
    const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
    expect(exprs.length).toBeGreaterThan(10);
    for (const expr of exprs) {
      const answer = async () =>
        (await (await fetch(`${PROM}/api/v1/query?query=${encodeURIComponent(expr)}`)).json()) as {
          status: string;
          data?: { result: unknown[] };
        };
      expect({ expr, status: (await answer()).status }).toEqual({ expr, status: 'success' });
      if (!expr.includes('status=~"5..'))
        await until(`data for ${expr}`, async () => ((await answer()).data?.result.length ?? 0) > 0, 60_000);
    }
  }, 300_000);
});
