import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { LoginResponse } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { oneOf } from '../../http/schema';
import { clientKey } from '../../domain/verification/common';
import { developmentVerifier, socialLogin } from '../../domain/identity/sign-in';

export { DEV_SOCIAL_EMAIL, developmentVerifier, type SocialVerifier } from '../../domain/identity/sign-in';

const SocialBody = Type.Object(
  {
    provider: oneOf(['facebook', 'google'] as const),
    idToken: Type.String({ minLength: 1, maxLength: 4096 }),
    email: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 120 })),
    displayName: Type.Optional(Type.String({ maxLength: 60 })),
    loginDeviceId: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);

/** POST /wps/session/login/social (encrypted, SOCIALLOGIN3): the development verifier in development mode only. */
export default async function socialRoutes(app: FastifyInstance): Promise<void> {
  const verify = app.gatewayOptions.mode === 'development' ? developmentVerifier : null;

  app.post<{ Body: Static<typeof SocialBody> }>(
    '/wps/session/login/social',
    { config: { encrypted: true, module: 'SOCIALLOGIN3', moduleId: 'COMM3' }, schema: { body: SocialBody } },
    async (request) =>
      ok<LoginResponse>(
        await socialLogin(app.db, request.merchant, request.lang, clientKey(request), verify, request.body),
      ),
  );
}
