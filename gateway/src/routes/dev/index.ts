import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';

/**
 * Operator controls for tests. Registered only when GATEWAY_MODE=development; in production these
 * paths do not exist (404). They act on the merchant named by the `Merchant` header, default `jogo`.
 */
export default async function devRoutes(app: FastifyInstance): Promise<void> {
  const merchantOf = (h: unknown) => (typeof h === 'string' && h ? h : 'jogo');

  app.post<{ Body: { status: 0 | 1 | 2; endTime?: string } }>(
    '/__dev/status',
    {
      schema: {
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { enum: [0, 1, 2] }, endTime: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request) => {
      app.db
        .prepare('UPDATE system_status SET status = ?, end_time = ? WHERE merchant_code = ?')
        .run(request.body.status, request.body.endTime ?? null, merchantOf(request.headers.merchant));
      return ok({ status: request.body.status });
    },
  );

  app.post<{ Body: Record<string, boolean> }>(
    '/__dev/flags',
    {
      schema: {
        body: { type: 'object', additionalProperties: { type: 'boolean' }, maxProperties: 200 },
      },
    },
    async (request) => {
      const merchant = merchantOf(request.headers.merchant);
      const upsert = app.db.prepare(
        `INSERT INTO module_flag (merchant_code, mod_id, enabled) VALUES (?, ?, ?)
         ON CONFLICT (merchant_code, mod_id) DO UPDATE SET enabled = excluded.enabled`,
      );
      app.db.transaction(() => {
        for (const [modId, enabled] of Object.entries(request.body)) upsert.run(merchant, modId, enabled ? 1 : 0);
      })();
      return ok(request.body);
    },
  );
}
