import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';

/**
 * Operator controls for promotion applications (development mode only, registered by routes/index.ts):
 * - GET /__dev/promotions/applications?username=: the newest applications with their image count;
 * - POST /__dev/promotions/applications/:id { status: 'JOINED' | 'REJECTED' }: review an APPLYING one.
 */
export default async function promotionDevRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { username?: string } }>(
    '/__dev/promotions/applications',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { username: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request) => {
      const list = app.db
        .prepare(
          `SELECT a.id, m.username, a.promotion_id AS promotionId, a.remark, a.status, a.created_at AS createdAt,
             (SELECT COUNT(*) FROM promotion_application_image i WHERE i.application_id = a.id) AS imageCount
           FROM promotion_application a JOIN member m ON m.id = a.member_id
           WHERE (? IS NULL OR m.username = ?) ORDER BY a.id DESC LIMIT 50`,
        )
        .all(request.query.username ?? null, request.query.username ?? null);
      return ok({ list });
    },
  );

  app.post<{ Params: { id: number }; Body: { status: 'JOINED' | 'REJECTED' } }>(
    '/__dev/promotions/applications/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } },
        body: {
          type: 'object',
          required: ['status'],
          additionalProperties: false,
          properties: { status: { enum: ['JOINED', 'REJECTED'] } },
        },
      },
    },
    async (request) => {
      const row = app.db
        .prepare('SELECT status FROM promotion_application WHERE id = ?')
        .get(request.params.id) as { status: string } | undefined;
      if (!row) throw notFound();
      if (row.status !== 'APPLYING') throw badRequest('promotion.not_applying');
      app.db
        .prepare('UPDATE promotion_application SET status = ?, updated_at = ? WHERE id = ?')
        .run(request.body.status, new Date().toISOString(), request.params.id);
      return ok({ id: request.params.id, status: request.body.status });
    },
  );
}
