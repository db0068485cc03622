import type { FastifyInstance } from 'fastify';
import { SESSION as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route, type DeclaredRequest } from '../../http/route';
import { badRequest } from '../../http/errors';
import { clientKey } from '../../domain/identity/verification/common';
import { registerSettings } from '../../domain/identity/registration-rules';
import { findInviteCode } from '../../domain/identity/invite-codes';
import { registerMember } from '../../domain/identity/registration';

export default async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** The rules the client validates with and the gateway enforces. */
  route(app, D.registerSettings, async (request) => ok(await registerSettings(db, request.merchant)));

  /** Success when the affiliate or invitation code is valid. */
  route(app, D.checkAffiliate, async (request) => {
    const found = await findInviteCode(db, request.merchant, request.query.code, request.query.domain);
    if (!found) throw badRequest('register.invitation_invalid');
    return ok({ code: found.code, kind: found.kind, owner: found.owner });
  });

  const register = async (request: DeclaredRequest<typeof D.register>, mode: 'username' | 'mobile') => {
    const client = { merchant: request.merchant, lang: request.lang, client: clientKey(request) };
    const { memberId, login } = await registerMember(db, client, mode, request.body);
    request.log.info({ memberId, mode }, 'member registered');
    return ok(login);
  };

  /** Registers and logs in. */
  route(app, D.register, (request) => register(request, 'username'));

  /** Mobile number + SMS code; registers and logs in. */
  route(app, D.registerMobile, (request) => register(request, 'mobile'));
}
