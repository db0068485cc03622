import type { ContractKind, ContractPeriod } from '@jogo/shared/api';

/**
 * Settlement periods by the gateway's clock (UTC): five minutes, an hour, a day, a week starting on
 * Monday, half a month (1st-15th, 16th-end) and a calendar month (spec 9 "Contract periods").
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PERIODS: ContractPeriod[] = [
  'FIVE_MINUTES',
  'HOURLY',
  'DAILY',
  'WEEKLY',
  'SEMIMONTHLY',
  'MONTHLY',
];

/** The period of a contract kind unless the contract names its own (only dividends may). */
export const DEFAULT_PERIOD: Record<ContractKind, ContractPeriod> = {
  REALTIME: 'FIVE_MINUTES',
  HOURLY: 'HOURLY',
  DAILY: 'DAILY',
  DIVIDEND: 'WEEKLY',
};

/** @returns the first period boundary strictly after `t` (epoch ms). */
export function nextBoundary(t: number, period: ContractPeriod): number {
  const fixed = (ms: number) => Math.floor(t / ms) * ms + ms;
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (period) {
    case 'FIVE_MINUTES':
      return fixed(5 * MINUTE);
    case 'HOURLY':
      return fixed(HOUR);
    case 'DAILY':
      return fixed(DAY);
    case 'WEEKLY': {
      const dayStart = Math.floor(t / DAY) * DAY;
      // 1970-01-01 was a Thursday: Monday = 0
      const dow = (Math.floor(t / DAY) + 3) % 7;
      return dayStart + (7 - dow) * DAY;
    }
    case 'SEMIMONTHLY':
      return d.getUTCDate() < 16 ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
    case 'MONTHLY':
      return Date.UTC(y, m + 1, 1);
  }
}

/** @returns the start of the period that contains `t`. */
export function periodStart(t: number, period: ContractPeriod): number {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (period) {
    case 'SEMIMONTHLY':
      return d.getUTCDate() < 16 ? Date.UTC(y, m, 1) : Date.UTC(y, m, 16);
    case 'MONTHLY':
      return Date.UTC(y, m, 1);
    case 'WEEKLY':
      return nextBoundary(t, 'WEEKLY') - 7 * DAY;
    default: {
      const ms = period === 'FIVE_MINUTES' ? 5 * MINUTE : period === 'HOURLY' ? HOUR : DAY;
      return Math.floor(t / ms) * ms;
    }
  }
}
