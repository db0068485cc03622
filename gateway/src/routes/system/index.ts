import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CountryCode,
  CustomerServiceEntry,
  DomainRoute,
  HelpCenter,
  HelpCenterQuery,
  HelpSection,
  ModuleFlagNode,
  SiteResources,
  SystemStatus,
  SystemStatusInfo,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { ok } from '../../http/envelope';
import { registerSettings } from '../../domain/identity/registration-rules';
import { COUNTRY_CODES } from '../../domain/site/countries';
import { siteSetting } from '../../domain/site/flags';
import { flagTree, readStatus } from './status';

const customerService = (db: Db, merchant: string) =>
  db
    .prepare(
      'SELECT cs_type AS csType, label, path FROM customer_service WHERE merchant_code = ? ORDER BY id',
    )
    .all(merchant) as CustomerServiceEntry[];

const domainRoutes = (db: Db, merchant: string) =>
  db
    .prepare('SELECT domain, route, type FROM domain_route WHERE merchant_code = ? ORDER BY type, domain')
    .all(merchant) as DomainRoute[];

function resources(db: Db, merchant: string): SiteResources {
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
 * The visitor's country. The reference gateway has no GeoIP database: private and loopback addresses are the
 * operator's home market, anything else is unknown (`ZZ`); a real deployment reads its edge's country header.
 */
function countryOf(request: FastifyRequest): string {
  const edge = request.headers['cf-ipcountry'];
  if (typeof edge === 'string' && /^[A-Z]{2}$/.test(edge)) return edge;
  return /^(127\.|10\.|192\.168\.|::1$|::ffff:127\.)/.test(request.ip) ? 'BR' : 'ZZ';
}

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /**
   * GET /wps/system/status: 0 normal, 1 maintenance (with optional end time), 2 region restricted
   * (with the visitor's IP). Maintenance takes precedence; `info` carries what the shell boots with.
   */
  app.get('/wps/system/status', async (request) => {
    const m = request.merchant;
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
      location: { ip: request.ip, countryCode: countryOf(request) },
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
    };
    return ok<SystemStatus>({
      status,
      endTime: status === 1 ? (row?.end_time ?? null) : null,
      maintenanceInfo:
        status === 1
          ? ((request.lang === 'EN' ? row?.maintenance_info_en : row?.maintenance_info_pt) ?? null)
          : null,
      ip: request.ip,
      info,
    });
  });

  /** GET /wps/system/domainRoute */
  app.get('/wps/system/domainRoute', async (request) =>
    ok<DomainRoute[]>(domainRoutes(db, request.merchant)),
  );

  /** GET /wps/system/whitelabel: the module-flag tree. */
  app.get('/wps/system/whitelabel', async (request) => ok<ModuleFlagNode[]>(flagTree(db, request.merchant)));

  /** GET /wps/system/countryCodes: the country picker's list, Brazil first. */
  app.get('/wps/system/countryCodes', async () => ok<readonly CountryCode[]>(COUNTRY_CODES));

  /** GET /wps/system/customerService */
  app.get('/wps/system/customerService', async (request) =>
    ok<CustomerServiceEntry[]>(customerService(db, request.merchant)),
  );

  /** GET /wps/system/resources */
  app.get('/wps/system/resources', async (request) => ok<SiteResources>(resources(db, request.merchant)));

  /**
   * GET /wps/system/helpCenter?lang=&device= : the help content in PT or EN (default: the Language header); the
   * terms section has the anchor `term`. H5 gets the same sections (the operator writes one text for both).
   */
  app.get<{ Querystring: HelpCenterQuery }>(
    '/wps/system/helpCenter',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            lang: { enum: ['PT', 'EN', 'pt', 'en'] },
            device: { enum: ['WEB', 'H5', 'web', 'h5'] },
          },
        },
      },
    },
    async (request) => {
      const lang = (request.query.lang?.toUpperCase() ?? request.lang) as 'PT' | 'EN';
      const device = (request.query.device?.toUpperCase() ?? 'WEB') as 'WEB' | 'H5';
      const sections = db
        .prepare(
          'SELECT anchor AS id, title, html FROM help_section WHERE merchant_code = ? AND lang = ? ORDER BY sort',
        )
        .all(request.merchant, lang) as HelpSection[];
      return ok<HelpCenter>({
        lang,
        device,
        title: lang === 'EN' ? 'Help centre' : 'Centro de ajuda',
        sections,
        html: sections.map((s) => `<section id="${s.id}"><h2>${s.title}</h2>${s.html}</section>`).join('\n'),
      });
    },
  );
}
