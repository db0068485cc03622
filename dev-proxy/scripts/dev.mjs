// `npm run dev`: every app's webpack dev server (hot reload) behind dev-proxy on one port, with the
// embedded reference gateway. Ctrl-C stops them all.
// `npm run dev -- --remote=<mf-folder | container>` (what `npm run dev -w @jogo/mf-<name>` runs): one team's loop.
// Only that remote's dev server (hot reload) runs, inside the integrated built site: dev-proxy serves every other app
// from its build (`npm run build` first), points the registry at the dev server (REMOTE_<NAME>) and lets the page's
// CSP allow exactly what that dev server needs (its origin for script and fetch, its hot-reload socket, eval for
// its source maps: PROXY_DEV_REMOTE), which a production run never sets.
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

const remoteArg = process.argv
  .slice(2)
  .find((a) => a.startsWith('--remote='))
  ?.slice('--remote='.length);
const only =
  remoteArg &&
  REMOTES.find((r) => r.folder === remoteArg || r.name === remoteArg || r.folder === `mf-${remoteArg}`);
if (remoteArg && !only) {
  process.stderr.write(`dev: no remote ${remoteArg} (${REMOTES.map((r) => r.folder).join(', ')})\n`);
  process.exit(1);
}

for (const app of only ? [only] : [SHELL, ...REMOTES])
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
run(
  'dev-proxy',
  [tsx, path.join(root, 'dev-proxy', 'src', 'server.ts'), '--gateway-mode=development'],
  only
    ? {
        [`REMOTE_${only.name.toUpperCase()}`]: `http://localhost:${only.port}/mf-manifest.json`,
        PROXY_DEV_REMOTE: only.name,
        PROXY_REMOTE_OVERRIDES: process.env.PROXY_REMOTE_OVERRIDES ?? '1',
      }
    : { DEV: '1', PROXY_REMOTE_OVERRIDES: process.env.PROXY_REMOTE_OVERRIDES ?? '1' },
);
if (only)
  process.stdout.write(
    `dev: ${only.folder} live from http://localhost:${only.port} (hot reload) inside the built site; the rest from their dist/\n`,
  );

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
