import type { FastifyInstance } from 'fastify';
import systemRoutes from './system';
import devRoutes from './dev';

/** Every domain plugin, registered in one place. Add a domain here and nowhere else. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  if (app.gatewayOptions.mode === 'development') await app.register(devRoutes);
}
