import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { FeedbackRequest, FeedbackResponse } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { AppError, tooManyRequests } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import { memberOf } from '../../http/member';

registerMessages({
  'feedback.content_required': {
    PT: 'Escreva a sua opinião (1 a 140 caracteres)',
    EN: 'Please write your feedback (1 to 140 characters)',
  },
  'feedback.image_type': { PT: 'As imagens devem ser PNG ou JPG', EN: 'Images must be PNG or JPG' },
  'feedback.image_too_large': {
    PT: 'Cada imagem pode ter no máximo 5 MB',
    EN: 'Each image may be at most 5 MB',
  },
  'feedback.too_many_images': { PT: 'No máximo 3 imagens', EN: 'At most 3 images' },
  'feedback.quota': {
    PT: 'Você atingiu o limite de imagens enviadas; tente novamente mais tarde',
    EN: 'You have reached the limit of uploaded images; please try again later',
  },
});

/**
 * Per member (issue 15: 60 MB from one member in 4 calls): at most FEEDBACK_PER_HOUR messages an hour
 * (429), and at most FEEDBACK_QUOTA_BYTES of images stored over FEEDBACK_QUOTA_DAYS (400
 * `feedback.quota`). Both are checked in the transaction that stores the message.
 */
export const FEEDBACK_PER_HOUR = 5;
export const FEEDBACK_QUOTA_BYTES = 20 * 1024 * 1024;
export const FEEDBACK_QUOTA_DAYS = 30;

const MAX_IMAGES = 3;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Schema bound of one base64 image: 6 MB of data, so an image slightly over 5 MB still reaches the handler and
 * gets the clear `feedback.image_too_large`, while anything far larger stops at validation.
 */
const MAX_IMAGE_B64 = Math.ceil((6 * 1024 * 1024) / 3) * 4 + 32;

/** @returns the MIME type read from the first bytes (the declared type or file name is not trusted) */
function sniff(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * A multipart body becomes the JSON shape (`content`, `images` as base64) before validation, so both
 * encodings pass one schema and one set of checks.
 */
async function multipartToBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: { content?: string; images: string[] } = { images: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (body.images.length >= MAX_IMAGES) throw new AppError(400, 'feedback.too_many_images');
        body.images.push(data.toString('base64'));
      } else if (part.fieldname === 'content' && typeof part.value === 'string') body.content = part.value;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'feedback.image_too_large');
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'feedback.too_many_images');
    throw new AppError(400, 'request.body_invalid');
  }
  request.body = body;
}

export default async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES + 1, fields: 5, parts: MAX_IMAGES + 6 },
  });

  /** PUT /wps/feedback (FEEDBACK3): content 1 to 140 characters, at most 3 PNG/JPG images of 5 MB. */
  app.put<{ Body: FeedbackRequest }>(
    '/wps/feedback',
    {
      config: { auth: 'member', trial: false, module: 'FEEDBACK3' },
      preValidation: multipartToBody,
      schema: {
        body: {
          type: 'object',
          required: ['content'],
          additionalProperties: false,
          properties: {
            content: { type: 'string', minLength: 1, maxLength: 140 },
            images: {
              type: 'array',
              maxItems: MAX_IMAGES,
              items: { type: 'string', minLength: 1, maxLength: MAX_IMAGE_B64 },
            },
          },
        },
      },
    },
    async (request) => {
      const content = request.body.content.trim();
      if (!content) throw new AppError(400, 'feedback.content_required');
      const images = (request.body.images ?? []).map((s) => {
        const data = Buffer.from(s.replace(/^data:image\/[a-z]+;base64,/, ''), 'base64');
        if (data.length > MAX_IMAGE_BYTES) throw new AppError(400, 'feedback.image_too_large');
        const mime = sniff(data);
        if (!mime) throw new AppError(400, 'feedback.image_type');
        return { mime, data };
      });
      const memberId = memberOf(request).id;
      const now = Date.now();
      const id = app.db.transaction(() => {
        const recent = app.db
          .prepare('SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at > ?')
          .get(memberId, new Date(now - 3_600_000).toISOString()) as { n: number };
        if (recent.n >= FEEDBACK_PER_HOUR) throw tooManyRequests();
        const stored = app.db
          .prepare(
            `SELECT COALESCE(SUM(LENGTH(i.data)), 0) AS bytes FROM feedback f
             JOIN feedback_image i ON i.feedback_id = f.id WHERE f.member_id = ? AND f.created_at > ?`,
          )
          .get(memberId, new Date(now - FEEDBACK_QUOTA_DAYS * 86_400_000).toISOString()) as {
          bytes: number;
        };
        const adding = images.reduce((n, i) => n + i.data.length, 0);
        if (stored.bytes + adding > FEEDBACK_QUOTA_BYTES) throw new AppError(400, 'feedback.quota');
        const r = app.db
          .prepare('INSERT INTO feedback (merchant_code, member_id, content, created_at) VALUES (?, ?, ?, ?)')
          .run(request.merchant, memberId, content, new Date(now).toISOString());
        const fid = Number(r.lastInsertRowid);
        const img = app.db.prepare('INSERT INTO feedback_image (feedback_id, mime, data) VALUES (?, ?, ?)');
        for (const i of images) img.run(fid, i.mime, i.data);
        return fid;
      })();
      return ok<FeedbackResponse>({ id, imageCount: images.length });
    },
  );
}
