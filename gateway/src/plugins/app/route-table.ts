import fp from 'fastify-plugin';
import type { RouteAccess } from './access';

/** A route as declared, collected by an onRoute hook (test/fuzz reads it). */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown };
  config: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route as declared (method, url, schema, config): what the fuzz suite generates calls from */
    routeTable: DeclaredRoute[];
  }
}

/** Collects every route as it is declared into `app.routeTable`; register it before the routes. */
export default fp(
  async (app) => {
    const routeTable: DeclaredRoute[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method])
        routeTable.push({
          method,
          url: route.url,
          schema: route.schema as DeclaredRoute['schema'],
          config: (route.config ?? {}) as RouteAccess,
        });
    });
  },
  { name: 'route-table' },
);
