import { addDay, isSiteDay, presetDays } from '@jogo/shared/time';

/**
 * The filters of the team reports (team betting, user loss, account details): member, level, game type
 * or transaction type, and a date range of at most 93 days (the gateway refuses more). Pure: no React.
 */
export const MAX_RANGE_DAYS = 93;
export const PAGE_SIZE = 20;

export interface ReportFilters {
  username: string;
  level: string;
  gameType: string;
  type: string;
  startDate: string;
  endDate: string;
}

export type FilterError = 'rangeOrder' | 'rangeTooLong' | 'dateInvalid' | 'usernameInvalid' | null;

/** The last 7 days up to today, days of the site's time zone `zone`: the reports' default. */
export function defaultFilters(now: number, zone: string): ReportFilters {
  const { from, to } = presetDays('last7', now, zone);
  return { username: '', level: '', gameType: '', type: '', startDate: from, endDate: to };
}

/** @returns the first problem of the filters, or null when they can be sent */
export function validateFilters(f: ReportFilters): FilterError {
  if (!isSiteDay(f.startDate) || !isSiteDay(f.endDate)) return 'dateInvalid';
  if (f.startDate > f.endDate) return 'rangeOrder';
  if (addDay(f.startDate, MAX_RANGE_DAYS) <= f.endDate) return 'rangeTooLong';
  if (f.username.trim() && !/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(f.username.trim())) return 'usernameInvalid';
  return null;
}

/** The query of a report call: trimmed, empty filters left out. */
export function toQuery(f: ReportFilters): Record<string, string | number> {
  const q: Record<string, string | number> = { startDate: f.startDate, endDate: f.endDate };
  if (f.username.trim()) q.username = f.username.trim();
  if (f.level) q.level = Number(f.level);
  if (f.gameType) q.gameType = f.gameType;
  if (f.type) q.type = f.type;
  return q;
}

/** Filters from the page URL (a drill-down link carries `member`), falling back to the defaults. */
export function filtersFromParams(p: URLSearchParams, now: number, zone: string): ReportFilters {
  const d = defaultFilters(now, zone);
  return {
    username: p.get('member') ?? d.username,
    level: p.get('level') ?? d.level,
    gameType: p.get('gameType') ?? d.gameType,
    type: p.get('type') ?? d.type,
    startDate: p.get('startDate') ?? d.startDate,
    endDate: p.get('endDate') ?? d.endDate,
  };
}
