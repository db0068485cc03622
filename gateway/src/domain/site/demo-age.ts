import type { Db } from '../../db/open-db';
import { dayOf } from '@jogo/shared/time';
import { siteZone } from './clock';

/**
 * How old the demo world is. The seed writes the instant it was created as of (site setting `demo.seededAt`); a
 * world is stale once that is more than a day behind the clock: its history stops there, so "today" and "last 7
 * days" empty out day by day. A start on a stale world says in one line how to seed it again as of now.
 */

export const SEEDED_AT_SETTING = 'demo.seededAt';
const DAY = 86400_000;

export async function recordSeedNow(db: Db, merchant: string, now: number): Promise<void> {
  await db.run(
    `INSERT INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)
       ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
    merchant,
    SEEDED_AT_SETTING,
    new Date(now).toISOString(),
  );
}

/** @returns the instant the demo world was created as of, or null for a database without one */
export async function seededAt(db: Db, merchant: string): Promise<number | null> {
  const row = await db.get<{ value: string }>(
    'SELECT value FROM site_setting WHERE merchant_code = ? AND key = ?',
    merchant,
    SEEDED_AT_SETTING,
  );
  const t = row ? Date.parse(row.value) : NaN;
  return Number.isFinite(t) ? t : null;
}

/** @returns the one-line notice for a demo world more than a day old at `now`, else null */
export async function staleDemoNotice(db: Db, merchant: string, now = Date.now()): Promise<string | null> {
  const at = await seededAt(db, merchant);
  if (at === null || now - at <= DAY) return null;
  const days = Math.floor((now - at) / DAY);
  return `demo world: seeded ${days} day${days === 1 ? '' : 's'} ago (${dayOf(at, await siteZone(db, merchant))}), its history stops there; run \`npm run demo:reset\` to seed it again as of now`;
}
