import type Database from 'better-sqlite3';
import { DEFAULT_TIME_ZONE, dayOf, isTimeZone } from '@jogo/shared/time';

/**
 * `jogo_site_day(instant, zone)`: the site day (`YYYY-MM-DD` of the zone) of a stored instant, in SQL, for the
 * triggers that keep the daily figures of the agent reports (migration 190: play_day, money_day). PostgreSQL has
 * it as a function of 190.do.play-day.pg.sql (`AT TIME ZONE`); SQLite has no time zones, so each connection the gateway
 * opens (open-db.ts) gets this one, computed with the calendar the rest of the gateway uses (@jogo/shared/time).
 * A zone the runtime does not know counts as the default zone, as `siteZone` reads it.
 */

/**
 * Days already computed, per zone and quarter of an hour: every zone's offset is a whole number of quarter hours
 * and changes on one, so one quarter of an hour never spans two days. A backfill of millions of rows computes a
 * few thousand days.
 */
const QUARTER = 15 * 60_000;
const computed = new Map<string, Map<number, string>>();
const knownZones = new Map<string, boolean>();

/** Instants as stored: ISO with `Z` or an offset; SQLite's `YYYY-MM-DD HH:MM:SS` is UTC. */
function instant(text: string): number {
  return Date.parse(
    /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text,
  );
}

/** @returns the site day of `text` in `zone`, or null for no instant */
export function siteDayOf(text: string | null, zone: string | null): string | null {
  if (text === null) return null;
  const t = instant(text);
  if (!Number.isFinite(t)) return null;
  let z = zone ?? DEFAULT_TIME_ZONE;
  let valid = knownZones.get(z);
  if (valid === undefined) knownZones.set(z, (valid = isTimeZone(z)));
  if (!valid) z = DEFAULT_TIME_ZONE;
  let days = computed.get(z);
  if (!days || days.size > 100_000) computed.set(z, (days = new Map()));
  const q = Math.floor(t / QUARTER);
  let day = days.get(q);
  if (day === undefined) days.set(q, (day = dayOf(t, z)));
  return day;
}

/** Registers `jogo_site_day` on a SQLite connection. */
export function registerSiteDay(raw: Database.Database): void {
  raw.function('jogo_site_day', { deterministic: true }, (text: unknown, zone: unknown) =>
    siteDayOf(text === null ? null : String(text), zone === null ? null : String(zone)),
  );
}
