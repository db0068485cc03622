import fp from 'fastify-plugin';
import { AppError } from '../../http/errors';
import { isPasswordChangeRequired } from '../../domain/identity/forced-change';
import { sessionClockOf } from '../../domain/identity/sessions';

/**
 * Member routes a session whose password must change may still call: the change itself, logout, and what
 * the shell and the change dialog need around it (member info, the first-login action, the language, the
 * check below). Routes without `auth: 'member'` (status, RSA key, register settings) are never refused.
 */
export const ALLOWED_WHILE_CHANGE_REQUIRED: ReadonlySet<string> = new Set([
  '/wps/member/password',
  '/wps/member/password/status',
  '/wps/session/logout',
  '/wps/member/info',
  '/wps/member/firstLogin',
  '/wps/member/language',
]);

/**
 * A member call of a session whose password must change (spec 4) is refused with 403
 * `password.change_required` unless it is on the list above. The rule holds on the server, so F5, a new tab
 * or a direct call cannot skip the forced change.
 */
export default fp(
  async (app) => {
    const db = app.db;
    app.addHook('preHandler', async (request) => {
      if (!request.member || !request.token) return;
      if (request.routeOptions.config.auth !== 'member') return;
      if (ALLOWED_WHILE_CHANGE_REQUIRED.has(request.routeOptions.url ?? '')) return;
      const known = sessionClockOf(request.member)?.passwordChangeRequired;
      if (await isPasswordChangeRequired(db, request.token, known))
        throw new AppError(403, 'password.change_required');
    });
  },
  { name: 'forced-password-change', dependencies: ['db', 'access'] },
);
