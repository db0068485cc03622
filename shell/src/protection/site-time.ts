import { DEFAULT_TIME_ZONE, zoned } from '@jogo/shared/time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * @returns a gateway time (ISO with offset) as the site's zone writes it, `dd/MM/yyyy HH:mm` (PT) or
 * `MM/dd/yyyy HH:mm` (EN); the browser's own zone plays no part
 */
export function formatSiteTime(iso: string, zone: string | undefined, language: 'PT' | 'EN'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const d = zoned(ms, zone ?? DEFAULT_TIME_ZONE);
  const day =
    language === 'PT'
      ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}`
      : `${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
  return `${day}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
