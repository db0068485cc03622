import { badRequest } from '../errors';
import { addDay, dayOf, dayRange, isSiteDay } from '@jogo/shared/time';
import type { SiteClock } from './clock';

/** Paging and date ranges of the list calls. */

export interface Paged<T> {
  rows: T[];
  totalCount: number;
  totalPages: number;
}

export const totalPages = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/** The longest range a list or report may ask for, in days, so a report never scans the whole ledger. */
export const MAX_RANGE_DAYS = 93;

/**
 * The instants of a filter's `YYYY-MM-DD` dates, which are days of the site's zone (DESIGN.md section 9):
 * [start of `startDate`, end of `endDate`). The default is the last `defaultDays` site days up to today.
 * At most 93 days, start before end; a date that is not a real day is a 400.
 * @returns `[fromIso, toIsoExclusive]` (UTC ISO instants, as the tables store them)
 */
export function siteDateRange(
  clock: Pick<SiteClock, 'now' | 'zone'>,
  startDate: string | undefined,
  endDate: string | undefined,
  defaultDays = 30,
): [string, string] {
  for (const d of [startDate, endDate])
    if (d !== undefined && !isSiteDay(d)) throw badRequest('request.date_invalid');
  const to = endDate ?? dayOf(clock.now, clock.zone);
  const from = startDate ?? addDay(to, -(defaultDays - 1));
  if (from > to || addDay(from, MAX_RANGE_DAYS) <= to) throw badRequest('request.date_range_invalid');
  const { start, end } = dayRange(from, to, clock.zone);
  return [new Date(start).toISOString(), new Date(end).toISOString()];
}

/**
 * @deprecated the agent domain's range until the agent domain moves to site days: UTC days. Use `siteDateRange`.
 * @returns `[fromIso, toIsoExclusive]` for inclusive `YYYY-MM-DD` UTC dates
 */
export function dateRange(
  startDate: string | undefined,
  endDate: string | undefined,
  now = Date.now(),
  defaultDays = 30,
): [string, string] {
  return siteDateRange({ now, zone: 'UTC' }, startDate, endDate, defaultDays);
}
