/** Feedback limits (spec 5, 9): 140 characters, at most 3 images, png or jpg, 5 MB each. */
export const FEEDBACK_MAX_CHARS = 140;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_MAX_IMAGE_MB = 5;
export const FEEDBACK_MAX_IMAGE_BYTES = FEEDBACK_MAX_IMAGE_MB * 1024 * 1024;
const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

export type FeedbackError = 'required' | 'tooLong' | 'tooMany' | 'type' | 'size';

/** @returns the first problem of the text, or null */
export function contentError(content: string): FeedbackError | null {
  const text = content.trim();
  if (!text) return 'required';
  if ([...text].length > FEEDBACK_MAX_CHARS) return 'tooLong';
  return null;
}

/**
 * @returns why a file cannot be attached next to `attached` others, or null. Some browsers leave `type`
 * empty, so the extension decides then; the gateway checks the bytes again.
 */
export function imageError(
  file: Pick<File, 'name' | 'type' | 'size'>,
  attached: number,
): FeedbackError | null {
  if (attached >= FEEDBACK_MAX_IMAGES) return 'tooMany';
  const typeOk = file.type ? ACCEPTED_TYPES.includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return 'type';
  if (file.size > FEEDBACK_MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** Splits picked files into those that fit and the first error of the rest. */
export function acceptImages<F extends Pick<File, 'name' | 'type' | 'size'>>(
  picked: readonly F[],
  attached: number,
): { accepted: F[]; error: FeedbackError | null } {
  const accepted: F[] = [];
  let error: FeedbackError | null = null;
  for (const f of picked) {
    const e = imageError(f, attached + accepted.length);
    if (e) error ??= e;
    else accepted.push(f);
  }
  return { accepted, error };
}
