import Fastify, { type FastifyInstance, type FastifyError, type FastifyReply } from 'fastify';
import { AjvCompiler } from '@fastify/ajv-compiler';
import formbody from '@fastify/formbody';
import type { Socket } from 'node:net';
import { openDb, type Db } from './db/open-db';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { AppError, unauthorized, forbidden } from './http/errors';
import type { Fail } from './http/envelope';
import { langOf, message, registerMessages, type Lang } from './i18n/messages';
import { resolveSession, isAgentType, TRIAL_TYPE, type SessionMember } from './plugins/sessions';
import { PayloadCodec } from './plugins/encryption';
import { registerRoutes } from './routes';
import { assertSiteOpen, isOpenDuringMaintenance } from './plugins/site-status';
import { registerRateLimits } from './plugins/rate-limits';
import { passwordChangeGuard } from './domain/identity/forced-change';

export interface GatewayOptions {
  /** SQLite file, or `:memory:`. */
  dbFile: string;
  /** `development` enables the operator controls under `/__dev`. */
  mode: 'development' | 'production';
  logger?: boolean;
  /** Seed the demo world on first start (default true). */
  seed?: boolean;
  /**
   * Addresses whose `X-Forwarded-For` is believed (proxy-addr syntax: IPs, CIDRs, `loopback`). Default
   * `JOGO_TRUSTED_PROXIES` (comma-separated) or `loopback`: a client elsewhere cannot pick its own IP for
   * the per-IP limits (issue 15).
   */
  trustedProxies?: string[];
}

/** @returns the proxies to trust: the option, else JOGO_TRUSTED_PROXIES, else loopback only */
export function trustedProxiesOf(opts: Pick<GatewayOptions, 'trustedProxies'>): string[] {
  if (opts.trustedProxies) return opts.trustedProxies;
  const env = (process.env.JOGO_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return env.length ? env : ['loopback'];
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a header block or URL over 16 KB is
 * 431, a malformed request 400) still answer the envelope, never Node's bare text.
 */
function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const code = tooLarge ? 'request.too_large' : 'request.invalid';
  const body = JSON.stringify({
    success: false,
    errorCode: code,
    message: message(code, 'PT', { detail: 'HTTP' }),
  } satisfies Fail);
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Per-route access rule, in `config.auth`:
 * - `none`: anyone (default);
 * - `optional`: a valid token fills `request.member`, a missing one is fine;
 * - `member`: a live session; `trial: false` refuses trial accounts; `agent: true` only agent types.
 */
export interface RouteAccess {
  auth?: 'none' | 'optional' | 'member';
  trial?: boolean;
  agent?: boolean;
  encrypted?: boolean;
  /** a module flag that must be enabled for the merchant */
  module?: string;
  /**
   * Resources a browser loads by itself (SVG art in <img>, the framed demo vendor page) cannot send the
   * Merchant header: such routes skip the header check and authorise by their own means (a game ticket).
   */
  headerless?: true;
}

/** A route as declared, collected by an onRoute hook (test/fuzz reads it). */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown };
  config: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    codec: PayloadCodec;
    gatewayOptions: GatewayOptions;
    /** every route as declared (method, url, schema, config): what the fuzz suite generates calls from */
    routeTable: DeclaredRoute[];
  }
  interface FastifyRequest {
    lang: Lang;
    merchant: string;
    member: SessionMember | null;
    token: string | null;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds RouteAccess to route config
  interface FastifyContextConfig extends RouteAccess {}
}

type BuildFromPool = ReturnType<typeof AjvCompiler>;
type RouteDefinition = { httpPart: string } & Parameters<ReturnType<BuildFromPool>>[0];

/**
 * Query strings, parameters and headers arrive as text and are coerced to their schema types; JSON
 * bodies are not: `amount: true` or `"10"` is refused, never read as 1 or 10 (issue 15).
 */
const validatorPool = AjvCompiler();
const buildValidator = ((externalSchemas: object, ajvServerOption: object) => {
  const factory = validatorPool;
  const make = (coerceTypes: 'array' | false) =>
    factory(
      externalSchemas as never,
      {
        ...ajvServerOption,
        customOptions: { removeAdditional: false, allErrors: false, useDefaults: true, coerceTypes },
      } as never,
    );
  const coercing = make('array');
  const strict = make(false);
  return (route: RouteDefinition) => (route.httpPart === 'body' ? strict(route) : coercing(route));
}) as unknown as BuildFromPool;

const GATEWAY_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

/**
 * The only calls that take a form-encoded body, because the platform's contract says so (spec 7: the
 * forgotten-password e-mail). A cross-site <form> can post urlencoded bodies without a preflight, so
 * every other call, money and bets above all, takes JSON only and answers 415 (issue 15).
 */
export const FORM_ROUTES = new Set(['POST /wps/member/password/email']);
const isFormBody = (contentType: string | undefined) =>
  /^\s*application\/x-www-form-urlencoded/i.test(contentType ?? '');

registerMessages({
  'request.too_large': { PT: 'O pedido é grande demais', EN: 'The request is too large' },
  'request.json_only': {
    PT: 'Este pedido aceita apenas um corpo JSON',
    EN: 'This request accepts a JSON body only',
  },
});

