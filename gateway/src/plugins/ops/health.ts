import fp from 'fastify-plugin';
import { listMigrations } from '../../db/migrate';

/**
 * Liveness and readiness probes (docs/gateway/engines-and-operations.md "Operating it"), for a load balancer or an orchestrator:
 * - `GET /livez` (also `/healthz`, `/health`): 200 `{ status: 'live' }` while the process runs and answers.
 * - `GET /readyz` (also `/ready`): 200 `{ status: 'ready', checks }` when the process can serve; else 503
 *   `{ status: 'not ready', reasons, checks }`. Built-in checks: `database` (one statement within
 *   `READINESS_TIMEOUT_MS`, default 1000 ms), `migrations` (the newest migration of this build is applied),
 *   `draining` (the process is stopping: set by `app.readiness.drain()`).
 * Unauthenticated, never rate-limited, not in the request metrics, and out of the OpenAPI description.
 * Concurrent probes share one round of checks.
 *
 * **Adding a check** (another plugin: replica lag, a queue): `app.readiness.add('name', async () => reason)`,
 * where the check resolves `null` when fine, or a short reason (`'replica lag 12 s'`) that is shown in the answer.
 * A check that throws or takes longer than the timeout is not ready with that reason.
 */

/** A readiness check: `null` when ready, else the reason. */
export type ReadinessCheck = () => Promise<string | null> | string | null;

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  /** turns readiness false for good (graceful stop) */
  drain(): void;
  readonly draining: boolean;
  /** runs every check (what /readyz answers) */
  check(): Promise<{ ready: boolean; checks: Record<string, string>; reasons: string[] }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
  interface FastifyContextConfig {
    /** an operations route (probes, metrics): outside the request metrics and the gateway's call rules */
    ops?: boolean;
  }
}

export const READINESS_TIMEOUT_MS = Number(process.env.READINESS_TIMEOUT_MS) || 1000;

async function withTimeout(check: ReadinessCheck, ms: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve().then(check),
      new Promise<string>((resolve) => (timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms))),
    ]);
  } catch (err) {
    return err instanceof Error ? err.message.slice(0, 200) || err.name : 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export default fp(
  async (app) => {
    const checks = new Map<string, ReadinessCheck>();
    let draining = false;
    let round: ReturnType<Readiness['check']> | null = null;
    const readiness: Readiness = {
      add(name, check) {
        if (checks.has(name)) throw new Error(`readiness check ${name} is there already`);
        checks.set(name, check);
      },
      drain() {
        draining = true;
      },
      get draining() {
        return draining;
      },
      check() {
        round ??= (async () => {
          const names = [...checks.keys()];
          const results = await Promise.all(
            names.map((n) => withTimeout(checks.get(n)!, READINESS_TIMEOUT_MS)),
          );
          const out: Record<string, string> = {};
          const reasons: string[] = [];
          names.forEach((n, i) => {
            const r = results[i];
            out[n] = r ?? 'ok';
            if (r) reasons.push(`${n}: ${r}`);
          });
          return { ready: reasons.length === 0, checks: out, reasons };
        })().finally(() => (round = null));
        return round;
      },
    };
    app.decorate('readiness', readiness);

    readiness.add('draining', () => (draining ? 'the process is stopping' : null));
    const expected = Math.max(0, ...listMigrations().map((m) => m.version));
    // one statement answers both checks: the database answers, and with the newest migration it has applied
    let probe: Promise<number> | null = null;
    const appliedVersion = () =>
      (probe ??= app.db
        .number('SELECT MAX(version) AS v FROM schema_migrations')
        .finally(() => (probe = null)));
    readiness.add('database', async () => {
      await appliedVersion();
      return null;
    });
    readiness.add('migrations', async () => {
      const applied = await appliedVersion().catch(() => null);
      if (applied === null) return 'unknown while the database is unreachable';
      return applied < expected ? `${expected} expected, ${applied} applied: run the migrations` : null;
    });

    const opts = { config: { ops: true }, schema: { hide: true }, logLevel: 'warn' as const };
    const live = async () => ({ status: 'live' });
    for (const url of ['/livez', '/healthz', '/health'])
      app.get(url, opts, async (_req, reply) => {
        void reply.header('cache-control', 'no-store');
        return await live();
      });
    for (const url of ['/readyz', '/ready'])
      app.get(url, opts, async (_req, reply) => {
        const r = await readiness.check();
        void reply.header('cache-control', 'no-store').status(r.ready ? 200 : 503);
        return r.ready
          ? { status: 'ready', checks: r.checks }
          : { status: 'not ready', reasons: r.reasons, checks: r.checks };
      });
  },
  { name: 'health', dependencies: ['db'] },
);
