import { formatRange } from './patterns';
import type { RuleResult } from './rules';
import type { AnyT } from '../i18n/texts';

/** Anything that translates a key with params (i18next's `t`). */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * Turns a rule's result into text: the key is translated, then `(min)` and `(max)` of the pattern-family
 * messages are replaced (spec 5). Null in, null out.
 * @returns the message to show under the field
 */
export function translateRule(t: AnyT, result: RuleResult | null): string | null {
  if (!result) return null;
  // a rule's key is data: not checked against the texts' types
  const text = (t as Translate)(result.key, result.params);
  const min = result.params?.min;
  const max = result.params?.max;
  return typeof min === 'number' && typeof max === 'number' ? formatRange(text, min, max) : text;
}
