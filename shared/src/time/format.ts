import { DEFAULT_TIME_ZONE, offsetText } from './zone';

/**
 * Times shown to a person, in the site's zone (DESIGN.md section 9): the front-end never formats an instant
 * in the browser's zone, which may be another country's. Built on Intl.DateTimeFormat with `timeZone` (the
 * runtime's own time-zone data), one cached formatter per language, zone and style.
 */

export type TimeLang = 'PT' | 'EN';
export type TimeStyle = 'dateTime' | 'date' | 'time' | 'dateTimeSeconds';

const LOCALES: Record<TimeLang, string> = { PT: 'pt-BR', EN: 'en-GB' };
const OPTIONS: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dateTimeSeconds: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: TimeLang, zone: string, style: TimeStyle): Intl.DateTimeFormat {
  const key = `${lang}|${zone}|${style}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang] ?? LOCALES.PT, {
      ...OPTIONS[style],
      hourCycle: 'h23',
      timeZone: zone,
    });
    cache.set(key, f);
  }
  return f;
}

/** an instant as the gateway sends it (ISO text) or epoch milliseconds */
export type Instant = string | number | Date;

function instant(t: Instant): number {
  return typeof t === 'number' ? t : typeof t === 'string' ? Date.parse(t) : t.getTime();
}

/**
 * @returns the instant as the site's local date and time in the language, `26/11/2026 22:30` (PT and EN
 * alike, day first); `—` for no time or a text that is not one
 */
export function formatDateTime(
  t: Instant | null | undefined,
  zone: string,
  lang: TimeLang,
  style: TimeStyle = 'dateTime',
): string {
  if (t === null || t === undefined || t === '') return '—';
  const ms = instant(t);
  if (Number.isNaN(ms)) return '—';
  return formatter(lang, zone, style).format(ms).replace(',', '');
}

/** @returns the site's local date of the instant, `26/11/2026` */
export const formatDate = (t: Instant | null | undefined, zone: string, lang: TimeLang) =>
  formatDateTime(t, zone, lang, 'date');

/** @returns a `YYYY-MM-DD` day of the site as the language writes it, `26/11/2026` (no zone arithmetic) */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** @returns the zone's offset at the instant as people read it, `GMT-03:00` (for a note beside a time column) */
export function zoneLabel(zone: string, t: Instant = Date.now()): string {
  return `GMT${offsetText(instant(t), zone)}`;
}

/**
 * @returns a gateway time (ISO with offset) as the site's zone writes it on the protection screens: the one
 * formatter's `dateTime` (`26/11/2026 22:30`, day first in PT and EN, as the gateway's texts write it); a text
 * that is not a time comes back as it is. (One copy for the shell's time-limit dialog and the member centre.)
 */
export function formatSiteTime(iso: string, zone: string | undefined, language: TimeLang): string {
  return Number.isNaN(Date.parse(iso)) ? iso : formatDateTime(iso, zone ?? DEFAULT_TIME_ZONE, language);
}
