import type { FastifyInstance } from 'fastify';
import { MEMBER as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { deleteInboxMessages } from '../../domain/content/inbox';

/**
 * Inbox delete (messageV2). The list, unread count and read / mark-all-read calls live with the other inbox
 * calls in routes/content; this adds the one the member centre needed.
 */
export default async function inboxDeleteRoutes(app: FastifyInstance): Promise<void> {
  route(app, D.deleteMessages, async (request) =>
    ok(await deleteInboxMessages(app.db, memberOf(request).id, request.body.ids)),
  );
}
