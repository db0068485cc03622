import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';
import { BROWSER_COOKIE } from '../src/canary';
import { RELEASE_CLI, fakeRemote, fakeShellDist, releases, type ReleaseTool } from './support/releases';

// A canary (shared/build/canary.cjs): dev-proxy serves the canary's release to its share of browsers, by a browser id
// it gives in a cookie, and rolls the canary back by itself when the gateway's vitals say it is worse.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the node-only CommonJS canary rules
const canary = require('../../shared/build/canary.cjs') as {
  canaryBucket: (browser: string, name: string, release: string) => number;
  parseRules: (g: Record<string, string>) => unknown;
};
let tmp: string;
let env: NodeJS.ProcessEnv;
let proxy: http.Server;
let gateway: http.Server;
let base: string;
/** what the fake gateway's GET /vitals/summary answers, by release */
const vitals = new Map<string, { loads: number; errors: number; errorRate: number }>();
const asked: string[] = [];
const remote = (text: string) => fakeRemote(tmp, text);
type Pointer = ReturnType<ReleaseTool['useRelease']>;

const listen = (server: http.Server) =>
  new Promise<string>((r) => {
    server.listen(0, '127.0.0.1', () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-canary-'));
  const root = path.join(tmp, 'root');
  fakeShellDist(path.join(root, 'shell', 'dist'));
  gateway = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    asked.push(`${req.url}`);
    const v = vitals.get(q.get('release') ?? '') ?? { loads: 0, errors: 0, errorRate: 0 };
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        value: { remote: q.get('remote'), release: q.get('release'), p75LcpMs: null, p75InpMs: null, ...v },
      }),
    );
  });
  const gatewayUrl = await listen(gateway);
  env = {
    JOGO_RELEASES_DIR: path.join(tmp, 'releases'),
    JOGO_SHELL_DIST: path.join(root, 'shell', 'dist'),
    JOGO_RELEASE_USER: 'team-lobby',
    JOGO_CANARY_CHECK_MS: '0',
  };
  const { app } = createProxyApp({ gatewayUrl, root, env });
  proxy = http.createServer(app);
  base = await listen(proxy);
});
afterAll(() => {
  proxy.close();
  gateway.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** a browser id on the canary's side (`inside`) or the current release's */
function browserOn(inside: boolean, release: string, share: number): string {
  for (let i = 0; ; i++) {
    const id = `test-browser-${i}`;
    if (canary.canaryBucket(id, 'mf_lobby', release) < share === inside) return id;
  }
}
const lobbyFor = async (browser?: string) => {
  const res = await fetch(`${base}/remotes.json`, {
    headers: browser ? { cookie: `${BROWSER_COOKIE}=${browser}` } : {},
  });
  const body = (await res.json()) as { remotes: { name: string; release: string | null }[] };
  return {
    release: body.remotes.find((r) => r.name === 'mf_lobby')!.release,
    cookie: res.headers.get('set-cookie'),
  };
};
/** registry requests (each one may start a check) until `done`, at most 200 */
async function until(done: () => boolean, browser: string) {
  for (let i = 0; i < 200 && !done(); i++) {
    await lobbyFor(browser);
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(done()).toBe(true);
}
const pointer = () =>
  (JSON.parse(fs.readFileSync(path.join(tmp, 'releases', 'current.json'), 'utf8')) as Record<string, Pointer>)
    .mf_lobby!;

describe('a canary release', () => {
  let v1: string;
  let v2: string;
  beforeAll(() => {
    v1 = releases.buildRelease(remote('one'), { noBuild: true, env }).release;
    v2 = releases.buildRelease(remote('two'), { noBuild: true, env }).release;
  });

  it('serves the canary to its share of browsers, each one sticky, the current release to the rest', async () => {
    releases.useRelease('mf_lobby', v1, env);
    // no id and no canary: no cookie given
    expect((await lobbyFor()).cookie).toBeNull();
    const p = releases.useRelease('mf_lobby', v2, env, { canary: 30 });
    expect(p).toMatchObject({ current: v1, canary: { release: v2, share: 30 } });
    // a browser without an id gets one, and the release its id gives
    const first = await lobbyFor();
    expect(first.cookie).toMatch(
      new RegExp(`^${BROWSER_COOKIE}=[0-9a-f-]{36}; Max-Age=31536000; Path=/; .*HttpOnly; SameSite=Lax`),
    );
    const inside = browserOn(true, v2, 30);
    const outside = browserOn(false, v2, 30);
    for (let i = 0; i < 3; i++) {
      expect(await lobbyFor(inside)).toEqual({ release: v2, cookie: null });
      expect(await lobbyFor(outside)).toEqual({ release: v1, cookie: null });
    }
    // the page's preload hints follow the browser's release
    const page = await fetch(`${base}/promotions`, { headers: { cookie: `${BROWSER_COOKIE}=${inside}` } });
    expect(page.status).toBe(200);
  });

  it('is rolled back by itself when its error rate is worse by more than the margin over the set page loads', async () => {
    vitals.clear();
    releases.useRelease('mf_lobby', v2, env, {
      canary: 50,
      rules: canary.parseRules({ loads: '4', errorMargin: '20%' }),
    });
    // too few page loads: it keeps running, whatever the errors
    vitals.set(v2, { loads: 3, errors: 3, errorRate: 1 });
    vitals.set(v1, { loads: 10, errors: 0, errorRate: 0 });
    const inside = browserOn(true, v2, 50);
    // both releases' vitals since the canary started, asked on a registry request
    const since = Date.parse(pointer().canary!.since);
    await until(() => asked.some((u) => u.includes(`release=${v1}`) && u.includes(`since=${since}`)), inside);
    expect(pointer().canary?.release).toBe(v2);

    vitals.set(v2, { loads: 4, errors: 2, errorRate: 0.5 });
    await until(() => !pointer().canary, inside);
    const p = pointer();
    expect(p.canary).toBeUndefined();
    expect(p.current).toBe(v1);
    expect(p.lastCanary).toMatchObject({ release: v2, outcome: 'rolled back' });
    expect(p.lastCanary!.reasons[0]).toBe(
      'error rate 50.0% against 0.0% (margin 20.0% points), over 4 and 10 page loads',
    );
    expect(p.history[0]).toMatchObject({ action: 'canary-rollback', release: v2 });
    expect((await lobbyFor(inside)).release).toBe(v1);
    // and the release list says why
    const list = execFileSync(process.execPath, [RELEASE_CLI, 'list', 'mf_lobby'], {
      env: { ...process.env, ...env, JOGO_GATEWAY_URL: 'http://127.0.0.1:9' },
      encoding: 'utf8',
    });
    expect(list).toContain(`last canary ${v2} rolled back at`);
    expect(list).toContain('error rate 50.0% against 0.0%');
  });

  it('a healthy canary is promoted in one command; rollback ends a canary', async () => {
    vitals.clear();
    releases.useRelease('mf_lobby', v2, env, { canary: 10 });
    vitals.set(v2, { loads: 500, errors: 1, errorRate: 0.002 });
    vitals.set(v1, { loads: 500, errors: 1, errorRate: 0.002 });
    await lobbyFor(browserOn(true, v2, 10));
    // the one-off check (a cron job beside a static host); async: the fake gateway answers from this process
    const { stdout: out } = await promisify(execFile)(process.execPath, [RELEASE_CLI, 'canary-check'], {
      env: {
        ...process.env,
        ...env,
        JOGO_GATEWAY_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
      },
      encoding: 'utf8',
    });
    expect(out).toContain(`mf_lobby canary ${v2}: healthy`);
    expect(pointer().canary?.release).toBe(v2);
    execFileSync(process.execPath, [RELEASE_CLI, 'promote', 'mf_lobby'], { env: { ...process.env, ...env } });
    expect(pointer()).toMatchObject({ current: v2, lastCanary: { release: v2, outcome: 'promoted' } });
    expect(pointer().history[0]).toMatchObject({ action: 'promote', release: v2 });
    expect((await lobbyFor(browserOn(false, v2, 10))).release).toBe(v2);

    releases.useRelease('mf_lobby', v1, env, { canary: 10 });
    expect(releases.rollback('mf_lobby', undefined, env)).toMatchObject({
      current: v2,
      lastCanary: { release: v1, outcome: 'rolled back' },
    });
    expect(() => releases.promote('mf_lobby', env)).toThrow(/runs no canary/);
    expect(() => releases.useRelease('mf_lobby', v2, env, { canary: 10 })).toThrow(/already runs/);
  });
});
