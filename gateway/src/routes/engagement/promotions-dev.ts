import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { oneOf } from '../../http/schema';
import { listApplications, reviewApplication } from '../../domain/engagement/promotions';

const ListQuery = Type.Object(
  { username: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
const ReviewParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const ReviewBody = Type.Object(
  { status: oneOf(['JOINED', 'REJECTED'] as const) },
  { additionalProperties: false },
);

/**
 * Operator controls for promotion applications (development mode only, registered by routes/index.ts):
 * - GET /__dev/promotions/applications?username=: the newest applications with their image count;
 * - POST /__dev/promotions/applications/:id { status: 'JOINED' | 'REJECTED' }: review an APPLYING one.
 */
export default async function promotionDevRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/__dev/promotions/applications',
    { schema: { querystring: ListQuery } },
    async (request) => ok({ list: await listApplications(app.db, request.query.username ?? null) }),
  );

  app.post<{ Params: Static<typeof ReviewParams>; Body: Static<typeof ReviewBody> }>(
    '/__dev/promotions/applications/:id',
    { schema: { params: ReviewParams, body: ReviewBody } },
    async (request) => {
      await reviewApplication(app.db, request.params.id, request.body.status);
      return ok({ id: request.params.id, status: request.body.status });
    },
  );
}
