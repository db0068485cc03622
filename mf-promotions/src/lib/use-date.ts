import { useCallback } from 'react';
import { useLanguage } from '@jogo/shared/bus';

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
