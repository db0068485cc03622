import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type {
  AffiliateCheckResponse,
  HumanCheckResult,
  LoginResponse,
  RegisterRequest,
  RegisterSettings,
} from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { clientKey } from '../../domain/verification/common';
import { HUMAN_CHECK_SCHEMA } from '../../domain/verification/human-check';
import { REGISTER_FIELD_NAMES, registerSettings } from '../../domain/identity/registration-rules';
import { findInviteCode } from '../../domain/identity/invite-codes';
import { registerMember } from '../../domain/identity/registration';

const str = (max: number) => Type.String({ maxLength: max });

/** Every field of RegisterRequest; lengths here only stop abuse, the operator's rules do the real checks. */
const RegisterBody = Type.Unsafe<RegisterRequest>(
  Type.Object(
    {
      ...Object.fromEntries(
        REGISTER_FIELD_NAMES.map((f) => [f, Type.Optional(str(f === 'address' ? 200 : 128))]),
      ),
      countryDialingCode: Type.Optional(str(5)),
      domain: Type.Optional(str(253)),
      registerUrl: Type.Optional(str(2048)),
      registerMethod: Type.Optional(str(20)),
      login: Type.Optional(Type.Boolean()),
      humanCheck: Type.Optional(Type.Unsafe<HumanCheckResult>(HUMAN_CHECK_SCHEMA)),
      firebaseChannel: Type.Optional(Type.Unsafe<'sms'>({ enum: ['sms'] })),
      firebaseIdToken: Type.Optional(str(4096)),
      loginDeviceId: Type.Optional(str(100)),
      // the market's sign-up fields (BR, issue 26; domain/market/identity checks them)
      cpf: Type.Optional(str(20)),
      fullName: Type.Optional(str(160)),
      birthDate: Type.Optional(str(10)),
      lossLimit: Type.Optional(
        Type.Object(
          {
            value: Type.Number(),
            period: Type.Unsafe<'DAY' | 'WEEK' | 'MONTH'>({ enum: ['DAY', 'WEEK', 'MONTH'] }),
          },
          { additionalProperties: false },
        ),
      ),
      timeLimitMinutes: Type.Optional(Type.Number()),
    },
    { additionalProperties: false },
  ),
);
const AffiliateQuery = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 40 }), domain: Type.Optional(str(253)) },
  { additionalProperties: false },
);

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** GET /wps/system/setting/register: the rules the client validates with and the gateway enforces. */
  app.get('/wps/system/setting/register', { config: { moduleId: 'REG3' } }, async (request) =>
    ok<RegisterSettings>(await registerSettings(db, request.merchant)),
  );

  /** GET /wps/agent/affiliate?code=&domain= : success when the affiliate or invitation code is valid. */
  app.get<{ Querystring: Static<typeof AffiliateQuery> }>(
    '/wps/agent/affiliate',
    { config: { moduleId: 'REG3' }, schema: { querystring: AffiliateQuery } },
    async (request) => {
      const found = await findInviteCode(db, request.merchant, request.query.code, request.query.domain);
      if (!found) throw badRequest('register.invitation_invalid');
      return ok<AffiliateCheckResponse>({ code: found.code, kind: found.kind, owner: found.owner });
    },
  );

  const register = async (
    request: FastifyRequest<{ Body: Static<typeof RegisterBody> }>,
    mode: 'username' | 'mobile',
  ) => {
    const client = { merchant: request.merchant, lang: request.lang, client: clientKey(request) };
    const { memberId, login } = await registerMember(db, client, mode, request.body);
    request.log.info({ memberId, mode }, 'member registered');
    return ok<LoginResponse>(login);
  };

  /** PUT /wps/member/register (encrypted, USERNAMEREG3): registers and logs in. */
  app.put<{ Body: Static<typeof RegisterBody> }>(
    '/wps/member/register',
    { config: { encrypted: true, module: 'REG3' }, schema: { body: RegisterBody } },
    (request) => register(request, 'username'),
  );

  /** PUT /wps/member/register/mobile (encrypted, MOBILENUMREG3): mobile number + SMS code; registers and logs in. */
  app.put<{ Body: Static<typeof RegisterBody> }>(
    '/wps/member/register/mobile',
    { config: { encrypted: true, module: 'MOBILENUMREG3' }, schema: { body: RegisterBody } },
    (request) => register(request, 'mobile'),
  );
}
