import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ENGINE, freshTarget, HEADERS } from '../helper';
import { openDatabase, type Db } from '../../src/db/open-db';
import { lockKeys } from '../../src/db/leader';
import { createSession } from '../../src/domain/identity/sessions';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { startCluster, startProxy, until, type Cluster, type Proxy } from './processes';

/**
 * Fault drill (docs/gateway/engines-and-operations.md "Operating it"): PostgreSQL restarted under load. Two gateway processes behind
 * dev-proxy take a steady stream of keyed wallet transfers and bets; the database server is stopped (pg_ctl stop
 * -m fast: every connection cut, transactions in flight rolled back) and started again. While it is down each
 * process's readiness is false with the database as its reason; afterwards both are ready again by themselves
 * (the same processes: none restarted), a leader holds the timers' lock again, and every transfer a client sent
 * again with its Idempotency-Key until it was answered moved money exactly once.
 *
 * The drill stops a server, so it runs on one of its own (scripts/postgres.mjs start/halt/resume/stop), never on
 * the one the rest of the suite shares. PostgreSQL only (`test:gateway:pg`).
 */
const describePostgres = ENGINE === 'postgres' ? describe : describe.skip;

/**
 * Ports 4921..4922, dev-proxy on 4923, its PostgreSQL server on 4929 (this suite's range: 4920-4929): a port of its
 * own, so that no server started meanwhile takes it while it is down.
 */
const FIRST_PORT = 4921;
const PROXY_PORT = 4923;
const POSTGRES_PORT = 4929;
const CLIENTS = 6;
const POSTGRES = path.resolve(__dirname, '..', '..', '..', 'scripts', 'postgres.mjs');
const run = promisify(execFile);

/** A PostgreSQL client tool of the newest Debian install (what scripts/postgres.mjs runs the server with), else PATH's. */
function pgTool(tool: string): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions[0] ? path.join(root, versions[0], 'bin', tool) : tool;
}

