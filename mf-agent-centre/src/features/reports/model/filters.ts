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

const DAY = 86400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The last 7 days up to `today` (UTC date strings), the reports' default. */
export function defaultFilters(today = Date.now()): ReportFilters {
  return {
    username: '',
    level: '',
    gameType: '',
    type: '',
    startDate: iso(today - 6 * DAY),
    endDate: iso(today),
  };
}

/** @returns the first problem of the filters, or null when they can be sent */
export function validateFilters(f: ReportFilters): FilterError {
  const s = Date.parse(`${f.startDate}T00:00:00Z`);
  const e = Date.parse(`${f.endDate}T00:00:00Z`);
  if (Number.isNaN(s) || Number.isNaN(e)) return 'dateInvalid';
  if (s > e) return 'rangeOrder';
  if ((e - s) / DAY + 1 > MAX_RANGE_DAYS) return 'rangeTooLong';
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
export function filtersFromParams(p: URLSearchParams, today = Date.now()): ReportFilters {
  const d = defaultFilters(today);
  return {
    username: p.get('member') ?? d.username,
    level: p.get('level') ?? d.level,
    gameType: p.get('gameType') ?? d.gameType,
    type: p.get('type') ?? d.type,
    startDate: p.get('startDate') ?? d.startDate,
    endDate: p.get('endDate') ?? d.endDate,
  };
}
