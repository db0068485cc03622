import fp from 'fastify-plugin';
import { assertSiteOpen, isOpenDuringMaintenance } from '../../domain/site/status';
import { isGatewayCall } from './request-context';

/**
 * Maintenance (status 1) and region block (status 2) are enforced on every gateway call, not only shown by
 * the UI: 503 `system.maintenance` or 403 `system.region_restricted`, except the `GET /wps/system/…` reads
 * the maintenance and restriction pages need.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isGatewayCall(request.url, request.routeOptions.config.headerless)) return;
      if (!isOpenDuringMaintenance(request)) await assertSiteOpen(app.db, request.merchant);
    });
  },
  { name: 'site-status', dependencies: ['db', 'request-context'] },
);
