import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { memberOf } from '../../http/member';
import { isPasswordChangeRequired } from '../../domain/identity/forced-change';
import {
  changePassword,
  resetPassword,
  sendResetEmail,
  type CallOrigin,
} from '../../domain/identity/password-reset';

/** The headers a reset link's origin is chosen from (the domain checks them against the merchant's domains). */
function callOrigin(request: FastifyRequest): CallOrigin {
  const { origin, host } = request.headers;
  const forwarded = request.headers['x-forwarded-host'];
  return {
    origin: typeof origin === 'string' ? origin : undefined,
    forwardedHost: typeof forwarded === 'string' ? forwarded : undefined,
    host,
    protocol: request.protocol,
  };
}

/** Password status, change, and the forgotten-password reset by e-mail or SMS code. */
export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /**
   * Whether this session must change its password before anything else (a restored session, F5 or a new tab,
   * reopens the mandatory dialog from this).
   */
  route(app, D.passwordStatus, async (request) =>
    ok({ changeRequired: await isPasswordChangeRequired(db, request.token!) }),
  );

  /** Change with the old password; not for trial accounts. */
  route(app, D.changePassword, async (request) => {
    await changePassword(
      db,
      request.merchant,
      { memberId: memberOf(request).id, token: request.token! },
      request.body,
    );
    return ok({ passwordChanged: true as const });
  });

  /** A reset code and link by e-mail to the outbox (a form; extra fields are ignored). */
  route(app, D.forgotPasswordEmail, async (request) =>
    ok({
      expiredMinutes: await sendResetEmail(db, request.merchant, request.lang, {
        username: request.body.username,
        email: request.body.email,
        from: callOrigin(request),
      }),
    }),
  );

  /**
   * A new password with the code sent to the mobile number or to the e-mail; logs the member in and lifts a
   * login lock of the account.
   */
  route(app, D.resetPasswordByCode, async (request) =>
    ok(await resetPassword(db, request.merchant, request.body)),
  );
}
