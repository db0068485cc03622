import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { clientAddress, createProxyApp, handleClientError, parseCookies } from '../src/app';
import { isAllowedOverride, overridePolicyFromEnv } from '../src/overrides';

/**
 * A gateway that echoes the forwarding headers it received, never answers (`/wps/hang`) or drops the connection
 * after reading the call (`/wps/reset`: a process that died while it held the call).
 */
function echoGateway(): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      if (req.url === '/wps/hang') return; // hung: never answers
      if (req.url === '/wps/reset') return void req.socket.destroy();
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          success: true,
          value: { xff: req.headers['x-forwarded-for'] ?? null, forwarded: req.headers.forwarded ?? null },
        }),
      );
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      }),
    );
  });
}

function fakeRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-proxy-sec-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  return root;
}

async function serve(env: NodeJS.ProcessEnv, gatewayUrl: string) {
  const { app } = createProxyApp({ gatewayUrl, root: fakeRoot(), env });
  const server = await new Promise<http.Server>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  server.on('clientError', handleClientError);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const LOCAL = encodeURIComponent('http://localhost:3002/mf-manifest.json');
const EVIL = encodeURIComponent('https://evil.example/remoteEntry.js');

describe('dev-proxy security', () => {
  let gateway: { url: string; close: () => void };
  beforeAll(async () => {
    gateway = await echoGateway();
  });
  afterAll(() => gateway.close());

  describe('remote overrides', () => {
    it('are refused unless enabled explicitly', async () => {
      const { base, server } = await serve({}, gateway.url);
      const page = await fetch(`${base}/?remote.mf_lobby=${LOCAL}`, { redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(page.headers.get('x-jogo-override-refused')).toBe('mf_lobby');
      // a cookie planted by other means is ignored too
      const reg = (await (
        await fetch(`${base}/remotes.json`, {
          headers: { cookie: `jogo_remote_mf_lobby=${LOCAL}` },
        })
      ).json()) as { remotes: { name: string; entry: string }[] };
      expect(reg.remotes.find((r) => r.name === 'mf_lobby')!.entry).toBe(
        '/remotes/mf_lobby/mf-manifest.json',
      );
      server.close();
    });

    it('accept loopback origins only by default, and keep the CSP when refusing', async () => {
      const { base, server } = await serve({ PROXY_REMOTE_OVERRIDES: '1' }, gateway.url);
      const before = (await fetch(`${base}/`)).headers.get('content-security-policy');
      const refused = await fetch(`${base}/?remote.mf_lobby=${EVIL}`, { redirect: 'manual' });
      expect(refused.headers.get('set-cookie')).toBeNull();
      expect(refused.headers.get('content-security-policy')).toBe(before);
      expect(before).not.toContain('evil.example');
      // even as a cookie
      const planted = await fetch(`${base}/`, {
        headers: { cookie: `jogo_remote_mf_lobby=${EVIL}` },
      });
      expect(planted.headers.get('content-security-policy')).toBe(before);
      expect(await planted.text()).not.toContain('jogo-override-bar');
      server.close();
    });

    it('show a bar naming each overridden remote with a reset link, and the reset clears them', async () => {
      const { base, server } = await serve({ PROXY_REMOTE_OVERRIDES: '1' }, gateway.url);
      const set = await fetch(`${base}/sports?remote.mf_lobby=${LOCAL}`, { redirect: 'manual' });
      const cookie = set.headers.get('set-cookie')!.split(';')[0]!;
      expect(set.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      const page = await fetch(`${base}/sports`, { headers: { cookie } });
      const html = await page.text();
      expect(html).toContain('id="jogo-override-bar"');
      expect(html).toContain('<strong>mf_lobby</strong>');
      expect(html).toContain('http://localhost:3002/mf-manifest.json');
      expect(html).toContain('href="/__proxy/overrides/reset"');
      expect(page.headers.get('content-security-policy')).toContain('http://localhost:3002');
      const reset = await fetch(`${base}/__proxy/overrides/reset`, {
        headers: { cookie },
        redirect: 'manual',
      });
      expect(reset.status).toBe(302);
      expect(reset.headers.get('set-cookie')).toMatch(/jogo_remote_mf_lobby=;/);
      server.close();
    });

    it('serve remote files to another origin: the federation runtime fetches the manifest with CORS', async () => {
      const root = fakeRoot();
      fs.mkdirSync(path.join(root, 'mf-lobby', 'dist'), { recursive: true });
      fs.writeFileSync(path.join(root, 'mf-lobby', 'dist', 'mf-manifest.json'), '{"id":"mf_lobby"}');
      const { app } = createProxyApp({ gatewayUrl: gateway.url, root, env: {} });
      const server = await new Promise<http.Server>((r) => {
        const s = app.listen(0, '127.0.0.1', () => r(s));
      });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const manifest = await fetch(`${base}/remotes/mf_lobby/mf-manifest.json`, {
        headers: { origin: 'http://localhost:8080' },
      });
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
      // pages and gateway calls stay same-origin only
      const page = await fetch(`${base}/`, { headers: { origin: 'http://localhost:8080' } });
      expect(page.headers.get('access-control-allow-origin')).toBeNull();
      server.close();
    });

    it('follow a configured allowlist instead of loopback', () => {
      const policy = overridePolicyFromEnv({
        PROXY_REMOTE_OVERRIDES: '1',
        PROXY_OVERRIDE_ORIGINS: 'https://staging.jogo.example',
      });
      expect(isAllowedOverride('https://staging.jogo.example/mf/mf-manifest.json', policy)).toBe(true);
      expect(isAllowedOverride('http://localhost:3002/mf-manifest.json', policy)).toBe(false);
      expect(isAllowedOverride('https://staging.jogo.example.evil.example/x.js', policy)).toBe(false);
      expect(isAllowedOverride('https://u:p@staging.jogo.example/x.js', policy)).toBe(false);
    });
  });

  it('sets X-Forwarded-For from the socket, not from the request', async () => {
    const { base, server } = await serve({}, gateway.url);
    const res = await fetch(`${base}/wps/system/status`, {
      headers: { 'x-forwarded-for': '203.0.113.9', forwarded: 'for=203.0.113.9' },
    });
    const body = (await res.json()) as { value: { xff: string; forwarded: string | null } };
    expect(body.value.xff).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(body.value.forwarded).toBeNull();
    server.close();
  });

  it('believes a forwarded client address only from a proxy the operator named', async () => {
    const { base, server } = await serve({ PROXY_TRUSTED_PROXIES: 'loopback' }, gateway.url);
    const xff = async (claimed: string) =>
      (
        (await (
          await fetch(`${base}/wps/system/status`, { headers: { 'x-forwarded-for': claimed } })
        ).json()) as {
          value: { xff: string };
        }
      ).value.xff;
    expect(await xff('203.0.113.9, 10.0.0.1')).toBe('203.0.113.9');
    // not an address: the socket's
    expect(await xff('evil')).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    server.close();
  });

  it('never believes a forwarded address from a client that is not a named proxy', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.9', '127.0.0.1')).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '203.0.113.9', undefined)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '203.0.113.9', 'loopback')).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });

  it('answers a translated envelope 504 when the gateway hangs, and 502 when it drops the call or is down', async () => {
    const { base, server } = await serve({ GATEWAY_TIMEOUT_MS: '300' }, gateway.url);
    const hung = await fetch(`${base}/wps/hang`, { headers: { language: 'EN' } });
    expect(hung.status).toBe(504);
    expect(await hung.json()).toEqual({
      success: false,
      errorCode: 'proxy.gateway_timeout',
      message: 'The server took too long to answer, please try again',
    });
    // a connection the gateway drops is not a timeout: 502, whatever the socket's error is called
    const reset = await fetch(`${base}/wps/reset`, { headers: { language: 'EN' } });
    expect(reset.status).toBe(502);
    expect(await reset.json()).toMatchObject({ success: false, errorCode: 'proxy.gateway_unavailable' });
    server.close();
    const down = await serve({}, 'http://127.0.0.1:1');
    const res = await fetch(`${down.base}/lgw/games`, { headers: { language: 'PT' } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'proxy.gateway_unavailable' });
    down.server.close();
  });

  it('answers an over-long request on a gateway path with the envelope (431)', async () => {
    const { base, server } = await serve({}, gateway.url);
    const res = await fetch(`${base}/wps/game/list?q=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'request.too_large' });
    server.close();
  });

  it('ignores cookies that do not decode, on pages and gateway calls alike', async () => {
    expect(parseCookies('foo=%E0%A4%A; jogo_remote_mf_lobby=x')).toEqual({ jogo_remote_mf_lobby: 'x' });
    const { base, server } = await serve({ PROXY_REMOTE_OVERRIDES: '1' }, gateway.url);
    for (const p of ['/', '/remotes.json', '/wps/system/status']) {
      const res = await fetch(base + p, { headers: { cookie: 'foo=%E0%A4%A' } });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toMatch(/at \w+ \(|node_modules|\/work\//);
    }
    server.close();
  });
});

describe('development defaults', () => {
  it('the embedded gateway runs in production unless development is asked for', async () => {
    const { gatewayModeFor } = await import('../src/server');
    expect(gatewayModeFor({}, [])).toBe('production');
    expect(gatewayModeFor({}, ['--gateway-mode=development'])).toBe('development'); // root `npm start`
    expect(gatewayModeFor({ GATEWAY_MODE: 'production' }, ['--gateway-mode=development'])).toBe('production');
  });
});
