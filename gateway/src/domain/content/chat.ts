import type { Static } from '@sinclair/typebox';
import {
  CS_CONVERSATION_PATTERN,
  CS_MAX_BODY,
  type CsMessage as CsMessageSchema,
} from '@jogo/shared/contract';
import type { Db } from '../../db/open-db';
import { badRequest } from '../errors';
import { message, type Lang } from '../../i18n/messages';
import { throttle } from '../identity/verification/common';

/**
 * The customer-service chat (spec 2): conversations by an opaque id the page makes, a greeting when one
 * starts, and an answer by topic at once (the reference gateway's service desk).
 *
 * Ownership: a conversation is the pair (id, member). A member's lines are read and written only
 * with that member's session; a guest's (member NULL) only without one. So an id that leaks (a shared
 * computer's localStorage, a screenshot) shows a member's conversation to no one else, and a guest's ids are
 * random UUIDs (122 bits; the pattern asks for at least 32 characters). The greeting names no one.
 */

/** A line of a conversation, as the chat page reads it (`@jogo/shared/contract`, endpoints/cs.ts). */
export type CsMessage = Static<typeof CsMessageSchema>;

/** The visitor of a conversation: the logged-in member when the page sent the site's token, else a guest. */
export type CsVisitor = { id: number; username: string; nickname: string | null } | null;
/** Resolves the visitor when it is needed (a session look-up), so a plain read does not touch the session. */
export type VisitorOf = () => Promise<CsVisitor>;

export { CS_MAX_BODY, CS_CONVERSATION_PATTERN as CONVERSATION_PATTERN };

/** The topic of a question, by words of either language; decides the automatic answer. */
export function topicOf(text: string): 'deposit' | 'withdraw' | 'password' | 'bonus' | 'default' {
  const t = text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (/\b(saque|sacar|saquei|withdraw\w*|retirada)\b/.test(t)) return 'withdraw';
  if (/\b(deposit\w*|pix|recarga)\b/.test(t)) return 'deposit';
  if (/\b(senha|password|login|entrar)\b/.test(t)) return 'password';
  if (/\b(bonus|promo\w*|cupom|rodadas)\b/.test(t)) return 'bonus';
  return 'default';
}

/**
 * The merchant of a headerless page: `wanted` if known, else the merchant of the host's domain route, else the
 * first by code (a table has no insertion order on PostgreSQL).
 */
export async function pageMerchant(db: Db, wanted: string | undefined, host: string): Promise<string | null> {
  const known = async (code: string) => !!(await db.get('SELECT 1 FROM merchant WHERE code = ?', code));
  if (wanted && (await known(wanted))) return wanted;
  const byDomain = await db.get<{ merchant_code: string }>(
    'SELECT merchant_code FROM domain_route WHERE domain = ?',
    host,
  );
  if (byDomain) return byDomain.merchant_code;
  const first = await db.get<{ code: string }>('SELECT code FROM merchant ORDER BY code LIMIT 1');
  return first?.code ?? null;
}

/** The lines of the conversation `conversation` of this visitor (a member's, or a guest's: member NULL). */
const list = async (db: Db, merchant: string, conversation: string, visitor: CsVisitor) =>
  (
    await db.all(
      `SELECT id, author, body, created_at AS createdAt FROM cs_message
       WHERE merchant_code = ? AND conversation_id = ? AND ${visitor ? 'member_id = ?' : 'member_id IS NULL'}
       ORDER BY id DESC LIMIT 100`,
      merchant,
      conversation,
      ...(visitor ? [visitor.id] : []),
    )
  ).reverse() as CsMessage[];

const insert = async (
  db: Db,
  merchant: string,
  conversation: string,
  visitor: CsVisitor,
  author: CsMessage['author'],
  body: string,
  at: string,
) =>
  await db.run(
    `INSERT INTO cs_message (merchant_code, conversation_id, member_id, author, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    merchant,
    conversation,
    visitor?.id ?? null,
    author,
    body,
    at,
  );

/** The visitor's conversation so far; a new one starts with the service's greeting, which names no one. */
export async function conversationOf(
  db: Db,
  merchant: string,
  lang: Lang,
  conversation: string,
  visitorOf: VisitorOf,
): Promise<CsMessage[]> {
  const visitor = await visitorOf();
  const rows = await list(db, merchant, conversation, visitor);
  if (rows.length > 0) return rows;
  const greeting = message('cs.reply.greeting', lang);
  await insert(db, merchant, conversation, visitor, 'agent', greeting, new Date().toISOString());
  return await list(db, merchant, conversation, visitor);
}

/**
 * Sends a visitor's message (trimmed, not empty; one every 500 ms per conversation) and the answer to its topic.
 * @throws 400 `cs.message_empty` / `cs.conversation_invalid`, 429 `TOO_MANY_REQUESTS`
 * @returns the conversation after
 */
export async function postMessage(
  db: Db,
  merchant: string,
  lang: Lang,
  conversation: string,
  body: string,
  visitorOf: VisitorOf,
): Promise<CsMessage[]> {
  const text = body.trim();
  if (!text) throw badRequest('cs.message_empty');
  if (!new RegExp(CS_CONVERSATION_PATTERN).test(conversation)) throw badRequest('cs.conversation_invalid');
  await throttle(db, `cs:${merchant}:${conversation}`, 500);
  const visitor = await visitorOf();
  const now = new Date().toISOString();
  await db.transaction(async () => {
    await insert(db, merchant, conversation, visitor, 'visitor', text, now);
    await insert(
      db,
      merchant,
      conversation,
      visitor,
      'agent',
      message(`cs.reply.${topicOf(text)}`, lang),
      now,
    );
  });
  return await list(db, merchant, conversation, visitor);
}
