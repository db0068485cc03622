// A throwaway PostgreSQL server for the gateway's tests and for development.
//
//   node scripts/postgres.mjs ensure                      install Debian's postgresql when initdb is missing (root)
//   node scripts/postgres.mjs start [--name N] [--dev] [--port P]
//                                                         initdb a new temporary data directory, start the server
//                                                         on 127.0.0.1, create role and database `jogo`; prints
//                                                         DATABASE_URL=postgres://… on stdout (progress on stderr)
//   node scripts/postgres.mjs url [--name N]              prints DATABASE_URL=… of a running server
//   node scripts/postgres.mjs stop [--name N]             pg_ctl stop -m fast, then removes the data directory
//   node scripts/postgres.mjs halt [--name N]             pg_ctl stop -m fast, keeping the data directory (a drill:
//                                                         the database goes away under a running gateway)
//   node scripts/postgres.mjs resume [--name N]           pg_ctl start of a halted server, on its port, same data
//   node scripts/postgres.mjs run [--name N] [--dev] -- <command…>
//                                                         start, run the command with DATABASE_URL in its env,
//                                                         stop whatever happened (SIGINT/SIGTERM too), exit
//                                                         with the command's code
//
// The default name is `test` (`run`: `run-<pid>`, so parallel runs never share a server). A test server runs with
// fsync, synchronous_commit and full_page_writes off: fast, and not crash-safe, which a throwaway test database
// does not need. `--dev` (name `dev`) keeps PostgreSQL's durable defaults.
//
// As root (CI) the server runs as the unprivileged `postgres` user (created with `useradd --system` when absent;
// PostgreSQL refuses to run as root), through `runuser -u postgres`. As any other user it runs as that user.
// State (pid, port, data directory, DATABASE_URL) is kept in <os.tmpdir()>/jogo-postgres-<name>.json.
// No dependencies: this runs before anything else of the test command.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const FIRST_PORT = 54329;
/** Parallel jest workers each hold a pool; 300 leaves room for several gateway processes as well. */
const MAX_CONNECTIONS = 300;
const ROLE = 'jogo';
const DATABASE = 'jogo';
/** The bootstrap superuser of the cluster (whoever runs initdb), used only over the private Unix socket. */
const SUPERUSER = 'postgres';
/** The unprivileged account the server runs as when we are root (JOGO_POSTGRES_USER: another one). */
const SERVICE_USER = process.env.JOGO_POSTGRES_USER || 'postgres';

const isRoot = process.getuid?.() === 0;

/** Progress goes to stderr so that stdout carries only the DATABASE_URL line (`export $(… start)` works). */
function log(message) {
  process.stderr.write(`postgres: ${message}\n`);
}

class Failure extends Error {}

function fail(message) {
  throw new Failure(message);
}

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = { command, name: undefined, dev: false, port: undefined, commandLine: [] };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--') {
      options.commandLine = rest.slice(i + 1);
      break;
    } else if (arg === '--dev') options.dev = true;
    else if (arg.startsWith('--port=')) options.port = Number(arg.slice('--port='.length));
    else if (arg === '--name') options.name = rest[++i];
    else if (arg.startsWith('--name=')) options.name = arg.slice('--name='.length);
    else fail(`unknown argument ${arg}`);
  }
  options.name ??= command === 'run' ? `run-${process.pid}` : options.dev ? 'dev' : 'test';
  if (
    options.port !== undefined &&
    !(Number.isInteger(options.port) && options.port > 0 && options.port < 65536)
  )
    fail('--port must be a port number');
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(options.name))
    fail(`--name must be letters, digits and dashes: ${options.name}`);
  return options;
}

// ---------------------------------------------------------------------------------------------------- binaries

