import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';

/** The header of a draining process's 503: no handler ran, so a proxy may send the call to another process. */
export const DRAINING_HEADER = 'x-gateway-draining';

/**
 * While the process stops (readiness drained): a request that arrives on a connection still open gets 503
 * `system.stopping` with `X-Gateway-Draining: 1` before any handler runs, and every answer closes its connection.
 */
const lastConnection = new WeakMap<FastifyInstance, number>();
const lastConnectionAt = (app: FastifyInstance) => lastConnection.get(app) ?? 0;

export default fp(
  async (app) => {
    // when the last connection came (the stop waits for a quiet moment before it closes the listener)
    app.addHook('onReady', async () => {
      app.server.on('connection', () => lastConnection.set(app, Date.now()));
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!app.readiness.draining || request.routeOptions.config?.ops) return;
      void reply.header(DRAINING_HEADER, '1').header('retry-after', '0');
      throw new AppError(503, 'system.stopping');
    });
    app.addHook('onSend', async (_request, reply) => {
      if (app.readiness.draining) void reply.header('connection', 'close');
    });
  },
  { name: 'shutdown', dependencies: ['health'] },
);

export interface StopOptions {
  /** how long the stop may take before the process is ended anyway (`SHUTDOWN_TIMEOUT_MS`, default 10 s) */
  timeoutMs?: number;
  /** how long readiness is false before the listener closes, for a load balancer's probe (`SHUTDOWN_DELAY_MS`, 0) */
  delayMs?: number;
  /**
   * then, the listener stays open until no new connection came for this long (`SHUTDOWN_QUIET_MS`, 250), within
   * half the stop's bound: a connection the process accepted but had not read yet when the listener closed is cut
   * (reset after the proxy sent its call, which it then cannot send elsewhere safely); one that arrives while it
   * still listens gets the draining 503, which the proxy sends on, and is how the proxy learns to send no more
   */
  quietMs?: number;
  exit?: (code: number) => void;
}

/**
 * The graceful stop (docs/gateway/engines-and-operations.md "Operating it"): readiness false at once; after `delayMs`, and once no
 * new connection came for `quietMs`, the listener closes (new connections are refused), open balance streams end with a `retry:` hint, every request in flight
 * is answered, the leader tasks give their locks up, the database closes; exit 0. After `timeoutMs` the
 * process exits 1 whatever is left.
 */
export async function gracefulStop(
  app: FastifyInstance,
  signal: string,
  opts: StopOptions = {},
): Promise<void> {
  const timeoutMs = opts.timeoutMs ?? (Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000);
  const delayMs = opts.delayMs ?? (Number(process.env.SHUTDOWN_DELAY_MS) || 0);
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const started = Date.now();
  app.readiness.drain();
  app.log.info({ signal, timeoutMs }, 'stopping: readiness false, draining');
  const force = setTimeout(() => {
    app.log.error({ signal, timeoutMs }, 'stop took too long: exiting with requests still open');
    app.server.closeAllConnections();
    exit(1);
  }, timeoutMs);
  force.unref();
  if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
  const quietMs = opts.quietMs ?? (Number(process.env.SHUTDOWN_QUIET_MS) || 250);
  const quietUntil = started + timeoutMs / 2;
  for (;;) {
    const wait = Math.min(quietMs - (Date.now() - lastConnectionAt(app)), quietUntil - Date.now());
    if (wait <= 0) break;
    await new Promise((r) => setTimeout(r, wait));
  }
  try {
    await app.close();
    app.log.info({ signal, ms: Date.now() - started }, 'stopped');
    clearTimeout(force);
    exit(0);
  } catch (err) {
    app.log.error({ err }, 'stop failed');
    clearTimeout(force);
    exit(1);
  }
}

/** Stops `app` gracefully on the first SIGTERM or SIGINT; a second one ends the process at once. */
export function stopOnSignals(app: FastifyInstance, opts: StopOptions = {}): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.on(signal, () => {
      if (stopping) {
        app.log.warn({ signal }, 'second signal: exiting now');
        (opts.exit ?? process.exit)(1);
        return;
      }
      stopping = true;
      void gracefulStop(app, signal, opts);
    });
}
