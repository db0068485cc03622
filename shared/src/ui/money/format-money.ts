/**
 * Money is written by hand, not with Intl.NumberFormat: the first Intl.NumberFormat of a page loads the
 * locale's data, about 33 ms on a desktop and 130 ms on a phone four times slower, in one task, and home's
 * first render formats the winners' amounts (issue 14, total blocking time). The two styles we show are
 * simple and fixed: pt-BR `1.234,50`, en-US `1,234.50`. The tests compare this with Intl.NumberFormat.
 */
const STYLE = {
  PT: { group: '.', decimal: ',', locale: 'pt-BR' },
  EN: { group: ',', decimal: '.', locale: 'en-US' },
} as const;

/** A number with two decimals in the language's number style, as Intl.NumberFormat writes it. */
export function formatAmount(amount: number, language: 'PT' | 'EN' = 'PT'): string {
  const style = STYLE[language];
  // beyond what toFixed writes without an exponent (and NaN, ±∞): the rare case pays for Intl
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21)
    return new Intl.NumberFormat(style.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      amount,
    );
  const [whole, cents] = roundToCents(Math.abs(amount));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${grouped}${style.decimal}${cents}`;
}

/**
 * A non-negative number rounded to two decimals as Intl rounds it: the number's shortest decimal form (what
 * String() writes: 1.005 is "1.005", though the double is 1.00499…) rounded half up. toFixed rounds the double's
 * exact binary value instead and would write 1.00.
 */
function roundToCents(abs: number): [string, string] {
  const text = String(abs);
  // below 1e-6 String() writes an exponent: far below half a cent
  if (text.includes('e')) return ['0', '00'];
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length <= 2) return [whole, fraction.padEnd(2, '0')];
  const cents = BigInt(whole + fraction.slice(0, 2)) + (fraction.charCodeAt(2) >= 53 /* '5' */ ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

/** Money with two decimals and the currency symbol (spec 9), in the UI language's number style. */
export function formatMoney(amount: number, symbol: string, language: 'PT' | 'EN' = 'PT'): string {
  return `${symbol} ${formatAmount(amount, language)}`;
}

/** The masked form shown while the balance is hidden. */
export const MASKED_MONEY = '******';
