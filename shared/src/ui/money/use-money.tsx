import { useMemo } from 'react';
import { useBalance, useLanguage } from '../../bus/hooks';
import { formatAmount, formatMoney, formatNumber, formatPercent, type DigitOptions } from './format-money';

/** The page's formatters, bound to the UI language and the member's currency symbol. */
export interface Formatters {
  /** money with its symbol: PT `-R$ 1.234,50`, EN `-R$1,234.50` */
  money: (amount: number) => string;
  /** two decimals, no symbol: PT `1.234,50` */
  amount: (amount: number) => string;
  /** a plain number or points: PT `1.234`, `0,75` (0 to 3 decimals unless told) */
  number: (value: number, digits?: DigitOptions) => string;
  /** a percentage from the number before the sign: PT `0,7%` (0 to 2 decimals unless told) */
  percent: (percent: number, digits?: DigitOptions) => string;
}

/**
 * The one formatter of every app: reads the language and the currency symbol from the stores.
 * @returns formatters that change identity only when the language or the symbol changes
 */
export function useFormat(): Formatters {
  const language = useLanguage();
  const symbol = useBalance().currencySymbol || 'R$';
  return useMemo(
    () => ({
      money: (amount) => formatMoney(amount, symbol, language),
      amount: (amount) => formatAmount(amount, language),
      number: (value, digits) => formatNumber(value, language, digits),
      percent: (percent, digits) => formatPercent(percent, language, digits),
    }),
    [language, symbol],
  );
}

/** @returns the money formatter of useFormat (`R$ 1.234,50` in PT) */
export function useMoney(): (amount: number) => string {
  return useFormat().money;
}

/** An amount of money in the page's language and currency, as text. */
export function Money({ value }: { value: number }) {
  return <>{useFormat().money(value)}</>;
}
