import type { FastifyInstance } from 'fastify';
import { SESSION as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { deleteSession } from '../../domain/identity/sessions';
import { clientKey } from '../../domain/identity/verification/common';
import { login, startTrial } from '../../domain/identity/sign-in';

/** Sessions: the RSA key, login, logout, free play (rules in domain/identity/sign-in). */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** The public key for encrypted bodies (DESIGN.md section 5). */
  route(app, D.rsaKey, async () => ok({ key: app.codec.publicKeySpki() }));

  /** By username and password, or by mobile number and SMS code (`type: 'sms'`, MOBILEVERCODELOGIN3). */
  route(app, D.login, async (request) =>
    ok(await login(db, request.merchant, clientKey(request), request.body)),
  );

  /** Ends this session only (other devices stay logged in). */
  route(app, D.logout, async (request) => {
    if (request.token) await deleteSession(db, request.token);
    return ok(null);
  });

  /** A trial account (type 4), one per second per client. */
  route(app, D.freeplayLogin, async (request) =>
    ok(await startTrial(db, request.merchant, request.lang, clientKey(request))),
  );
}
