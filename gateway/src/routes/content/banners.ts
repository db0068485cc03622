import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { BannerGroup } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { CLIENT_QUERY } from '../../http/schema';
import { BANNER_GROUPS, bannersOf } from '../../domain/content';

const Query = Type.Object({
  ...CLIENT_QUERY,
  groupName: Type.Unsafe<BannerGroup>({ type: 'string', enum: BANNER_GROUPS }),
});

/** `GET /wps/content/banners?groupName=`: the banners of one group. */
export default async function bannerRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: Static<typeof Query> }>(
    '/wps/content/banners',
    { schema: { querystring: Query } },
    async (request) =>
      ok({ list: await bannersOf(app.db, request.merchant, request.lang, request.query.groupName) }),
  );
}
