import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { createSession } from '../../src/domain/identity/sessions';
import { checkLedger, move } from '../../src/domain/ledger/ledger';
import { contextReady } from '../../src/domain/site/context';
import { ENGINE, HEADERS, freshTarget } from '../helper';

/**
 * The gateway behind PgBouncer in transaction mode (docs/measurements/gateway-throughput.md "Throughput", Sizing): DATABASE_URL names the
 * bouncer, DATABASE_DIRECT_URL the server (LISTEN and the timers' advisory locks), JOGO_PG_PREPARE=0 (Debian's
 * PgBouncer 1.18 cannot carry prepared statements). Debian's `pgbouncer` is installed when missing (root), started on
 * a free port with a pool of 3 server connections for the app's 10, and stopped afterwards.
 */
const describePostgres = ENGINE === 'postgres' ? describe : describe.skip;
const BIN = '/usr/sbin/pgbouncer';

function ensurePgbouncer(): void {
  if (fs.existsSync(BIN)) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'pgbouncer'], { env });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { env });
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'pgbouncer'], { env });
  }
  if (!fs.existsSync(BIN)) throw new Error(`apt-get install pgbouncer failed: ${String(r.stderr)}`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

describePostgres('behind PgBouncer in transaction mode', () => {
  let bouncer: ChildProcess;
  let dir: string;
  let app: FastifyInstance;
  let direct: string;
  let drop: () => Promise<void>;
  const saved = { url: process.env.DATABASE_DIRECT_URL, prepare: process.env.JOGO_PG_PREPARE };

  beforeAll(async () => {
    ensurePgbouncer();
    const target = await freshTarget();
    direct = target.dbFile;
    drop = target.drop;
    const server = new URL(direct);
    const port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-pgbouncer-'));
    fs.chmodSync(dir, 0o777);
    const user = decodeURIComponent(server.username);
    fs.writeFileSync(path.join(dir, 'users.txt'), `"${user}" "${decodeURIComponent(server.password)}"\n`);
    fs.writeFileSync(
      path.join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=${server.hostname} port=${server.port}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${port}`,
        "unix_socket_dir = ''",
        'auth_type = scram-sha-256',
        `auth_file = ${path.join(dir, 'users.txt')}`,
        'pool_mode = transaction',
        'default_pool_size = 3',
        'max_client_conn = 200',
        `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      ].join('\n'),
    );
    for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o644);
    // PgBouncer refuses to run as root
    const asRoot = process.getuid?.() === 0;
    const ini = path.join(dir, 'pgbouncer.ini');
    bouncer = asRoot
      ? spawn('runuser', ['-u', 'postgres', '--', BIN, ini], { stdio: 'ignore' })
      : spawn(BIN, [ini], { stdio: 'ignore' });
    const url = new URL(direct);
    url.port = String(port);
    for (let i = 0; ; i++) {
      const c = new pg.Client({ connectionString: url.toString() });
      try {
        await c.connect();
        await c.end();
        break;
      } catch (err) {
        await c.end().catch(() => undefined);
        if (i > 100) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    process.env.DATABASE_DIRECT_URL = direct;
    process.env.JOGO_PG_PREPARE = '0';
    app = await buildApp({ dbFile: url.toString(), mode: 'production', logger: false, seed: false });
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    if (bouncer && bouncer.exitCode === null) {
      const exited = new Promise((r) => bouncer.once('exit', r));
      bouncer.kill('SIGTERM');
      await exited;
    }
    process.env.DATABASE_DIRECT_URL = saved.url;
    process.env.JOGO_PG_PREPARE = saved.prepare;
    if (saved.url === undefined) delete process.env.DATABASE_DIRECT_URL;
    if (saved.prepare === undefined) delete process.env.JOGO_PG_PREPARE;
    await drop?.();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('serves bets in parallel with an exact ledger, and hears a context change made elsewhere', async () => {
    const db = app.db;
    expect(db.directUrl).toBe(direct);
    const ids = (
      (await db.all("SELECT id FROM member WHERE type = 0 AND status = 'active' ORDER BY id LIMIT 4")) as {
        id: number;
      }[]
    ).map((r) => r.id);
    const tokens: string[] = [];
    for (const id of ids) {
      await db.transaction(() =>
        move(db, { memberId: id, amount: 100_000, type: 'DEPOSIT', remark: 'stake' }),
      );
      tokens.push(await createSession(db, id, 'username'));
    }
    // 40 bets of four players at once over 3 server connections: every transaction finds its own statements
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/wps/inhouse/play',
          headers: { ...HEADERS, authorization: tokens[i % 4]!, 'content-type': 'application/json' },
          payload: { gameCode: 'DICE', amount: 1, target: 50, direction: 'under' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 40 }, () => 200));
    expect(await checkLedger(db)).toEqual([]);
    const rounds = (await db.get(
      `SELECT COUNT(*) AS n, COUNT(DISTINCT seed_id || ':' || nonce) AS distinct_nonces FROM inhouse_round
        WHERE member_id IN (${ids.join(', ')})`,
    )) as { n: number; distinct_nonces: number };
    expect(rounds).toEqual({ n: 40, distinct_nonces: 40 });

    // the request context: kept, then dropped by a NOTIFY heard on the direct LISTEN connection
    await contextReady(db);
    const status = () => app.inject({ url: '/wps/inhouse/games', headers: HEADERS });
    expect((await status()).statusCode).toBe(200);
    const other = new pg.Client({ connectionString: direct });
    await other.connect();
    try {
      await other.query("UPDATE system_status SET status = 1 WHERE merchant_code = 'jogo'");
      let code = 200;
      for (let i = 0; i < 200 && code !== 503; i++) {
        code = (await status()).statusCode;
        if (code !== 503) await new Promise((r) => setTimeout(r, 25));
      }
      expect(code).toBe(503);
    } finally {
      await other.query("UPDATE system_status SET status = 0 WHERE merchant_code = 'jogo'");
      await other.end();
    }
  });
});
