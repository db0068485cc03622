import type { FastifyInstance } from 'fastify';
import { CONTENT } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { inboxList, readInbox, unreadCount } from '../../domain/content/inbox';

/** The inbox (INBOX3): unread count, the message list, reading one or all (domain/content/inbox). */
export default async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, CONTENT.inboxUnreadCount, async (request) =>
    ok({ count: await unreadCount(db, memberOf(request).id) }),
  );

  route(app, CONTENT.inboxList, async (request) =>
    ok(await inboxList(db, memberOf(request).id, request.query, request.lang)),
  );

  route(app, CONTENT.inboxRead, async (request) =>
    ok({ unread: await readInbox(db, memberOf(request).id, request.body?.id) }),
  );
}
