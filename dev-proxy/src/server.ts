import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyApp, handleClientError, type ProxyOps } from './app';
import { startEmbeddedGateway } from './embedded-gateway';

/**
 * PORT (8080) and HOST (127.0.0.1: this machine only; set HOST=0.0.0.0 to serve others): where the site
 * is served. GATEWAY_URL: an existing gateway (several processes of one: comma-separated, src/gateways.ts);
 * without it the reference gateway starts embedded on
 * EMBEDDED_GATEWAY_PORT (3100), in GATEWAY_MODE, else the mode given by `--gateway-mode=<mode>` (what
 * the root `npm start` passes: development), else production. DEV=1: remotes from their dev servers.
 * PROXY_ROOT: the folder holding `<app>/dist` (default: this repo; the bench serves a single-bundle build so).
 * PROXY_SHUTDOWN_TIMEOUT_MS (10 s): how long a stop on SIGTERM or SIGINT may take (stopProxy).
 */

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The graceful stop (README "Operating it"): readiness false at once, no new connection, open balance streams
 * end with an SSE `retry:` hint, every call in flight is answered (idle keep-alive connections are closed as
 * they become idle). After `timeoutMs` whatever is left is cut.
 * @returns 'drained' when everything finished, 'forced' when the bound cut it
 */
export function stopProxy(server: Server, ops: ProxyOps, timeoutMs: number): Promise<'drained' | 'forced'> {
  ops.drain();
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      ops.close();
      resolve('forced');
    }, timeoutMs);
    server.close(() => {
      clearTimeout(force);
      clearInterval(idle);
      ops.close();
      resolve('drained');
    });
    server.closeIdleConnections();
    ops.endStreams();
  });
}
export function gatewayModeFor(env: NodeJS.ProcessEnv, argv: string[]): 'development' | 'production' {
  const flag = argv.find((a) => a.startsWith('--gateway-mode='))?.split('=')[1];
  const mode = env.GATEWAY_MODE ?? flag;
  return mode === 'development' ? 'development' : 'production';
}

async function main() {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  let gatewayUrl = process.env.GATEWAY_URL;
  let mode = '';
  if (!gatewayUrl) {
    const gatewayMode = gatewayModeFor(process.env, process.argv);
    const embedded = await startEmbeddedGateway(Number(process.env.EMBEDDED_GATEWAY_PORT ?? 3100), {
      ...process.env,
      GATEWAY_MODE: gatewayMode,
    });
    gatewayUrl = embedded.url;
    mode = `, ${gatewayMode} mode`;
  }
  const { app, ops } = createProxyApp({
    gatewayUrl,
    dev: process.env.DEV === '1',
    root: process.env.PROXY_ROOT || undefined,
  });
  const server = app.listen(port, host, () => {
    const at = (server.address() as AddressInfo).port;
    process.stdout.write(`Jogo is on http://${host}:${at} (gateway ${gatewayUrl}${mode})\n`);
  });
  server.on('clientError', handleClientError);
  const timeoutMs = Number(process.env.PROXY_SHUTDOWN_TIMEOUT_MS) || DEFAULT_SHUTDOWN_TIMEOUT_MS;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`dev-proxy stopping (${signal}): readiness false, draining\n`);
    void stopProxy(server, ops, timeoutMs).then((how) => {
      if (how === 'forced')
        process.stderr.write(`dev-proxy: stop took over ${timeoutMs} ms, connections cut\n`);
      process.exit(how === 'drained' ? 0 : 1);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (require.main === module)
  main().catch((err: unknown) => {
    process.stderr.write(`dev-proxy failed: ${String(err)}\n`);
    process.exit(1);
  });
