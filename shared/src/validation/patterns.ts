import type { RegisterFieldRule, RegisterPatternId } from '../contract/types/system';
import type { Rule, RuleResult } from './rules';

/**
 * The pattern families of spec 5 (`reg_pattern_0` to `reg_pattern_20`), numbered as the gateway numbers them
 * (shared/src/contract/types/system.ts). The client uses the server's `acceptedPattern` when it has one; these are
 * the families' own tests, for rules built without a server answer and for the tests of each family.
 */
export const REG_PATTERNS: Record<RegisterPatternId, RegExp | null> = {
  0: null,
  1: /^[A-Za-z][A-Za-z0-9]*$/,
  2: /^[\u4e00-\u9fa50-9]+$/u,
  3: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  4: /^[A-Za-z0-9]+$/,
  5: /^(?=.*[A-Za-z])(?=.*\d)\S+$/,
  6: /^\d+$/,
  7: /^(?=.*[A-Z]).+$/,
  8: /^[A-Za-z ]+$/,
  9: /^\S+$/,
  10: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  11: /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])-\d{4}$/,
  12: /^[\uac00-\ud7a3]+$/u,
  13: /^[\u0e00-\u0e7f]+$/u,
  14: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).+$/,
  15: /^[A-Za-zÀ-ÖØ-öø-ÿ' ]+$/u,
  16: /^\d+$/,
  17: /^[A-Za-z][A-Za-z0-9_]*$/,
  18: /^[\u4e00-\u9fa5]+$/u,
  19: /^[A-Za-z]+$/,
  20: /^[0-9.-]+$/,
};

/** The i18n key of a family's message (spec 5: `reg_pattern_{patternId}`), in the `auth` namespace. */
export const regPatternKey = (patternId: number): string => `auth:validation.reg_pattern_${patternId}`;

/** @returns whether a value belongs to a pattern family (0 accepts anything; an unknown id accepts anything) */
export function matchesFamily(patternId: number, value: string): boolean {
  const re = REG_PATTERNS[patternId as RegisterPatternId];
  return re ? re.test(value) : true;
}

/**
 * Whether a value matches a server `acceptedPattern`: `*` (or empty) means any value. A pattern the browser cannot
 * compile is skipped rather than blocking every registration; the gateway checks the same rule anyway.
 */
export function matchesAccepted(acceptedPattern: string, value: string): boolean {
  if (!acceptedPattern || acceptedPattern === '*') return true;
  try {
    return new RegExp(acceptedPattern, 'u').test(value);
  } catch {
    return true;
  }
}

/**
 * Replaces `(min)` and `(max)` in a translated family message. When both bounds are equal the range collapses to
 * one number (spec 5: "or one number when min equals max"): "(min)-(max) digits" becomes "6 digits".
 */
export function formatRange(text: string, min: number, max: number): string {
  let out = text;
  if (min === max) out = out.replace(/\(min\)\s*(?:-|–|~|to|a|até|e|and)\s*\(max\)/g, String(min));
  return out.replace(/\(min\)/g, String(min)).replace(/\(max\)/g, String(max));
}

const familyMessage = (
  rule: Pick<RegisterFieldRule, 'patternId' | 'minLength' | 'maxLength'>,
): RuleResult => ({
  key: regPatternKey(rule.patternId),
  params: { min: rule.minLength, max: rule.maxLength },
});

/**
 * The rule of a server-driven field (spec 5, registration): length between minLength and maxLength (in
 * characters) and the accepted pattern. An empty value passes: requiredness is a separate rule.
 */
export function serverFieldRule(
  rule: Pick<RegisterFieldRule, 'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'>,
): Rule {
  return (value) => {
    if (value === '') return null;
    const length = [...value].length;
    if (length < rule.minLength || length > rule.maxLength) return familyMessage(rule);
    if (!matchesAccepted(rule.acceptedPattern, value)) return familyMessage(rule);
    return null;
  };
}

/** A family rule without a server answer (the family's own pattern and the given bounds). */
export function familyRule(patternId: RegisterPatternId, minLength: number, maxLength: number): Rule {
  const re = REG_PATTERNS[patternId];
  return serverFieldRule({ patternId, minLength, maxLength, acceptedPattern: re ? re.source : '*' });
}
