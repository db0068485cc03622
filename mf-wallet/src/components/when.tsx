import { useLanguage, useTimeZone } from '@jogo/shared/bus';
import { formatDateTime } from '@jogo/shared/time';

/** A date and time in the language's style, on the site's clock (its zone, not the browser's). */
export function When({ iso }: { iso: string }) {
  const language = useLanguage();
  const zone = useTimeZone();
  return (
    <time dateTime={iso}>
      {formatDateTime(iso, zone, language === 'EN' ? 'EN' : 'PT', 'dateTimeSeconds')}
    </time>
  );
}
