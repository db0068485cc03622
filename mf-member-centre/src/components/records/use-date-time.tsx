import { useCallback } from 'react';
import { useLanguage, useTimeZone } from '@jogo/shared/bus';
import { formatDateTime, zoneLabel } from '@jogo/shared/time';

/**
 * @returns a formatter of instants as the site's local date and time (the zone of the status info, not the
 * browser's) in the member's language
 */
export function useDateTime(): (iso: string | null) => string {
  const language = useLanguage();
  const zone = useTimeZone();
  return useCallback(
    (iso: string | null) => formatDateTime(iso, zone, language === 'EN' ? 'EN' : 'PT'),
    [language, zone],
  );
}

/** @returns the site zone's offset now, `GMT-03:00`, for a note beside a time column */
export function useZoneLabel(): string {
  return zoneLabel(useTimeZone());
}

/** The site zone's offset beside a time column's title: the times below are of that zone. */
export function ZoneNote({ className }: { className?: string }) {
  const label = useZoneLabel();
  return <span className={className}> ({label})</span>;
}
