import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { DEFAULT_TIME_ZONE, isTimeZone, offsetText } from './zone';

export { DEFAULT_TIME_ZONE, isTimeZone, offsetText };

/**
 * The site's calendar: days, weeks, months and settlement periods of one IANA time zone (DESIGN.md
 * section 9). The gateway owns the zone (its site setting `site.timeZone`, given to the front-end with the
 * site's settings); this module only does the arithmetic, with @date-fns/tz and date-fns, never with hand
 * written offsets, `toISOString().slice(0, 10)` or UTC setters. The same functions run in the gateway and
 * in the browser, so a preset the member centre asks for is the day the gateway filters by.
 *
 * A day is written `YYYY-MM-DD` (a calendar date of the zone); an instant is epoch milliseconds.
 */

/** A calendar date of the site's zone, `YYYY-MM-DD`. */
export type SiteDay = string;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** @returns `YYYY-MM-DD` of a zoned date */
function dayText(d: Date): SiteDay {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** @returns the instant as a date of the zone (date-fns operates in that zone) */
export function zoned(t: number, zone: string): TZDate {
  return new TZDate(t, zone);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * @returns the calendar day of the zone that contains the instant. Read with Intl (the runtime's zone data)
 * rather than a TZDate: a page whose clock a test fakes (Playwright's page.clock, sinon) replaces `Date` with a
 * class whose constructor returns a plain Date, so a Date subclass created afterwards reads the browser's zone.
 */
export function dayOf(t: number, zone: string): SiteDay {
  let f = dayFormats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, f);
  }
  const parts = f.formatToParts(t);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}

/** @returns whether `s` is a real calendar day written `YYYY-MM-DD` */
export function isSiteDay(s: string): boolean {
  const m = DAY_RE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

function parts(day: SiteDay): [number, number, number] {
  const m = DAY_RE.exec(day);
  if (!m || !isSiteDay(day)) throw new RangeError(`not a day: ${day}`);
  return [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
}

/** @returns the first instant of the day in the zone (00:00 local, or the first instant after a gap) */
export function dayStart(day: SiteDay, zone: string): number {
  const [y, m, d] = parts(day);
  return startOfDay(new TZDate(y, m, d, 12, 0, 0, zone)).getTime();
}

/** @returns the first instant after the day (the next day's start): days are [start, end) */
export function dayEnd(day: SiteDay, zone: string): number {
  return dayStart(addDay(day, 1), zone);
}

/** @returns the day `n` days after `day` (negative: before) */
export function addDay(day: SiteDay, n: number): SiteDay {
  const [y, m, d] = parts(day);
  const probe = new Date(Date.UTC(y, m, d + n));
  return `${pad(probe.getUTCFullYear(), 4)}-${pad(probe.getUTCMonth() + 1)}-${pad(probe.getUTCDate())}`;
}

/** @returns the instants [start, end) of the days `from` to `to`, both included */
export function dayRange(from: SiteDay, to: SiteDay, zone: string): { start: number; end: number } {
  return { start: dayStart(from, zone), end: dayEnd(to, zone) };
}

/** @returns the start of the week (Monday 00:00 in the zone) that contains the instant */
export function weekStart(t: number, zone: string): number {
  return startOfWeek(zoned(t, zone), { weekStartsOn: 1 }).getTime();
}

/** @returns the start of the calendar month (1st, 00:00 in the zone) that contains the instant */
export function monthStart(t: number, zone: string): number {
  return startOfMonth(zoned(t, zone)).getTime();
}

/** The settlement and limit periods of the product. */
export type CalendarPeriod = 'FIVE_MINUTES' | 'HOURLY' | 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

/**
 * @returns the start of the period of the zone that contains `t`: five minutes and hours on the zone's
 * clock, a day from 00:00, a week from Monday, half a month 1st-15th and 16th-end, a calendar month.
 */
export function periodStart(t: number, period: CalendarPeriod, zone: string): number {
  const z = zoned(t, zone);
  switch (period) {
    case 'FIVE_MINUTES': {
      const s = new TZDate(t, zone);
      s.setMinutes(z.getMinutes() - (z.getMinutes() % 5), 0, 0);
      return s.getTime();
    }
    case 'HOURLY': {
      const s = new TZDate(t, zone);
      s.setMinutes(0, 0, 0);
      return s.getTime();
    }
    case 'DAILY':
      return startOfDay(z).getTime();
    case 'WEEKLY':
      return weekStart(t, zone);
    case 'SEMIMONTHLY': {
      const first = startOfMonth(z);
      return z.getDate() < 16 ? first.getTime() : addDays(first, 15).getTime();
    }
    case 'MONTHLY':
      return startOfMonth(z).getTime();
  }
}

/** @returns the first period boundary strictly after `t` (the end of the period that contains it) */
export function nextBoundary(t: number, period: CalendarPeriod, zone: string): number {
  const start = zoned(periodStart(t, period, zone), zone);
  switch (period) {
    case 'FIVE_MINUTES':
      return start.getTime() + 5 * 60_000;
    case 'HOURLY':
      return start.getTime() + 60 * 60_000;
    case 'DAILY':
      return startOfDay(addDays(start, 1)).getTime();
    case 'WEEKLY':
      return startOfDay(addDays(start, 7)).getTime();
    case 'SEMIMONTHLY':
      return start.getDate() === 1
        ? addDays(start, 15).getTime()
        : startOfMonth(addMonths(start, 1)).getTime();
    case 'MONTHLY':
      return startOfMonth(addMonths(start, 1)).getTime();
  }
}

/** @returns the instant as the zone's local time with its offset, `2026-11-26T22:30:00-03:00` */
export function localIso(t: number, zone: string): string {
  const z = zoned(t, zone);
  return `${dayText(z)}T${pad(z.getHours())}:${pad(z.getMinutes())}:${pad(z.getSeconds())}${offsetText(t, zone)}`;
}

/** @returns the instant as the zone's local `YYYY-MM-DD HH:mm:ss` (no offset: say it beside) */
export function localDateTime(t: number, zone: string): string {
  const z = zoned(t, zone);
  return `${dayText(z)} ${pad(z.getHours())}:${pad(z.getMinutes())}:${pad(z.getSeconds())}`;
}

/** Preset ranges of the member and agent centres. */
export type DayPreset = 'today' | 'yesterday' | 'last7' | 'last30' | 'thisWeek' | 'thisMonth' | 'lastMonth';

/** @returns the days [from, to] a preset means at `now` in the zone */
export function presetDays(preset: DayPreset, now: number, zone: string): { from: SiteDay; to: SiteDay } {
  const today = dayOf(now, zone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = addDay(today, -1);
      return { from: y, to: y };
    }
    case 'last7':
      return { from: addDay(today, -6), to: today };
    case 'last30':
      return { from: addDay(today, -29), to: today };
    case 'thisWeek':
      return { from: dayOf(weekStart(now, zone), zone), to: today };
    case 'thisMonth':
      return { from: dayOf(monthStart(now, zone), zone), to: today };
    case 'lastMonth': {
      const first = monthStart(now, zone);
      const prevFirst = startOfMonth(addMonths(zoned(first, zone), -1)).getTime();
      return { from: dayOf(prevFirst, zone), to: addDay(dayOf(first, zone), -1) };
    }
  }
}

// the age rule
export { ageOn } from './age';
// times shown to people, in the site's zone
export * from './format';
