import { addDay, isSiteDay, presetDays, type DayPreset } from '@jogo/shared/time';

/**
 * Date presets and the custom-range rule of the record pages. Dates are `YYYY-MM-DD` days of the site's
 * zone (status info `timeZone`, read with useTimeZone), as the gateway reads them: "Hoje" at 22:30 in São
 * Paulo is that day, whatever the browser's zone or UTC say (@jogo/shared/time presetDays).
 */
export type Preset = 'today' | 'yesterday' | '7d' | '30d' | 'custom';
export const PRESETS: Preset[] = ['today', 'yesterday', '7d', '30d', 'custom'];
export const MAX_RANGE_DAYS = 93;

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY_PRESET: Record<Exclude<Preset, 'custom'>, DayPreset> = {
  today: 'today',
  yesterday: 'yesterday',
  '7d': 'last7',
  '30d': 'last30',
};

/** @returns the days of a preset in the site's zone, both ends inclusive, at `now` */
export function presetRange(preset: Exclude<Preset, 'custom'>, zone: string, now = Date.now()): DateRange {
  const { from, to } = presetDays(DAY_PRESET[preset], now, zone);
  return { startDate: from, endDate: to };
}

/** @returns an i18n key of what is wrong with a custom range, or null when it is valid */
export function rangeError({ startDate, endDate }: DateRange): string | null {
  if (!isSiteDay(startDate) || !isSiteDay(endDate)) return 'filters.rangeInvalid';
  if (startDate > endDate) return 'filters.rangeReversed';
  // counted on the calendar, so a day of 23 or 25 hours is one day
  if (addDay(startDate, MAX_RANGE_DAYS) <= endDate) return 'filters.rangeTooLong';
  return null;
}
