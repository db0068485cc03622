import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { notFound } from '../../http/errors';
import { oneOf } from '../../http/schema';
import { langOf } from '../../i18n/messages';
import { artTitle, gameArtName, vendorArtCodes, vendorArtName, type ArtKind } from '../../domain/content/art';
import { bannerSvg, gameSvg, vendorSpriteSvg, vendorSvg } from './art-svg';

export { bannerSvg, gameSvg, vendorSpriteSvg, vendorSvg, wrapTitle, type VendorVariant } from './art-svg';

/**
 * Generated SVG art (drawn in ./svg, from domain/content/art). Art with words on it is drawn in the language of its URL
 * (`?lang=pt|en`, Portuguese by default): the URL is the cache key, so each language caches on its own.
 * Loaded by <img> and <use>, hence headerless; the art is public and cacheable, with an ETag of its bytes.
 */

function send(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = `"${crypto.createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  reply
    .header('cache-control', 'public, max-age=86400')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}

const NAME = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}$' });
const FileParams = Type.Object({ file: NAME });
const ArtParams = Type.Object({
  kind: oneOf<ArtKind>(['banners', 'rewards', 'promotions', 'chat']),
  file: NAME,
});
const LangQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) });

export default async function assetRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { config: { headerless: true as const } };

  app.get<{ Params: Static<typeof FileParams> }>(
    '/wps/assets/games/:file',
    {
      ...cfg,
      schema: {
        params: FileParams,
        operationId: 'gameTileArt',
        summary: 'A game tile, drawn as SVG (an <img>: headerless)',
      },
    },
    async (request, reply) => {
      const code = request.params.file.replace(/\.svg$/, '');
      const name = await gameArtName(db, code);
      if (name === null) throw notFound();
      return send(request, reply, gameSvg(code, name));
    },
  );

  app.get<{ Params: Static<typeof FileParams> }>(
    '/wps/assets/vendors/:file',
    {
      ...cfg,
      schema: {
        params: FileParams,
        operationId: 'vendorLogoArt',
        summary: 'A vendor logo, or every vendor logo of a variant in one sprite, as SVG (headerless)',
      },
    },
    async (request, reply) => {
      const sprite = /^sprite-(color|white|purple|default|active)\.svg$/.exec(request.params.file);
      if (sprite) return send(request, reply, vendorSpriteSvg(await vendorArtCodes(db), sprite[1]!));
      const m = /^(.+)-(color|white|purple|default|active)\.svg$/.exec(request.params.file);
      const name = m ? await vendorArtName(db, m[1]!) : null;
      if (!m || name === null) throw notFound();
      return send(request, reply, vendorSvg(m[1]!, m[2]!, name));
    },
  );

  app.get<{ Params: Static<typeof ArtParams>; Querystring: Static<typeof LangQuery> }>(
    '/wps/assets/:kind/:file',
    {
      ...cfg,
      schema: {
        params: ArtParams,
        querystring: LangQuery,
        operationId: 'pictureArt',
        summary: 'A banner, reward, promotion or chat picture as SVG, its words in `?lang=` (headerless)',
      },
    },
    async (request, reply) => {
      const m = /^(\d{1,9})\.svg$/.exec(request.params.file);
      if (!m) throw notFound();
      // the art's language from `?lang=` (pt or en, any case; Portuguese otherwise, the site's default)
      const art = await artTitle(db, request.params.kind, Number(m[1]), langOf(request.query.lang));
      if (!art) throw notFound();
      return send(request, reply, bannerSvg(art.title, art.color, art.wide, art.cta));
    },
  );
}
