/**
 * A failure the client is told about: HTTP status, dotted errorCode (translated by `message()`),
 * and an optional `value` (e.g. `{ captcha: true }` on a failed login).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    readonly value?: Record<string, unknown>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(errorCode);
  }
}

export const badRequest = (code: string, params?: Record<string, string | number>) =>
  new AppError(400, code, undefined, params);
export const unauthorized = () => new AppError(401, 'login.not.session');
export const forbidden = (code = 'system.forbidden') => new AppError(403, code);
export const notFound = (code = 'system.not_found') => new AppError(404, code);
export const conflict = (code: string) => new AppError(409, code);
export const tooManyRequests = () => new AppError(429, 'TOO_MANY_REQUESTS', { retryAfterMinutes: 5 });
