import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '@jogo/shared/build';
import { test, expect, GATEWAY_URL } from '../../fixtures/test';

// One team's loop: `npm run dev -w @jogo/mf-promotions` (dev-proxy/scripts/dev.mjs --remote) serves that remote from
// its webpack dev server, hot reload on, inside the built site; the page's CSP allows that dev server's scripts, eval
// and socket there and nowhere else (the suite's own site, a production run, allows none of it).
const ROOT = path.resolve(__dirname, '..', '..', '..');
const REMOTE = REMOTES.find((r) => r.name === 'mf_promotions')!;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

test('one remote live from its dev server inside the built site, the CSP open for it in development only', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-dev-loop-')), 'dev.log');
  const dev = spawn(
    process.execPath,
    [path.join(ROOT, 'dev-proxy', 'scripts', 'dev.mjs'), `--remote=${REMOTE.folder}`],
    {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), GATEWAY_URL },
      stdio: ['ignore', fs.openSync(log, 'a'), fs.openSync(log, 'a')],
      detached: true,
    },
  );
  try {
    const devServer = `http://localhost:${REMOTE.port}`;
    // the dev server has compiled (it answers its manifest) and dev-proxy is up
    await expect
      .poll(async () => (await fetch(`${devServer}/mf-manifest.json`).catch(() => null))?.status, {
        timeout: 240_000,
      })
      .toBe(200);
    await expect
      .poll(async () => (await fetch(`${site}/__proxy/health`).catch(() => null))?.status, {
        timeout: 60_000,
      })
      .toBe(200);

    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/.test(m.text())) refused.push(m.text());
    });
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const fromDevServer: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(devServer) && r.ok()) fromDevServer.push(r.url());
    });
    const res = await page.goto(`${site}${REMOTE.basePath}`);
    const csp = res!.headers()['content-security-policy']!;
    await expect(page.locator(`[data-remote="${REMOTE.name}"]`)).toBeVisible({ timeout: 60_000 });
    // its code came from the dev server, the rest of the site from its build, and hot reload is connected
    expect(fromDevServer.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromDevServer.some((u) => u.endsWith('.js'))).toBe(true);
    await expect.poll(() => sockets.some((u) => u.startsWith(`ws://localhost:${REMOTE.port}/`))).toBe(true);
    expect(refused).toEqual([]);
    expect(csp).toContain(`ws://localhost:${REMOTE.port}`);
    expect(csp).toMatch(/script-src [^;]*'unsafe-eval'/);

    // the suite's site (a production-like run) allows no eval and no dev server
    const built = (await request.get('/promotions')).headers()['content-security-policy']!;
    expect(built).not.toContain("'unsafe-eval'");
    expect(built).not.toContain(`localhost:${REMOTE.port}`);
  } finally {
    if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
    await new Promise((r) => (dev.exitCode === null ? dev.once('exit', r) : r(null)));
  }
});
