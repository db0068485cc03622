import type { Db } from '../../../db/open-db';
import { containsParam } from '../../../db/portable';

/** What the development controls read of the verification world (the test's phone, mailbox and captcha). */

/** SMS and e-mails the gateway "sent", newest first, with their codes; `recipient` matches a substring. */
export async function readOutbox(
  db: Db,
  merchant: string,
  f: { channel?: 'sms' | 'email'; recipient?: string; limit?: number },
): Promise<unknown[]> {
  const where = ['merchant_code = ?'];
  const args: (string | number)[] = [merchant];
  if (f.channel) {
    where.push('channel = ?');
    args.push(f.channel);
  }
  if (f.recipient) {
    where.push(containsParam(db, 'recipient'));
    args.push(f.recipient);
  }
  return await db.all(
    `SELECT id, channel, recipient, subject, body, code, created_at AS createdAt FROM outbox
       WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`,
    ...args,
    f.limit ?? 50,
  );
}

/** The answer of the newest captcha drawn in development mode (any client), or null before any. */
export async function newestCaptchaAnswer(db: Db): Promise<{ answer: string; client: string } | null> {
  const row = await db.get<{ answer_dev: string; client_key: string }>(
    'SELECT answer_dev, client_key FROM captcha WHERE answer_dev IS NOT NULL ORDER BY id DESC LIMIT 1',
  );
  return row ? { answer: row.answer_dev, client: row.client_key } : null;
}
