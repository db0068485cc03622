import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import formbody from '@fastify/formbody';
import { openDb, type Db } from './db/open-db';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { AppError, unauthorized, forbidden } from './http/errors';
import type { Fail } from './http/envelope';
import { langOf, message, type Lang } from './i18n/messages';
import { resolveSession, isAgentType, TRIAL_TYPE, type SessionMember } from './plugins/sessions';
import { PayloadCodec } from './plugins/encryption';
import { registerRoutes } from './routes';
import { passwordChangeGuard } from './routes/password/forced-change';

export interface GatewayOptions {
  /** SQLite file, or `:memory:`. */
  dbFile: string;
  /** `development` enables the operator controls under `/__dev`. */
  mode: 'development' | 'production';
  logger?: boolean;
  /** Seed the demo world on first start (default true). */
  seed?: boolean;
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

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    codec: PayloadCodec;
    gatewayOptions: GatewayOptions;
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

const GATEWAY_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

export async function buildApp(opts: GatewayOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    bodyLimit: 24 * 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
  });
  const db = openDb(opts.dbFile);
  migrate(db);
  if (opts.seed !== false) await seed(db);
  app.decorate('db', db);
  app.decorate('codec', new PayloadCodec());
  app.decorate('gatewayOptions', opts);
  app.decorateRequest('lang', 'PT');
  app.decorateRequest('merchant', '');
  app.decorateRequest('member', null);
  app.decorateRequest('token', null);
  app.addHook('onClose', async () => db.close());
  await app.register(formbody);

  // prepared once: these run on every gateway call
  const merchantExists = db.prepare('SELECT 1 FROM merchant WHERE code = ?');
  const moduleFlag = db.prepare('SELECT enabled FROM module_flag WHERE merchant_code = ? AND mod_id = ?');

  app.addHook('onRequest', async (request) => {
    request.lang = langOf(request.headers.language);
    if (!GATEWAY_PREFIXES.some((p) => request.url.startsWith(p))) return;
    if (request.routeOptions.config.headerless) return;
    // Exactly one Merchant header (DESIGN.md section 5); the merchant must exist.
    const merchant = request.headers.merchant;
    if (typeof merchant !== 'string' || merchant.length === 0 || merchant.includes(','))
      throw new AppError(400, 'merchant.required');
    const known = merchantExists.get(merchant);
    if (!known) throw new AppError(400, 'merchant.unknown');
    request.merchant = merchant;

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
      params = { detail: error.message };
      if (status === 413) code = 'request.invalid';
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
