/**
 * A decimal in the language's format (PT `1.234,56`, EN `1,234.56`) with a fixed number of digits, for every
 * number the in-house games show (spec: numbers follow Intl.NumberFormat of the current language).
 */
export function formatNumber(value: number, digits: number, language: 'PT' | 'EN'): string {
  return new Intl.NumberFormat(language === 'EN' ? 'en-US' : 'pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
