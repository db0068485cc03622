import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';

/** Operating dev-proxy (README "Operating it"): probes, metrics, request ids, retry of what reached no server. */

interface Seen {
  method: string;
  body: string;
  requestId: string | undefined;
}

/**
 * A fake gateway process: records what it got; `hang` keeps calls unanswered; `reset` cuts the connection once it
 * has read the call (a process that died in its handler); `/readyz` answers `ready`.
 */
function fakeProcess(name: string, opts: { hang?: boolean; draining?: boolean; reset?: boolean } = {}) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      if (req.url === '/readyz') {
        res.statusCode = opts.draining ? 503 : 200;
        res.end(opts.draining ? '{"status":"not ready"}' : '{"status":"ready"}');
        return;
      }
      seen.push({ method: req.method ?? '', body, requestId: req.headers['x-request-id'] as string });
      if (opts.hang) return;
      if (opts.reset) {
        req.socket.resetAndDestroy();
        return;
      }
      if (opts.draining) {
        res.writeHead(503, { 'Content-Type': 'application/json', 'X-Gateway-Draining': '1' });
        res.end('{"success":false,"errorCode":"system.stopping"}');
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ success: true, value: { process: name, body } }));
    });
  });
  return new Promise<{ url: string; seen: Seen[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        seen,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections();
          }),
      }),
    );
  });
}

function fakeRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-proxy-ops-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.mkdirSync(path.join(root, 'mf-lobby', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-lobby', 'dist', 'remoteEntry.js'), '/* entry */');
  return root;
}

async function proxyFor(gatewayUrl: string, env: NodeJS.ProcessEnv = {}) {
  const root = fakeRoot();
  const { app, ops } = createProxyApp({ gatewayUrl, root, env, pool: { intervalMs: 20 } });
  const server = await new Promise<http.Server>((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ops,
    close: () => {
      ops.close();
      server.close();
      server.closeAllConnections();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant: 'jogo', ...headers },
    body: JSON.stringify(body),
  });

async function until(cond: () => Promise<boolean> | boolean): Promise<void> {
  while (!(await cond())) await new Promise((r) => setTimeout(r, 10));
}

describe('dev-proxy operated', () => {
  it('sends a POST that met a killed process to the other one, with no error, and marks it down', async () => {
    const a = await fakeProcess('a');
    const b = await fakeProcess('b');
    const proxy = await proxyFor(`${a.url},${b.url}`);
    try {
      expect((await post(`${proxy.base}/wps/bet`, { stake: 1 })).status).toBe(200);
      await a.close(); // killed: its port now refuses
      const bodies: string[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await post(`${proxy.base}/wps/bet`, { stake: i });
        expect(res.status).toBe(200);
        const json = (await res.json()) as { value: { process: string; body: string } };
        expect(json.value.process).toBe('b');
        bodies.push(json.value.body);
      }
      expect(bodies).toEqual([0, 1, 2, 3].map((i) => JSON.stringify({ stake: i }))); // each body whole, once
      const ready = await fetch(`${proxy.base}/__proxy/readyz`);
      expect(ready.status).toBe(200);
      const aLabel = new URL(a.url).host;
      expect(await ready.json()).toMatchObject({ status: 'ready', gateways: { [aLabel]: 'down' } });
      const metrics = await (await fetch(`${proxy.base}/__proxy/metrics`)).text();
      expect(metrics).toContain(`devproxy_gateway_failovers_total{process="${aLabel}",reason="refused"} 1`);
      expect(metrics).toContain(`devproxy_gateway_up{process="${aLabel}"} 0`);
      await b.close();
      expect((await post(`${proxy.base}/wps/bet`, {})).status).toBe(502); // every process refused
      const down = await fetch(`${proxy.base}/__proxy/readyz`);
      expect(down.status).toBe(503);
      expect(((await down.json()) as { reasons: string[] }).reasons[0]).toMatch(
        /no gateway process is ready/,
      );
    } finally {
      proxy.close();
    }
  });

  it('lets a process that was down rejoin once its /readyz answers', async () => {
    const a = await fakeProcess('a');
    const b = await fakeProcess('b');
    const port = new URL(a.url).port;
    const proxy = await proxyFor(`${a.url},${b.url}`);
    try {
      await a.close();
      await post(`${proxy.base}/wps/x`, {});
      await post(`${proxy.base}/wps/x`, {});
      expect(proxy.ops.pool.status()[0]!.up).toBe(false);
      // the process comes back on the same port
      const again = http.createServer((_req, res) => res.end('{"success":true,"value":{"process":"a2"}}'));
      await new Promise<void>((r) => again.listen(Number(port), '127.0.0.1', () => r()));
      await until(() => proxy.ops.pool.status()[0]!.up);
      const seen = new Set<string>();
      for (let i = 0; i < 4; i++)
        seen.add(
          ((await (await post(`${proxy.base}/wps/x`, {})).json()) as { value: { process: string } }).value
            .process,
        );
      expect(seen).toEqual(new Set(['a2', 'b']));
      again.close();
      again.closeAllConnections();
    } finally {
      proxy.close();
      await b.close();
    }
  });

  it('sends again a call that timed out after sending only when it carries an Idempotency-Key', async () => {
    const slow = await fakeProcess('slow', { hang: true });
    const b = await fakeProcess('b');
    const proxy = await proxyFor(`${slow.url},${b.url}`, { GATEWAY_TIMEOUT_MS: '300' });
    try {
      // first call goes to `slow` (its turn), times out: 504, never sent to b
      const plain = await post(`${proxy.base}/wps/withdraw`, { n: 1 });
      expect(plain.status).toBe(504);
      expect(b.seen).toHaveLength(0);
      // b's turn now; take it so the next call starts on `slow` again
      expect((await post(`${proxy.base}/wps/x`, {})).status).toBe(200);
      const keyed = await post(`${proxy.base}/wps/withdraw`, { n: 2 }, { 'idempotency-key': 'k-123456' });
      expect(keyed.status).toBe(200);
      expect(slow.seen.map((s) => s.body)).toEqual(['{"n":1}', '{"n":2}']);
      expect(b.seen.map((s) => s.body)).toEqual(['{}', '{"n":2}']);
      const metrics = await (await fetch(`${proxy.base}/__proxy/metrics`)).text();
      expect(metrics).toContain(`reason="timeout"} 1`);
    } finally {
      proxy.close();
      await slow.close();
      await b.close();
    }
  });

  it('sends again a call reset after sending only when it carries an Idempotency-Key', async () => {
    const cut = await fakeProcess('cut', { reset: true });
    const b = await fakeProcess('b');
    const proxy = await proxyFor(`${cut.url},${b.url}`);
    try {
      // `cut` read the call and cut the connection: it may have run, so without a key it is not sent again (502)
      const plain = await post(`${proxy.base}/wps/bet`, { n: 1 });
      expect(plain.status).toBe(502);
      expect(b.seen).toHaveLength(0);
      // b's turn now; take it so the next call starts on `cut` again
      expect((await post(`${proxy.base}/wps/x`, {})).status).toBe(200);
      const keyed = await post(`${proxy.base}/wps/withdraw`, { n: 2 }, { 'idempotency-key': 'k-654321' });
      expect(keyed.status).toBe(200);
      expect(cut.seen.map((s) => s.body)).toEqual(['{"n":1}', '{"n":2}']);
      expect(b.seen.map((s) => s.body)).toEqual(['{}', '{"n":2}']);
      const metrics = await (await fetch(`${proxy.base}/__proxy/metrics`)).text();
      expect(metrics).toContain(
        `devproxy_gateway_failovers_total{process="${new URL(cut.url).host}",reason="reset"} 1`,
      );
    } finally {
      proxy.close();
      await cut.close();
      await b.close();
    }
  });

  it("sends a draining process's 503 on to the other process, whatever the method, and marks it down", async () => {
    const d = await fakeProcess('d', { draining: true });
    const b = await fakeProcess('b');
    const proxy = await proxyFor(`${d.url},${b.url}`);
    try {
      // d's turn first: it ran no handler (X-Gateway-Draining), so the POST goes on to b, its body whole
      const first = await post(`${proxy.base}/wps/bet`, { stake: 7 });
      expect(first.status).toBe(200);
      expect(first.headers.get('x-gateway-draining')).toBeNull();
      expect(((await first.json()) as { value: { process: string; body: string } }).value).toEqual({
        process: 'b',
        body: '{"stake":7}',
      });
      for (let i = 0; i < 3; i++) expect((await post(`${proxy.base}/wps/x`, {})).status).toBe(200);
      expect(d.seen).toHaveLength(1); // marked down: not tried again
      const metrics = await (await fetch(`${proxy.base}/__proxy/metrics`)).text();
      expect(metrics).toContain(
        `devproxy_gateway_failovers_total{process="${new URL(d.url).host}",reason="draining"} 1`,
      );
    } finally {
      proxy.close();
      await d.close();
      await b.close();
    }
  });

  it('passes the 503 on when every process is draining', async () => {
    const d = await fakeProcess('d', { draining: true });
    const e = await fakeProcess('e', { draining: true });
    const proxy = await proxyFor(`${d.url},${e.url}`);
    try {
      const res = await post(`${proxy.base}/wps/x`, {});
      expect(res.status).toBe(503);
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe('system.stopping');
      expect(d.seen.length + e.seen.length).toBe(2); // each tried once
    } finally {
      proxy.close();
      await d.close();
      await e.close();
    }
  });

  it('takes a well-formed X-Request-Id, replaces a malformed one, and passes it to the gateway', async () => {
    const a = await fakeProcess('a');
    const proxy = await proxyFor(a.url);
    try {
      const kept = await fetch(`${proxy.base}/wps/x`, { headers: { 'x-request-id': 'lb-trace.0001' } });
      expect(kept.headers.get('x-request-id')).toBe('lb-trace.0001');
      const bad = await fetch(`${proxy.base}/wps/x`, { headers: { 'x-request-id': '<script>x</script>' } });
      const made = bad.headers.get('x-request-id') ?? '';
      expect(made).toMatch(/^[0-9a-f-]{36}$/);
      const none = await fetch(`${proxy.base}/`);
      expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(a.seen.map((s) => s.requestId)).toEqual(['lb-trace.0001', made]);
    } finally {
      proxy.close();
      await a.close();
    }
  });

  it('answers its probes and its metrics, with bounded labels and probes left out of the counts', async () => {
    const a = await fakeProcess('a');
    const proxy = await proxyFor(a.url);
    try {
      const live = await fetch(`${proxy.base}/__proxy/livez`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'live' });
      expect((await fetch(`${proxy.base}/__proxy/readyz`)).status).toBe(200);
      await fetch(`${proxy.base}/wps/member/u-42/detail?token=secret`);
      expect((await fetch(`${proxy.base}/remotes/mf_lobby/remoteEntry.js`)).status).toBe(200);
      await fetch(`${proxy.base}/remotes/mf_lobby/missing.js`);
      const res = await fetch(`${proxy.base}/__proxy/metrics`);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      const label = new URL(a.url).host;
      expect(text).toContain(`devproxy_gateway_calls_total{process="${label}",status_class="2xx"} 1`);
      expect(text).toContain('devproxy_answers_total{kind="gateway",status_class="2xx"} 1');
      expect(text).toContain('devproxy_files_served_total{remote="mf_lobby",release="dist"} 1');
      expect(text).toContain('devproxy_ready 1');
      expect(text).not.toMatch(/u-42|secret|__proxy|remoteEntry/);
      proxy.ops.drain();
      const stopping = await fetch(`${proxy.base}/__proxy/readyz`);
      expect(stopping.status).toBe(503);
      expect(((await stopping.json()) as { reasons: string[] }).reasons).toEqual(['the proxy is stopping']);
    } finally {
      proxy.close();
      await a.close();
    }
  });
});
