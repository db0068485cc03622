import type { FastifyInstance } from 'fastify';
import type { DeleteMessagesRequest, DeleteMessagesValue } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import '../../domain/identity/member-messages';
import { memberOf } from '../../http/member';

/**
 * Inbox delete (messageV2). The list, unread count and read / mark-all-read calls live with the other inbox
 * calls in routes/content; this adds the one the member centre needed.
 */
export default async function inboxDeleteRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  app.post<{ Body: DeleteMessagesRequest }>(
    '/wps/relay/CSP_deleteMessage',
    {
      config: { auth: 'member', trial: false, module: 'INBOX3' },
      schema: {
        body: {
          type: 'object',
          required: ['ids'],
          additionalProperties: false,
          properties: {
            ids: { type: 'array', minItems: 1, maxItems: 100, items: { type: 'integer', minimum: 1 } },
          },
        },
      },
    },
    async (request) => {
      const id = memberOf(request).id;
      const ids = [...new Set(request.body.ids)];
      // only the member's own messages: someone else's id deletes nothing
      const r = db
        .prepare(`DELETE FROM inbox_message WHERE member_id = ? AND id IN (${ids.map(() => '?').join(',')})`)
        .run(id, ...ids);
      const unread = (
        db
          .prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL')
          .get(id) as { n: number }
      ).n;
      return ok<DeleteMessagesValue>({ deleted: r.changes, unread });
    },
  );
}
