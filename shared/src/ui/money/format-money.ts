/**
 * One formatter per language: building an Intl.NumberFormat costs far more than using one (the home's winners
 * board formats dozens of amounts per render; creating a formatter each time was its largest cost on a phone).
 */
const formatters: Partial<Record<'PT' | 'EN', Intl.NumberFormat>> = {};

/** Money with two decimals and the currency symbol (spec 9), in the UI language's number style. */
export function formatMoney(amount: number, symbol: string, language: 'PT' | 'EN' = 'PT'): string {
  const format = (formatters[language] ??= new Intl.NumberFormat(language === 'PT' ? 'pt-BR' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));
  return `${symbol} ${format.format(amount)}`;
}

/** The masked form shown while the balance is hidden. */
export const MASKED_MONEY = '******';
