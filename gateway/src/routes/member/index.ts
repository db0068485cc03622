import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { FirstLoginResponse, UpdateLanguageResponse } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { oneOf, orNoBody } from '../../http/schema';
import {
  markFirstLoginDone,
  memberIcon,
  memberInfo,
  setMemberLanguage,
} from '../../domain/identity/member-profile';
import securityRoutes from './security';
import inboxDeleteRoutes from './inbox';

const FirstLoginBody = orNoBody(Type.Object({}, { additionalProperties: false }));
const LanguageBody = Type.Object({ language: oneOf(['PT', 'EN'] as const) }, { additionalProperties: false });

/** Member endpoints every session may call, trial included (the header needs them); member-centre ones are elsewhere. */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  await app.register(securityRoutes);
  await app.register(inboxDeleteRoutes);

  /** GET /wps/member/info */
  app.get('/wps/member/info', { config: { auth: 'member' } }, async (request) =>
    ok(await memberInfo(db, memberOf(request).id)),
  );

  /** GET /wps/member/info/icon: an initials avatar as a data URL. */
  app.get('/wps/member/info/icon', { config: { auth: 'member' } }, async (request) =>
    ok(await memberIcon(db, memberOf(request).id)),
  );

  /** POST /wps/member/firstLogin: the client ran its first-login action; later logins answer firstTimeLogin false. */
  app.post<{ Body: Static<typeof FirstLoginBody> }>(
    '/wps/member/firstLogin',
    { config: { auth: 'member' }, schema: { body: FirstLoginBody } },
    async (request) => {
      await markFirstLoginDone(db, memberOf(request).id);
      return ok<FirstLoginResponse>({ firstTimeLogin: false });
    },
  );

  /** PUT /wps/member/language: the member's language (inbox texts and e-mails use it). */
  app.put<{ Body: Static<typeof LanguageBody> }>(
    '/wps/member/language',
    { config: { auth: 'member' }, schema: { body: LanguageBody } },
    async (request) => {
      await setMemberLanguage(db, memberOf(request).id, request.body.language);
      return ok<UpdateLanguageResponse>({ language: request.body.language });
    },
  );
}
