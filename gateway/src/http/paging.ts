import { badRequest } from './errors';
import { registerMessages } from '../i18n/messages';

/** Paging and date ranges of the list calls. */

registerMessages({
  'request.date_range_invalid': {
    PT: 'Intervalo de datas inválido (máximo 93 dias, início antes do fim)',
    EN: 'Invalid date range (at most 93 days, start before end)',
  },
  'request.date_invalid': { PT: 'Data inválida', EN: 'Invalid date' },
});

export interface Paged<T> {
  rows: T[];
  totalCount: number;
  totalPages: number;
}

export const totalPages = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/**
 * @returns `[fromIso, toIsoExclusive]` for inclusive `YYYY-MM-DD` dates; the default is the last
 * `defaultDays` days up to now. At most 93 days so a report never scans the whole ledger.
 */
export function dateRange(
  startDate: string | undefined,
  endDate: string | undefined,
  now = Date.now(),
  defaultDays = 30,
): [string, string] {
  const day = 86400_000;
  const parse = (d: string) => {
    const t = Date.parse(`${d}T00:00:00.000Z`);
    if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== d)
      throw badRequest('request.date_invalid');
    return t;
  };
  const end = endDate ? parse(endDate) + day : Math.floor(now / day) * day + day;
  const start = startDate ? parse(startDate) : end - defaultDays * day;
  if (start >= end || end - start > 93 * day) throw badRequest('request.date_range_invalid');
  return [new Date(start).toISOString(), new Date(end).toISOString()];
}
