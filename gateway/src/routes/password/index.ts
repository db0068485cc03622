import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type {
  ChangePasswordResponse,
  ForgotPasswordEmailResponse,
  LoginResponse,
  PasswordStatusResponse,
} from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { isPasswordChangeRequired } from '../../domain/identity/forced-change';
import {
  changePassword,
  resetPassword,
  sendResetEmail,
  type CallOrigin,
} from '../../domain/identity/password-reset';

const PASSWORD = Type.String({ minLength: 1, maxLength: 128 });
const USERNAME = Type.String({ minLength: 1, maxLength: 60 });
const EMAIL = Type.String({ minLength: 3, maxLength: 120 });
const ChangeBody = Type.Object(
  {
    oldPassword: PASSWORD,
    newPassword: PASSWORD,
    confirmNewPassword: PASSWORD,
    // issue 27: the owner's proof code to the contact on file (not in a change a login forced)
    proofCode: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
  },
  { additionalProperties: false },
);
// a form (the contract's one form-encoded call); extra fields are ignored
const EmailBody = Type.Object({ username: USERNAME, email: EMAIL });
const ResetBody = Type.Object(
  {
    newPassword: PASSWORD,
    verificationCode: Type.String({ minLength: 1, maxLength: 10 }),
    mobileNum: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    countryDialingCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
    email: Type.Optional(EMAIL),
    username: Type.Optional(USERNAME),
  },
  { additionalProperties: false },
);

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
   * GET /wps/member/password/status: whether this session must change its password before anything else
   * (a restored session, F5 or a new tab, reopens the mandatory dialog from this).
   */
  app.get('/wps/member/password/status', { config: { auth: 'member', moduleId: 'PASS3' } }, async (request) =>
    ok<PasswordStatusResponse>({ changeRequired: await isPasswordChangeRequired(db, request.token!) }),
  );

  /** POST /wps/member/password (encrypted): change with the old password; not for trial accounts. */
  app.post<{ Body: Static<typeof ChangeBody> }>(
    '/wps/member/password',
    {
      config: { auth: 'member', trial: false, encrypted: true, module: 'PASS3' },
      schema: { body: ChangeBody },
    },
    async (request) => {
      await changePassword(
        db,
        request.merchant,
        { memberId: memberOf(request).id, token: request.token! },
        request.body,
      );
      return ok<ChangePasswordResponse>({ passwordChanged: true });
    },
  );

  /** POST /wps/member/password/email (form-encoded): a reset code and link by e-mail to the outbox. */
  app.post<{ Body: Static<typeof EmailBody> }>(
    '/wps/member/password/email',
    { config: { module: 'PASS3' }, schema: { body: EmailBody } },
    async (request) =>
      ok<ForgotPasswordEmailResponse>({
        expiredMinutes: await sendResetEmail(db, request.merchant, request.lang, {
          username: request.body.username,
          email: request.body.email,
          from: callOrigin(request),
        }),
      }),
  );

  /**
   * POST /wps/member/password/verification (encrypted): a new password with the code sent to the mobile
   * number or to the e-mail; logs the member in and lifts a login lock of the account.
   */
  app.post<{ Body: Static<typeof ResetBody> }>(
    '/wps/member/password/verification',
    { config: { encrypted: true, module: 'PASS3', moduleId: 'CHNGPASSVERIF3' }, schema: { body: ResetBody } },
    async (request) => ok<LoginResponse>(await resetPassword(db, request.merchant, request.body)),
  );
}
