import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { VITALS } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { storeVitals, vitalsMetrics, vitalsSummary } from '../../domain/site/vitals';

const SummaryQuery = Type.Object(
  {
    remote: Type.String({ minLength: 1, maxLength: 64 }),
    release: Type.String({ minLength: 1, maxLength: 80 }),
    /** epoch ms: only what arrived since (the moment the release went live) */
    since: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);

/**
 * `POST /wps/vitals`: the shell's beacon (navigator.sendBeacon sends no headers, so the route is headerless and
 * anonymous; rate-limited per client in plugins/app/rate-limits.ts). `GET /vitals/summary?remote&release&since`: one
 * release's page loads, error rate and p75s, what `npm run releases` prints and what decides a canary
 * (shared/build/canary.cjs); an operations route like /metrics, behind the same `METRICS_TOKEN` when it is set. In
 * development also `GET /__dev/vitals`, the same answer.
 */
export default async function vitalsRoutes(app: FastifyInstance): Promise<void> {
  const record = vitalsMetrics(app.metrics.registry);
  route(
    app,
    VITALS.reportVitals,
    async (request) => {
      const stored = await storeVitals(app.db, request.body);
      record(request.body);
      return ok({ stored });
    },
    { config: { headerless: true }, bodyLimit: 16_384 },
  );
  const summary = async (request: FastifyRequest) => {
    const q = request.query as { remote: string; release: string; since?: number };
    return ok(await vitalsSummary(app.db, q.remote, q.release, q.since ?? 0));
  };
  const token = process.env.METRICS_TOKEN;
  app.get(
    '/vitals/summary',
    { config: { ops: true }, schema: { hide: true, querystring: SummaryQuery }, logLevel: 'warn' },
    async (request, reply) => {
      if (token && request.headers.authorization !== `Bearer ${token}`) return await reply.status(401).send();
      return await reply.header('cache-control', 'no-store').send(await summary(request));
    },
  );
  if (app.gatewayOptions.mode === 'development')
    app.get('/__dev/vitals', { schema: { querystring: SummaryQuery } }, summary);
}
