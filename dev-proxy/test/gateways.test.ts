import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';
import { GatewayPool, gatewayUrls } from '../src/gateways';

/** Several gateway processes behind dev-proxy (docs/gateway/engines-and-operations.md "Several processes"). */

async function until(cond: () => boolean): Promise<void> {
  while (!cond()) await new Promise((r) => setTimeout(r, 5));
}

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

  it('leaves out a process that refused a connection until its probe says ready, unless all are down', async () => {
    let aReady = false;
    const probed: string[] = [];
    const pool = new GatewayPool(['a', 'b'], {
      intervalMs: 5,
      probe: async (url) => {
        probed.push(url);
        return url === 'a' ? aReady : true;
      },
    });
    try {
      pool.markDown('a');
      const three = [pool.take(), pool.take(), pool.take()];
      expect(three.map((t) => t.url)).toEqual(['b', 'b', 'b']);
      for (const t of three) t.done();
      const only = pool.takeOther(new Set(['b']));
      expect(only?.url).toBe('a'); // the only one left for a call b refused
      only?.done();
      expect(pool.takeOther(new Set(['a', 'b']))).toBeNull();
      await until(() => probed.filter((u) => u === 'a').length >= 2);
      expect(pool.status().map((s) => s.up)).toEqual([false, true]); // probed, not ready: still out
      aReady = true;
      await until(() => pool.status()[0]!.up);
      const urls = [pool.take(), pool.take()].map((t) => {
        t.done();
        return t.url;
      });
      expect(new Set(urls)).toEqual(new Set(['a', 'b']));
      expect(probed).not.toContain('b'); // only a process marked down is probed
      pool.markDown('a');
      pool.markDown('b');
      expect(['a', 'b']).toContain(pool.take().url); // every one down: still tried
    } finally {
      pool.close();
    }
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
    const { app, ops } = createProxyApp({ gatewayUrl: `${a.url},${dead.url},${b.url}`, root, env: {} });
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
      // the call that met the dead process went on to a live one: no error at all
      expect(statuses.filter((s) => s !== 200)).toEqual([]);
      expect(new Set(seen)).toEqual(new Set(['a', 'b']));
      expect(seen.filter((p) => p === 'a').length).toBeGreaterThanOrEqual(3);
      expect(seen.filter((p) => p === 'b').length).toBeGreaterThanOrEqual(3);
    } finally {
      ops.close();
      server.close();
      a.close();
      b.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
