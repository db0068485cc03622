/**
 * The error type of the domain (`domain/errors.ts`), under the name routes and plugins use. A route throws what the
 * domain throws; `plugins/app/errors.ts` maps it to the envelope.
 */
export {
  DomainError as AppError,
  badRequest,
  conflict,
  fail,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
  type ErrorCode,
} from '../domain/errors';
