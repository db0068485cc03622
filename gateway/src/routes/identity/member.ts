import type { FastifyInstance } from 'fastify';
import { MEMBER as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import {
  markFirstLoginDone,
  memberIcon,
  memberInfo,
  setMemberLanguage,
} from '../../domain/identity/member-profile';
import securityRoutes from './security';
import inboxDeleteRoutes from './member-inbox';

/** Member endpoints every session may call, trial included (the header needs them); member-centre ones are elsewhere. */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  await app.register(securityRoutes);
  await app.register(inboxDeleteRoutes);

  route(app, D.memberInfo, async (request) => ok(await memberInfo(db, memberOf(request).id)));

  /** An initials avatar as a data URL. */
  route(app, D.memberIcon, async (request) => ok(await memberIcon(db, memberOf(request).id)));

  /** The client ran its first-login action; later logins answer firstTimeLogin false. */
  route(app, D.firstLogin, async (request) => {
    await markFirstLoginDone(db, memberOf(request).id);
    return ok({ firstTimeLogin: false as const });
  });

  /** The member's language (inbox texts and e-mails use it). */
  route(app, D.updateLanguage, async (request) => {
    await setMemberLanguage(db, memberOf(request).id, request.body.language);
    return ok({ language: request.body.language });
  });
}
