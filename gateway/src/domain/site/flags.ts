import type { Db } from '../../db/open-db';

/**
 * Whether a module flag is on for a merchant: the flag and every ancestor in the whitelabel tree must be
 * enabled (turning REG3 off turns both registration types off). A flag with no row counts as on, the same
 * rule as the `config.module` check in app.ts.
 */
export async function flagOn(db: Db, merchant: string, modId: string): Promise<boolean> {
  // the flag and its ancestors in one query, not a round trip per level
  const row = (await db.get(
    `WITH RECURSIVE chain (parent_id, enabled, depth) AS (
       SELECT parent_id, enabled, 1 FROM module_flag WHERE merchant_code = ? AND mod_id = ?
       UNION ALL
       SELECT f.parent_id, f.enabled, c.depth + 1 FROM chain c
         JOIN module_flag f ON f.merchant_code = ? AND f.mod_id = c.parent_id
        WHERE c.depth < 10
     )
     SELECT COUNT(*) AS off FROM chain WHERE enabled = 0`,
    merchant,
    modId,
    merchant,
  )) as { off: number };
  return row.off === 0;
}

/** @returns a site setting, or the fallback when the operator has not set it */
export async function siteSetting(db: Db, merchant: string, key: string, fallback: string): Promise<string> {
  const row = (await db.get(
    'SELECT value FROM site_setting WHERE merchant_code = ? AND key = ?',
    merchant,
    key,
  )) as { value: string } | undefined;
  return row?.value ?? fallback;
}

/**
 * @returns the site settings of these keys the operator has set, read in one query (a profile of several
 * settings read on every request costs one round trip, not one per key)
 */
export async function siteSettings(
  db: Db,
  merchant: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = (await db.all(
    `SELECT key, value FROM site_setting WHERE merchant_code = ? AND key IN (${keys.map(() => '?').join(', ')})`,
    merchant,
    ...keys,
  )) as { key: string; value: string }[];
  return new Map(rows.map((r) => [r.key, r.value]));
}
