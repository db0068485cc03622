/** The overview's periods (today, yesterday, this week, this month, custom) as date ranges. Pure. */
export type OverviewPeriod = 'today' | 'yesterday' | 'week' | 'month' | 'custom';
export const OVERVIEW_PERIODS: OverviewPeriod[] = ['today', 'yesterday', 'week', 'month', 'custom'];

const DAY = 86400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** @returns `[startDate, endDate]` (inclusive, UTC dates as the gateway reads them); weeks start on Monday */
export function rangeOf(period: Exclude<OverviewPeriod, 'custom'>, now = Date.now()): [string, string] {
  const today = Math.floor(now / DAY) * DAY;
  switch (period) {
    case 'today':
      return [iso(today), iso(today)];
    case 'yesterday':
      return [iso(today - DAY), iso(today - DAY)];
    case 'week': {
      const dow = (Math.floor(now / DAY) + 3) % 7;
      return [iso(today - dow * DAY), iso(today)];
    }
    case 'month': {
      const d = new Date(today);
      return [iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)), iso(today)];
    }
  }
}
