/**
 * Money, numbers and percentages are written by hand, not with Intl.NumberFormat: the first Intl.NumberFormat
 * of a page loads the locale's data, about 33 ms on a desktop and 130 ms on a phone four times slower, in one
 * task, and home's first render formats the winners' amounts (total blocking time). The styles we
 * show are simple and fixed, and the tests compare every function here with Intl.NumberFormat:
 * - money: pt-BR `-R$ 1.234,50` (the sign before the symbol, a no-break space U+00A0 after it, so the symbol
 *   never wraps away from the number), en `-R$1,234.50` (no space: what Intl's `en` writes for BRL);
 * - numbers: pt-BR `1.234,5`, en `1,234.5`; percentages `0,7%` / `0.7%` (no space, as Intl's percent style);
 * - never a negative zero: an amount that rounds to zero is written without a sign (Intl's
 *   `signDisplay: 'negative'`), so `-0` and `-0.004` are `R$ 0,00`.
 */
const STYLE = {
  PT: { group: '.', decimal: ',', locale: 'pt-BR', space: '\u00a0' },
  EN: { group: ',', decimal: '.', locale: 'en-US', space: '' },
} as const;

export type NumberLanguage = 'PT' | 'EN';

/** How many fraction digits a number shows: at least `minDigits`, at most `maxDigits` (rounded half up). */
export interface DigitOptions {
  minDigits?: number;
  maxDigits?: number;
}

/**
 * A number in the language's style, as Intl.NumberFormat writes it with `signDisplay: 'negative'` and the same
 * fraction digits (default 0 to 3, Intl's default).
 * @returns e.g. PT `-1.234,5`, EN `-1,234.5`
 */
export function formatNumber(
  value: number,
  language: NumberLanguage = 'PT',
  { minDigits = 0, maxDigits = Math.max(3, minDigits) }: DigitOptions = {},
): string {
  const style = STYLE[language];
  // beyond what String() writes without an exponent (and NaN, ±∞): the rare case pays for Intl
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21)
    return new Intl.NumberFormat(style.locale, {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
      signDisplay: 'negative',
    }).format(value);
  const [whole, fraction] = round(Math.abs(value), maxDigits);
  const shown = trimZeros(fraction, minDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${grouped}${shown ? style.decimal + shown : ''}`;
}

/** A number with two decimals in the language's number style (PT `1.234,50`, EN `1,234.50`). */
export function formatAmount(amount: number, language: NumberLanguage = 'PT'): string {
  return formatNumber(amount, language, { minDigits: 2, maxDigits: 2 });
}

/**
 * Money with two decimals and the currency symbol (spec 9), in the UI language's style, as
 * `Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', signDisplay: 'negative' })` writes R$.
 * @returns PT `-R$ 21,00` (no-break space), EN `-R$21.00`
 */
export function formatMoney(amount: number, symbol: string, language: NumberLanguage = 'PT'): string {
  const text = formatAmount(amount, language);
  const negative = text.startsWith('-');
  return `${negative ? '-' : ''}${symbol}${STYLE[language].space}${negative ? text.slice(1) : text}`;
}

/**
 * A percentage in the language's style; `percent` is the number before the sign (0.7 for 0.7 %), as
 * Intl.NumberFormat's percent style writes `percent / 100` (default 0 to 2 decimals).
 * @returns PT `0,7%`, EN `0.7%`
 */
export function formatPercent(
  percent: number,
  language: NumberLanguage = 'PT',
  { minDigits = 0, maxDigits = Math.max(2, minDigits) }: DigitOptions = {},
): string {
  return `${formatNumber(percent, language, { minDigits, maxDigits })}%`;
}

/**
 * A non-negative number rounded to `digits` decimals as Intl rounds it: the number's shortest decimal form
 * (what String() writes: 1.005 is "1.005", though the double is 1.00499…) rounded half up. toFixed rounds the
 * double's exact binary value instead and would write 1.00.
 * @returns the whole digits and exactly `digits` fraction digits
 */
function round(abs: number, digits: number): [string, string] {
  const text = String(abs);
  // below 1e-6 String() writes an exponent: far below what we show
  if (text.includes('e')) return ['0', '0'.repeat(digits)];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  const up = fraction.charCodeAt(digits) >= 53; /* '5' */
  if (!up) return [whole, fraction.slice(0, digits)];
  const rounded = (BigInt(whole + fraction.slice(0, digits)) + 1n).toString().padStart(digits + 1, '0');
  return digits ? [rounded.slice(0, -digits), rounded.slice(-digits)] : [rounded, ''];
}

/** The fraction digits without trailing zeros beyond `min`. */
function trimZeros(fraction: string, min: number): string {
  let end = fraction.length;
  while (end > min && fraction.charCodeAt(end - 1) === 48 /* '0' */) end--;
  return fraction.slice(0, end);
}

/** The masked form shown while the balance is hidden. */
export const MASKED_MONEY = '******';
