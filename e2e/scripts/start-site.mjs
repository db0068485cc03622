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
const tsx = createRequire(import.meta.url).resolve('tsx/cli');
const child = spawn(process.execPath, [tsx, path.join(root, 'dev-proxy', 'src', 'server.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    JOGO_DB: db,
    GATEWAY_MODE: 'development',
    PROXY_FAULT_CONTROL: '1',
    // per-browser remote overrides (loopback origins only), for tests/security/overrides.spec.ts
    PROXY_REMOTE_OVERRIDES: '1',
    // logins hash with scrypt; a lower cost keeps a suite of many logins quick (hashes store their cost)
    JOGO_SCRYPT_N: process.env.JOGO_SCRYPT_N ?? '16384',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
