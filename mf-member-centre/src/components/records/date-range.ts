/** Date presets and the custom-range rule of the record pages. Dates are `YYYY-MM-DD` in UTC, as the gateway reads them. */
export type Preset = 'today' | 'yesterday' | '7d' | '30d' | 'custom';
export const PRESETS: Preset[] = ['today', 'yesterday', '7d', '30d', 'custom'];
export const MAX_RANGE_DAYS = 93;

export interface DateRange {
  startDate: string;
  endDate: string;
}

const DAY = 86400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** @returns the range of a preset, both ends inclusive, relative to `now` */
export function presetRange(preset: Exclude<Preset, 'custom'>, now = Date.now()): DateRange {
  const today = Math.floor(now / DAY) * DAY;
  switch (preset) {
    case 'today':
      return { startDate: iso(today), endDate: iso(today) };
    case 'yesterday':
      return { startDate: iso(today - DAY), endDate: iso(today - DAY) };
    case '7d':
      return { startDate: iso(today - 6 * DAY), endDate: iso(today) };
    case '30d':
      return { startDate: iso(today - 29 * DAY), endDate: iso(today) };
  }
}

/** @returns an i18n key of what is wrong with a custom range, or null when it is valid */
export function rangeError({ startDate, endDate }: DateRange): string | null {
  const s = Date.parse(`${startDate}T00:00:00Z`);
  const e = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(s) || Number.isNaN(e)) return 'filters.rangeInvalid';
  if (s > e) return 'filters.rangeReversed';
  if ((e - s) / DAY + 1 > MAX_RANGE_DAYS) return 'filters.rangeTooLong';
  return null;
}