export async function buildApp(opts: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: 24 * 1024 * 1024,
    trustProxy: trustedProxiesOf(opts),
    clientErrorHandler,
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any hook (a path parameter over maxParamLength: 414, a URL that
    // does not decode: 400) answer the envelope too, never Fastify's own JSON shape (issue 15).
    frameworkErrors: (error, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const code = status === 414 ? 'request.too_large' : 'request.invalid';
      const body: Fail = {
        success: false,
        errorCode: code,
        message: message(code, langOf(request.headers.language), { detail: 'URL' }),
      };
      // (the router's reply type is generic over every schema; this one is the plain envelope)
      const r = reply as unknown as FastifyReply;
      void r.status(status).header('cache-control', 'no-store').send(body);
    },
    schemaController: { compilersFactory: { buildValidator } },
  });
  const db = openDb(opts.dbFile);
  migrate(db);
  if (opts.seed !== false) await seed(db);
  app.decorate('db', db);
  app.decorate('codec', new PayloadCodec());
  app.decorate('gatewayOptions', opts);
  const routeTable: DeclaredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method])
      routeTable.push({
        method,
        url: route.url,
        schema: route.schema as DeclaredRoute['schema'],
        config: (route.config ?? {}) as RouteAccess,
      });
  });
  app.decorateRequest('lang', 'PT');
  app.decorateRequest('merchant', '');
  app.decorateRequest('member', null);
  app.decorateRequest('token', null);
  app.addHook('onClose', async () => db.close());
  await app.register(formbody);
  await registerRateLimits(app);

  // prepared once: these run on every gateway call
  const merchantExists = db.prepare('SELECT 1 FROM merchant WHERE code = ?');
  const moduleFlag = db.prepare('SELECT enabled FROM module_flag WHERE merchant_code = ? AND mod_id = ?');

  app.addHook('onRequest', async (request) => {
    request.lang = langOf(request.headers.language);
    if (
      isFormBody(request.headers['content-type']) &&
      !FORM_ROUTES.has(`${request.method} ${request.routeOptions.url}`)
    )
      throw new AppError(415, 'request.json_only');
    if (!GATEWAY_PREFIXES.some((p) => request.url.startsWith(p))) return;
    if (request.routeOptions.config.headerless) return;
    // Exactly one Merchant header (DESIGN.md section 5); the merchant must exist.
    const merchant = request.headers.merchant;
    if (typeof merchant !== 'string' || merchant.length === 0 || merchant.includes(','))
      throw new AppError(400, 'merchant.required');
    const known = merchantExists.get(merchant);
    if (!known) throw new AppError(400, 'merchant.unknown');
    request.merchant = merchant;
    // Maintenance (status 1) and region block (status 2) are enforced here, not only shown by the UI.
    if (!isOpenDuringMaintenance(request)) assertSiteOpen(db, merchant);

    const cfg = request.routeOptions.config;
    const auth = cfg.auth ?? 'none';
    const raw = request.headers.authorization;
    const token = typeof raw === 'string' && raw.length > 0 ? raw.replace(/^Bearer\s+/i, '') : null;
    if (token && auth !== 'none') {
      const member = resolveSession(db, token);
      if (member && member.merchantCode === merchant) {
        request.member = member;
        request.token = token;
      }
    }
    if (auth === 'member') {
      if (!request.member) throw unauthorized();
      if (cfg.trial === false && request.member.type === TRIAL_TYPE)
        throw forbidden('member.trial_not_allowed');
      if (cfg.agent && !isAgentType(request.member.type)) throw forbidden('agent.only');
    }
    if (cfg.module) {
      const flag = moduleFlag.get(merchant, cfg.module) as { enabled: number } | undefined;
      if (flag && !flag.enabled) throw forbidden('module.disabled');
    }
  });

  // A session that must change its password may call little else (spec 4; routes/password/forced-change.ts).
  app.addHook('preHandler', passwordChangeGuard(db));

  // Encrypted endpoints: swap the envelope for the decrypted JSON before schema validation runs.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config.encrypted) return;
    const body = request.body as { value?: unknown } | undefined;
    const wrapped = request.headers.encryption;
    if (!body || typeof body !== 'object' || typeof body.value !== 'string' || typeof wrapped !== 'string')
      throw new AppError(400, 'request_body_required');
    try {
      request.body = app.codec.decrypt(wrapped, body.value);
    } catch {
      throw new AppError(400, 'request.decrypt_failed');
    }
  });

  // Gateway answers are per member and per moment: never stored by a browser or a shared cache. A route
  // that sets its own policy (public art, the demo script) keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const lang = request.lang ?? 'PT';
    let status = 500;
    let code = 'system.error';
    let value: Record<string, unknown> | undefined;
    let params: Record<string, string | number> = {};
    if (error instanceof AppError) {
      status = error.statusCode;
      code = error.errorCode;
      value = error.value;
      params = error.params;
    } else if (error.validation) {
      status = 400;
      code = 'request.invalid';
      const first = error.validation[0];
      const field =
        (first?.instancePath || '').replace(/^\//, '') || String(first?.params?.missingProperty ?? '');
      params = {
        detail:
          `${error.validationContext ?? 'body'}${field ? '.' + field : ''} ${first?.message ?? ''}`.trim(),
      };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      code =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error instanceof SyntaxError
          ? 'request.body_invalid'
          : 'request.invalid';
      // Fastify's own 4xx messages name no server path; the detail is cut short all the same.
      params = { detail: String(error.message).slice(0, 200) };
      if (status === 413) code = 'request.too_large';
      if (status === 429) code = 'TOO_MANY_REQUESTS';
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    const body: Fail = { success: false, errorCode: code, message: message(code, lang, params) };
    if (value) body.value = value;
    void reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: Fail = {
      success: false,
      errorCode: 'system.not_found',
      message: message('system.not_found', request.lang),
    };
    void reply.status(404).send(body);
  });

  await registerRoutes(app);
  return app;
}
