import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import type { ChatModelListValue, LaunchChatValue } from '@jogo/shared/api';
import { CONTENT } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { zoned } from '@jogo/shared/time';
import { nowOf, siteZone } from '../../domain/site/clock';

export const CHAT_MODELS = [
  { modelId: 'luna', name: 'Luna' },
  { modelId: 'sofia', name: 'Sofia' },
  { modelId: 'rafa', name: 'Rafa' },
];

const RoomParams = Type.Object({ modelId: Type.Optional(Type.String({ pattern: '^[a-z]{1,32}$' })) });

/** Chat hosts (`CBS_modelList`, `CBS_launchChat`) and the demo chat room page they open. */
export default async function chatRoutes(app: FastifyInstance): Promise<void> {
  route(app, CONTENT.chatModels, async (request) => {
    // the hosts' hours are the site's (DESIGN.md section 9), not UTC's
    const hour = zoned(nowOf(app.db), await siteZone(app.db, request.merchant)).getHours();
    const value: ChatModelListValue = {
      list: CHAT_MODELS.map((m, i) => ({
        modelId: m.modelId,
        name: m.name,
        iconUrl: `/wps/assets/chat/${i + 1}.svg`,
        online: (hour + i) % 3 !== 0,
      })),
    };
    return ok(value);
  });

  route(app, CONTENT.launchChat, async (request) => {
    if (!CHAT_MODELS.some((m) => m.modelId === request.body.modelId)) throw notFound('chat.model_not_found');
    const value: LaunchChatValue = {
      chatUrl: `/wps/chat/room/${request.body.modelId}?lang=${request.lang}`,
    };
    return ok(value);
  });

  app.get<{ Params: Static<typeof RoomParams> }>(
    '/wps/chat/room/:modelId',
    {
      config: { headerless: true },
      schema: {
        params: RoomParams,
        operationId: 'chatRoomPage',
        summary: "A chat host's room page (framed: headerless)",
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
