import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { DomainError } from '../errors';
import type { BalancePush, StreamTicketValue } from '@jogo/shared/api';
import { hashToken } from '../identity/sessions';
import { balanceOf } from '../ledger/ledger';
import { toMajor } from '../ledger/money';
import { merchantCurrency } from './accounts';

/**
 * The balance push's rules (the SSE transport is the route's, src/routes/money/stream.ts).
 *
 * Authentication without the session token in a URL (URLs end up in logs, history and Referer headers):
 * the page asks for a one-time ticket with its Authorization header, then opens the stream with it
 * (EventSource cannot send headers). A ticket lives 30 s, opens one stream, and is kept only as its SHA-256, in
 * the database (migration 180), so a ticket issued by one gateway process opens the stream on any other.
 * The stream re-checks the session on every push and heartbeat (without renewing it), and ends when it dies.
 */

const TICKET_TTL_MS = 30_000;

export interface StreamTicket {
  /** the SHA-256 of the session token that asked for the ticket */
  sessionHash: string;
  memberId: number;
  merchant: string;
  expiresAt: number;
}

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** A new ticket for a session (expired ones are dropped on the way). */
export async function issueStreamTicket(
  db: Db,
  s: { token: string; memberId: number; merchant: string },
  now = Date.now(),
): Promise<StreamTicketValue> {
  await db.run('DELETE FROM stream_ticket WHERE expires_at <= ?', now);
  const ticket = crypto.randomBytes(24).toString('base64url');
  await db.run(
    'INSERT INTO stream_ticket (ticket_hash, session_hash, member_id, merchant_code, expires_at) VALUES (?, ?, ?, ?, ?)',
    sha(ticket),
    hashToken(s.token),
    s.memberId,
    s.merchant,
    now + TICKET_TTL_MS,
  );
  return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
}

/**
 * Takes a ticket (single use: one DELETE … RETURNING, so of two processes redeeming it at once one gets it).
 * @throws 401 `wallet.stream_ticket_invalid` when unknown, used, expired, or its session is over
 */
export async function takeStreamTicket(db: Db, ticket: string, now = Date.now()): Promise<StreamTicket> {
  const t = await db.get<StreamTicket>(
    `DELETE FROM stream_ticket WHERE ticket_hash = ?
       RETURNING session_hash AS "sessionHash", member_id AS "memberId", merchant_code AS merchant, expires_at AS "expiresAt"`,
    sha(ticket),
  );
  if (!t || t.expiresAt <= now || !(await sessionLive(db, t.sessionHash)))
    throw new DomainError(401, 'wallet.stream_ticket_invalid');
  return t;
}

/** Reads the session without renewing it: an open tab must not keep a session alive past its expiry. */
export const sessionLive = async (db: Db, sessionHash: string, now = Date.now()): Promise<boolean> =>
  Boolean(
    await db.get(
      'SELECT 1 FROM session WHERE token_hash = ? AND expires_at > ?',
      sessionHash,
      new Date(now).toISOString(),
    ),
  );

/** The merchant's currency symbol for the pushes (R$ when unknown). */
export const pushSymbol = async (db: Db, merchant: string): Promise<string> =>
  (await merchantCurrency(db, merchant))?.currency_symbol ?? 'R$';

/** One `balance` event's data: the member's main balance now. */
export const balancePush = async (
  db: Db,
  memberId: number,
  currencySymbol: string,
): Promise<BalancePush> => ({
  balance: toMajor(await balanceOf(db, memberId)),
  currencySymbol,
  at: new Date().toISOString(),
});
