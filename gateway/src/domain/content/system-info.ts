import type {
  CustomerServiceEntry,
  DomainRoute,
  HelpCenter,
  HelpSection,
  SiteResources,
  SystemStatus,
  SystemStatusInfo,
} from '@jogo/shared/api';
import { siteZone } from '../site/clock';
import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';
import { registerSettings } from '../identity/registration-rules';
import { siteSettings } from '../site/flags';
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
export async function flagTree(db: Db, merchant: string): Promise<FlagNode[]> {
  const rows = await db.all<{ mod_id: string; parent_id: string | null; enabled: number }>(
    'SELECT mod_id, parent_id, enabled FROM module_flag WHERE merchant_code = ? ORDER BY sort, mod_id',
    merchant,
  );
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

export async function readStatus(db: Db, merchant: string) {
  return await db.get<{
    status: 0 | 1 | 2;
    end_time: string | null;
    maintenance_info_pt: string;
    maintenance_info_en: string;
  }>(
    'SELECT status, end_time, maintenance_info_pt, maintenance_info_en FROM system_status WHERE merchant_code = ?',
    merchant,
  );
}

export const customerService = async (db: Db, merchant: string) =>
  await db.all<CustomerServiceEntry>(
    'SELECT cs_type AS csType, label, path FROM customer_service WHERE merchant_code = ? ORDER BY id',
    merchant,
  );

export const domainRoutes = async (db: Db, merchant: string) =>
  await db.all<DomainRoute>(
    'SELECT domain, route, type FROM domain_route WHERE merchant_code = ? ORDER BY type, domain',
    merchant,
  );

export async function resources(db: Db, merchant: string): Promise<SiteResources> {
  const rows = await db.all<{ key: string; label_name_en: string; url: string }>(
    'SELECT key, label_name_en, url FROM site_resource WHERE merchant_code = ? ORDER BY key',
    merchant,
  );
  return Object.fromEntries(rows.map((r) => [r.key, { labelNameEn: r.label_name_en, url: r.url }]));
}

/** The site settings of the status info, read in one query. */
const STATUS_SETTINGS = [
  'mainDomain',
  'analytics',
  'imageCdns',
  'launchCdns',
  'social',
  'companyName',
  'legalEmail',
] as const;

/** A JSON site setting; a malformed value falls back rather than breaking the boot call of every visitor. */
function jsonSetting<T>(set: Map<string, string>, key: string, fallback: T): T {
  const v = set.get(key);
  if (v === undefined) return fallback;
  try {
    return JSON.parse(v) as T;
  } catch {
    return fallback;
  }
}

/**
 * The status call's answer: 0 normal, 1 maintenance (with optional end time), 2 region restricted; `info`
 * carries what the shell boots with. `client` is the visitor's address and country (read from the request).
 */
export async function systemStatus(
  db: Db,
  m: string,
  lang: Lang,
  client: { ip: string; countryCode: string },
): Promise<SystemStatus> {
  const row = await readStatus(db, m);
  const status = row?.status ?? 0;
  const merchant = (await db.get<{
    name: string;
    currency: string;
    currency_symbol: string;
  }>('SELECT name, currency, currency_symbol FROM merchant WHERE code = ?', m))!;
  const set = await siteSettings(db, m, STATUS_SETTINGS);
  const info: SystemStatusInfo = {
    maintenance: status === 1,
    regionRestriction: status === 2,
    location: { ip: client.ip, countryCode: client.countryCode },
    customerService: await customerService(db, m),
    domainRoute: await domainRoutes(db, m),
    resources: await resources(db, m),
    whitelabel: await flagTree(db, m),
    register: await registerSettings(db, m),
    mainDomain: set.get('mainDomain') ?? 'localhost',
    analytics: jsonSetting(set, 'analytics', { googleAnalyticsId: null, facebookPixelId: null }),
    imageCdns: jsonSetting(set, 'imageCdns', ['']),
    launchCdns: jsonSetting(set, 'launchCdns', ['']),
    social: jsonSetting(set, 'social', {}),
    currencySymbol: merchant.currency_symbol,
    currency: merchant.currency,
    merchantCode: m,
    companyName: set.get('companyName') ?? merchant.name,
    legalEmail: set.get('legalEmail') ?? 'legal@jogo.example',
    languages: ['PT', 'EN'],
    defaultLanguage: 'PT',
    timeZone: await siteZone(db, m),
    market: await marketProfileInfo(db, m),
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
export async function helpCenter(
  db: Db,
  merchant: string,
  lang: Lang,
  device: 'WEB' | 'H5',
): Promise<HelpCenter> {
  const sections = await db.all<HelpSection>(
    'SELECT anchor AS id, title, html FROM help_section WHERE merchant_code = ? AND lang = ? ORDER BY sort',
    merchant,
    lang,
  );
  return {
    lang,
    device,
    title: lang === 'EN' ? 'Help centre' : 'Centro de ajuda',
    sections,
    html: sections.map((s) => `<section id="${s.id}"><h2>${s.title}</h2>${s.html}</section>`).join('\n'),
  };
}

/** Sets the site status (the operator's control; development mode). */
export async function setSiteStatus(
  db: Db,
  merchant: string,
  status: 0 | 1 | 2,
  endTime: string | null,
): Promise<void> {
  await db.run(
    'UPDATE system_status SET status = ?, end_time = ? WHERE merchant_code = ?',
    status,
    endTime,
    merchant,
  );
}

/** Turns module flags on or off, all in one transaction (the operator's control; development mode). */
export async function setModuleFlags(
  db: Db,
  merchant: string,
  flags: Record<string, boolean>,
): Promise<void> {
  const upsert = `INSERT INTO module_flag (merchant_code, mod_id, enabled) VALUES (?, ?, ?)
     ON CONFLICT (merchant_code, mod_id) DO UPDATE SET enabled = excluded.enabled`;
  await db.transaction(async () => {
    for (const [modId, enabled] of Object.entries(flags))
      await db.run(upsert, merchant, modId, enabled ? 1 : 0);
  });
}
