import type { LimitPeriod, MarketRegistrationRules, MarketSignUpFields } from '@jogo/shared/api';
import { parseAmount, type AmountLanguage } from '@jogo/shared/money';
import { cpfDigits, cpfValid, CPF_INVALID } from '@jogo/shared/validation';
import { ageOn, dayOf } from '@jogo/shared/time';

/** What the member types into the fields a market adds to sign-up (BR: CPF, name, birth date, limits). */
export interface MarketValues {
  cpf: string;
  fullName: string;
  birthDate: string;
  lossLimit: string;
  lossPeriod: LimitPeriod;
  timeLimit: string;
}
export type MarketField = 'cpf' | 'fullName' | 'birthDate' | 'lossLimit' | 'timeLimit';
export type MarketErrors = Partial<
  Record<MarketField, { key: string; params?: Record<string, number | string> }>
>;

export const EMPTY_MARKET_VALUES: MarketValues = {
  cpf: '',
  fullName: '',
  birthDate: '',
  lossLimit: '',
  lossPeriod: 'MONTH',
  timeLimit: '',
};

/** @returns the fields the market asks for, in the form's order */
export function marketFields(rules: MarketRegistrationRules | null | undefined): MarketField[] {
  if (!rules) return [];
  return (['cpf', 'fullName', 'birthDate', 'lossLimit', 'timeLimit'] as const).filter((f) => rules[f]);
}

const required = { key: 'auth:protection.required' };

/**
 * The loss limit as the shared amount reader reads it in the language's style (`@jogo/shared/money`: PT
 * `1.234,56`, EN `1,234.56`; `10,555` ambiguous, PT `10.55` the other style), in currency units.
 * @returns the amount, or the reader's refusal (a zero is refused by the form: a limit is above 0)
 */
function lossLimitOf(
  text: string,
  language: AmountLanguage,
): { value: number } | { key: string; params?: Record<string, string> } {
  const r = parseAmount(text, language);
  if (!r.ok) return { key: r.key, params: r.params };
  if (r.minor <= 0) return { key: 'auth:protection.amountInvalid' };
  return { value: r.minor / 100 };
}

/**
 * The client's check of the market's sign-up fields (the gateway checks them again and has the last word):
 * CPF shape, check digits and placeholders (@jogo/shared/validation); a first and a last name; a real birth
 * date and the minimum age on today's site day (the site's zone, not the browser's); a loss limit above 0, read by
 * the shared amount reader in the language's style;
 * a daily time limit of 1 to 1440 whole minutes. @returns one message key per wrong field
 */
export function validateMarket(
  v: MarketValues,
  rules: MarketRegistrationRules,
  now: number,
  zone: string,
  language: AmountLanguage,
): MarketErrors {
  const e: MarketErrors = {};
  if (rules.cpf) {
    if (!v.cpf.trim()) e.cpf = required;
    else if (!cpfValid(v.cpf.trim())) e.cpf = { key: CPF_INVALID };
  }
  if (rules.fullName) {
    const name = v.fullName.trim().replace(/\s+/g, ' ');
    if (!name) e.fullName = required;
    else if (name.split(' ').length < 2 || !/^[\p{L}' .-]+$/u.test(name))
      e.fullName = { key: 'auth:protection.fullNameInvalid' };
  }
  if (rules.birthDate) {
    const b = v.birthDate.trim();
    const today = dayOf(now, zone);
    if (!b) e.birthDate = required;
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(b) || Number.isNaN(Date.parse(`${b}T00:00:00Z`)) || b > today)
      e.birthDate = { key: 'auth:protection.dateInvalid' };
    else if ((ageOn(b, today) ?? 0) < rules.minimumAge)
      e.birthDate = { key: 'auth:protection.underAge', params: { age: rules.minimumAge } };
  }
  if (rules.lossLimit) {
    const loss = lossLimitOf(v.lossLimit, language);
    if (!v.lossLimit.trim()) e.lossLimit = required;
    else if (!('value' in loss)) e.lossLimit = loss;
  }
  if (rules.timeLimit) {
    const t = v.timeLimit.trim();
    if (!t) e.timeLimit = required;
    else if (!/^\d{1,4}$/.test(t) || Number(t) < 1 || Number(t) > 1440)
      e.timeLimit = { key: 'auth:protection.minutesInvalid' };
  }
  return e;
}

/** @returns the fields of the registration body, only those the market asks for */
export function marketBody(
  v: MarketValues,
  rules: MarketRegistrationRules | null | undefined,
  language: AmountLanguage,
): MarketSignUpFields {
  if (!rules) return {};
  const read = lossLimitOf(v.lossLimit, language);
  const loss = 'value' in read ? read.value : null;
  return {
    ...(rules.cpf ? { cpf: cpfDigits(v.cpf.trim()) ?? v.cpf.trim() } : {}),
    ...(rules.fullName ? { fullName: v.fullName.trim().replace(/\s+/g, ' ') } : {}),
    ...(rules.birthDate ? { birthDate: v.birthDate.trim() } : {}),
    ...(rules.lossLimit && loss !== null ? { lossLimit: { value: loss, period: v.lossPeriod } } : {}),
    ...(rules.timeLimit ? { timeLimitMinutes: Number(v.timeLimit.trim()) } : {}),
  };
}

/** The gateway names a refused field `cpf`, `fullName`, `birthDate`, `lossLimit` or `timeLimitMinutes`. */
export function marketFieldOf(field: unknown): MarketField | null {
  if (field === 'timeLimitMinutes') return 'timeLimit';
  return field === 'cpf' ||
    field === 'fullName' ||
    field === 'birthDate' ||
    field === 'lossLimit' ||
    field === 'timeLimit'
    ? field
    : null;
}
