import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { CountryCode } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { oneOf } from '../../http/schema';
import { COUNTRY_CODES } from '../../domain/site/countries';
import {
  customerService,
  domainRoutes,
  flagTree,
  helpCenter,
  resources,
  systemStatus,
} from '../../domain/site/system-info';

const HelpQuery = Type.Object(
  {
    lang: Type.Optional(oneOf(['PT', 'EN', 'pt', 'en'] as const)),
    device: Type.Optional(oneOf(['WEB', 'H5', 'web', 'h5'] as const)),
  },
  { additionalProperties: false },
);

/**
 * The visitor's country. The reference gateway has no GeoIP database: private and loopback addresses are the
 * operator's home market, anything else is unknown (`ZZ`); a real deployment reads its edge's country header.
 */
function countryOf(request: FastifyRequest): string {
  const edge = request.headers['cf-ipcountry'];
  if (typeof edge === 'string' && /^[A-Z]{2}$/.test(edge)) return edge;
  return /^(127\.|10\.|192\.168\.|::1$|::ffff:127\.)/.test(request.ip) ? 'BR' : 'ZZ';
}

/** What the site boots with (domain/site/system-info): status, domain routes, flags, countries, help. */
export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** GET /wps/system/status: 0 normal, 1 maintenance, 2 region restricted; `info` carries what the shell boots with. */
  app.get('/wps/system/status', async (request) =>
    ok(
      await systemStatus(db, request.merchant, request.lang, {
        ip: request.ip,
        countryCode: countryOf(request),
      }),
    ),
  );

  app.get('/wps/system/domainRoute', async (request) => ok(await domainRoutes(db, request.merchant)));

  /** GET /wps/system/whitelabel: the module-flag tree. */
  app.get('/wps/system/whitelabel', async (request) => ok(await flagTree(db, request.merchant)));

  /** GET /wps/system/countryCodes: the country picker's list, Brazil first. */
  app.get('/wps/system/countryCodes', async () => ok<readonly CountryCode[]>(COUNTRY_CODES));

  app.get('/wps/system/customerService', async (request) => ok(await customerService(db, request.merchant)));

  app.get('/wps/system/resources', async (request) => ok(await resources(db, request.merchant)));

  /** GET /wps/system/helpCenter?lang=&device= : the help content in PT or EN (default: the Language header). */
  app.get<{ Querystring: Static<typeof HelpQuery> }>(
    '/wps/system/helpCenter',
    { schema: { querystring: HelpQuery } },
    async (request) => {
      const lang = request.query.lang ? (request.query.lang.toUpperCase() as 'PT' | 'EN') : request.lang;
      const device = request.query.device ? (request.query.device.toUpperCase() as 'WEB' | 'H5') : 'WEB';
      return ok(await helpCenter(db, request.merchant, lang, device));
    },
  );
}
