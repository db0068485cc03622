import type { FastifyInstance } from 'fastify';
import type { AnnouncementsValue } from '@jogo/shared/api';
import { CONTENT } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { badRequest, type ErrorCode } from '../../http/errors';
import { route } from '../../http/route';
import {
  ANNOUNCEMENT_EXECUTIONS,
  ANNOUNCEMENT_TYPES,
  announcementsOf,
  bannersOf,
} from '../../domain/content/announcements';

const commaList = <T extends string>(raw: string | undefined, allowed: T[], code: ErrorCode): T[] | null => {
  if (!raw) return null;
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length || parts.some((p) => !allowed.includes(p as T))) throw badRequest(code);
  return parts as T[];
};

/** `MCSFE_getListAnnouncements`: banners, player notices, popups, promotions and content by type; guests see B, members A. */
export default async function announcementRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  route(app, CONTENT.announcements, async (request) => {
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
  });
}
