/**
 * The site's zone and its offset without the calendar arithmetic (no date-fns), for code that only needs the zone
 * (the bus's useTimeZone); `@jogo/shared/time` re-exports both.
 */

/** The zone of the demo market (Brazil); the gateway's default for `site.timeZone`. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** @returns true when `zone` is an IANA zone this runtime knows */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** @returns the zone's offset from UTC at the instant, `-03:00` style (Intl's zone data, as `dayOf`) */
export function offsetText(t: number, zone: string): string {
  let f = offsetFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, f);
  }
  const name = f.formatToParts(t).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  // `GMT-03:00`, or plain `GMT` at offset zero
  return /GMT([+-]\d{2}:\d{2})/.exec(name)?.[1] ?? '+00:00';
}
