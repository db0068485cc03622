import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type {
  Announcement,
  AnnouncementExecution,
  AnnouncementType,
  AnnouncementsValue,
  Banner,
  BannerGroup,
  ChatModelListValue,
  InboxListValue,
  LaunchChatValue,
} from '@jogo/shared/api';
import { CLIENT_QUERY, PAGE_NO, pageSize } from '../../http/schema';
import { pick } from '../../i18n/pick';
import { totalPages } from '../../http/paging';

registerMessages({
  'content.types_invalid': { PT: 'Tipos de anúncio inválidos', EN: 'Invalid announcement types' },
  'content.execution_invalid': { PT: 'Execução de anúncio inválida', EN: 'Invalid announcement execution' },
  'inbox.not_found': { PT: 'Mensagem não encontrada', EN: 'Message not found' },
  'chat.model_not_found': { PT: 'Anfitrião de chat desconhecido', EN: 'Unknown chat host' },
});

const TYPES: AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];
const EXECS: AnnouncementExecution[] = ['A', 'B', 'F'];
export const BANNER_GROUPS: BannerGroup[] = [
  'w_home',
  'w_forget',
  'w_login',
  'w_register',
  'w_popup1',
  'w_leftmenu',
];
export const CHAT_MODELS = [
  { modelId: 'luna', name: 'Luna' },
  { modelId: 'sofia', name: 'Sofia' },
  { modelId: 'rafa', name: 'Rafa' },
];

