/**
 * The site's zone without the calendar arithmetic (no date-fns), for code that only needs to know the zone
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
