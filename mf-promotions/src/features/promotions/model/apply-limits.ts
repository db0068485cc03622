/**
 * The application form's limits (spec 5: remark up to 140 characters, PNG or JPG images, at most 3, 5 MB
 * each), checked before upload. The gateway checks the same again, the image type by its content.
 * Messages are i18n keys of the promotions namespace.
 */
export const MAX_REMARK = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageProblem = 'apply.errors.imageType' | 'apply.errors.imageSize' | 'apply.errors.tooMany';

/** Characters as a user counts them (code points, so an emoji is one). */
export const remarkLength = (remark: string): number => [...remark].length;

export const remarkError = (remark: string): 'apply.errors.remarkTooLong' | null =>
  remarkLength(remark.trim()) > MAX_REMARK ? 'apply.errors.remarkTooLong' : null;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** @returns whether the first bytes are a PNG or JPEG signature (a GIF renamed .png is not). */
export function isPngOrJpeg(head: Uint8Array): boolean {
  if (head.length >= 8 && PNG.every((b, i) => head[i] === b)) return true;
  return head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
}

function readHead(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, 8);
  if (typeof part.arrayBuffer === 'function') return part.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/** Checks one picked file: declared type and name, size, then its first bytes. */
export async function checkImage(file: File): Promise<ImageProblem | null> {
  const declared = /^image\/(png|jpeg)$/.test(file.type) && /\.(png|jpe?g)$/i.test(file.name);
  if (!declared) return 'apply.errors.imageType';
  if (file.size > MAX_IMAGE_BYTES) return 'apply.errors.imageSize';
  return isPngOrJpeg(await readHead(file)) ? null : 'apply.errors.imageType';
}

/**
 * Adds picked files to the chosen ones: every file is checked, and none is added past the third.
 * @returns the new list and the first problem met (the list keeps the good files)
 */
export async function addImages(
  current: File[],
  picked: File[],
): Promise<{ images: File[]; problem: ImageProblem | null }> {
  const images = [...current];
  let problem: ImageProblem | null = null;
  for (const f of picked) {
    if (images.length >= MAX_IMAGES) {
      problem ??= 'apply.errors.tooMany';
      continue;
    }
    const p = await checkImage(f);
    if (p) problem ??= p;
    else images.push(f);
  }
  return { images, problem };
}