describePostgres('PostgreSQL restarted under load', () => {
  const name = `drill-${process.pid}`;
  const server = (command: string, ...args: string[]) =>
    run(process.execPath, [POSTGRES, command, '--name', name, ...args], { encoding: 'utf8' });
  let url = '';
  let cluster: Cluster;
  let proxy: Proxy;
  let db: Db;

  beforeAll(async () => {
    url = /DATABASE_URL=(\S+)/.exec((await server('start', `--port=${POSTGRES_PORT}`)).stdout)![1]!;
    // the seeded world: a copy of the suite's template, dumped from the shared server into this one (a second of
    // pg_dump and pg_restore, against ten or more seeding it again)
    const source = await freshTarget();
    const dump = path.join(os.tmpdir(), `jogo-drill-${process.pid}.dump`);
    try {
      await run(pgTool('pg_dump'), ['--format=custom', `--file=${dump}`, source.dbFile]);
      await run(pgTool('pg_restore'), ['--no-owner', `--dbname=${url}`, dump]);
    } finally {
      fs.rmSync(dump, { force: true });
      await source.drop();
    }
    db = openDatabase(url);
    await db.run(
      `INSERT INTO site_setting (merchant_code, key, value) VALUES ('jogo', 'market.profile', 'OPEN')
         ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
    );
    // the calls that fail while the server is down log errors by the hundred: not shown
    cluster = await startCluster(url, 2, FIRST_PORT, { JOGO_LEADER_TICK_MS: '200' }, { showErrors: false });
    proxy = await startProxy(
      cluster.processes.map((p) => p.url),
      PROXY_PORT,
    );
  }, 600_000);

  afterAll(async () => {
    await proxy?.stop();
    await cluster?.stop();
    await db?.close();
    await server('stop').catch(() => undefined);
  }, 120_000);

  const readiness = async (processUrl: string) => {
    try {
      const res = await fetch(`${processUrl}/readyz`);
      return { status: res.status, body: (await res.json()) as { reasons?: string[] } };
    } catch {
      return { status: 0, body: {} };
    }
  };
  const leaderHolds = async () => {
    const [space, key] = lockKeys('agent-settlement');
    const row = (await db.get(
      `SELECT COUNT(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = CAST(? AS oid)
         AND objid = CAST(? AS oid) AND objsubid = 2`,
      space,
      key,
    )) as { n: number | string };
    return Number(row.n) === 1;
  };

  it('readiness says the database while it is down; the same processes recover; no key moves money twice', async () => {
    const players = ['demo_agent', 'deep_player1', 'sub_player1', 'other_player'];
    const tokens = await Promise.all(
      players.map(async (u) =>
        createSession(
          db,
          ((await db.get('SELECT id FROM member WHERE username = ?', u)) as { id: number }).id,
          'username',
        ),
      ),
    );
    const pids = cluster.processes.map((p) => p.pid);
    const runId = `r${Date.now().toString(36)}`;
    const since = new Date().toISOString();
    /** each key's answers that were 200 (a transfer id each), and the answers that were not */
    const answered = new Map<string, Set<string>>();
    const failures: Record<string, number> = {};
    let successes = 0;
    let stop = false;
    const post = (path: string, token: string, body: unknown) =>
      fetch(`${proxy.url}${path}`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      });
    // each client sends one keyed transfer after the other (and a bet between two), and sends a transfer again,
    // with the same key, until it is answered: what a careful client does when the server failed it
    const client = async (c: number) => {
      const token = tokens[c % tokens.length]!;
      for (let i = 0; !stop; i++) {
        const key = `${runId}-${c}-${i}`;
        const [from, to] = i % 2 === 0 ? ['MAIN', 'EVO'] : ['EVO', 'MAIN'];
        for (;;) {
          let status = 0;
          let body: { errorCode?: string; value?: { transferId?: string } } = {};
          try {
            const res = await post('/wps/relay/GCS_walletTransfer', token, {
              from,
              to,
              amount: 1.25,
              idempotencyKey: key,
            });
            status = res.status;
            body = (await res.json()) as typeof body;
          } catch {
            status = -1;
          }
          if (status === 200) {
            answered.set(key, (answered.get(key) ?? new Set()).add(String(body.value?.transferId)));
            successes += 1;
            break;
          }
          const what = `${status} ${body.errorCode ?? ''}`;
          failures[what] = (failures[what] ?? 0) + 1;
          // a domain refusal is an answer: this key is done
          if (status >= 400 && status < 500) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await post('/wps/inhouse/play', token, {
          gameCode: 'DICE',
          amount: 1,
          target: 50,
          direction: 'under',
        }).then(
          (r) => r.arrayBuffer(),
          () => undefined,
        );
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

    await until('transfers under way', () => successes >= 20);
    await server('halt');
    // down: neither process is ready, and each says why
    const reasons = await Promise.all(
      cluster.processes.map((p) =>
        until(`${p.url} not ready`, async () => {
          const r = await readiness(p.url);
          return r.status === 503 ? r.body.reasons : undefined;
        }),
      ),
    );
    for (const r of reasons) expect(r!.some((x) => x.startsWith('database: '))).toBe(true);
    const duringOutage = successes;

    await server('resume');
    // by themselves: the same processes, ready again, a leader again, and the calls go through
    for (const p of cluster.processes)
      await until(`${p.url} ready again`, async () => (await readiness(p.url)).status === 200);
    expect(cluster.processes.map((p) => cluster.current(p.n)!.pid)).toEqual(pids);
    await until('a settlement leader again', leaderHolds);
    await until('transfers again', () => successes >= duringOutage + 20);
    stop = true;
    await load;

    // each key answered one transfer, however many times it was sent, and the ledger has each transfer once
    const ids = [...answered.values()];
    expect(ids.filter((s) => s.size !== 1)).toEqual([]);
    const transfers = ids.map((s) => [...s][0]!).sort();
    for (const type of ['TRANSFER_OUT', 'TRANSFER_IN']) {
      const rows = (await db.all(
        `SELECT reference FROM ledger WHERE type = ? AND created_at >= ?
           AND member_id IN (SELECT id FROM member WHERE username IN (${players.map(() => '?').join(', ')}))`,
        type,
        since,
        ...players,
      )) as { reference: string }[];
      // no transfer moved that nobody was answered (a retry that ran it again under a new id)
      expect({ type, refs: rows.map((r) => r.reference).sort() }).toEqual({ type, refs: transfers });
    }
    // the outage was seen (calls failed and were sent again), each failure said the database was away (503
    // system.unavailable, never a 500 that blames the call) or the connection dropped, and nothing else failed
    expect(Object.keys(failures).filter((f) => !/^(503 system\.unavailable|-1 )/.test(f))).toEqual([]);
    expect(Object.keys(failures).length).toBeGreaterThan(0);
    expect(await checkLedger(db)).toEqual([]);
  }, 600_000);
});
