import { useCallback } from 'react';
import { useBalance, useLanguage } from '@jogo/shared/bus';
import { formatMoney } from '@jogo/shared/ui';

/** @returns a formatter of currency amounts in the UI language (PT `R$ 1.234,56`, EN `R$1,234.56`). */
export function useMoney(): (amount: number) => string {
  const language = useLanguage();
  const { currencySymbol } = useBalance();
  return useCallback(
    (amount: number) => formatMoney(amount, currencySymbol || 'R$', language),
    [language, currencySymbol],
  );
}

/** @returns a formatter of whole numbers (points) in the UI language. */
export function useNumber(): (n: number) => string {
  const language = useLanguage();
  return useCallback(
    (n: number) => new Intl.NumberFormat(language === 'EN' ? 'en-US' : 'pt-BR').format(n),
    [language],
  );
}

/** @returns a short date formatter in the UI language. */
export function useDate(): (iso: string, withTime?: boolean) => string {
  const language = useLanguage();
  return useCallback(
    (iso: string, withTime = false) =>
      new Intl.DateTimeFormat(language === 'EN' ? 'en-GB' : 'pt-BR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
        timeZone: 'UTC',
      }).format(new Date(iso)),
    [language],
  );
}
