import { useCallback } from 'react';
import { useLanguage, useTimeZone } from '@jogo/shared/bus';
import { formatDateTime } from '@jogo/shared/time';
import { useFormat } from '@jogo/shared/ui';

/** Money (PT `R$ 1.234,56`, EN `R$1,234.56`) and the site's zone: the shared hooks, named as this app reads them. */
export { useMoney } from '@jogo/shared/ui';
export { useTimeZone as useZone } from '@jogo/shared/bus';

/** A rate in the language's number style (PT `0,8%`, EN `0.8%`): the shared formatter. */
export function usePercent(): (percent: number) => string {
  return useFormat().percent;
}

/** A date-time of the gateway (ISO) in the reader's language, on the site's clock: the shared formatter. */
export function useDateTime(): (iso: string | null) => string {
  const lang = useLanguage();
  const zone = useTimeZone();
  return useCallback(
    (iso: string | null) => formatDateTime(iso, zone, lang === 'EN' ? 'EN' : 'PT'),
    [lang, zone],
  );
}
