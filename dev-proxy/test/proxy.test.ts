import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp, cacheControlFor } from '../src/app';
import { registryFor, registryOrigins } from '../src/registry';

type Registry = { remotes: { name: string; entry: string }[] };

/** A fake gateway that echoes the path, so forwarding can be observed. */
function fakeGateway(): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: true, value: { path: req.url, merchant: req.headers.merchant } }));
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    );
  });
}

/** A throwaway repo root with built shell and lobby files. */
function fakeRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-proxy-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.0123456789.js'), 'console.log(1)');
  fs.mkdirSync(path.join(root, 'mf-lobby', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-lobby', 'dist', 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(path.join(root, 'mf-lobby', 'dist', 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(root, 'mf-lobby', 'dist', '42.abcdef0123.js'), '/* chunk */');
  return root;
}

describe('dev-proxy', () => {
  let base: string;
  let server: http.Server;
  let gateway: { url: string; close: () => void };
  let faults: ReturnType<typeof createProxyApp>['faults'];

  beforeAll(async () => {
    gateway = await fakeGateway();
    const created = createProxyApp({
      gatewayUrl: gateway.url,
      root: fakeRoot(),
      env: {
        PROXY_FAULT_CONTROL: '1',
        PROXY_REMOTE_OVERRIDES: '1',
        REMOTE_MF_PROMOTIONS: 'https://cdn.example.com/promotions/mf-manifest.json',
      },
    });
    faults = created.faults;
    await new Promise<void>((r) => {
      server = created.app.listen(0, '127.0.0.1', () => r());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    gateway.close();
  });
  afterEach(() => {
    faults.latencyMs = 0;
    faults.errorRate = 0;
    faults.remotesOff = new Set();
  });

  it('answers every client route with the shell index, not cached', async () => {
    for (const route of ['/', '/sports', '/member/securityCenter', '/help']) {
      const res = await fetch(base + route);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('id="root"');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves remote files with production cache headers', async () => {
    const entry = await fetch(`${base}/remotes/mf_lobby/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${base}/remotes/mf_lobby/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${base}/remotes/mf_lobby/42.abcdef0123.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/remotes/mf_lobby/nope.js`)).status).toBe(404);
  });

  it('serves the registry with environment and per-browser overrides', async () => {
    const plain = (await (await fetch(`${base}/remotes.json`)).json()) as Registry;
    const byName = (r: Registry, n: string) => r.remotes.find((x) => x.name === n)?.entry;
    expect(byName(plain, 'mf_lobby')).toBe('/remotes/mf_lobby/mf-manifest.json');
    expect(byName(plain, 'mf_promotions')).toBe('https://cdn.example.com/promotions/mf-manifest.json');

    const page = await fetch(
      `${base}/sports?remote.mf_lobby=${encodeURIComponent('http://localhost:3002/mf-manifest.json')}`,
      { redirect: 'manual' },
    );
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/sports');
    expect(page.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const cookie = page.headers.get('set-cookie')!.split(';')[0];
    const overridden = (await (
      await fetch(`${base}/remotes.json`, { headers: { cookie } })
    ).json()) as Registry;
    expect(byName(overridden, 'mf_lobby')).toBe('http://localhost:3002/mf-manifest.json');
  });

  it('refuses an override that is not an http(s) manifest or entry', async () => {
    const page = await fetch(`${base}/?remote.mf_lobby=${encodeURIComponent('javascript:alert(1)')}`, {
      redirect: 'manual',
    });
    expect(page.headers.get('set-cookie')).toBeNull();
  });

  it('sets a CSP that allows exactly the registry origins', async () => {
    const res = await fetch(`${base}/`);
    const csp = res.headers.get('content-security-policy')!;
    // the page's own inline early script is allowed by its hash only (hints.ts), no 'unsafe-inline'
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/cdn\.example\.com;/);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('forwards gateway paths', async () => {
    for (const p of ['/wps/system/status', '/lgw/games/game_menus', '/lotto/lgw/games/opened/numero']) {
      const body = (await (await fetch(base + p, { headers: { merchant: 'jogo' } })).json()) as {
        value: unknown;
      };
      expect(body.value).toEqual({ path: p, merchant: 'jogo' });
    }
  });

  it('injects errors on gateway paths and switches a remote off', async () => {
    faults.errorRate = 1;
    expect((await fetch(`${base}/wps/system/status`)).status).toBe(500);
    faults.errorRate = 0;
    faults.remotesOff = new Set(['mf_lobby']);
    expect((await fetch(`${base}/remotes/mf_lobby/remoteEntry.js`)).status).toBe(503);
  });

  it('adds latency to gateway calls', async () => {
    faults.latencyMs = 120;
    const t0 = Date.now();
    await fetch(`${base}/wps/system/status`);
    // a lower bound only: the injected delay happened (no timing ceiling, per the test rules)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(110);
  });

  it('changes faults at run time through /__proxy/faults when enabled', async () => {
    const res = await fetch(`${base}/__proxy/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ remotesOff: ['mf_auth'], latencyMs: 5 }),
    });
    expect(await res.json()).toEqual({
      latencyMs: 5,
      errorRate: 0,
      remotesOff: ['mf_auth'],
      remoteLatencyMs: {},
    });
  });
});

describe('registry helpers', () => {
  it('lists only foreign origins for the CSP', () => {
    const reg = registryFor({ REMOTE_MF_AUTH: 'https://a.example/mf-manifest.json' }, {}, false);
    expect(registryOrigins(reg)).toEqual(['https://a.example']);
  });
  it('marks hashed chunks immutable and entry points not cached', () => {
    expect(cacheControlFor('/x/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/x/index.html')).toBe('no-cache');
    expect(cacheControlFor('/x/main.0123456789.js')).toMatch(/immutable/);
  });
});
