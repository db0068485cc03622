import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEMBER as D } from '@jogo/shared/contract';
import { sendProofCode } from '../../domain/identity/owner-proof';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import {
  bindEmail,
  bindMobile,
  loginHistory,
  memberProfile,
  sendBindEmailCode,
  sendBindMobileCode,
  signOutOthers,
} from '../../domain/identity/security-centre';

const caller = (request: FastifyRequest) => ({
  memberId: memberOf(request).id,
  merchant: request.merchant,
  lang: request.lang,
});

/** The security centre: profile, login history, sign out other sessions, mobile and e-mail binding. */
export default async function securityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.memberProfile, async (request) =>
    ok(await memberProfile(db, memberOf(request).id, request.lang)),
  );

  route(app, D.loginHistory, async (request) => {
    const q = request.query;
    return ok(
      await loginHistory(db, { memberId: memberOf(request).id, token: request.token! }, q.pageNo, q.pageSize),
    );
  });

  route(app, D.signOutOthers, async (request) =>
    ok({ signedOut: await signOutOthers(db, memberOf(request).id, request.token!) }),
  );

  route(app, D.bindMobileCode, async (request) =>
    ok({ expiredMinutes: await sendBindMobileCode(db, caller(request), request.body) }),
  );

  route(app, D.bindMobile, async (request) =>
    ok({ mobileNum: await bindMobile(db, { ...caller(request), token: request.token! }, request.body) }),
  );

  route(app, D.bindEmailCode, async (request) =>
    ok({ expiredMinutes: await sendBindEmailCode(db, caller(request), request.body.email) }),
  );

  route(app, D.bindEmail, async (request) =>
    ok({ email: await bindEmail(db, { ...caller(request), token: request.token! }, request.body) }),
  );

  /** The owner's proof code, to the contact on file. */
  route(app, D.proofCode, async (request) =>
    ok(await sendProofCode(db, caller(request), request.body.action)),
  );
}
