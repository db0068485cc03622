import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { flagTree, readStatus } from './status';

export default async function systemRoutes(app: FastifyInstance): Promise<void> {
  /**
   * GET /wps/system/status: 0 normal, 1 maintenance (with optional end time), 2 region restricted
   * (with the visitor's IP). Maintenance takes precedence; `info` carries what the shell boots with.
   */
  app.get('/wps/system/status', async (request) => {
    const row = readStatus(app.db, request.merchant);
    const status = row?.status ?? 0;
    const customerService = app.db
      .prepare('SELECT cs_type AS csType, label, path FROM customer_service WHERE merchant_code = ? ORDER BY id')
      .all(request.merchant);
    return ok({
      status,
      endTime: status === 1 ? (row?.end_time ?? null) : null,
      maintenanceInfo: status === 1 ? (request.lang === 'EN' ? row?.maintenance_info_en : row?.maintenance_info_pt) : null,
      ip: request.ip,
      info: {
        maintenance: status === 1,
        regionRestriction: status === 2,
        location: { ip: request.ip },
        customerService,
        whitelabel: flagTree(app.db, request.merchant),
      },
    });
  });
}
