// Starts dev-proxy + the embedded reference gateway on a fresh database for the e2e run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
// one database per site port, so several suites (or developers) can run side by side
const db = path.join(here, '..', '.tmp', `e2e-${process.env.PORT ?? '8080'}.db`);
fs.mkdirSync(path.dirname(db), { recursive: true });
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
// the embedded gateway's JSON log of this run, which the global teardown scans for secrets (fixtures/log-teardown.ts)
const log = path.join(here, '..', '.tmp', `gateway-${process.env.PORT ?? '8080'}.log`);
fs.rmSync(log, { force: true });
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const child = spawn(process.execPath, [tsx, path.join(root, 'dev-proxy', 'src', 'server.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    JOGO_DB: db,
    GATEWAY_LOG_FILE: log,
    GATEWAY_MODE: 'development',
    // the demo world as of the fixed instant the suite's expectations were written for (gateway SEED_NOW), not
    // the moment the run starts: a first start of `npm start` seeds as of now
    JOGO_SEED_NOW: process.env.JOGO_SEED_NOW ?? '2026-11-20T12:00:00Z',
    PROXY_FAULT_CONTROL: '1',
    // per-browser remote overrides (loopback origins only), for tests/security/overrides.spec.ts
    PROXY_REMOTE_OVERRIDES: '1',
    // the browser stands in for a proxy in front of dev-proxy that names the client (X-Forwarded-For): each
    // test is its own client for the per-IP login captcha and rate limits (tests/auth/helpers.ts). Off by
    // default: dev-proxy otherwise forwards the socket's address only.
    PROXY_TRUSTED_PROXIES: 'loopback',
    // the whole suite is many users behind one address: the per-client limits of expensive routes (logins,
    // registrations, SMS) scale up here; their own values are tested in gateway/test/security
    JOGO_RATE_LIMIT_SCALE: process.env.JOGO_RATE_LIMIT_SCALE ?? '10',
    // logins hash with scrypt; a lower cost keeps a suite of many logins quick (hashes store their cost)
    JOGO_SCRYPT_N: process.env.JOGO_SCRYPT_N ?? '16384',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
