import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../http/errors';
import { merchantContext } from '../../domain/site/context';
import { isAgentType, resolveSession, TRIAL_TYPE, type SessionMember } from '../../domain/identity/sessions';
import { isGatewayCall } from './request-context';

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
  interface FastifyRequest {
    member: SessionMember | null;
    token: string | null;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds RouteAccess to route config
  interface FastifyContextConfig extends RouteAccess {}
}

/**
 * The access guard: reads the session of the `Authorization` token into `request.member` and enforces each
 * route's `config` (auth, trial, agent, module flag) before any handler runs.
 */
export default fp(
  async (app) => {
    const db = app.db;
    app.decorateRequest('member', null);
    app.decorateRequest('token', null);
    app.addHook('onRequest', async (request) => {
      const cfg = request.routeOptions.config;
      if (!isGatewayCall(request.url, cfg.headerless)) return;
      const auth = cfg.auth ?? 'none';
      const raw = request.headers.authorization;
      const token = typeof raw === 'string' && raw.length > 0 ? raw.replace(/^Bearer\s+/i, '') : null;
      if (token && auth !== 'none') {
        const member = await resolveSession(db, token);
        if (member && member.merchantCode === request.merchant) {
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
        const flag = (await merchantContext(db, request.merchant)).flags.get(cfg.module);
        if (flag && !flag.enabled) throw forbidden('module.disabled');
      }
    });
  },
  { name: 'access', dependencies: ['db', 'request-context', 'site-status'] },
);
