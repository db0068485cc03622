import fp from 'fastify-plugin';
import { merchantContext } from '../../domain/site/context';
import { AppError } from '../../http/errors';
import { langOf, type Lang } from '../../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    merchant: string;
  }
}

const GATEWAY_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

/** Whether a request is a gateway call (`/wps`, `/lgw`, `/lotto`) that must name its merchant. */
export const isGatewayCall = (url: string, headerless: boolean | undefined) =>
  !headerless && GATEWAY_PREFIXES.some((p) => url.startsWith(p));

/**
 * The only calls that take a form-encoded body, because the platform's contract says so (spec 7: the
 * forgotten-password e-mail). A cross-site <form> can post urlencoded bodies without a preflight, so
 * every other call, money and bets above all, takes JSON only and answers 415.
 */
export const FORM_ROUTES = new Set(['POST /wps/member/password/email']);
const isFormBody = (contentType: string | undefined) =>
  /^\s*application\/x-www-form-urlencoded/i.test(contentType ?? '');

/**
 * Who is asking, for every later step: the answer language (`Language` header, `request.lang`), JSON-only
 * bodies, and on gateway calls exactly one known `Merchant` header (DESIGN.md section 5, `request.merchant`).
 */
export default fp(
  async (app) => {
    app.decorateRequest('lang', 'PT');
    app.decorateRequest('merchant', '');
    app.addHook('onRequest', async (request) => {
      request.lang = langOf(request.headers.language);
      if (
        isFormBody(request.headers['content-type']) &&
        !FORM_ROUTES.has(`${request.method} ${request.routeOptions.url}`)
      )
        throw new AppError(415, 'request.json_only');
      if (!isGatewayCall(request.url, request.routeOptions.config.headerless)) return;
      const merchant = request.headers.merchant;
      if (typeof merchant !== 'string' || merchant.length === 0 || merchant.includes(','))
        throw new AppError(400, 'merchant.required');
      if (!(await merchantContext(app.db, merchant)).exists) throw new AppError(400, 'merchant.unknown');
      request.merchant = merchant;
    });
  },
  { name: 'request-context', dependencies: ['db'] },
);
