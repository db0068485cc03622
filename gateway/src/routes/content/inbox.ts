import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { InboxListValue } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { memberOf } from '../../http/member';
import { registerMessages } from '../../i18n/messages';
import { CLIENT_QUERY, PAGE_NO, pageSize, type WithDefaults } from '../../http/schema';
import { totalPages } from '../../http/paging';

registerMessages({
  'inbox.not_found': { PT: 'Mensagem não encontrada', EN: 'Message not found' },
});

const ListQuery = Type.Object({
  ...CLIENT_QUERY,
  pageNo: Type.Optional(PAGE_NO),
  pageSize: Type.Optional(pageSize(10, 50)),
  // the member centre's inbox lists unread messages first
  unreadFirst: Type.Optional(Type.Boolean()),
});
const ReadBody = Type.Object(
  { id: Type.Optional(Type.Integer({ minimum: 1 })) },
  { additionalProperties: false },
);

/** The inbox (INBOX3): unread count, the message list, reading one or all. */
export default async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const inboxCfg = { auth: 'member' as const, trial: false as const, module: 'INBOX3' };
  const unread = (id: number) =>
    (
      db
        .prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL')
        .get(id) as { n: number }
    ).n;

  app.get('/wps/relay/CSP_unreadCount', { config: inboxCfg }, async (request) =>
    ok({ count: unread(memberOf(request).id) }),
  );

  app.get<{ Querystring: WithDefaults<Static<typeof ListQuery>, 'pageNo' | 'pageSize'> }>(
    '/wps/relay/CSP_messageList',
    { config: inboxCfg, schema: { querystring: ListQuery } },
    async (request) => {
      const q = request.query;
      const id = memberOf(request).id;
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ?').get(id) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `SELECT * FROM inbox_message WHERE member_id = ? ORDER BY ${q.unreadFirst ? '(read_at IS NOT NULL), ' : ''}created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(id, q.pageSize, (q.pageNo - 1) * q.pageSize) as {
        id: number;
        title: string;
        content: string;
        read_at: string | null;
        created_at: string;
      }[];
      const value: InboxListValue = {
        content: rows.map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          read: r.read_at !== null,
          createdAt: r.created_at,
        })),
        totalPages: totalPages(n, q.pageSize),
        unread: unread(id),
      };
      return ok(value);
    },
  );

  app.post<{ Body: Static<typeof ReadBody> | undefined }>(
    '/wps/relay/CSP_readMessage',
    { config: inboxCfg, schema: { body: ReadBody } },
    async (request) => {
      const id = memberOf(request).id;
      const now = new Date().toISOString();
      if (request.body?.id) {
        const r = db
          .prepare('UPDATE inbox_message SET read_at = COALESCE(read_at, ?) WHERE id = ? AND member_id = ?')
          .run(now, request.body.id, id);
        // someone else's message id answers the same as a missing one
        if (r.changes === 0) throw notFound('inbox.not_found');
      } else
        db.prepare('UPDATE inbox_message SET read_at = ? WHERE member_id = ? AND read_at IS NULL').run(
          now,
          id,
        );
      return ok({ unread: unread(id) });
    },
  );
}
