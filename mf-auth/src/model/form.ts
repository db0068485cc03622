import { firstError, translateRule, trimmed, type Rule, type RuleResult } from '@jogo/shared/validation';
import type { AnyT } from '@jogo/shared/i18n';

export type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * Validates a form at submit (spec 5): every value is trimmed except the fields named in `raw` (the SMS code),
 * and each field keeps only its first message.
 * @returns translated messages per field; empty when the form is valid
 */
export function validateForm<F extends string>(
  t: AnyT,
  values: Record<F, string>,
  rules: Partial<Record<F, Rule[]>>,
  raw: readonly NoInfer<F>[] = [],
): Errors<F> {
  const errors: Errors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const list = rules[field];
    if (!list) continue;
    const value = raw.includes(field) ? values[field] : trimmed(values[field] ?? '');
    const result: RuleResult | null = firstError(value, list);
    const text = translateRule(t, result);
    if (text) errors[field] = text;
  }
  return errors;
}

export const hasErrors = <F extends string>(errors: Errors<F>) => Object.keys(errors).length > 0;

/** The values as sent: trimmed except the raw fields. */
export function cleanValues<F extends string>(
  values: Record<F, string>,
  raw: readonly F[] = [],
): Record<F, string> {
  const out = { ...values };
  for (const k of Object.keys(out) as F[]) if (!raw.includes(k)) out[k] = trimmed(out[k] ?? '');
  return out;
}
