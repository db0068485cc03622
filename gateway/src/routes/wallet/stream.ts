import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';
import { hashToken } from '../../domain/identity/sessions';
import type { BalancePush, StreamTicketValue } from '@jogo/shared/api';
import { balanceHub } from '../../domain/ledger/balance-hub';
import { balanceOf } from '../../domain/ledger/ledger';
import { toMajor } from '../../domain/ledger/money';
import { memberOf } from '../../http/member';

/**
 * The balance push: server-sent events to the signed-in browser.
 *
 * Authentication without the session token in a URL (URLs end up in logs, history and Referer headers):
 * the page asks for a one-time ticket with its Authorization header (`POST /wps/wallet/stream/ticket`), then
 * opens `GET /wps/wallet/stream?ticket=` with EventSource (which cannot send headers). A ticket lives 30 s,
 * opens one stream, and is kept only as its SHA-256. The stream re-checks the session on every push and
 * heartbeat (without renewing it), and ends when it dies (logout, expiry).
 *
 * Events: `balance` with `BalancePush`, once on open and after every transaction that moved the member's main
 * wallet (deposits confirmed, withdrawals and refunds, transfers, game rounds); a comment line every 15 s keeps
 * proxies from closing an idle stream. `Cache-Control: no-transform` keeps compressing proxies (dev-proxy)
 * from buffering it.
 */

registerMessages({
  'wallet.stream_ticket_invalid': {
    PT: 'Ticket de conexão inválido ou expirado',
    EN: 'Stream ticket invalid or expired',
  },
});

const TICKET_TTL_MS = 30_000;
const HEARTBEAT_MS = 15_000;

interface Ticket {
  token: string;
  memberId: number;
  merchant: string;
  expiresAt: number;
}

const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export async function balanceStreamRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const tickets = new Map<string, Ticket>();
  const open = new Set<ServerResponse>();
  // reads the session without renewing it: an open tab must not keep a session alive past its expiry
  const sessionLive = (token: string) =>
    Boolean(
      db
        .prepare('SELECT 1 FROM session WHERE token_hash = ? AND expires_at > ?')
        .get(hashToken(token), new Date().toISOString()),
    );
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
  });

  app.post('/wps/wallet/stream/ticket', { config: { auth: 'member' } }, async (request) => {
    const now = Date.now();
    for (const [k, t] of tickets) if (t.expiresAt <= now) tickets.delete(k);
    const ticket = crypto.randomBytes(24).toString('base64url');
    tickets.set(sha(ticket), {
      token: request.token!,
      memberId: memberOf(request).id,
      merchant: request.merchant,
      expiresAt: now + TICKET_TTL_MS,
    });
    const value: StreamTicketValue = { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
    return ok(value);
  });

  app.get<{ Querystring: { ticket?: string } }>(
    '/wps/wallet/stream',
    {
      // EventSource sends no Merchant header: the ticket names the merchant and the member
      config: { headerless: true },
      schema: { querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 64 } } } },
    },
    async (request, reply) => {
      const key = sha(request.query.ticket ?? '');
      const t = tickets.get(key);
      tickets.delete(key);
      if (!t || t.expiresAt <= Date.now() || !sessionLive(t.token))
        throw new AppError(401, 'wallet.stream_ticket_invalid');
      const symbol =
        (
          db.prepare('SELECT currency_symbol AS s FROM merchant WHERE code = ?').get(t.merchant) as
            { s: string } | undefined
        )?.s ?? 'R$';
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      open.add(res);
      const alive = () => {
        if (sessionLive(t.token)) return true;
        close();
        return false;
      };
      const push = () => {
        if (!alive()) return;
        const v: BalancePush = {
          balance: toMajor(balanceOf(db, t.memberId)),
          currencySymbol: symbol,
          at: new Date().toISOString(),
        };
        res.write(`event: balance\ndata: ${JSON.stringify(v)}\n\n`);
      };
      const heartbeat = setInterval(() => {
        if (alive()) res.write(': keep-alive\n\n');
      }, HEARTBEAT_MS);
      const hub = balanceHub(db);
      const channel = `member:${t.memberId}`;
      let closed = false;
      function close() {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        hub.off(channel, push);
        open.delete(res);
        res.end();
      }
      hub.on(channel, push);
      request.raw.on('close', close);
      res.write('retry: 3000\n\n');
      push();
    },
  );
}
