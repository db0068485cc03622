import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import { bindMetrics, createMetrics, type GatewayMetrics } from '../../lib/metrics';
import { observeQueries, poolStatsOf } from '../../db/open-db';

declare module 'fastify' {
  interface FastifyInstance {
    /** the app's Prometheus registry and the gateway's own metrics (src/lib/metrics.ts) */
    metrics: GatewayMetrics;
  }
}

const CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/**
 * `GET /metrics`: the Prometheus exposition of this process (docs/gateway/engines-and-operations.md "Operating it"). Counts every
 * answered request by route pattern (never the raw path: unmatched paths are `unmatched`), method and status,
 * except the operations routes; reads the database pool and the deposits and withdrawals by state at each scrape.
 * Like the probes it is unauthenticated: serve it on an address only the scraper reaches, or put it behind the
 * operator's own access rule (`METRICS_TOKEN`: then a scrape must send `Authorization: Bearer <token>`).
 */
export default fp<{ defaults?: boolean }>(
  async (app, opts) => {
    const metrics = createMetrics({ defaults: opts.defaults });
    app.decorate('metrics', metrics);
    bindMetrics(app.db, metrics);
    observeQueries(app.db, (seconds, ok) =>
      metrics.dbQuerySeconds.observe({ outcome: ok ? 'ok' : 'error' }, seconds),
    );

    app.addHook('onResponse', async (request, reply) => {
      if (request.routeOptions.config?.ops) return;
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      const status = reply.statusCode;
      metrics.requests.inc({ method, route, status });
      metrics.requestSeconds.observe(
        { method, route, status_class: CLASSES[Math.floor(status / 100) - 1] ?? 'other' },
        reply.elapsedTime / 1000,
      );
    });

    const pool = new Gauge({
      name: 'jogo_db_pool_connections',
      help: 'Database pool: state total, idle, waiting (clients waiting for a connection), max',
      labelNames: ['state'],
      registers: [metrics.registry],
    });
    const money = new Gauge({
      name: 'jogo_payment_orders',
      help: 'Deposit and withdrawal orders in the database by kind and state (the same on every process)',
      labelNames: ['kind', 'state'],
      registers: [metrics.registry],
    });
    metrics.onScrape(() => {
      const s = poolStatsOf(app.db);
      if (!s) return;
      for (const [state, n] of Object.entries(s)) pool.set({ state }, n);
    });
    metrics.onScrape(async () => {
      money.reset();
      for (const [kind, table] of [
        ['deposit', 'deposit_order'],
        ['withdrawal', 'withdraw_order'],
      ] as const) {
        const rows = await app.db.all<{ status: string; n: number }>(
          `SELECT status, COUNT(*) AS n FROM ${table} GROUP BY status`,
        );
        for (const r of rows) money.set({ kind, state: String(r.status).toLowerCase() }, Number(r.n));
      }
    });

    const token = process.env.METRICS_TOKEN;
    app.get(
      '/metrics',
      { config: { ops: true }, schema: { hide: true }, logLevel: 'warn' },
      async (request, reply) => {
        if (token && request.headers.authorization !== `Bearer ${token}`)
          return await reply.status(401).send();
        const text = await metrics.scrape();
        return await reply
          .header('content-type', metrics.registry.contentType)
          .header('cache-control', 'no-store')
          .send(text);
      },
    );
  },
  { name: 'metrics', dependencies: ['db'] },
);
