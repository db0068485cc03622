import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import { DomainError } from '../../domain/errors';
import type { Fail } from '../../http/envelope';
import { langOf, message } from '../../i18n/messages';

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a header block or URL over 16 KB is
 * 431, a malformed request 400) still answer the envelope, never Node's bare text.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
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
 * Errors the router raises before any hook (a path parameter over maxParamLength: 414, a URL that does not
 * decode: 400) answer the envelope too, never Fastify's own JSON shape.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
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
};

/** SQLSTATE classes and codes of a database that does not answer now (PostgreSQL's appendix A). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300|53400)$/;
/** Node's socket errors, pg's pool and client messages, SQLite's lock: the database, not the call, failed. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'SQLITE_BUSY',
]);
const UNAVAILABLE_MESSAGE =
  /^(timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error)/;

/**
 * A database that is down, restarting or full (a server shut down, a refused or broken connection, the pool's
 * connect timeout, too many connections, SQLite's lock held past its wait): the call may succeed later or on
 * another process, so it answers 503 `system.unavailable` with Retry-After, not 500 (which says the call is wrong).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message: text } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_CODES.has(code)))
    return true;
  return typeof text === 'string' && UNAVAILABLE_MESSAGE.test(text);
}

/**
 * Every failure answers the envelope `{ success: false, errorCode, message }` in the request language:
 * DomainError (AppError in routes) as thrown, schema failures 400 `request.invalid` with the field, Fastify's own 4xx by kind,
 * a database that does not answer 503 `system.unavailable`, anything else 500 `system.error` with no stack, path or
 * SQL (logged instead). Unknown paths are 404.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      const lang = request.lang ?? 'PT';
      let status = 500;
      let code = 'system.error';
      let value: Record<string, unknown> | undefined;
      let params: Record<string, string | number> = {};
      if (error instanceof DomainError) {
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
      } else if (isDatabaseUnavailable(error)) {
        status = 503;
        code = 'system.unavailable';
        void reply.header('retry-after', '5');
        request.log.warn({ err: error }, 'database unavailable');
      } else {
        request.log.error({ err: error }, 'unhandled error');
      }
      const body: Fail = { success: false, errorCode: code, message: message(code, lang, params) };
      if (value) body.value = value;
      request.server.metrics?.failed(code);
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
  },
  { name: 'errors' },
);
