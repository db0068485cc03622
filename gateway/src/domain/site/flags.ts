import type { Db } from '../../db/open-db';
import { merchantContext } from './context';

/** How far up the whitelabel tree a flag's ancestors are followed. */
const MAX_DEPTH = 10;

/**
 * Whether a module flag is on for a merchant: the flag and every ancestor in the whitelabel tree must be
 * enabled (turning REG3 off turns both registration types off). A flag with no row counts as on, the same
 * rule as the `config.module` check of the access guard. Read from the request context (context.ts).
 */
export async function flagOn(db: Db, merchant: string, modId: string): Promise<boolean> {
  const { flags } = await merchantContext(db, merchant);
  let id: string | null = modId;
  for (let depth = 0; id !== null && depth < MAX_DEPTH; depth++) {
    const f = flags.get(id);
    if (!f) return true;
    if (!f.enabled) return false;
    id = f.parent_id;
  }
  return true;
}

/** @returns a site setting, or the fallback when the operator has not set it */
export async function siteSetting(db: Db, merchant: string, key: string, fallback: string): Promise<string> {
  return (await merchantContext(db, merchant)).settings.get(key) ?? fallback;
}

/** @returns the site settings of these keys the operator has set (from the request context: no query once kept) */
export async function siteSettings(
  db: Db,
  merchant: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const { settings } = await merchantContext(db, merchant);
  const out = new Map<string, string>();
  for (const k of keys) {
    const v = settings.get(k);
    if (v !== undefined) out.set(k, v);
  }
  return out;
}
