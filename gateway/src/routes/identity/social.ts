import type { FastifyInstance } from 'fastify';
import { SESSION as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { clientKey } from '../../domain/identity/verification/common';
import { developmentVerifier, socialLogin } from '../../domain/identity/sign-in';

export { DEV_SOCIAL_EMAIL, developmentVerifier, type SocialVerifier } from '../../domain/identity/sign-in';

/** POST /wps/session/login/social (encrypted, SOCIALLOGIN3): the development verifier in development mode only. */
export default async function socialRoutes(app: FastifyInstance): Promise<void> {
  const verify = app.gatewayOptions.mode === 'development' ? developmentVerifier : null;

  route(app, D.socialLogin, async (request) =>
    ok(await socialLogin(app.db, request.merchant, request.lang, clientKey(request), verify, request.body)),
  );
}
