// `npm run dev`: every app's webpack dev server (hot reload) behind dev-proxy on one port, with the
// embedded reference gateway. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { REMOTES, SHELL } = require('@jogo/shared/build');
const webpackCli = require.resolve('webpack-cli/bin/cli.js');
const tsx = require.resolve('tsx/cli');

const children = [];
function run(name, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const tag = `[${name}] `;
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d) => process.stdout.write(String(d).replace(/^(?=.)/gm, tag)));
  child.on('exit', (code) => code && process.stdout.write(`${tag}exited with ${code}\n`));
  children.push(child);
}

for (const app of [SHELL, ...REMOTES])
  run(app.folder, [
    webpackCli,
    'serve',
    '--mode',
    'development',
    '-c',
    path.join(root, app.folder, 'webpack.config.cjs'),
  ]);
// Development on purpose, said explicitly: the embedded gateway with the demo world and operator controls,
// and per-browser remote overrides (to loopback origins only, see dev-proxy/src/overrides.ts).
run('dev-proxy', [tsx, path.join(root, 'dev-proxy', 'src', 'server.ts'), '--gateway-mode=development'], {
  DEV: '1',
  PROXY_REMOTE_OVERRIDES: process.env.PROXY_REMOTE_OVERRIDES ?? '1',
});

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
