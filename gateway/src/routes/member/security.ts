import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { BoundValue, CodeSentValue, ProofCodeValue, SignOutOthersValue } from '@jogo/shared/api';
import { PROOF_ACTIONS, sendProofCode } from '../../domain/identity/owner-proof';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { PAGING, type PagedQuery } from '../../http/schema';
import {
  bindEmail,
  bindMobile,
  loginHistory,
  memberProfile,
  sendBindEmailCode,
  sendBindMobileCode,
  signOutOthers,
} from '../../domain/identity/security-centre';

const CODE = Type.String({ pattern: '^\\d{6}$' });
const MOBILE = {
  mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
  countryDialingCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
};
const EMAIL = Type.String({ minLength: 3, maxLength: 254 });
const HistoryQuery = Type.Object(PAGING(10, 50));
const MobileCodeBody = Type.Object(MOBILE, { additionalProperties: false });
// the owner's proof (issue 27): the password, and the code sent to the contact on file when there is one
const PROOF = {
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  proofCode: Type.Optional(CODE),
};
const MobileBody = Type.Object(
  { ...MOBILE, verificationCode: CODE, ...PROOF },
  { additionalProperties: false },
);
const EmailCodeBody = Type.Object({ email: EMAIL }, { additionalProperties: false });
const EmailBody = Type.Object(
  { email: EMAIL, verificationCode: CODE, ...PROOF },
  { additionalProperties: false },
);
const ProofCodeBody = Type.Object(
  { action: Type.Union(PROOF_ACTIONS.map((a) => Type.Literal(a))) },
  { additionalProperties: false },
);

const caller = (request: FastifyRequest) => ({
  memberId: memberOf(request).id,
  merchant: request.merchant,
  lang: request.lang,
});

/** The security centre: profile, login history, sign out other sessions, mobile and e-mail binding. */
export default async function securityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };

  app.get('/wps/member/profile', { config: cfg }, async (request) =>
    ok(await memberProfile(db, memberOf(request).id, request.lang)),
  );

  app.get<{ Querystring: PagedQuery<typeof HistoryQuery> }>(
    '/wps/member/loginHistory',
    { config: cfg, schema: { querystring: HistoryQuery } },
    async (request) =>
      ok(
        await loginHistory(
          db,
          { memberId: memberOf(request).id, token: request.token! },
          request.query.pageNo,
          request.query.pageSize,
        ),
      ),
  );

  app.post('/wps/member/sessions/signOutOthers', { config: cfg }, async (request) =>
    ok<SignOutOthersValue>({ signedOut: await signOutOthers(db, memberOf(request).id, request.token!) }),
  );

  app.post<{ Body: Static<typeof MobileCodeBody> }>(
    '/wps/member/mobile/code',
    { config: { ...cfg, moduleId: 'VERIFICATION3' }, schema: { body: MobileCodeBody } },
    async (request) =>
      ok<CodeSentValue>({ expiredMinutes: await sendBindMobileCode(db, caller(request), request.body) }),
  );

  app.post<{ Body: Static<typeof MobileBody> }>(
    '/wps/member/mobile',
    { config: { ...cfg, moduleId: 'VERIFICATION3', encrypted: true }, schema: { body: MobileBody } },
    async (request) =>
      ok<BoundValue>({
        mobileNum: await bindMobile(db, { ...caller(request), token: request.token! }, request.body),
      }),
  );

  app.post<{ Body: Static<typeof EmailCodeBody> }>(
    '/wps/member/email/code',
    { config: { ...cfg, moduleId: 'VERIFICATION3' }, schema: { body: EmailCodeBody } },
    async (request) =>
      ok<CodeSentValue>({ expiredMinutes: await sendBindEmailCode(db, caller(request), request.body.email) }),
  );

  app.post<{ Body: Static<typeof EmailBody> }>(
    '/wps/member/email',
    { config: { ...cfg, moduleId: 'VERIFICATION3', encrypted: true }, schema: { body: EmailBody } },
    async (request) =>
      ok<BoundValue>({
        email: await bindEmail(db, { ...caller(request), token: request.token! }, request.body),
      }),
  );

  /** POST /wps/member/proof/code { action }: the owner's proof code, to the contact on file (issue 27). */
  app.post<{ Body: Static<typeof ProofCodeBody> }>(
    '/wps/member/proof/code',
    { config: { ...cfg, moduleId: 'VERIFICATION3' }, schema: { body: ProofCodeBody } },
    async (request) => ok<ProofCodeValue>(await sendProofCode(db, caller(request), request.body.action)),
  );
}
