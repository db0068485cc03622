import { FEEDBACK_MAX_IMAGES } from '@jogo/shared/contract';
import type { FeedbackResponse } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { DomainError, tooManyRequests } from '../errors';
import { sniffImage } from '../../lib/sniff-image';

/** Member feedback (FEEDBACK3): a message of 1 to 140 characters with at most 3 PNG/JPG images of 5 MB. */

/**
 * Per member (60 MB from one member in 4 calls): at most FEEDBACK_PER_HOUR messages an hour
 * (429), and at most FEEDBACK_QUOTA_BYTES of images stored over FEEDBACK_QUOTA_DAYS (400
 * `feedback.quota`). Both are checked in the transaction that stores the message.
 */
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_QUOTA_BYTES = 20 * 1024 * 1024;
export const FEEDBACK_QUOTA_DAYS = 30;
/** the most images a feedback carries (declared with the endpoint) */
export { FEEDBACK_MAX_IMAGES };
export const FEEDBACK_MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Checks and stores one feedback message: content (trimmed) not empty, each image (base64, a data URL prefix
 * allowed) at most 5 MB and a PNG or JPEG by content, then the hourly limit and the image quota and the
 * insert, in one transaction.
 * @throws 400 `feedback.content_required` / `feedback.image_too_large` / `feedback.image_type` /
 * `feedback.quota`, 429 `TOO_MANY_REQUESTS`
 */
export async function storeFeedback(
  db: Db,
  merchant: string,
  memberId: number,
  body: { content: string; images?: string[] },
): Promise<FeedbackResponse> {
  const content = body.content.trim();
  if (!content) throw new DomainError(400, 'feedback.content_required');
  const images = (body.images ?? []).map((s) => {
    const data = Buffer.from(s.replace(/^data:image\/[a-z]+;base64,/, ''), 'base64');
    if (data.length > FEEDBACK_MAX_IMAGE_BYTES) throw new DomainError(400, 'feedback.image_too_large');
    const mime = sniffImage(data);
    if (!mime) throw new DomainError(400, 'feedback.image_type');
    return { mime, data };
  });
  const now = Date.now();
  const id = await db.transaction(async () => {
    const recent = (await db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at > ?',
      memberId,
      new Date(now - 3_600_000).toISOString(),
    ))!;
    if (recent.n >= FEEDBACK_PER_HOUR) throw tooManyRequests();
    const stored = (await db.get<{ bytes: number }>(
      `SELECT COALESCE(SUM(LENGTH(i.data)), 0) AS bytes FROM feedback f
         JOIN feedback_image i ON i.feedback_id = f.id WHERE f.member_id = ? AND f.created_at > ?`,
      memberId,
      new Date(now - FEEDBACK_QUOTA_DAYS * 86_400_000).toISOString(),
    ))!;
    const adding = images.reduce((n, i) => n + i.data.length, 0);
    if (stored.bytes + adding > FEEDBACK_QUOTA_BYTES) throw new DomainError(400, 'feedback.quota');
    const r = await db.insert(
      'INSERT INTO feedback (merchant_code, member_id, content, created_at) VALUES (?, ?, ?, ?)',
      merchant,
      memberId,
      content,
      new Date(now).toISOString(),
    );
    const fid = Number(r);
    const img = 'INSERT INTO feedback_image (feedback_id, mime, data) VALUES (?, ?, ?)';
    for (const i of images) await db.run(img, fid, i.mime, i.data);
    return fid;
  });
  return { id, imageCount: images.length };
}
