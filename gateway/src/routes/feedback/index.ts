import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { memberOf } from '../../http/member';
import { FEEDBACK_MAX_IMAGE_BYTES, FEEDBACK_MAX_IMAGES, storeFeedback } from '../../domain/feedback';

export { FEEDBACK_PER_HOUR } from '../../domain/feedback';

/**
 * Schema bound of one base64 image: 6 MB of data, so an image slightly over 5 MB still reaches the handler and
 * gets the clear `feedback.image_too_large`, while anything far larger stops at validation.
 */
const MAX_IMAGE_B64 = Math.ceil((6 * 1024 * 1024) / 3) * 4 + 32;

const FeedbackBody = Type.Object(
  {
    content: Type.String({ minLength: 1, maxLength: 140 }),
    images: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: MAX_IMAGE_B64 }), { maxItems: FEEDBACK_MAX_IMAGES }),
    ),
  },
  { additionalProperties: false },
);

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

  /** PUT /wps/feedback (FEEDBACK3): JSON or multipart; checks, limits and storage in domain/feedback. */
  app.put<{ Body: Static<typeof FeedbackBody> }>(
    '/wps/feedback',
    {
      config: { auth: 'member', trial: false, module: 'FEEDBACK3' },
      preValidation: multipartToBody,
      schema: { body: FeedbackBody },
    },
    async (request) => ok(await storeFeedback(app.db, request.merchant, memberOf(request).id, request.body)),
  );
}
