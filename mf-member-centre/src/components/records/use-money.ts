import { useCallback } from 'react';
import { useBalance, useLanguage } from '@jogo/shared/bus';
import { formatMoney } from '@jogo/shared/ui';

/** @returns a formatter of amounts in the member's currency and language (PT `R$ 1.234,56`) */
export function useMoney(): (amount: number) => string {
  const { currencySymbol } = useBalance();
  const language = useLanguage();
  return useCallback((n: number) => formatMoney(n, currencySymbol, language), [currencySymbol, language]);
}

/** @returns a date-time in the member's language */
export function useDateTime(): (iso: string | null) => string {
  const language = useLanguage();
  return useCallback(
    (iso: string | null) =>
      iso
        ? new Intl.DateTimeFormat(language === 'PT' ? 'pt-BR' : 'en-GB', {
            dateStyle: 'short',
            timeStyle: 'short',
          }).format(new Date(iso))
        : '—',
    [language],
  );
}
