import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyServerOptions } from 'fastify';

/**
 * Request ids and the log format (docs/gateway/engines-and-operations.md "Operating it"). Each request's id is the incoming
 * `X-Request-Id` when well formed (what dev-proxy, or the operator's load balancer, created), else a new UUID;
 * a malformed one is replaced, never echoed. The id is `reqId` on every log line of the request and comes
 * back in the answer's `X-Request-Id`.
 */

/** 8..128 characters of letters, digits and `._:-` (UUIDs, ULIDs, a load balancer's trace ids). */
export const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Keys whose values never reach a log line, wherever they are in a logged object. */
const SECRET_KEYS = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'paymentPassword',
  'token',
  'ticket',
  'authorization',
  'cookie',
  'verificationCode',
  'code',
  'cpf',
  'pixKey',
  'mobile',
  'mobileNum',
  'mobileNo',
  'phone',
];

/** A ticket in a path (`/wps/records/export/<ticket>`): one use, but a secret until then. */
const PATH_TICKET = /\/export\/[^/?]+/;

/**
 * A URL with its secrets hidden: the query's values (`/wps/wallet/stream?ticket=…` logs `?ticket=[redacted]`) and
 * an export's ticket in the path.
 */
export function loggableUrl(full: string): string {
  const url = full.replace(PATH_TICKET, '/export/[redacted]');
  const q = url.indexOf('?');
  if (q < 0) return url;
  const keys = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${url.slice(0, q)}?${keys.join('&')}`;
}

/** Digit runs that could be a CPF (11), a phone number (10..13) or a card: masked but for their last two digits. */
const LONG_NUMBER = /(?<![\w.-])\+?\d[\d .()-]{8,18}\d(?![\w-])/g;
export function scrubText(s: string): string {
  return s.replace(LONG_NUMBER, (m) => {
    const digits = m.replace(/\D/g, '');
    return digits.length >= 10 && digits.length <= 14 ? `[number …${digits.slice(-2)}]` : m;
  });
}

const isErrorCode = (path: string[]) => path.length === 2 && path[0] === 'err' && path[1] === 'code';

/** Pino's options for the gateway: JSON lines, secrets redacted by key, URLs without query values. */
export function loggerOptions(
  opts: { level?: string; file?: string } = {},
): NonNullable<FastifyServerOptions['logger']> {
  const paths = [
    'req.headers.authorization',
    'req.headers.cookie',
    'err.detail',
    'err.parameters',
    ...SECRET_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
  ];
  return {
    level: opts.level ?? process.env.LOG_LEVEL ?? 'info',
    ...(opts.file ? { file: opts.file } : {}),
    // `code` is a secret in a body (a verification code) but the error's own code (`wallet.insufficient`) is what an
    // operator searches the log by: the censor keeps that one path
    redact: { paths, censor: (value: unknown, path: string[]) => (isErrorCode(path) ? value : '[redacted]') },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        remoteAddress: req.ip,
      }),
      err: (err: Error & { code?: string; statusCode?: number }) => ({
        type: err.name,
        message: scrubText(String(err.message)),
        code: err.code,
        statusCode: err.statusCode,
        stack: scrubText(err.stack ?? ''),
      }),
    },
  };
}

/**
 * Returns the request id in every answer, errors and the probes included; and logs one line per request when it has
 * been answered (`request completed`: the request, its status and time), in place of Fastify's two (`incoming
 * request` and `request completed`: buildApp sets `disableRequestLogging`). Each line costs a write and a pass of the
 * redaction; two per call were a tenth of a bet's JavaScript. This line is written without the redaction (40 µs a
 * line with its 55 key paths, 6 without): every field of it is one the serializers above build from safe values
 * (method, the URL through `loggableUrl`, address, status, time, the id checked by `REQUEST_ID` or made here), so
 * no key the redaction looks for can be in it; every other line keeps it.
 */
export default fp(
  async (app) => {
    const completed = app.log.child({}, { redact: { paths: [] } });
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('x-request-id', request.id);
    });
    app.addHook('onResponse', async (request, reply) => {
      completed.info(
        { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
        'request completed',
      );
    });
  },
  { name: 'request-id' },
);
