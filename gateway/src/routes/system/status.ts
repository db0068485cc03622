import type { Db } from '../../db/open-db';

export interface FlagNode {
  modId: string;
  enabled: boolean;
  childrenNodes: FlagNode[];
}

/** The whitelabel module-flag tree of a merchant, built from the flat `module_flag` rows. */
export function flagTree(db: Db, merchant: string): FlagNode[] {
  const rows = db
    .prepare(
      'SELECT mod_id, parent_id, enabled FROM module_flag WHERE merchant_code = ? ORDER BY sort, mod_id',
    )
    .all(merchant) as { mod_id: string; parent_id: string | null; enabled: number }[];
  const nodes = new Map<string, FlagNode>();
  for (const r of rows) nodes.set(r.mod_id, { modId: r.mod_id, enabled: r.enabled === 1, childrenNodes: [] });
  const roots: FlagNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.mod_id)!;
    const parent = r.parent_id ? nodes.get(r.parent_id) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  return roots;
}

export function readStatus(db: Db, merchant: string) {
  return db
    .prepare(
      'SELECT status, end_time, maintenance_info_pt, maintenance_info_en FROM system_status WHERE merchant_code = ?',
    )
    .get(merchant) as
    | { status: 0 | 1 | 2; end_time: string | null; maintenance_info_pt: string; maintenance_info_en: string }
    | undefined;
}
