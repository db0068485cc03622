import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { HumanCheckResult, LoginResponse, RsaKeyResponse } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { oneOf, orNoBody } from '../../http/schema';
import { deleteSession } from '../../domain/identity/sessions';
import { clientKey } from '../../domain/verification/common';
import { HUMAN_CHECK_SCHEMA } from '../../domain/verification/human-check';
import { login, startTrial } from '../../domain/identity/sign-in';

const HumanCheck = Type.Unsafe<HumanCheckResult>(HUMAN_CHECK_SCHEMA);
const LoginBody = Type.Object(
  {
    username: Type.String({ maxLength: 60 }),
    password: Type.String({ maxLength: 128 }),
    type: oneOf(['username', 'sms', ''] as const),
    captcha: Type.Optional(Type.String({ maxLength: 10 })),
    humanCheck: Type.Optional(HumanCheck),
    countryDialingCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
    agentLogin: Type.Optional(Type.Boolean()),
    loginDeviceId: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
const FreeplayBody = orNoBody(
  Type.Object(
    {
      os: Type.Optional(Type.String({ maxLength: 40 })),
      platform: Type.Optional(Type.String({ maxLength: 20 })),
      random: Type.Optional(Type.String({ maxLength: 512 })),
      version: Type.Optional(Type.String({ maxLength: 40 })),
      loginDeviceId: Type.Optional(Type.String({ maxLength: 100 })),
    },
    { additionalProperties: false },
  ),
);

/** Sessions: the RSA key, login, logout, free play (rules in domain/identity/sign-in). */
export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** GET /wps/session/key/rsa: the public key for encrypted bodies (DESIGN.md section 5). */
  app.get('/wps/session/key/rsa', async () => ok<RsaKeyResponse>({ key: app.codec.publicKeySpki() }));

  /**
   * POST /wps/session/login (encrypted): by username and password (slider, captcha after failures, lock), or
   * by mobile number and SMS code (`type: 'sms'`, MOBILEVERCODELOGIN3).
   */
  app.post<{ Body: Static<typeof LoginBody> }>(
    '/wps/session/login',
    { config: { encrypted: true }, schema: { body: LoginBody } },
    async (request) => ok<LoginResponse>(await login(db, request.merchant, clientKey(request), request.body)),
  );

  /** DELETE /wps/session/logout: ends this session only (other devices stay logged in). */
  app.delete('/wps/session/logout', { config: { auth: 'member' } }, async (request) => {
    if (request.token) await deleteSession(db, request.token);
    return ok(null);
  });

  /** POST /wps/session/login/freeplay (FREEPLAY3): a trial account (type 4), one per second per client. */
  app.post<{ Body: Static<typeof FreeplayBody> }>(
    '/wps/session/login/freeplay',
    { config: { module: 'FREEPLAY3' }, schema: { body: FreeplayBody } },
    async (request) =>
      ok<LoginResponse>(await startTrial(db, request.merchant, request.lang, clientKey(request))),
  );
}
