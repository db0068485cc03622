import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';
import { stopProxy } from '../src/server';

/** dev-proxy's graceful stop (README "Operating it"). */

/** A fake gateway: `/wps/held` waits for release(); `/wps/stream` is a balance stream that never ends. */
function heldGateway() {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/wps/stream') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: {"balance":1}\n\n');
      return;
    }
    if (req.url === '/wps/held') {
      held.push(res);
      return;
    }
    res.end('{"success":true}');
  });
  return new Promise<{ url: string; held: typeof held; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        held,
        close: () => {
          server.close();
          server.closeAllConnections();
        },
      }),
    );
  });
}

async function until(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 10));
}

async function proxyFor(gatewayUrl: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-proxy-stop-'));
  const { app, ops } = createProxyApp({ gatewayUrl, root, env: {} });
  const server = await new Promise<http.Server>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, ops, root };
}

describe('dev-proxy stopping', () => {
  it('answers every call in flight, ends streams with a retry hint, refuses new connections', async () => {
    const gw = await heldGateway();
    const p = await proxyFor(gw.url);
    try {
      const inFlight = fetch(`${p.base}/wps/held`, { method: 'POST', body: '{"stake":1}' });
      const stream = await fetch(`${p.base}/wps/stream`);
      const reader = stream.body!.getReader();
      await until(() => gw.held.length === 1);
      const stopped = stopProxy(p.server, p.ops, 10_000);
      expect(p.ops.draining).toBe(true);
      let tail = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        tail += new TextDecoder().decode(value);
      }
      expect(tail).toContain('retry: 1000');
      await expect(fetch(`${p.base}/__proxy/livez`)).rejects.toThrow(); // no new connection
      gw.held[0]!.end('{"success":true,"value":"settled"}');
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, value: 'settled' });
      await expect(stopped).resolves.toBe('drained');
    } finally {
      gw.close();
      fs.rmSync(p.root, { recursive: true, force: true });
    }
  });

  it('cuts what is left after the bound', async () => {
    const gw = await heldGateway();
    const p = await proxyFor(gw.url);
    try {
      const inFlight = fetch(`${p.base}/wps/held`).catch(() => 'cut');
      await until(() => gw.held.length === 1);
      await expect(stopProxy(p.server, p.ops, 50)).resolves.toBe('forced');
      expect(await inFlight).toBe('cut');
    } finally {
      gw.close();
      fs.rmSync(p.root, { recursive: true, force: true });
    }
  });

  it('exits 0 on SIGTERM', async () => {
    const gw = await heldGateway();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-proxy-stop-'));
    try {
      const child = spawn(
        process.execPath,
        [require.resolve('tsx/cli'), path.join(__dirname, '../src/server.ts')],
        {
          env: { ...process.env, PORT: '0', GATEWAY_URL: gw.url, PROXY_ROOT: root },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let out = '';
      child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
      await until(() => out.includes('Jogo is on'));
      const base = /http:\/\/[\d.]+:\d+/.exec(out)![0];
      expect((await fetch(`${base}/__proxy/readyz`)).status).toBe(200);
      const code = new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
      child.kill('SIGTERM');
      expect(await code).toBe(0);
    } finally {
      gw.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
