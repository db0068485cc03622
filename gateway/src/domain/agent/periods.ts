import type { ContractKind, ContractPeriod } from '@jogo/shared/api';
import { nextBoundary as zoneBoundary, periodStart as zoneStart } from '@jogo/shared/time';

/**
 * Settlement periods on the site's clock (its time zone, `site.timeZone`): five minutes, an hour, a day
 * from local midnight, a week from Monday 00:00, half a month (1st-15th, 16th-end) and a calendar month
 * (spec 9 "Contract periods"). The arithmetic is `@jogo/shared/time`, the same the front-end's presets use.
 */

/** The period of a contract kind unless the contract names its own (only dividends may). */
export const DEFAULT_PERIOD: Record<ContractKind, ContractPeriod> = {
  REALTIME: 'FIVE_MINUTES',
  HOURLY: 'HOURLY',
  DAILY: 'DAILY',
  DIVIDEND: 'WEEKLY',
};

/** @returns the first period boundary of the zone strictly after `t` (epoch ms). */
export function nextBoundary(t: number, period: ContractPeriod, zone: string): number {
  return zoneBoundary(t, period, zone);
}

/** @returns the start of the period of the zone that contains `t`. */
export function periodStart(t: number, period: ContractPeriod, zone: string): number {
  return zoneStart(t, period, zone);
}
