import type {
  CustomerServiceEntry,
  DomainRoute,
  HelpCenter,
  HelpSection,
  SiteResources,
  SystemStatus,
  SystemStatusInfo,
} from '@jogo/shared/api';
import { siteZone } from './clock';
import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';
import { registerSettings } from '../identity/registration-rules';
import { siteSetting } from './flags';
import { marketProfileInfo } from '../market/profiles';

/**
 * What the site boots with (`/wps/system/*`): status, customer service entries, domain routes, resources, the
 * module-flag tree, the help centre.
 */

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

export const customerService = (db: Db, merchant: string) =>
  db
    .prepare(
      'SELECT cs_type AS csType, label, path FROM customer_service WHERE merchant_code = ? ORDER BY id',
    )
    .all(merchant) as CustomerServiceEntry[];

export const domainRoutes = (db: Db, merchant: string) =>
  db
    .prepare('SELECT domain, route, type FROM domain_route WHERE merchant_code = ? ORDER BY type, domain')
    .all(merchant) as DomainRoute[];

export function resources(db: Db, merchant: string): SiteResources {
  const rows = db
    .prepare('SELECT key, label_name_en, url FROM site_resource WHERE merchant_code = ? ORDER BY key')
    .all(merchant) as { key: string; label_name_en: string; url: string }[];
  return Object.fromEntries(rows.map((r) => [r.key, { labelNameEn: r.label_name_en, url: r.url }]));
}

/** A JSON site setting; a malformed value falls back rather than breaking the boot call of every visitor. */
function jsonSetting<T>(db: Db, merchant: string, key: string, fallback: T): T {
  try {
    return JSON.parse(siteSetting(db, merchant, key, JSON.stringify(fallback))) as T;
  } catch {
    return fallback;
  }
}

/**
 * The status call's answer: 0 normal, 1 maintenance (with optional end time), 2 region restricted; `info`
 * carries what the shell boots with. `client` is the visitor's address and country (read from the request).
 */
export function systemStatus(
  db: Db,
  m: string,
  lang: Lang,
  client: { ip: string; countryCode: string },
): SystemStatus {
  const row = readStatus(db, m);
  const status = row?.status ?? 0;
  const merchant = db
    .prepare('SELECT name, currency, currency_symbol FROM merchant WHERE code = ?')
    .get(m) as {
    name: string;
    currency: string;
    currency_symbol: string;
  };
  const info: SystemStatusInfo = {
    maintenance: status === 1,
    regionRestriction: status === 2,
    location: { ip: client.ip, countryCode: client.countryCode },
    customerService: customerService(db, m),
    domainRoute: domainRoutes(db, m),
    resources: resources(db, m),
    whitelabel: flagTree(db, m),
    register: registerSettings(db, m),
    mainDomain: siteSetting(db, m, 'mainDomain', 'localhost'),
    analytics: jsonSetting(db, m, 'analytics', { googleAnalyticsId: null, facebookPixelId: null }),
    imageCdns: jsonSetting(db, m, 'imageCdns', ['']),
    launchCdns: jsonSetting(db, m, 'launchCdns', ['']),
    social: jsonSetting(db, m, 'social', {}),
    currencySymbol: merchant.currency_symbol,
    currency: merchant.currency,
    merchantCode: m,
    companyName: siteSetting(db, m, 'companyName', merchant.name),
    legalEmail: siteSetting(db, m, 'legalEmail', 'legal@jogo.example'),
    languages: ['PT', 'EN'],
    defaultLanguage: 'PT',
    timeZone: siteZone(db, m),
    market: marketProfileInfo(db, m),
  };
  return {
    status,
    endTime: status === 1 ? (row?.end_time ?? null) : null,
    maintenanceInfo:
      status === 1 ? ((lang === 'EN' ? row?.maintenance_info_en : row?.maintenance_info_pt) ?? null) : null,
    ip: client.ip,
    info,
  };
}

/** The help centre in `lang`; the terms section has the anchor `term`; H5 gets the same sections. */
export function helpCenter(db: Db, merchant: string, lang: Lang, device: 'WEB' | 'H5'): HelpCenter {
  const sections = db
    .prepare(
      'SELECT anchor AS id, title, html FROM help_section WHERE merchant_code = ? AND lang = ? ORDER BY sort',
    )
    .all(merchant, lang) as HelpSection[];
  return {
    lang,
    device,
    title: lang === 'EN' ? 'Help centre' : 'Centro de ajuda',
    sections,
    html: sections.map((s) => `<section id="${s.id}"><h2>${s.title}</h2>${s.html}</section>`).join('\n'),
  };
}

/** Sets the site status (the operator's control; development mode). */
export function setSiteStatus(db: Db, merchant: string, status: 0 | 1 | 2, endTime: string | null): void {
  db.prepare('UPDATE system_status SET status = ?, end_time = ? WHERE merchant_code = ?').run(
    status,
    endTime,
    merchant,
  );
}

/** Turns module flags on or off, all in one transaction (the operator's control; development mode). */
export function setModuleFlags(db: Db, merchant: string, flags: Record<string, boolean>): void {
  const upsert = db.prepare(
    `INSERT INTO module_flag (merchant_code, mod_id, enabled) VALUES (?, ?, ?)
     ON CONFLICT (merchant_code, mod_id) DO UPDATE SET enabled = excluded.enabled`,
  );
  db.transaction(() => {
    for (const [modId, enabled] of Object.entries(flags)) upsert.run(merchant, modId, enabled ? 1 : 0);
  })();
}
