import { parseWhole, type AmountLanguage } from '@jogo/shared/money';

/** 100 points = R$ 1 (spec: convert points to balance); whole hundreds only, as the gateway requires. */
export const POINTS_PER_REAL = 100;

export type ConvertCheck =
  { ok: true; points: number } | { ok: false; error: string; params?: Record<string, string | number> };

/**
 * Checks the points typed for a conversion before any call, in this order: readable as a whole
 * number in the page's language (`100.5` / `100,5` is refused as not whole, never floored to 100), not more than
 * the member has (its own message, before the multiples rule), at least the minimum and a multiple of 100.
 * @returns the points to convert, or an i18n key with its values
 */
export function checkConvert(
  text: string,
  held: number,
  minPoints: number,
  language: AmountLanguage,
): ConvertCheck {
  const read = parseWhole(text, language);
  if (!read.ok)
    return read.reason === 'notWhole'
      ? { ok: false, error: 'convert.whole' }
      : { ok: false, error: read.key, params: read.params };
  const points = read.value;
  if (points > held) return { ok: false, error: 'convert.moreThanHeld', params: { held } };
  if (points < minPoints || points % POINTS_PER_REAL !== 0)
    return { ok: false, error: 'convert.multiple', params: { min: minPoints } };
  return { ok: true, points };
}
