import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors';
import { sniffImage, type ImageMime } from '../../lib/sniff-image';

export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_REMARK = 140;

/** The multipart limits: one file more than allowed, so a fourth image gets the clear message, not a cut. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_IMAGES + 1,
  fields: 4,
  parts: MAX_IMAGES + 5,
};

export interface CheckedImage {
  mime: ImageMime;
  data: Buffer;
}

/**
 * Reads an application form (`promotionId`, `remark`, files) from a multipart body and checks it whole
 * before anything is stored: at most 3 images, each at most 5 MB and a PNG or JPEG by content, a remark of
 * at most 140 characters. Throws a 400 with a translated message on the first problem.
 */
export async function readApplicationForm(
  request: FastifyRequest,
): Promise<{ promotionId: number; remark: string; images: CheckedImage[] }> {
  if (!request.isMultipart()) throw new AppError(400, 'promotion.form_invalid');
  const fields: Record<string, string> = {};
  const images: CheckedImage[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (images.length >= MAX_IMAGES) throw new AppError(400, 'promotion.too_many_images');
        if (data.length > MAX_IMAGE_BYTES) throw new AppError(400, 'promotion.image_too_large');
        const mime = sniffImage(data);
        if (!mime) throw new AppError(400, 'promotion.image_type');
        images.push({ mime, data });
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(400, 'promotion.image_too_large');
    if (code === 'FST_FILES_LIMIT') throw new AppError(400, 'promotion.too_many_images');
    throw new AppError(400, 'promotion.form_invalid');
  }
  const promotionId = Number(fields.promotionId);
  if (!Number.isInteger(promotionId) || promotionId < 1) throw new AppError(400, 'promotion.form_invalid');
  const remark = (fields.remark ?? '').trim();
  // characters as the user counts them (code points), as the form's counter does
  if ([...remark].length > MAX_REMARK) throw new AppError(400, 'promotion.remark_too_long');
  return { promotionId, remark, images };
}