function versionsUnder(root) {
  try {
    return fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

/** @returns the directory of initdb, pg_ctl and psql: Debian's newest /usr/lib/postgresql/<v>/bin, else PATH. */
function findBinDir() {
  const [newest] = versionsUnder('/usr/lib/postgresql');
  if (newest) return path.join('/usr/lib/postgresql', newest, 'bin');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

function ensure() {
  let bin = findBinDir();
  if (bin) {
    log(`found ${version(bin)} in ${bin}`);
    return bin;
  }
  if (!isRoot)
    fail(
      'PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin or on PATH): ' +
        'run `sudo apt-get install -y postgresql` (Debian/Ubuntu) and try again',
    );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  log("initdb is missing: installing Debian's postgresql (apt-get install -y postgresql)");
  let r = spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: ['ignore', 2, 2], env });
  if (r.status !== 0) {
    log('apt-get install failed: refreshing the package lists (apt-get update) and trying once more');
    spawnSync('apt-get', ['update'], { stdio: ['ignore', 2, 2], env });
    r = spawnSync('apt-get', ['install', '-y', 'postgresql'], { stdio: ['ignore', 2, 2], env });
  }
  bin = findBinDir();
  if (r.status !== 0 || !bin)
    fail('apt-get install -y postgresql did not install initdb (see its output above)');
  log(`installed ${version(bin)} in ${bin}`);
  return bin;
}

function version(bin) {
  const r = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : 'PostgreSQL';
}

// ---------------------------------------------------------------------------------------------------- the user

function idOf(user, flag) {
  const r = spawnSync('id', [flag, user], { encoding: 'utf8' });
  return r.status === 0 ? Number(r.stdout.trim()) : null;
}

/** @returns the account the server runs as: `postgres` (created when absent) as root, else null (ourselves). */
function serviceUser() {
  if (!isRoot) return null;
  if (idOf(SERVICE_USER, '-u') === null) {
    log(`creating the system user ${SERVICE_USER} (useradd --system): PostgreSQL refuses to run as root`);
    const r = spawnSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/bin/sh',
        SERVICE_USER,
      ],
      { stdio: ['ignore', 2, 2] },
    );
    if (r.status !== 0) fail(`useradd ${SERVICE_USER} failed`);
  }
  return { name: SERVICE_USER, uid: idOf(SERVICE_USER, '-u'), gid: idOf(SERVICE_USER, '-g') };
}

const hasRunuser = () =>
  ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].some((p) => fs.existsSync(p));

/** Runs one PostgreSQL binary as the service user (when root) and returns its exit status and output. */
function pg(state, tool, args, { allowFailure = false } = {}) {
  const file = path.join(state.binDir, tool);
  let command = file;
  let argv = args;
  if (state.runAs) {
    if (hasRunuser()) {
      command = 'runuser';
      argv = ['-u', state.runAs, '--', file, ...args];
    } else {
      const quoted = [file, ...args].map((a) => `'${String(a).replaceAll("'", "'\\''")}'`).join(' ');
      command = 'su';
      argv = ['-s', '/bin/sh', state.runAs, '-c', quoted];
    }
  }
  // the base directory: a cwd the service user can enter (ours may be /root/…)
  const r = spawnSync(command, argv, { cwd: state.baseDir, encoding: 'utf8' });
  if (r.status !== 0 && !allowFailure)
    fail(
      `${tool} ${args.join(' ')} failed (${r.status ?? r.signal}):\n${r.stdout ?? ''}${r.stderr ?? r.error ?? ''}`,
    );
  return r;
}

// ---------------------------------------------------------------------------------------------------- state

const statePath = (name) => path.join(os.tmpdir(), `jogo-postgres-${name}.json`);

function readState(name) {
  try {
    return JSON.parse(fs.readFileSync(statePath(name), 'utf8'));
  } catch {
    return null;
  }
}

