import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open-db';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { langOf, message, type Lang } from '../../i18n/messages';
import { resolveSession } from '../../domain/identity/sessions';
import { throttle } from '../../domain/verification/common';
import './messages';

/**
 * Customer service (spec 2: every customer-service link opens a 440x750 popup on the entry's path). The seeded
 * LIVECHAT entry is `/wps/cs/chat`: a small page of its own (HTML, CSS and script served here, so the site's CSP
 * `script-src 'self'` holds) that talks to the two calls below. Answers come from the service desk; the reference
 * gateway answers by topic at once so the chat works end to end.
 */

export interface CsMessage {
  id: number;
  author: 'visitor' | 'agent';
  body: string;
  createdAt: string;
}

const CONVERSATION = { type: 'string', pattern: '^[A-Za-z0-9-]{16,64}$' } as const;
const MAX_BODY = 500;
const ASSETS = path.join(__dirname, 'assets');
const asset = (file: string) => fs.readFileSync(path.join(ASSETS, file), 'utf8');

/** The topic of a question, by words of either language; decides the automatic answer. */
export function topicOf(text: string): 'deposit' | 'withdraw' | 'password' | 'bonus' | 'default' {
  const t = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (/\b(saque|sacar|saquei|withdraw\w*|retirada)\b/.test(t)) return 'withdraw';
  if (/\b(deposit\w*|pix|recarga)\b/.test(t)) return 'deposit';
  if (/\b(senha|password|login|entrar)\b/.test(t)) return 'password';
  if (/\b(bonus|promo\w*|cupom|rodadas)\b/.test(t)) return 'bonus';
  return 'default';
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The merchant of a headerless page: `?merchant=`, else the merchant of the host's domain route, else the first. */
function merchantOf(db: Db, request: FastifyRequest, wanted: string | undefined): string | null {
  const known = (code: string) => !!db.prepare('SELECT 1 FROM merchant WHERE code = ?').get(code);
  if (wanted && known(wanted)) return wanted;
  const host = (request.hostname ?? '').replace(/:\d+$/, '');
  const byDomain = db.prepare('SELECT merchant_code FROM domain_route WHERE domain = ?').get(host) as
    { merchant_code: string } | undefined;
  if (byDomain) return byDomain.merchant_code;
  const first = db.prepare('SELECT code FROM merchant ORDER BY rowid LIMIT 1').get() as
    { code: string } | undefined;
  return first?.code ?? null;
}

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
<textarea id="text" name="text" rows="2" maxlength="${MAX_BODY}" placeholder="${m('cs.page.placeholder')}" required></textarea>
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
  app.get<{ Querystring: { lang?: string; merchant?: string } }>(
    '/wps/cs/chat',
    {
      config: { headerless: true },
      schema: {
        querystring: {
          type: 'object',
          properties: { lang: { type: 'string', maxLength: 5 }, merchant: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(db, request, request.query.merchant);
      if (!merchant) throw new AppError(400, 'merchant.unknown');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(chatPage(langOf(request.query.lang ?? request.headers.language), merchant));
    },
  );
  app.get('/wps/cs/chat.css', { config: { headerless: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(css),
  );
  app.get('/wps/cs/chat.js', { config: { headerless: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(js),
  );

  const list = (merchant: string, conversation: string) =>
    db
      .prepare(
        `SELECT id, author, body, created_at AS createdAt FROM cs_message
         WHERE merchant_code = ? AND conversation_id = ? ORDER BY id DESC LIMIT 100`,
      )
      .all(merchant, conversation)
      .reverse() as CsMessage[];

  const insert = db.prepare(
    `INSERT INTO cs_message (merchant_code, conversation_id, member_id, author, body, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  /** The logged-in member, when the page sends the site's token (optional: guests chat too). */
  const memberOf = (request: FastifyRequest) => {
    const raw = request.headers.authorization;
    if (typeof raw !== 'string' || !raw) return null;
    const member = resolveSession(db, raw);
    return member && member.merchantCode === request.merchant ? member : null;
  };

  /**
   * GET /wps/cs/messages?conversation=: the conversation so far; a new one starts with the service's greeting
   * (by nickname when the member is known).
   */
  app.get<{ Querystring: { conversation: string } }>(
    '/wps/cs/messages',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['conversation'],
          properties: { conversation: CONVERSATION },
        },
      },
    },
    async (request) => {
      const { conversation } = request.query;
      let rows = list(request.merchant, conversation);
      if (rows.length === 0) {
        const member = memberOf(request);
        const name = member ? `, ${member.nickname ?? member.username}` : '';
        insert.run(
          request.merchant,
          conversation,
          member?.id ?? null,
          'agent',
          message('cs.reply.greeting', request.lang, { name }),
          new Date().toISOString(),
        );
        rows = list(request.merchant, conversation);
      }
      return ok({ list: rows });
    },
  );

  /** POST /wps/cs/messages { conversation, body }: sends a message; the answer follows in the same list. */
  app.post<{ Body: { conversation: string; body: string } }>(
    '/wps/cs/messages',
    {
      schema: {
        body: {
          type: 'object',
          required: ['conversation', 'body'],
          additionalProperties: false,
          properties: { conversation: CONVERSATION, body: { type: 'string', maxLength: MAX_BODY } },
        },
      },
    },
    async (request) => {
      const { conversation } = request.body;
      const text = request.body.body.trim();
      if (!text) throw badRequest('cs.message_empty');
      if (!/^[A-Za-z0-9-]{16,64}$/.test(conversation)) throw badRequest('cs.conversation_invalid');
      throttle(db, `cs:${request.merchant}:${conversation}`, 500);
      const member = memberOf(request);
      const now = new Date().toISOString();
      db.transaction(() => {
        insert.run(request.merchant, conversation, member?.id ?? null, 'visitor', text, now);
        insert.run(
          request.merchant,
          conversation,
          member?.id ?? null,
          'agent',
          message(`cs.reply.${topicOf(text)}`, request.lang),
          now,
        );
      })();
      return ok({ list: list(request.merchant, conversation) });
    },
  );
}
