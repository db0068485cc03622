import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open-db';
import { merchantContext } from './context';
import { DomainError } from '../errors';

/**
 * Calls that answer while the site is in maintenance (status 1) or region-blocked (status 2): the status
 * itself, the site settings and help the maintenance and restriction pages show (the `/wps/system/…`
 * reads). Everything else answers the error in the envelope, so the status is enforced by the gateway,
 * not only by the UI. The operator controls (`/__dev`) are outside the gateway paths.
 */
export function isOpenDuringMaintenance(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.url.startsWith('/wps/system/');
}

/**
 * @throws DomainError 503 `system.maintenance` (status 1) or 403 `system.region_restricted` (status 2)
 */
export async function assertSiteOpen(db: Db, merchant: string): Promise<void> {
  const row = (await merchantContext(db, merchant)).status;
  if (!row || row.status === 0) return;
  if (row.status === 1)
    throw new DomainError(503, 'system.maintenance', row.end_time ? { endTime: row.end_time } : undefined);
  throw new DomainError(403, 'system.region_restricted');
}
