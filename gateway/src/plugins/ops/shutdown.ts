import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { AppError } from '../../http/errors';

/** The header of a draining process's 503: no handler ran, so a proxy may send the call to another process. */
export const DRAINING_HEADER = 'x-gateway-draining';

/**
 * While the process stops (readiness drained): a request that arrives on a connection still open gets 503
 * `system.stopping` with `X-Gateway-Draining: 1` before any handler runs, and every answer closes its connection.
 */
interface Arrivals {
  /** when the last connection was accepted */
  last: number;
  /** connections accepted whose first request has not begun yet (the stop waits for them: see quietMs) */
  fresh: Set<Socket>;
}
const arrivals = new WeakMap<FastifyInstance, Arrivals>();
const arrivalsOf = (app: FastifyInstance): Arrivals => {
  let a = arrivals.get(app);
  if (!a) arrivals.set(app, (a = { last: 0, fresh: new Set() }));
  return a;
};

export default fp(
  async (app) => {
    // when the last connection came, and which ones have not sent their request yet (the stop waits for a quiet
    // moment with none of those before it closes the listener)
    app.addHook('onReady', async () => {
      const a = arrivalsOf(app);
      app.server.on('connection', (socket: Socket) => {
        a.last = Date.now();
        a.fresh.add(socket);
        socket.once('close', () => a.fresh.delete(socket));
      });
      app.server.on('request', (req: { socket: Socket }) => a.fresh.delete(req.socket));
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
   * then, the listener stays open until no new connection came for this long (`SHUTDOWN_QUIET_MS`, 250) and every
   * connection accepted has begun its request, within half the stop's bound: closing the listener resets what
   * waits in its accept queue, and closes a connection accepted but not read yet, each after the proxy sent its
   * call, which it then cannot send elsewhere safely; one that arrives while it still listens gets the draining
   * 503, which the proxy sends on, and is how the proxy learns to send no more
   */
  quietMs?: number;
  exit?: (code: number) => void;
}

/** Resolves after the event loop's next poll phase (where waiting connections are accepted and read). */
const nextTurn = () => new Promise<void>((r) => setImmediate(r));

/**
 * Waits until no connection came for `quietMs` and none accepted is still waiting to be read, or until `until`.
 * The clock alone does not say it: on a busy process the quiet timer fires in the turn's timers phase, before the
 * poll phase of that turn accepts the connections waiting in the kernel's queue (and a connection is read a turn
 * after it is accepted), so every check comes right after a poll phase, and the caller closes the listener in that
 * same turn, before the next poll.
 */
async function quietMoment(app: FastifyInstance, quietMs: number, until: number): Promise<void> {
  const a = arrivalsOf(app);
  for (;;) {
    await nextTurn();
    if (Date.now() >= until) return;
    const wait = quietMs - (Date.now() - a.last);
    if (wait <= 0 && a.fresh.size === 0) return;
    await new Promise((r) => setTimeout(r, Math.max(1, Math.min(wait, until - Date.now()))));
  }
}

/**
 * The graceful stop (docs/gateway/engines-and-operations.md "Operating it"): readiness false at once; after
 * `delayMs`, and once no new connection came for `quietMs` and every connection taken has begun its request, the
 * listener closes (new connections are refused), open balance streams end with a `retry:` hint, every request in
 * flight is answered, the leader tasks give their locks up, the database closes; exit 0. After `timeoutMs` the
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
  await quietMoment(app, quietMs, started + timeoutMs / 2);
  try {
    // (app.close closes the listener before its first await: in the turn quietMoment returned in)
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
