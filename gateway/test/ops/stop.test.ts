import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { build } from '../helper';
import { gracefulStop } from '../../src/plugins/ops/shutdown';

/**
 * The graceful stop and keep-alive (docs/gateway/engines-and-operations.md "Operating it", signals): Fastify keeps an idle connection
 * open for 72 s (its keepAliveTimeout) after an answer. The stop must not wait for that: idle connections are closed
 * when the listener closes, and an answer given while draining closes its own connection. The stop's own bound is
 * lifted far above the test's, so a stop held by a kept-alive connection fails this test rather than being forced.
 */
describe('graceful stop with kept-alive connections', () => {
  it('closes an idle kept-alive connection and exits 0 without waiting for its timeout', async () => {
    const { app, close } = await build();
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = (path: string) =>
        new Promise<{ status: number; connection: string | undefined; socket: Socket }>((resolve, reject) => {
          const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
            res.resume();
            res.once('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                connection: res.headers.connection,
                socket: req.socket!,
              }),
            );
          });
          req.once('error', reject);
        });
      const first = await get('/livez');
      expect(first.status).toBe(200);
      expect(first.connection).toBe('keep-alive');
      const closed = new Promise<void>((r) => first.socket.once('close', () => r()));
      const exit = new Promise<number>((resolve) => {
        void gracefulStop(app, 'SIGTERM', { exit: resolve, timeoutMs: 600_000, quietMs: 1 });
      });
      expect(await exit).toBe(0);
      await closed; // the idle connection was closed by the stop, not by its 72 s timeout
      agent.destroy();
    } finally {
      await close().catch(() => undefined);
    }
  });

  it('keeps listening while a connection it took has not sent its call, and answers that call with the draining 503', async () => {
    const { app, close } = await build();
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      // a connection the process accepts, whose call comes later (a proxy's call that a busy process reads late)
      const socket = net.connect({ port, host: '127.0.0.1' });
      await new Promise<void>((r) => socket.once('connect', () => r()));
      let answer = '';
      socket.on('data', (c: Buffer) => (answer += c.toString()));
      const ended = new Promise<string>((resolve) => {
        socket.once('close', () => resolve(answer));
        socket.once('error', () => resolve(answer));
      });
      const exit = new Promise<number>((resolve) => {
        void gracefulStop(app, 'SIGTERM', { exit: resolve, timeoutMs: 600_000, quietMs: 1 });
      });
      // well past the quiet time (the stop used to close the listener, and that connection with it, here)
      await new Promise((r) => setTimeout(r, 100));
      expect(app.server.listening).toBe(true);
      socket.write('GET /wps/system/status HTTP/1.1\r\nhost: 127.0.0.1\r\nmerchant: jogo\r\n\r\n');
      const text = await ended;
      expect(text).toMatch(/^HTTP\/1\.1 503 /);
      expect(text.toLowerCase()).toContain('x-gateway-draining: 1');
      expect(await exit).toBe(0);
      expect(app.server.listening).toBe(false);
    } finally {
      await close().catch(() => undefined);
    }
  });

  it('answers a call on a connection still open while draining with 503 and Connection: close', async () => {
    const { app, close } = await build();
    try {
      app.readiness.drain();
      const res = await app.inject({ url: '/wps/system/status', headers: { merchant: 'jogo' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['x-gateway-draining']).toBe('1');
      expect(res.headers.connection).toBe('close');
      expect(res.json()).toMatchObject({ success: false, errorCode: 'system.stopping' });
    } finally {
      await close();
    }
  });
});
