import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';
import { DOWN_MS, GatewayPool, gatewayUrls } from '../src/gateways';

/** Several gateway processes behind dev-proxy (issue 28, gateway/README.md "Several processes"). */

describe('GatewayPool', () => {
  it('parses a comma-separated GATEWAY_URL and refuses an empty or malformed one', () => {
    expect(gatewayUrls(' http://127.0.0.1:1 , http://127.0.0.1:2,')).toEqual([
      'http://127.0.0.1:1',
      'http://127.0.0.1:2',
    ]);
    expect(() => gatewayUrls(' , ')).toThrow('names no gateway');
    expect(() => gatewayUrls('not a url')).toThrow();
  });

  it('takes turns while the processes are equally busy', () => {
    const pool = new GatewayPool(['a', 'b', 'c']);
    const urls = Array.from({ length: 6 }, () => {
      const t = pool.take();
      t.done();
      return t.url;
    });
    expect(urls).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('sends a call to the process with the fewest calls in flight', () => {
    const pool = new GatewayPool(['a', 'b']);
    const stream = pool.take(); // a long call (a balance stream) stays on a
    expect(stream.url).toBe('a');
    expect([pool.take().url, pool.take().url]).toEqual(['b', 'a']); // b free; then both at 1, a's turn
    stream.done();
    stream.done(); // counted once
    expect(pool.inFlight()).toEqual({ a: 1, b: 1 });
  });

  it('leaves out a process that refused a connection, unless all did', () => {
    let now = 1000;
    const pool = new GatewayPool(['a', 'b'], () => now);
    pool.markDown('a');
    expect([pool.take().url, pool.take().url, pool.take().url]).toEqual(['b', 'b', 'b']);
    pool.markDown('b');
    expect(['a', 'b']).toContain(pool.take().url); // every one down: still tried
    now += DOWN_MS;
    const pool2 = new GatewayPool(['a', 'b'], () => now);
    pool2.markDown('a');
    now += DOWN_MS;
    expect([pool2.take().url, pool2.take().url]).toEqual(['a', 'b']);
  });
});

function gatewayNamed(name: string): Promise<{ url: string; close: () => void }> {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({ success: true, value: { process: name, xff: req.headers['x-forwarded-for'] } }),
      );
    });
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => server.close(),
      }),
    );
  });
}

describe('dev-proxy in front of several gateway processes', () => {
  it('spreads calls over every address of GATEWAY_URL and skips one that is down', async () => {
    const a = await gatewayNamed('a');
    const b = await gatewayNamed('b');
    // a port nothing listens on: a process that died
    const dead = await gatewayNamed('dead');
    dead.close();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-proxy-gw-'));
    const { app } = createProxyApp({ gatewayUrl: `${a.url},${dead.url},${b.url}`, root, env: {} });
    const server = await new Promise<http.Server>((r) => {
      const s = app.listen(0, '127.0.0.1', () => r(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const seen: string[] = [];
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'jogo' } });
        statuses.push(res.status);
        const body = (await res.json()) as { value?: { process: string; xff: string }; errorCode?: string };
        if (body.value) {
          seen.push(body.value.process);
          expect(body.value.xff).toBe('127.0.0.1'); // the client's address still goes to every process
        } else expect(body.errorCode).toBe('proxy.gateway_unavailable');
      }
      // the dead process cost one call (502), then was left out
      expect(statuses.filter((s) => s === 502)).toHaveLength(1);
      expect(new Set(seen)).toEqual(new Set(['a', 'b']));
      expect(seen.filter((p) => p === 'a').length).toBeGreaterThanOrEqual(3);
      expect(seen.filter((p) => p === 'b').length).toBeGreaterThanOrEqual(3);
    } finally {
      server.close();
      a.close();
      b.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
