/** Money with two decimals and the currency symbol (spec 9), in the UI language's number style. */
export function formatMoney(amount: number, symbol: string, language: 'PT' | 'EN' = 'PT'): string {
  const text = new Intl.NumberFormat(language === 'PT' ? 'pt-BR' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${symbol} ${text}`;
}

/** The masked form shown while the balance is hidden. */
export const MASKED_MONEY = '******';
