import { ERROR_CODES, type ErrorCode } from '@jogo/shared/contract';

export type { ErrorCode };

/**
 * A failure the client is told about: HTTP status, dotted errorCode of the one list (`@jogo/shared/contract`,
 * translated by `message()`), and an optional `value` (e.g. `{ captcha: true }` on a failed login).
 */
export class AppError extends Error {
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
) => new AppError(ERROR_CODES[code].status, code, value, params);

export const badRequest = (code: ErrorCode, params?: Record<string, string | number>) =>
  new AppError(400, code, undefined, params);
export const unauthorized = () => new AppError(401, 'login.not.session');
export const forbidden = (code: ErrorCode = 'system.forbidden') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'system.not_found') => new AppError(404, code);
export const conflict = (code: ErrorCode) => new AppError(409, code);
export const tooManyRequests = () => new AppError(429, 'TOO_MANY_REQUESTS', { retryAfterMinutes: 5 });
