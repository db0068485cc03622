import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { MEMBER as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES, storeFeedback } from '../../domain/content/feedback';

export { FEEDBACK_PER_HOUR } from '../../domain/content/feedback';

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
        if (body.images.length >= FEEDBACK_MAX_IMAGES) throw new AppError(400, 'feedback.too_many_images');
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
    limits: {
      fileSize: FEEDBACK_MAX_IMAGE_BYTES,
      files: FEEDBACK_MAX_IMAGES + 1,
      fields: 5,
      parts: FEEDBACK_MAX_IMAGES + 6,
    },
  });

  /** JSON or multipart; checks, limits and storage in domain/content/feedback. */
  route(
    app,
    D.submitFeedback,
    async (request) => ok(await storeFeedback(app.db, request.merchant, memberOf(request).id, request.body)),
    { preValidation: multipartToBody },
  );
}
