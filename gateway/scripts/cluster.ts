import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * N gateway processes on one PostgreSQL database, each on its own port (docs/gateway/engines-and-operations.md "Several processes"):
 *
 *   DATABASE_URL=postgres://… npm run start:cluster -w @jogo/gateway -- --processes=3 --port=3101
 *
 * starts `src/server.ts` on 3101, 3102 and 3103, prints the GATEWAY_URL that puts them behind dev-proxy
 * (`GATEWAY_URL=http://127.0.0.1:3101,http://127.0.0.1:3102,http://127.0.0.1:3103 npm start -w @jogo/dev-proxy`)
 * and starts again a process that dies (after 1 s, then up to 30 s while it keeps dying). SIGINT or SIGTERM
 * stops them all. Options: `--processes` (default: the machine's cores), `--port` (the first one, default 3101),
 * `--host` (default GATEWAY_HOST or 127.0.0.1), `--no-restart`. The rest of the environment goes to every
 * process as it is (GATEWAY_MODE, JOGO_PG_POOL, …).
 *
 * Separate ports rather than Node's cluster module on one port: a load balancer (dev-proxy, nginx, a cloud one)
 * then sees each process as the member of a pool it is, takes a dead one out and spreads long streams by their
 * count; the same shape holds when the processes run on several machines, where one port cannot be shared; and
 * an operator or a test can reach one given process (its limits, its stream, its leadership).
 */

interface Options {
  processes: number;
  port: number;
  host: string;
  restart: boolean;
}

export function parseArgs(argv: string[], env: NodeJS.ProcessEnv): Options {
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be an integer ${min}..${max}`);
    return n;
  };
  const processes = int('processes', os.availableParallelism(), 1, 64);
  const port = int('port', 3101, 1, 65535 - processes + 1);
  return {
    processes,
    port,
    host: value('host') ?? env.GATEWAY_HOST ?? '127.0.0.1',
    restart: !argv.includes('--no-restart'),
  };
}

const SERVER = path.resolve(__dirname, '..', 'src', 'server.ts');
const TSX_LOADER = pathToFileURL(require.resolve('tsx')).href;
const RESTART_MS = [1000, 2000, 5000, 10_000, 30_000];

function main(): void {
  const opts = parseArgs(process.argv.slice(2), process.env);
  const url = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(url)) {
    process.stderr.write(
      'start:cluster needs DATABASE_URL=postgres://… : several processes share their limits, balance pushes and\n' +
        'timers through PostgreSQL. SQLite is one process: npm start.\n',
    );
    process.exit(2);
  }
  const children = new Map<number, ChildProcess>();
  let stopping = false;

  const start = (i: number, failures = 0) => {
    const port = opts.port + i;
    // node itself with tsx's loader (not the tsx CLI, which runs the server in a child of its own): the pid
    // printed is the server's, the one an operator signals or finds in pg_stat_activity (`jogo-leader:<pid>`)
    const child = spawn(process.execPath, ['--import', TSX_LOADER, SERVER], {
      env: { ...process.env, GATEWAY_PORT: String(port), GATEWAY_HOST: opts.host },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.set(i, child);
    const startedAt = Date.now();
    process.stdout.write(`gateway ${i + 1} (pid ${child.pid}) on http://${opts.host}:${port}\n`);
    child.on('exit', (code, signal) => {
      children.delete(i);
      if (stopping) {
        if (children.size === 0) process.exit(0);
        return;
      }
      process.stderr.write(`gateway ${i + 1} (pid ${child.pid}) ended: ${signal ?? `exit ${code}`}\n`);
      if (!opts.restart) return;
      // a process that ran a while is started again at once; one that keeps dying, later and later
      const again = Date.now() - startedAt > 60_000 ? 0 : failures + 1;
      setTimeout(() => !stopping && start(i, again), RESTART_MS[Math.min(again, RESTART_MS.length - 1)]);
    });
  };

  for (let i = 0; i < opts.processes; i++) start(i);
  const list = Array.from({ length: opts.processes }, (_, i) => `http://${opts.host}:${opts.port + i}`);
  process.stdout.write(`GATEWAY_URL=${list.join(',')}\n`);

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (children.size === 0) process.exit(0);
    for (const child of children.values()) child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

if (require.main === module) {
  try {
    main();
  } catch (err) {
    process.stderr.write(`start:cluster: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(2);
  }
}
