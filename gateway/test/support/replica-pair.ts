import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A PostgreSQL primary and a hot standby streaming from it: two throwaway clusters of Debian's PostgreSQL (the
 * server scripts/postgres.mjs runs) on free loopback ports, in one temporary folder, for the replica test. The
 * primary is a copy of `source` (pg_dump of a seeded test database, restored into it); the standby is a
 * pg_basebackup of the primary (`-R`: it follows it over the replication protocol through the folder's Unix socket,
 * where the bootstrap superuser is trusted). Both run without fsync, as the test server does. As root they run as
 * the unprivileged `postgres` user. `stop()` ends both and removes the folder. Tens of seconds at most: two
 * initdb-sized clusters, one dump of the seeded world.
 */
export interface ReplicaPair {
  primaryUrl: string;
  replicaUrl: string;
  /** runs one statement on the standby as the superuser (pg_wal_replay_pause, …) */
  standbySql(sql: string): void;
  stop(): Promise<void>;
}

const SUPERUSER = 'postgres';
const ROLE = 'jogo';

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const [newest] = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error('no PostgreSQL under /usr/lib/postgresql (node scripts/postgres.mjs ensure)');
  return path.join(root, newest, 'bin');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export async function startReplicaPair(source: string): Promise<ReplicaPair> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  // a folder the service user can enter (the tmpdir of a root shell may be /root/…)
  const base = fs.mkdtempSync(path.join('/tmp', 'jogo-replica-'));
  fs.chmodSync(base, 0o700);
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, SUPERUSER], { encoding: 'utf8' }).stdout);
    fs.chownSync(base, id('-u'), id('-g'));
  }
  const tool = (name: string, args: string[]) => {
    const file = path.join(bin, name);
    const r = asRoot
      ? spawnSync('runuser', ['-u', SUPERUSER, '--', file, ...args], { cwd: base, encoding: 'utf8' })
      : spawnSync(file, args, { cwd: base, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${name} ${args.join(' ')}: ${r.stderr || r.stdout}`);
    return r.stdout;
  };
  const primary = path.join(base, 'primary');
  const standby = path.join(base, 'standby');
  const ports = { primary: await freePort(), standby: await freePort() };
  const started: string[] = [];
  const stop = async () => {
    for (const dir of started.splice(0).reverse())
      spawnSync(
        asRoot ? 'runuser' : path.join(bin, 'pg_ctl'),
        [
          ...(asRoot ? ['-u', SUPERUSER, '--', path.join(bin, 'pg_ctl')] : []),
          ...['-D', dir, '-m', 'immediate', '-w', 'stop'],
        ],
        { cwd: base },
      );
    fs.rmSync(base, { recursive: true, force: true });
  };
  const start = (dir: string, port: number) => {
    tool('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', '-o', `-p ${port}`, 'start']);
    started.push(dir);
  };
  try {
    tool('initdb', [
      ...['-D', primary, '-U', SUPERUSER, '--encoding=UTF8', '--locale=C'],
      ...['--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync'],
    ]);
    fs.appendFileSync(
      path.join(primary, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${base}'`,
        'max_connections = 60',
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        // the standby reports what it replayed often, and answers while it replays
        'wal_receiver_status_interval = 1',
        '',
      ].join('\n'),
    );
    start(primary, ports.primary);
    const password = crypto.randomBytes(18).toString('hex');
    tool('psql', [
      ...['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', base, '-p', String(ports.primary), '-U', SUPERUSER],
      ...['-d', 'postgres', '-c', `CREATE ROLE ${ROLE} LOGIN PASSWORD '${password}'`],
      ...['-c', `CREATE DATABASE ${ROLE} OWNER ${ROLE}`],
    ]);
    const primaryUrl = `postgres://${ROLE}:${password}@127.0.0.1:${ports.primary}/${ROLE}`;
    await restore(bin, source, primaryUrl);
    tool('pg_basebackup', [
      ...['-D', standby, '-h', base, '-p', String(ports.primary), '-U', SUPERUSER],
      ...['-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    start(standby, ports.standby);
    const replicaUrl = `postgres://${ROLE}:${password}@127.0.0.1:${ports.standby}/${ROLE}`;
    const standbySql = (sql: string) =>
      void tool('psql', [
        ...['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-h', base, '-p', String(ports.standby)],
        ...['-U', SUPERUSER, '-d', 'postgres', '-c', sql],
      ]);
    return { primaryUrl, replicaUrl, standbySql, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** pg_dump of `source` piped into psql on `target` (owners and grants left out: the target's role owns it all). */
async function restore(bin: string, source: string, target: string): Promise<void> {
  const dump = spawn(path.join(bin, 'pg_dump'), ['--no-owner', '--no-privileges', '-d', source], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const load = spawn(path.join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', target], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  dump.stdout.pipe(load.stdin);
  const errors: string[] = [];
  dump.stderr.on('data', (d: Buffer) => errors.push(d.toString()));
  load.stderr.on('data', (d: Buffer) => errors.push(d.toString()));
  const exit = (p: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve) => p.once('exit', (code) => resolve(code)));
  const [a, b] = await Promise.all([exit(dump), exit(load)]);
  if (a !== 0 || b !== 0) throw new Error(`pg_dump | psql failed (${a}, ${b}): ${errors.join('')}`);
}
