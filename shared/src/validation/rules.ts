/**
 * A rule returns null when the value passes, or an i18n key (with params) for the message.
 * Messages are keys, never strings (STYLE.md section 3).
 */
export interface RuleResult {
  key: string;
  params?: Record<string, string | number>;
}
export type Rule = (value: string) => RuleResult | null;

/** spec 5: all inputs are trimmed except the SMS code */
export const trimmed = (value: string): string => value.trim();

/** spec 8: a field shows its first message only */
export function firstError(value: string, rules: Rule[]): RuleResult | null {
  for (const rule of rules) {
    const r = rule(value);
    if (r) return r;
  }
  return null;
}
