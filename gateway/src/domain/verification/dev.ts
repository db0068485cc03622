import type { Db } from '../../db/open-db';

/** What the development controls read of the verification world (the test's phone, mailbox and captcha). */

/** SMS and e-mails the gateway "sent", newest first, with their codes; `recipient` matches a substring. */
export function readOutbox(
  db: Db,
  merchant: string,
  f: { channel?: 'sms' | 'email'; recipient?: string; limit?: number },
): unknown[] {
  return db
    .prepare(
      `SELECT id, channel, recipient, subject, body, code, created_at AS createdAt FROM outbox
       WHERE merchant_code = ? AND (? IS NULL OR channel = ?) AND (? IS NULL OR instr(recipient, ?) > 0)
       ORDER BY id DESC LIMIT ?`,
    )
    .all(
      merchant,
      f.channel ?? null,
      f.channel ?? null,
      f.recipient ?? null,
      f.recipient ?? null,
      f.limit ?? 50,
    );
}

/** The answer of the newest captcha drawn in development mode (any client), or null before any. */
export function newestCaptchaAnswer(db: Db): { answer: string; client: string } | null {
  const row = db
    .prepare(
      'SELECT answer_dev, client_key FROM captcha WHERE answer_dev IS NOT NULL ORDER BY id DESC LIMIT 1',
    )
    .get() as { answer_dev: string; client_key: string } | undefined;
  return row ? { answer: row.answer_dev, client: row.client_key } : null;
}
