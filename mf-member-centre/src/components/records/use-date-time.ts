import { useCallback } from 'react';
import { useLanguage } from '@jogo/shared/bus';

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
