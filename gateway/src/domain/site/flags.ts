import type { Db } from '../../db/open-db';

/**
 * Whether a module flag is on for a merchant: the flag and every ancestor in the whitelabel tree must be
 * enabled (turning REG3 off turns both registration types off). A flag with no row counts as on, the same
 * rule as the `config.module` check in app.ts.
 */
export function flagOn(db: Db, merchant: string, modId: string): boolean {
  const stmt = db.prepare(
    'SELECT parent_id, enabled FROM module_flag WHERE merchant_code = ? AND mod_id = ?',
  );
  let id: string | null = modId;
  for (let depth = 0; id && depth < 10; depth++) {
    const row = stmt.get(merchant, id) as { parent_id: string | null; enabled: number } | undefined;
    if (!row) return true;
    if (!row.enabled) return false;
    id = row.parent_id;
  }
  return true;
}

/** @returns a site setting, or the fallback when the operator has not set it */
export function siteSetting(db: Db, merchant: string, key: string, fallback: string): string {
  const row = db
    .prepare('SELECT value FROM site_setting WHERE merchant_code = ? AND key = ?')
    .get(merchant, key) as { value: string } | undefined;
  return row?.value ?? fallback;
}
