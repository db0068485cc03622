import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';

/**
 * Notices to a member: a message written to the member's inbox (stored in PT and EN) and the language the member
 * reads the site in. Identity (sensitive changes) and money (a returned deposit) write them; reading the inbox
 * is content (`content/inbox.ts`).
 */

/** A message in both languages. */
export type InboxText = Record<Lang, { title: string; content: string }>;

/** Writes a message to the member's inbox, in both languages (`at`: ISO instant). */
export async function writeInbox(db: Db, memberId: number, text: InboxText, at: string): Promise<void> {
  await db.run(
    'INSERT INTO inbox_message (member_id, title, content, title_en, content_en, read_at, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?)',
    memberId,
    text.PT.title,
    text.PT.content,
    text.EN.title,
    text.EN.content,
    at,
  );
}

/**
 * The language the member reads the site in (the last one they chose, `PUT /wps/member/language`): what is sent
 * to a contact on file (a code, a notice) is written in it, not in the language of the request that caused it.
 */
export async function memberLanguage(db: Db, memberId: number): Promise<Lang> {
  const m = await db.get<{ language: string | null }>('SELECT language FROM member WHERE id = ?', memberId);
  return m?.language === 'EN' ? 'EN' : 'PT';
}
