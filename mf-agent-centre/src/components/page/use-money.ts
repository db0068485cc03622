import { useCallback } from 'react';
import { useLanguage, useSettings } from '@jogo/shared/bus';
import { DEFAULT_TIME_ZONE } from '@jogo/shared/time';
import { formatMoney, useFormat } from '@jogo/shared/ui';

/** R$ in the language's format (PT `R$ 1.234,56`, EN `R$1,234.56`), never a negative zero (shared formatter). */
export function useMoney(): (amount: number) => string {
  const lang = useLanguage();
  return useCallback((amount: number) => formatMoney(amount, 'R$', lang), [lang]);
}

/** A rate in the language's number style (PT `0,8%`, EN `0.8%`): the shared formatter. */
export function usePercent(): (percent: number) => string {
  return useFormat().percent;
}

/** The site's time zone (status info `timeZone`): every day, period and time of the agent centre is of it. */
export function useZone(): string {
  const zone: unknown = useSettings().info?.timeZone;
  return typeof zone === 'string' && zone ? zone : DEFAULT_TIME_ZONE;
}

/** A date-time of the gateway (ISO) in the reader's language, on the site's clock. */
export function useDateTime(): (iso: string | null) => string {
  const lang = useLanguage();
  const zone = useZone();
  return useCallback(
    (iso: string | null) =>
      iso
        ? new Date(iso).toLocaleString(lang === 'PT' ? 'pt-BR' : 'en-GB', {
            dateStyle: 'short',
            timeStyle: 'short',
            timeZone: zone,
          })
        : '-',
    [lang, zone],
  );
}
