import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { CLIENT_QUERY, PAGING, type PagedQuery } from '../../http/schema';
import { inboxList, readInbox, unreadCount } from '../../domain/inbox';

const ListQuery = Type.Object({
  ...CLIENT_QUERY,
  ...PAGING(10, 50),
  // the member centre's inbox lists unread messages first
  unreadFirst: Type.Optional(Type.Boolean()),
});
const ReadBody = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);

/** The inbox (INBOX3): unread count, the message list, reading one or all (domain/inbox). */
export default async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const inboxCfg = { auth: 'member' as const, trial: false as const, module: 'INBOX3' };

  app.get('/wps/relay/CSP_unreadCount', { config: inboxCfg }, async (request) =>
    ok({ count: await unreadCount(db, memberOf(request).id) }),
  );

  app.get<{ Querystring: PagedQuery<typeof ListQuery> }>(
    '/wps/relay/CSP_messageList',
    { config: inboxCfg, schema: { querystring: ListQuery } },
    async (request) => ok(await inboxList(db, memberOf(request).id, request.query, request.lang)),
  );

  app.post<{ Body: Static<typeof ReadBody> | undefined }>(
    '/wps/relay/CSP_readMessage',
    { config: inboxCfg, schema: { body: ReadBody } },
    async (request) => ok({ unread: await readInbox(db, memberOf(request).id, request.body?.id) }),
  );
}
