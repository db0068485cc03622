import { useCallback } from 'react';
import { useLanguage } from '@jogo/shared/bus';
import { formatMoney } from '@jogo/shared/ui';

/** R$ in the language's format (PT `R$ 1.234,56`, EN `R$1,234.56`). */
export function useMoney(): (amount: number) => string {
  const lang = useLanguage();
  return useCallback((amount: number) => formatMoney(amount, 'R$', lang), [lang]);
}

/** A date-time of the gateway (ISO) in the reader's locale. */
export function useDateTime(): (iso: string | null) => string {
  const lang = useLanguage();
  return useCallback(
    (iso: string | null) =>
      iso
        ? new Date(iso).toLocaleString(lang === 'PT' ? 'pt-BR' : 'en-GB', {
            dateStyle: 'short',
            timeStyle: 'short',
          })
        : '-',
    [lang],
  );
}
