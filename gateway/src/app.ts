import Fastify, { LogController, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import options, { trustedProxiesOf, type GatewayOptions } from './plugins/external/options';
import db from './plugins/external/db';
import { buildValidator } from './plugins/external/validation';
import routeTable from './plugins/app/route-table';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/app/errors';
import rateLimits from './plugins/app/rate-limits';
import requestContext from './plugins/app/request-context';
import siteStatus from './plugins/app/site-status';
import access from './plugins/app/access';
import encryption from './plugins/app/encryption';
import forcedPasswordChange from './plugins/app/forced-password-change';
import cacheControl from './plugins/app/cache-control';
import openapi from './plugins/app/openapi';
import marketPolicy from './plugins/app/market-policy';
import loginHistory from './plugins/app/login-history';
import health from './plugins/ops/health';
import metrics from './plugins/ops/metrics';
import replica from './plugins/ops/replica';
import requestId, { loggerOptions, requestIdOf } from './plugins/ops/request-id';
import shutdown from './plugins/ops/shutdown';
import { registerRoutes } from './routes';

export type { GatewayOptions } from './plugins/external/options';
export { trustedProxiesOf } from './plugins/external/options';
export type { RouteAccess } from './plugins/app/access';
export type { DeclaredRoute } from './plugins/app/route-table';
export { FORM_ROUTES } from './plugins/app/request-context';
export type { Readiness, ReadinessCheck } from './plugins/ops/health';
export type { GatewayMetrics } from './lib/metrics';

/**
 * The gateway as a plugin tree (after fastify/demo): external plugins (validated options, the database,
 * form bodies), then the app's own plugins, then the routes. The app plugins run on every request in the
 * order registered: language and merchant, site status, the access guard, then (later hooks) decryption,
 * the forced password change and the cache header; errors answer the envelope from anywhere.
 */
export async function buildApp(opts: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines (pino) with the request id and secrets redacted (plugins/ops/request-id.ts)
    logger: opts.logger ? loggerOptions({ file: opts.logFile }) : false,
    genReqId: requestIdOf,
    // one line per request, once answered (plugins/ops/request-id.ts)
    logController: new LogController({ disableRequestLogging: true }),
    // a stopping process answers its own 503 envelope (plugins/ops/shutdown.ts), not Fastify's bare one
    return503OnClosing: false,
    bodyLimit: 24 * 1024 * 1024,
    trustProxy: trustedProxiesOf(opts),
    clientErrorHandler,
    frameworkErrors,
    routerOptions: { maxParamLength: 200 },
    // no time limit on a plugin's start: the database plugin migrates and, on a first start, seeds, which takes
    // as long as the engine and the machine make it (a fresh PostgreSQL database: many seconds of round trips)
    pluginTimeout: 0,
    schemaController: { compilersFactory: { buildValidator } },
  });

  // external plugins
  await app.register(options, opts);
  await app.register(db, { dbFile: opts.dbFile, seed: opts.seed, seedNow: opts.seedNow });
  await app.register(formbody);

  // operations: probes, metrics, request ids, the graceful stop (docs/gateway/engines-and-operations.md "Operating it")
  await app.register(health);
  await app.register(metrics, { defaults: opts.processMetrics });
  await app.register(replica);
  await app.register(requestId);
  await app.register(shutdown);

  // app plugins
  await app.register(routeTable);
  await app.register(errors);
  await app.register(rateLimits);
  await app.register(requestContext);
  await app.register(siteStatus);
  await app.register(access);
  await app.register(encryption);
  await app.register(forcedPasswordChange);
  await app.register(cacheControl);
  // the OpenAPI description collects the routes as they are declared: before them
  await app.register(openapi);
  // app-wide hooks that act on chosen routes, registered last before the routes (as they were first among them):
  // the market profile's rules and the session rules, and the record of every successful login
  await app.register(marketPolicy);
  await app.register(loginHistory);

  // routes
  await registerRoutes(app);
  return app;
}
