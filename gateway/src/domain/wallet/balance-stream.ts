import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { AppError } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import type { BalancePush, StreamTicketValue } from '@jogo/shared/api';
import { hashToken } from '../identity/sessions';
import { balanceOf } from '../ledger/ledger';
import { toMajor } from '../ledger/money';
import { merchantCurrency } from './accounts';

/**
 * The balance push's rules (the SSE transport is the route's, src/routes/wallet/stream.ts).
 *
 * Authentication without the session token in a URL (URLs end up in logs, history and Referer headers):
 * the page asks for a one-time ticket with its Authorization header, then opens the stream with it
 * (EventSource cannot send headers). A ticket lives 30 s, opens one stream, and is kept only as its SHA-256.
 * The stream re-checks the session on every push and heartbeat (without renewing it), and ends when it dies.
 */

registerMessages({
  'wallet.stream_ticket_invalid': {
    PT: 'Ticket de conexão inválido ou expirado',
    EN: 'Stream ticket invalid or expired',
  },
});

const TICKET_TTL_MS = 30_000;

export interface StreamTicket {
  token: string;
  memberId: number;
  merchant: string;
  expiresAt: number;
}

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** One app's tickets (in memory: a ticket is used within seconds by the same instance). */
export class StreamTickets {
  private readonly tickets = new Map<string, StreamTicket>();

  /** A new ticket for a session (expired ones are dropped on the way). */
  issue(s: { token: string; memberId: number; merchant: string }, now = Date.now()): StreamTicketValue {
    for (const [k, t] of this.tickets) if (t.expiresAt <= now) this.tickets.delete(k);
    const ticket = crypto.randomBytes(24).toString('base64url');
    this.tickets.set(sha(ticket), { ...s, expiresAt: now + TICKET_TTL_MS });
    return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
  }

  /**
   * Takes a ticket (single use). @throws 401 `wallet.stream_ticket_invalid` when unknown, expired, or its
   * session is over
   */
  take(db: Db, ticket: string, now = Date.now()): StreamTicket {
    const key = sha(ticket);
    const t = this.tickets.get(key);
    this.tickets.delete(key);
    if (!t || t.expiresAt <= now || !sessionLive(db, t.token))
      throw new AppError(401, 'wallet.stream_ticket_invalid');
    return t;
  }
}

/** Reads the session without renewing it: an open tab must not keep a session alive past its expiry. */
export const sessionLive = (db: Db, token: string, now = Date.now()): boolean =>
  Boolean(
    db
      .prepare('SELECT 1 FROM session WHERE token_hash = ? AND expires_at > ?')
      .get(hashToken(token), new Date(now).toISOString()),
  );

/** The merchant's currency symbol for the pushes (R$ when unknown). */
export const pushSymbol = (db: Db, merchant: string): string =>
  merchantCurrency(db, merchant)?.currency_symbol ?? 'R$';

/** One `balance` event's data: the member's main balance now. */
export const balancePush = (db: Db, memberId: number, currencySymbol: string): BalancePush => ({
  balance: toMajor(balanceOf(db, memberId)),
  currencySymbol,
  at: new Date().toISOString(),
});
