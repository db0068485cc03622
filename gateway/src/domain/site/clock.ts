import type { Db } from '../../db/open-db';
import {
  DEFAULT_TIME_ZONE,
  addDay,
  dayOf,
  dayRange,
  isTimeZone,
  localIso,
  nextBoundary,
  periodStart,
  type CalendarPeriod,
  type SiteDay,
} from '@jogo/shared/time';
import { siteSetting } from './flags';

/**
 * The site's clock: the one place in the gateway that says what "now", "today" and a period are (DESIGN.md
 * section 9). Every day, week, month and settlement period of the product is a period of the operator's
 * time zone (site setting `site.timeZone`, default America/Sao_Paulo); the arithmetic is
 * `@jogo/shared/time` (@date-fns/tz), shared with the front-end so a preset there is the day filtered here.
 *
 * Never write `toISOString().slice(0, 10)`, `setUTCHours` or `Date.UTC` for a day of the product: ESLint
 * refuses them in the gateway's domain (see eslint.config.mjs).
 *
 * `now` is the real time unless a test fixed it (`fixClock`): tests never depend on the wall clock.
 */

export const TIME_ZONE_SETTING = 'site.timeZone';

const fixed = new WeakMap<Db, () => number>();

/** Fixes the clock of one database handle (tests; the development clock control). `null` frees it. */
export function fixClock(db: Db, now: (() => number) | null): void {
  if (now) fixed.set(db, now);
  else fixed.delete(db);
}

/** @returns the real now (epoch ms), or the fixed one in a test */
export function nowOf(db: Db): number {
  return (fixed.get(db) ?? Date.now)();
}

/** @returns the operator's time zone; a zone the runtime does not know falls back to the default */
export async function siteZone(db: Db, merchant: string): Promise<string> {
  const zone = await siteSetting(db, merchant, TIME_ZONE_SETTING, DEFAULT_TIME_ZONE);
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** Sets the operator's time zone (operator control); @throws RangeError for an unknown zone */
export async function setSiteZone(db: Db, merchant: string, zone: string): Promise<void> {
  if (!isTimeZone(zone)) throw new RangeError(`unknown time zone: ${zone}`);
  await db.run(
    `INSERT INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)
     ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
    merchant,
    TIME_ZONE_SETTING,
    zone,
  );
}

/** The site's calendar for one merchant, read once per call site. */
export interface SiteClock {
  zone: string;
  now: number;
  /** the site's day that holds `t` (default now) */
  today(t?: number): SiteDay;
  /** instants [start, end) of the days from..to, both included */
  range(from: SiteDay, to: SiteDay): { start: number; end: number };
  /** the start of the period that holds `t` */
  periodStart(t: number, period: CalendarPeriod): number;
  /** the first boundary strictly after `t` */
  nextBoundary(t: number, period: CalendarPeriod): number;
  /** local time with the offset, `2026-11-26T22:30:00-03:00` */
  iso(t: number): string;
  /** the day `n` days after `day` (negative: before) */
  addDay(day: SiteDay, n: number): SiteDay;
}

/** @returns the merchant a member belongs to (the default site when the member is unknown) */
export async function merchantOfMember(db: Db, memberId: number): Promise<string> {
  const r = await db.get<{ merchant_code: string }>(
    'SELECT merchant_code FROM member WHERE id = ?',
    memberId,
  );
  return r?.merchant_code ?? 'jogo';
}

/** @returns the site's clock of the merchant a member belongs to */
export async function memberClock(db: Db, memberId: number): Promise<SiteClock> {
  return await siteClock(db, await merchantOfMember(db, memberId));
}

/** @returns the site's clock for a merchant */
export async function siteClock(db: Db, merchant: string): Promise<SiteClock> {
  const zone = await siteZone(db, merchant);
  const now = nowOf(db);
  return {
    zone,
    now,
    today: (t = now) => dayOf(t, zone),
    range: (from, to) => dayRange(from, to, zone),
    periodStart: (t, period) => periodStart(t, period, zone),
    nextBoundary: (t, period) => nextBoundary(t, period, zone),
    iso: (t) => localIso(t, zone),
    addDay,
  };
}
