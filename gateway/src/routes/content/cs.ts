import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { CUSTOMER_SERVICE as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { langOf, message, type Lang } from '../../i18n/messages';
import {
  conversationOf,
  CS_MAX_BODY,
  pageMerchant,
  postMessage,
  type CsVisitor,
} from '../../domain/content/chat';

export { topicOf, type CsMessage } from '../../domain/content/chat';

/**
 * Customer service (spec 2: every customer-service link opens a 440x750 popup on the entry's path). The seeded
 * LIVECHAT entry is `/wps/cs/chat`: a small page of its own (HTML, CSS and script served here, so the site's CSP
 * `script-src 'self'` holds) that talks to the two calls below (domain/content/chat).
 */

const PageQuery = Type.Object({
  lang: Type.Optional(Type.String({ maxLength: 5 })),
  merchant: Type.Optional(Type.String({ maxLength: 40 })),
});
const ASSETS = path.join(__dirname, 'cs-assets');
const asset = (file: string) => fs.readFileSync(path.join(ASSETS, file), 'utf8');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function chatPage(lang: Lang, merchant: string): string {
  const m = (code: string) => escapeHtml(message(code, lang));
  return `<!doctype html>
<html lang="${lang === 'EN' ? 'en' : 'pt-BR'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${m('cs.page.title')} · Jogo</title>
<link rel="stylesheet" href="/wps/cs/chat.css">
</head>
<body>
<main class="chat" data-merchant="${escapeHtml(merchant)}" data-lang="${lang}" data-you="${m('cs.page.you')}" data-agent="${m('cs.page.agent')}" data-failed="${m('cs.page.failed')}">
<header class="top">
<div><h1>${m('cs.page.title')}</h1><p><span class="dot" aria-hidden="true"></span>${m('cs.page.subtitle')}</p></div>
<button type="button" id="close" class="close">${m('cs.page.close')}</button>
</header>
<ol id="log" class="log" aria-live="polite" aria-label="${m('cs.page.log')}"></ol>
<p id="error" class="error" role="alert" hidden></p>
<form id="send" class="send">
<label for="text" class="sr-only">${m('cs.page.input')}</label>
<textarea id="text" name="text" rows="2" maxlength="${CS_MAX_BODY}" placeholder="${m('cs.page.placeholder')}" required></textarea>
<button type="submit">${m('cs.page.send')}</button>
</form>
</main>
<script src="/wps/cs/chat.js" defer></script>
</body>
</html>`;
}

export default async function customerServiceRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const css = asset('chat.css');
  const js = asset('chat.js');

  /** GET /wps/cs/chat: the chat page, in `?lang=` (PT default). Opened by the browser, so headerless. */
  app.get<{ Querystring: Static<typeof PageQuery> }>(
    '/wps/cs/chat',
    {
      config: { headerless: true },
      schema: {
        querystring: PageQuery,
        operationId: 'csChatPage',
        summary: 'The customer-service chat page (HTML, opened in a popup: headerless)',
      },
    },
    async (request, reply) => {
      const host = (request.hostname ?? '').replace(/:\d+$/, '');
      const merchant = await pageMerchant(db, request.query.merchant, host);
      if (!merchant) throw new AppError(400, 'merchant.unknown');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(chatPage(langOf(request.query.lang ?? request.headers.language), merchant));
    },
  );
  app.get(
    '/wps/cs/chat.css',
    {
      config: { headerless: true },
      schema: { operationId: 'csChatStyles', summary: "The chat page's style sheet" },
    },
    async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(css),
  );
  app.get(
    '/wps/cs/chat.js',
    {
      config: { headerless: true },
      schema: { operationId: 'csChatScript', summary: "The chat page's script" },
    },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(js),
  );

  /**
   * The signed-in member, when the page sends the site's token (the calls' `auth: 'optional'`: the access guard
   * reads it, of this merchant only); a guest otherwise.
   */
  const visitorOf = (request: FastifyRequest) => async (): Promise<CsVisitor> => request.member;

  route(app, D.csMessages, async (request) =>
    ok({
      list: await conversationOf(
        db,
        request.merchant,
        request.lang,
        request.query.conversation,
        visitorOf(request),
      ),
    }),
  );

  route(app, D.csSendMessage, async (request) =>
    ok({
      list: await postMessage(
        db,
        request.merchant,
        request.lang,
        request.body.conversation,
        request.body.body,
        visitorOf(request),
      ),
    }),
  );
}
