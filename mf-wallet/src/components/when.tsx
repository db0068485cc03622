import { useLanguage } from '@jogo/shared/bus';

/** A date and time in the language's style. */
export function When({ iso }: { iso: string }) {
  const language = useLanguage();
  return (
    <time dateTime={iso}>
      {new Intl.DateTimeFormat(language === 'PT' ? 'pt-BR' : 'en-US', {
        dateStyle: 'short',
        timeStyle: 'medium',
      }).format(new Date(iso))}
    </time>
  );
}
