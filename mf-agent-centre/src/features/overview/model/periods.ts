import { presetDays, type DayPreset } from '@jogo/shared/time';

/** The overview's periods (today, yesterday, this week, this month, custom) as days of the site's zone. Pure. */
export type OverviewPeriod = 'today' | 'yesterday' | 'week' | 'month' | 'custom';
export const OVERVIEW_PERIODS: OverviewPeriod[] = ['today', 'yesterday', 'week', 'month', 'custom'];

const PRESET: Record<Exclude<OverviewPeriod, 'custom'>, DayPreset> = {
  today: 'today',
  yesterday: 'yesterday',
  week: 'thisWeek',
  month: 'thisMonth',
};

/**
 * @returns `[startDate, endDate]`, inclusive days of the site's time zone `zone` (the days the gateway filters
 * by); weeks start on Monday
 */
export function rangeOf(
  period: Exclude<OverviewPeriod, 'custom'>,
  now: number,
  zone: string,
): [string, string] {
  const { from, to } = presetDays(PRESET[period], now, zone);
  return [from, to];
}
