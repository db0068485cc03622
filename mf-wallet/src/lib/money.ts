/**
 * Amounts typed by a person, in either language's style. PT writes `1.234,56`, EN `1,234.56`; people also
 * type `1234,56`, `1234.5` or `R$ 50`. Rule: the LAST separator followed by one or two digits is the decimal
 * one; every other `.` or `,` groups thousands. Pure, no I/O.
 */

/** @returns the amount in currency units, or null when it is not a number with at most 2 decimals. */
export function parseMoney(text: string): number | null {
  const t = text.replace(/R\$|\s/g, '');
  if (!t) return null;
  if (!/^[\d.,]+$/.test(t)) return null;
  const m = /^(.*?)[.,](\d{1,2})$/.exec(t);
  const intPart = (m ? m[1]! : t).replace(/[.,]/g, '');
  const frac = m ? m[2]! : '';
  if (!/^\d+$/.test(intPart || '0')) return null;
  // a group separator must be followed by exactly 3 digits (no "1.2345")
  if (m && /[.,]/.test(m[1]!) && !/^\d{1,3}([.,]\d{3})*$/.test(m[1]!)) return null;
  // without a decimal part every separator groups thousands, all with the same sign
  if (!m && /[.,]/.test(t) && !/^\d{1,3}(\.\d{3})+$|^\d{1,3}(,\d{3})+$/.test(t)) return null;
  const cents = Number(intPart || '0') * 100 + Number(frac.padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) ? cents / 100 : null;
}

/** @returns the amount for an input box in the language's style, without the symbol (`1.234,56` / `1,234.56`). */
export function formatAmountInput(amount: number, language: 'PT' | 'EN'): string {
  return new Intl.NumberFormat(language === 'PT' ? 'pt-BR' : 'en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** @returns the fee in currency units: `bp` basis points of the amount, at least `min` (0 when bp is 0). */
export function feeOf(amount: number, bp: number, min: number): number {
  if (bp <= 0) return 0;
  const cents = Math.round(amount * 100);
  return Math.max(Math.round(min * 100), Math.round((cents * bp) / 10_000)) / 100;
}
