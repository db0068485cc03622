import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SYSTEM } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { COUNTRY_CODES } from '../../domain/site/countries';
import {
  customerService,
  domainRoutes,
  flagTree,
  helpCenter,
  resources,
  systemStatus,
} from '../../domain/content/system-info';

/**
 * The visitor's country. The reference gateway has no GeoIP database: private and loopback addresses are the
 * operator's home market, anything else is unknown (`ZZ`); a real deployment reads its edge's country header.
 */
function countryOf(request: FastifyRequest): string {
  const edge = request.headers['cf-ipcountry'];
  if (typeof edge === 'string' && /^[A-Z]{2}$/.test(edge)) return edge;
  return /^(127\.|10\.|192\.168\.|::1$|::ffff:127\.)/.test(request.ip) ? 'BR' : 'ZZ';
}

/** What the site boots with (domain/content/system-info): status, domain routes, flags, countries, help. */
export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restricted; `info` carries what the shell boots with. */
  route(app, SYSTEM.systemStatus, async (request) =>
    ok(
      await systemStatus(db, request.merchant, request.lang, {
        ip: request.ip,
        countryCode: countryOf(request),
      }),
    ),
  );

  route(app, SYSTEM.domainRoute, async (request) => ok(await domainRoutes(db, request.merchant)));

  /** GET /wps/system/whitelabel: the module-flag tree. */
  route(app, SYSTEM.whitelabel, async (request) => ok(await flagTree(db, request.merchant)));

  /** GET /wps/system/countryCodes: the country picker's list, Brazil first. */
  route(app, SYSTEM.countryCodes, async () => ok([...COUNTRY_CODES]));

  route(app, SYSTEM.customerService, async (request) => ok(await customerService(db, request.merchant)));

  route(app, SYSTEM.siteResources, async (request) => ok(await resources(db, request.merchant)));

  /** GET /wps/system/helpCenter?lang=&device= : the help content in PT or EN (default: the Language header). */
  route(app, SYSTEM.helpCenter, async (request) => {
    const lang = request.query.lang ? (request.query.lang.toUpperCase() as 'PT' | 'EN') : request.lang;
    const device = request.query.device ? (request.query.device.toUpperCase() as 'WEB' | 'H5') : 'WEB';
    return ok(await helpCenter(db, request.merchant, lang, device));
  });
}
