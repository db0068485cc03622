import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { AnnouncementsValue } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { badRequest, type ErrorCode } from '../../http/errors';
import { CLIENT_QUERY } from '../../http/schema';
import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  announcementsOf,
  bannersOf,
} from '../../domain/content';

const commaList = <T extends string>(raw: string | undefined, allowed: T[], code: ErrorCode): T[] | null => {
  if (!raw) return null;
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length || parts.some((p) => !allowed.includes(p as T))) throw badRequest(code);
  return parts as T[];
};

const Query = Type.Object({
  ...CLIENT_QUERY,
  types: Type.Optional(Type.String({ maxLength: 32 })),
  execution: Type.Optional(Type.String({ maxLength: 16 })),
});

/** `MCSFE_getListAnnouncements`: banners, player notices, popups, promotions and content by type; guests see B, members A. */
export default async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  app.get<{ Querystring: Static<typeof Query> }>(
    '/wps/relay/MCSFE_getListAnnouncements',
    { config: { auth: 'optional' }, schema: { querystring: Query } },
    async (request) => {
      const q = request.query;
      const types = commaList(q.types, ANNOUNCEMENT_TYPES, 'content.types_invalid') ?? ANNOUNCEMENT_TYPES;
      const execs =
        commaList(q.execution, ANNOUNCEMENT_EXECUTIONS, 'content.execution_invalid') ??
        (request.member ? ['A' as const] : ['B' as const]);
      const list = await announcementsOf(db, request.merchant, request.lang, types, execs);
      const value: AnnouncementsValue = {
        banners: types.includes('B') ? await bannersOf(db, request.merchant, request.lang) : [],
        playerNotices: list.filter((a) => a.promotionType === 'PL'),
        popup: list.filter((a) => a.promotionType === 'PU'),
        promotion: list.filter((a) => a.promotionType === 'PR'),
        content: list.filter((a) => a.promotionType === 'H' || a.promotionType === 'B'),
      };
      return ok(value);
    },
  );
}
