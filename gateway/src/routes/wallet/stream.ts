import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { balanceHub } from '../../domain/ledger/balance-hub';
import { balancePush, pushSymbol, sessionLive, StreamTickets } from '../../domain/wallet/balance-stream';

/**
 * The balance push: server-sent events to the signed-in browser (tickets and session rules:
 * src/domain/wallet/balance-stream.ts).
 *
 * Events: `balance` with `BalancePush`, once on open and after every transaction that moved the member's main
 * wallet (deposits confirmed, withdrawals and refunds, transfers, game rounds); a comment line every 15 s keeps
 * proxies from closing an idle stream. `Cache-Control: no-transform` keeps compressing proxies (dev-proxy)
 * from buffering it.
 */

const HEARTBEAT_MS = 15_000;
const StreamQuery = Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 64 })) });

export async function balanceStreamRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const tickets = new StreamTickets();
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
  });

  app.post('/wps/wallet/stream/ticket', { config: { auth: 'member' } }, async (request) =>
    ok(tickets.issue({ token: request.token!, memberId: memberOf(request).id, merchant: request.merchant })),
  );

  app.get<{ Querystring: Static<typeof StreamQuery> }>(
    '/wps/wallet/stream',
    // EventSource sends no Merchant header: the ticket names the merchant and the member
    { config: { headerless: true }, schema: { querystring: StreamQuery } },
    async (request, reply) => {
      const t = tickets.take(db, request.query.ticket ?? '');
      const symbol = pushSymbol(db, t.merchant);
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
        if (sessionLive(db, t.token)) return true;
        close();
        return false;
      };
      const push = () => {
        if (!alive()) return;
        res.write(`event: balance\ndata: ${JSON.stringify(balancePush(db, t.memberId, symbol))}\n\n`);
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
