import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';

// One team's dev loop (scripts/dev.mjs --remote): one remote from its dev server inside the built site. The page's
// CSP allows what that dev server needs (its origin, eval for its source maps, its hot-reload socket), and only then.
let tmp: string;

async function cspOf(
  env: NodeJS.ProcessEnv,
): Promise<{ csp: string; registry: { name: string; entry: string }[] }> {
  const { app } = createProxyApp({ gatewayUrl: 'http://127.0.0.1:9', root: tmp, env });
  const server: http.Server = await new Promise((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  try {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const page = await fetch(`${base}/promotions`);
    const registry = (await (await fetch(`${base}/remotes.json`)).json()) as {
      remotes: { name: string; entry: string }[];
    };
    return { csp: page.headers.get('content-security-policy') ?? '', registry: registry.remotes };
  } finally {
    server.close();
  }
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-dev-loop-'));
  fs.mkdirSync(path.join(tmp, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('one remote live in the built site', () => {
  it("points the registry at the remote's dev server and allows its scripts, eval and hot-reload socket", async () => {
    const { csp, registry } = await cspOf({
      REMOTE_MF_PROMOTIONS: 'http://localhost:3006/mf-manifest.json',
      PROXY_DEV_REMOTE: 'mf_promotions',
    });
    expect(registry.find((r) => r.name === 'mf_promotions')!.entry).toBe(
      'http://localhost:3006/mf-manifest.json',
    );
    expect(registry.find((r) => r.name === 'mf_lobby')!.entry).toBe('/remotes/mf_lobby/mf-manifest.json');
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(csp, 'script-src')).toContain('http://localhost:3006');
    expect(directive(csp, 'script-src')).not.toContain('http://localhost:*');
    expect(directive(csp, 'connect-src')).toContain('ws://localhost:3006');
  });

  it('allows no eval or socket without the dev loop, nor for a dev remote that is not on this machine', async () => {
    for (const env of [
      { REMOTE_MF_PROMOTIONS: 'http://localhost:3006/mf-manifest.json' },
      { REMOTE_MF_PROMOTIONS: 'https://cdn.example.com/mf-manifest.json', PROXY_DEV_REMOTE: 'mf_promotions' },
    ]) {
      const { csp } = await cspOf(env);
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
      expect(directive(csp, 'connect-src')).not.toContain('ws:');
    }
  });
});
