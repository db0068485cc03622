import type { Rule } from './rules';

/**
 * The CPF validity rule, one for the front-end and the gateway: 11 digits (dots and dash allowed), both
 * check digits (Receita Federal's mod-11), and none of the known placeholder numbers that pass the check
 * digits but belong to nobody: the eleven repeated digits (000.000.000-00 ... 999.999.999-99) and
 * 123.456.789-09, typed by whoever wants to get past a form.
 */

/** Numbers that pass the check digits but are placeholders (digits only). */
export const CPF_PLACEHOLDERS: readonly string[] = [
  ...Array.from({ length: 10 }, (_, i) => String(i).repeat(11)),
  '12345678909',
];

/** The message of a refused CPF (common.json `validation.cpfInvalid`). */
export const CPF_INVALID = 'common:validation.cpfInvalid';

/** @returns the 11 digits of a CPF written `000.000.000-00` or `00000000000`, or null for another shape */
export function cpfDigits(value: string): string | null {
  const v = value.trim();
  return /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) ? v.replace(/\D/g, '') : null;
}

/** @returns whether the value is a valid CPF: shape, both check digits, no placeholder */
export function cpfValid(value: string): boolean {
  const d = cpfDigits(value);
  if (!d || CPF_PLACEHOLDERS.includes(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i += 1) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

/** The CPF field rule (empty is `required`'s business). */
export const cpfRule: Rule = (value) => (value === '' || cpfValid(value) ? null : { key: CPF_INVALID });
