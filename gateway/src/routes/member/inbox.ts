import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { deleteInboxMessages } from '../../domain/inbox';

const DeleteBody = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);

/**
 * Inbox delete (messageV2). The list, unread count and read / mark-all-read calls live with the other inbox
 * calls in routes/content; this adds the one the member centre needed.
 */
export default async function inboxDeleteRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: Static<typeof DeleteBody> }>(
    '/wps/relay/CSP_deleteMessage',
    { config: { auth: 'member', trial: false, module: 'INBOX3' }, schema: { body: DeleteBody } },
    async (request) => ok(await deleteInboxMessages(app.db, memberOf(request).id, request.body.ids)),
  );
}