/** The postmaster of this state still runs: its data directory's postmaster.pid names the pid we recorded. */
function running(state) {
  try {
    const pid = Number(fs.readFileSync(path.join(state.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    if (pid !== state.pid) return false;
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e?.code === 'EPERM';
  }
}

// ---------------------------------------------------------------------------------------------------- start

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

function ephemeralPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A base directory the service user can reach: os.tmpdir() unless others cannot enter it (then /tmp). */
function tempRoot(runAs) {
  const tmp = os.tmpdir();
  if (!runAs) return tmp;
  return (fs.statSync(tmp).mode & 0o001) !== 0 ? tmp : '/tmp';
}

async function start({ name, dev, port: wanted }) {
  const previous = readState(name);
  if (previous && running(previous)) {
    log(`server "${name}" already runs (pid ${previous.pid}, port ${previous.port}, ${previous.dataDir})`);
    return previous;
  }
  if (previous) {
    log(`removing the leftovers of a server "${name}" that is gone (${previous.baseDir})`);
    fs.rmSync(previous.baseDir, { recursive: true, force: true });
    fs.rmSync(statePath(name), { force: true });
  }
  const binDir = ensure();
  const user = serviceUser();
  const baseDir = fs.mkdtempSync(path.join(tempRoot(user), `jogo-postgres-${name}-`));
  if (user) fs.chownSync(baseDir, user.uid, user.gid);
  const state = {
    name,
    pid: 0,
    port: 0,
    baseDir,
    dataDir: path.join(baseDir, 'data'),
    logFile: path.join(baseDir, 'postgres.log'),
    binDir,
    runAs: user?.name ?? null,
    durable: dev,
    databaseUrl: '',
  };
  try {
    log(`initdb ${state.dataDir}${user ? ` (as ${user.name})` : ''}`);
    pg(state, 'initdb', [
      '-D',
      state.dataDir,
      '-U',
      SUPERUSER,
      '--encoding=UTF8',
      // byte order, as SQLite's default BINARY collation compares
      '--locale=C',
      '--auth-local=trust',
      '--auth-host=scram-sha-256',
      ...(dev ? [] : ['--no-sync']),
    ]);
    const settings = [
      '',
      '# scripts/postgres.mjs',
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${baseDir}'`,
      `max_connections = ${MAX_CONNECTIONS}`,
    ];
    if (dev) settings.push('# development server: PostgreSQL durability defaults kept');
    else
      settings.push(
        '# TEST server only: no crash safety (a crash loses the data, which a throwaway test database does not need)',
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
      );
    fs.appendFileSync(path.join(state.dataDir, 'postgresql.conf'), `${settings.join('\n')}\n`);
    log(
      dev
        ? 'development server: fsync, synchronous_commit and full_page_writes at their durable defaults'
        : 'test server: fsync=off, synchronous_commit=off, full_page_writes=off (fast, not crash-safe)',
    );

    // --port: that one only (a drill that halts the server must find its port free again when it resumes: the
    // ports tried here by default may be taken meanwhile by another server started for someone else)
    const candidates = wanted
      ? [wanted]
      : [FIRST_PORT, ...Array.from({ length: 10 }, (_, i) => FIRST_PORT + 1 + i)];
    for (let attempt = 0; !state.port; attempt++) {
      if (wanted && attempt >= 1) fail(`port ${wanted} is not free`);
      if (attempt >= candidates.length + 5) fail('no free port found for PostgreSQL');
      const port = attempt < candidates.length ? candidates[attempt] : await ephemeralPort();
      if (!(await portFree(port))) {
        log(`port ${port} is taken, trying another`);
        continue;
      }
      const r = pg(
        state,
        'pg_ctl',
        ['-D', state.dataDir, '-l', state.logFile, '-w', '-t', '60', '-o', `-p ${port}`, 'start'],
        {
          allowFailure: true,
        },
      );
      if (r.status === 0) {
        state.port = port;
        break;
      }
      const logText = fs.existsSync(state.logFile) ? fs.readFileSync(state.logFile, 'utf8') : '';
      if (!/could not bind|Address already in use/i.test(logText))
        fail(`pg_ctl start failed:\n${r.stdout}${r.stderr}\n${logText.split('\n').slice(-20).join('\n')}`);
      log(`port ${port} could not be bound, trying another`);
      fs.writeFileSync(state.logFile, '');
    }
    state.pid = Number(fs.readFileSync(path.join(state.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);

    const password = crypto.randomBytes(18).toString('hex');
    pg(state, 'psql', [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-h',
      baseDir,
      '-p',
      String(state.port),
      '-U',
      SUPERUSER,
      '-d',
      'postgres',
      // CREATEDB: the tests create a database per test from a template (gateway/test/support/postgres.ts)
      '-c',
      `CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${password}'`,
      '-c',
      `CREATE DATABASE ${DATABASE} OWNER ${ROLE}`,
    ]);
    state.databaseUrl = `postgres://${ROLE}:${password}@127.0.0.1:${state.port}/${DATABASE}`;
    fs.writeFileSync(statePath(name), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
    log(`server "${name}" runs: pid ${state.pid}, port ${state.port}, data ${state.dataDir}`);
    return state;
  } catch (e) {
    stopServer(state);
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------- stop

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Stops the server of a state (if it runs) and removes its directory and state file. */
function stopServer(state) {
  if (state.pid && running(state)) {
    const r = pg(state, 'pg_ctl', ['-D', state.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop'], {
      allowFailure: true,
    });
    if (r.status !== 0 && running(state)) {
      log(`pg_ctl stop failed (${(r.stderr || r.stdout).trim()}): immediate shutdown of pid ${state.pid}`);
      process.kill(state.pid, 'SIGQUIT');
      for (let i = 0; i < 100 && running(state); i++) sleep(100);
    }
    log(`server "${state.name}" stopped`);
  }
  fs.rmSync(state.baseDir, { recursive: true, force: true });
  if (readState(state.name)?.baseDir === state.baseDir) fs.rmSync(statePath(state.name), { force: true });
}

function stop({ name }) {
  const state = readState(name);
  if (!state) {
    log(`no server "${name}" (${statePath(name)} does not exist)`);
    return;
  }
  stopServer(state);
  log(`removed ${state.baseDir}`);
}

// ---------------------------------------------------------------------------------------------------- halt, resume

/** Stops the server of `name` and keeps its data directory and state, for `resume`. */
function halt({ name }) {
  const state = readState(name);
  if (!state) fail(`no server "${name}" (${statePath(name)} does not exist)`);
  if (!running(state)) {
    log(`server "${name}" is not running`);
    return;
  }
  pg(state, 'pg_ctl', ['-D', state.dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
  log(`server "${name}" halted (data kept in ${state.dataDir})`);
}

/** Starts a halted server again, on the port it had (clients find it where they left it). */
function resume({ name }) {
  const state = readState(name);
  if (!state) fail(`no server "${name}" (${statePath(name)} does not exist)`);
  if (running(state)) {
    log(`server "${name}" runs already`);
    return;
  }
  pg(state, 'pg_ctl', [
    '-D',
    state.dataDir,
    '-l',
    state.logFile,
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${state.port}`,
    'start',
  ]);
  state.pid = Number(fs.readFileSync(path.join(state.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  fs.writeFileSync(statePath(name), `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  log(`server "${name}" resumed: pid ${state.pid}, port ${state.port}`);
}

// ---------------------------------------------------------------------------------------------------- run

async function run(options) {
  const [file, ...args] = options.commandLine;
  if (!file) fail('run needs a command: node scripts/postgres.mjs run -- <command…>');
  let signalled = null;
  let child = null;
  const onSignal = (signal) => {
    signalled ??= signal;
    log(`${signal}: stopping the command, then the server`);
    child?.kill(signal);
  };
  for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, onSignal);
  let state = null;
  let code = 1;
  try {
    state = await start(options);
    if (!signalled) {
      log(`running ${options.commandLine.join(' ')} with DATABASE_URL=${state.databaseUrl}`);
      child = spawn(file, args, {
        stdio: 'inherit',
        env: { ...process.env, DATABASE_URL: state.databaseUrl },
      });
      code = await new Promise((resolve) => {
        child.once('error', (e) => {
          log(`could not run ${file}: ${e.message}`);
          resolve(127);
        });
        child.once('exit', (status, signal) => resolve(status ?? 128 + (os.constants.signals[signal] ?? 0)));
      });
    }
  } finally {
    if (state) stopServer(state);
  }
  if (signalled) code = code || 128 + os.constants.signals[signalled];
  return code;
}

// ---------------------------------------------------------------------------------------------------- main

async function main() {
  const options = parseArgs(process.argv.slice(2));
  switch (options.command) {
    case 'ensure':
      ensure();
      return 0;
    case 'start': {
      const state = await start(options);
      process.stdout.write(`DATABASE_URL=${state.databaseUrl}\n`);
      return 0;
    }
    case 'url': {
      const state = readState(options.name);
      if (!state || !running(state))
        fail(`no running server "${options.name}": node scripts/postgres.mjs start`);
      process.stdout.write(`DATABASE_URL=${state.databaseUrl}\n`);
      return 0;
    }
    case 'stop':
      stop(options);
      return 0;
    case 'halt':
      halt(options);
      return 0;
    case 'resume':
      resume(options);
      return 0;
    case 'run':
      return run(options);
    default:
      fail(`usage: node scripts/postgres.mjs ensure | start [--name N] [--dev] | url [--name N] | stop [--name N] |
       halt [--name N] | resume [--name N] | run [--name N] [--dev] -- <command…>`);
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    log(e instanceof Failure ? e.message : (e?.stack ?? String(e)));
    process.exit(1);
  },
);
