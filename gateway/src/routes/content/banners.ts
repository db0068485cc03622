import type { FastifyInstance } from 'fastify';
import { CONTENT } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { bannersOf } from '../../domain/content/announcements';

/** `GET /wps/content/banners?groupName=`: the banners of one group. */
export default async function bannerRoutes(app: FastifyInstance): Promise<void> {
  route(app, CONTENT.banners, async (request) =>
    ok({ list: await bannersOf(app.db, request.merchant, request.lang, request.query.groupName) }),
  );
}
