import { ERROR_CODES, type ErrorCode } from '@jogo/shared/contract';

export type { ErrorCode };

/**
 * How the domain reports a failure the client is told about: the dotted errorCode of the one list
 * (`@jogo/shared/contract`, translated by `message()`), the status that code answers with, an optional `value`
 * (e.g. `{ captcha: true }` on a failed login) and the message's params. The domain never imports the HTTP
 * layer; `plugins/app/errors.ts` turns a DomainError into the envelope.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    readonly value?: Record<string, unknown>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(errorCode);
  }
}

/** A failure with the status its code has in the list. */
export const fail = (
  code: ErrorCode,
  value?: Record<string, unknown>,
  params?: Record<string, string | number>,
) => new DomainError(ERROR_CODES[code].status, code, value, params);

export const badRequest = (code: ErrorCode, params?: Record<string, string | number>) =>
  new DomainError(400, code, undefined, params);
export const unauthorized = () => new DomainError(401, 'login.not.session');
export const forbidden = (code: ErrorCode = 'system.forbidden') => new DomainError(403, code);
export const notFound = (code: ErrorCode = 'system.not_found') => new DomainError(404, code);
export const conflict = (code: ErrorCode) => new DomainError(409, code);
export const tooManyRequests = () => new DomainError(429, 'TOO_MANY_REQUESTS', { retryAfterMinutes: 5 });