const commaList = <T extends string>(raw: string | undefined, allowed: T[], code: string): T[] | null => {
  if (!raw) return null;
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!parts.length || parts.some((p) => !allowed.includes(p as T))) throw badRequest(code);
  return parts as T[];
};

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const memberCfg = { auth: 'member' as const, trial: false as const };

  const bannersOf = (merchant: string, lang: 'PT' | 'EN', group?: BannerGroup): Banner[] =>
    (
      db
        .prepare(
          `SELECT * FROM banner WHERE merchant_code = ? ${group ? 'AND group_name = ?' : ''} ORDER BY group_name, sort, id`,
        )
        .all(...(group ? [merchant, group] : [merchant])) as {
        id: number;
        group_name: BannerGroup;
        title_pt: string;
        title_en: string;
        linkage: string;
        linkage_type: Banner['linkageType'];
      }[]
    ).map((b) => ({
      id: b.id,
      groupName: b.group_name,
      // the art has the title drawn on it: one URL per language (and cache entry)
      url: `/wps/assets/banners/${b.id}.svg?lang=${lang.toLowerCase()}`,
      linkage: b.linkage,
      linkageType: b.linkage_type,
      title: pick(lang, b.title_pt, b.title_en),
    }));

  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      config: { auth: 'optional' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...CLIENT_QUERY,
            types: { type: 'string', maxLength: 32 },
            execution: { type: 'string', maxLength: 16 },
          },
        },
      },
    },
    async (request) => {
      const q = request.query as { types?: string; execution?: string };
      const types = commaList(q.types, TYPES, 'content.types_invalid') ?? TYPES;
      const execs =
        commaList(q.execution, EXECS, 'content.execution_invalid') ?? (request.member ? ['A'] : ['B']);
      const rows = db
        .prepare(
          `SELECT * FROM announcement WHERE merchant_code = ? AND type IN (${types.map(() => '?').join(',')})
           AND execution IN (${execs.map(() => '?').join(',')}) ORDER BY sort, id`,
        )
        .all(request.merchant, ...types, ...execs) as {
        id: number;
        type: AnnouncementType;
        execution: AnnouncementExecution;
        title_pt: string;
        title_en: string;
        content_pt: string;
        content_en: string;
        start_time: string;
      }[];
      const list: Announcement[] = rows.map((r) => ({
        id: r.id,
        title: pick(request.lang, r.title_pt, r.title_en),
        content: pick(request.lang, r.content_pt, r.content_en),
        promotionType: r.type,
        execution: r.execution,
        startTime: r.start_time,
      }));
      const value: AnnouncementsValue = {
        banners: types.includes('B') ? bannersOf(request.merchant, request.lang) : [],
        playerNotices: list.filter((a) => a.promotionType === 'PL'),
        popup: list.filter((a) => a.promotionType === 'PU'),
        promotion: list.filter((a) => a.promotionType === 'PR'),
        content: list.filter((a) => a.promotionType === 'H' || a.promotionType === 'B'),
      };
      return ok(value);
    },
  );

  app.get(
    '/wps/content/banners',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['groupName'],
          properties: { ...CLIENT_QUERY, groupName: { type: 'string', enum: BANNER_GROUPS } },
        },
      },
    },
    async (request) =>
      ok({
        list: bannersOf(
          request.merchant,
          request.lang,
          (request.query as { groupName: BannerGroup }).groupName,
        ),
      }),
  );

  // ---- Inbox ------------------------------------------------------------------------------------

  const unread = (id: number) =>
    (
      db
        .prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL')
        .get(id) as { n: number }
    ).n;
  const inboxCfg = { ...memberCfg, module: 'INBOX3' };

  app.get('/wps/relay/CSP_unreadCount', { config: inboxCfg }, async (request) =>
    ok({ count: unread(request.member!.id) }),
  );

  app.get(
    '/wps/relay/CSP_messageList',
    {
      config: inboxCfg,
      schema: {
        querystring: {
          type: 'object',
          // unreadFirst: the member centre's inbox lists unread messages first
          properties: {
            ...CLIENT_QUERY,
            pageNo: PAGE_NO,
            pageSize: pageSize(10, 50),
            unreadFirst: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const q = request.query as { pageNo: number; pageSize: number; unreadFirst?: boolean };
      const id = request.member!.id;
      const n = (
        db.prepare('SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ?').get(id) as { n: number }
      ).n;
      const rows = db
        .prepare(
          `SELECT * FROM inbox_message WHERE member_id = ? ORDER BY ${q.unreadFirst ? '(read_at IS NOT NULL), ' : ''}created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(id, q.pageSize, (q.pageNo - 1) * q.pageSize) as {
        id: number;
        title: string;
        content: string;
        read_at: string | null;
        created_at: string;
      }[];
      const value: InboxListValue = {
        content: rows.map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          read: r.read_at !== null,
          createdAt: r.created_at,
        })),
        totalPages: totalPages(n, q.pageSize),
        unread: unread(id),
      };
      return ok(value);
    },
  );

  app.post<{ Body: { id?: number } }>(
    '/wps/relay/CSP_readMessage',
    {
      config: inboxCfg,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request) => {
      const id = request.member!.id;
      const now = new Date().toISOString();
      if (request.body?.id) {
        const r = db
          .prepare('UPDATE inbox_message SET read_at = COALESCE(read_at, ?) WHERE id = ? AND member_id = ?')
          .run(now, request.body.id, id);
        // someone else's message id answers the same as a missing one
        if (r.changes === 0) throw notFound('inbox.not_found');
      } else
        db.prepare('UPDATE inbox_message SET read_at = ? WHERE member_id = ? AND read_at IS NULL').run(
          now,
          id,
        );
      return ok({ unread: unread(id) });
    },
  );

  // ---- Chat -------------------------------------------------------------------------------------

  app.get(
    '/wps/relay/CBS_modelList',
    { schema: { querystring: { type: 'object', properties: { ...CLIENT_QUERY } } } },
    async () => {
      const hour = new Date().getUTCHours();
      const value: ChatModelListValue = {
        list: CHAT_MODELS.map((m, i) => ({
          modelId: m.modelId,
          name: m.name,
          iconUrl: `/wps/assets/chat/${i + 1}.svg`,
          online: (hour + i) % 3 !== 0,
        })),
      };
      return ok(value);
    },
  );

  app.post<{ Body: { modelId: string } }>(
    '/wps/relay/CBS_launchChat',
    {
      config: { auth: 'optional' },
      schema: {
        body: {
          type: 'object',
          required: ['modelId'],
          additionalProperties: false,
          properties: { modelId: { type: 'string', minLength: 1, maxLength: 32 } },
        },
      },
    },
    async (request) => {
      if (!CHAT_MODELS.some((m) => m.modelId === request.body.modelId))
        throw notFound('chat.model_not_found');
      const value: LaunchChatValue = {
        chatUrl: `/wps/chat/room/${request.body.modelId}?lang=${request.lang}`,
      };
      return ok(value);
    },
  );

  app.get<{ Params: { modelId: string } }>(
    '/wps/chat/room/:modelId',
    {
      config: { headerless: true },
      schema: {
        params: { type: 'object', properties: { modelId: { type: 'string', pattern: '^[a-z]{1,32}$' } } },
      },
    },
    async (request, reply) => {
      const m = CHAT_MODELS.find((x) => x.modelId === request.params.modelId);
      if (!m) throw notFound('chat.model_not_found');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html><head><meta charset="utf-8"><title>${m.name}</title></head><body style="font-family:system-ui;background:#111;color:#eee;padding:24px"><h1>${m.name}</h1><p>Demo chat room · Sala de chat de demonstração</p></body></html>`,
        );
    },
  );
}
