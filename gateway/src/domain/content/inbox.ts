import type { DeleteMessagesValue, InboxListValue } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { notFound } from '../errors';
import { totalPages } from '../site/paging';
import { type Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';

/**
 * The member's inbox (INBOX3): unread count, the list, reading one or all, deleting. A message the gateway
 * writes (`identity/notices.ts`: a notice of a sensitive change, a returned deposit) is stored in PT and EN and
 * shown in the language the member reads it in (the request's), never in the one of whoever caused it.
 */

export const unreadCount = async (db: Db, memberId: number): Promise<number> =>
  await db.number(
    'SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL',
    memberId,
  );

/** One page of messages, newest first (unread ones first when `unreadFirst`). */
export async function inboxList(
  db: Db,
  memberId: number,
  q: { pageNo: number; pageSize: number; unreadFirst?: boolean },
  lang: Lang = 'PT',
): Promise<InboxListValue> {
  const n = await db.number('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ?', memberId);
  const rows = await db.all<{
    id: number;
    title: string;
    content: string;
    title_en: string | null;
    content_en: string | null;
    read_at: string | null;
    created_at: string;
  }>(
    `SELECT * FROM inbox_message WHERE member_id = ? ORDER BY ${q.unreadFirst ? '(read_at IS NOT NULL), ' : ''}created_at DESC, id DESC LIMIT ? OFFSET ?`,
    memberId,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  return {
    content: rows.map((r) => ({
      id: r.id,
      title: pick(lang, r.title, r.title_en ?? r.title),
      content: pick(lang, r.content, r.content_en ?? r.content),
      read: r.read_at !== null,
      createdAt: r.created_at,
    })),
    totalPages: totalPages(n, q.pageSize),
    unread: await unreadCount(db, memberId),
  };
}

/**
 * Marks one message (`id`) or every unread one as read.
 * @throws 404 `inbox.not_found` for a missing id or someone else's (the same answer)
 * @returns the unread count after
 */
export async function readInbox(db: Db, memberId: number, id: number | undefined): Promise<number> {
  const now = new Date().toISOString();
  if (id) {
    const r = await db.run(
      'UPDATE inbox_message SET read_at = COALESCE(read_at, ?) WHERE id = ? AND member_id = ?',
      now,
      id,
      memberId,
    );
    if (r.changes === 0) throw notFound('inbox.not_found');
  } else
    await db.run(
      'UPDATE inbox_message SET read_at = ? WHERE member_id = ? AND read_at IS NULL',
      now,
      memberId,
    );
  return await unreadCount(db, memberId);
}

/** Deletes the member's own messages among `ids` (someone else's id deletes nothing). */
export async function deleteInboxMessages(
  db: Db,
  memberId: number,
  ids: number[],
): Promise<DeleteMessagesValue> {
  const unique = [...new Set(ids)];
  const r = await db.run(
    `DELETE FROM inbox_message WHERE member_id = ? AND id IN (${unique.map(() => '?').join(',')})`,
    memberId,
    ...unique,
  );
  return { deleted: r.changes, unread: await unreadCount(db, memberId) };
}
