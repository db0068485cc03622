import { useCallback } from 'react';
import { useLanguage, useTimeZone } from '@jogo/shared/bus';
import { formatDateTime } from '@jogo/shared/time';

/** @returns a short date formatter in the UI language, on the site's clock (its zone, not the browser's). */
export function useDate(): (iso: string, withTime?: boolean) => string {
  const language = useLanguage();
  const zone = useTimeZone();
  return useCallback(
    (iso: string, withTime = false) =>
      formatDateTime(iso, zone, language === 'EN' ? 'EN' : 'PT', withTime ? 'dateTime' : 'date'),
    [language, zone],
  );
}
