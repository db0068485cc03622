import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { WALLET as D } from '@jogo/shared/contract';
import { balanceHub, listenBalances, stopListening } from '../../domain/ledger/balance-hub';
import {
  balancePush,
  issueStreamTicket,
  pushSymbol,
  sessionLive,
  takeStreamTicket,
} from '../../domain/money/balance-stream';

/**
 * The balance push: server-sent events to the signed-in browser (tickets and session rules:
 * src/domain/money/balance-stream.ts).
 *
 * Events: `balance` with `BalancePush`, once on open and after every transaction that moved the member's main
 * wallet (deposits confirmed, withdrawals and refunds, transfers, game rounds); a comment line every 15 s keeps
 * proxies from closing an idle stream. `Cache-Control: no-transform` keeps compressing proxies (dev-proxy)
 * from buffering it.
 *
 * Several processes (docs/gateway/engines-and-operations.md "Several processes"): the ticket is in the database, so it may be issued
 * by one process and redeemed by another; on PostgreSQL the first stream of a process starts its LISTEN
 * connection (`listenBalances`), which brings the moves of every other process to this one's hub.
 */

const HEARTBEAT_MS = 15_000;
/** How long a stream waits for its process's LISTEN connection before it opens anyway (it pushes again once in place). */
const LISTEN_WAIT_MS = 5_000;

export async function balanceStreamRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const open = new Set<ServerResponse>();
  // a stopping process (graceful stop) ends its streams with a short retry: the browser reconnects at once, and
  // the proxy sends it to another process
  app.addHook('preClose', async () => {
    for (const res of open) res.end('retry: 250\n\n');
    open.clear();
    app.metrics.openStreams.set(0);
  });
  app.addHook('onClose', async () => await stopListening(db));

  route(app, D.balanceStreamTicket, async (request) =>
    ok(
      await issueStreamTicket(db, {
        token: request.token!,
        memberId: memberOf(request).id,
        merchant: request.merchant,
      }),
    ),
  );

  // EventSource sends no Merchant header (the declaration is headerless): the ticket names the merchant and the member
  route(app, D.balanceStream, async (request, reply) => {
    const t = await takeStreamTicket(db, request.query.ticket ?? '');
    const symbol = await pushSymbol(db, t.merchant);
    const feed = listenBalances(db, app.gatewayOptions.dbFile);
    if (!feed.listening) await waitFor(feed.ready(), LISTEN_WAIT_MS);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    open.add(res);
    app.metrics.openStreams.set(open.size);
    const alive = async () => {
      if (await sessionLive(db, t.sessionHash)) return true;
      close();
      return false;
    };
    const push = async () => {
      if (!(await alive())) return;
      res.write(`event: balance\ndata: ${JSON.stringify(await balancePush(db, t.memberId, symbol))}\n\n`);
    };
    const heartbeat = setInterval(() => {
      alive()
        .then((ok) => ok && res.write(': keep-alive\n\n'))
        .catch(close);
    }, HEARTBEAT_MS);
    const hub = balanceHub(db);
    const channel = `member:${t.memberId}`;
    let closed = false;
    function close() {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      hub.off(channel, onMoved);
      open.delete(res);
      app.metrics.openStreams.set(open.size);
      res.end();
    }
    const onMoved = () => void push().catch(close);
    hub.on(channel, onMoved);
    request.raw.on('close', close);
    res.write('retry: 3000\n\n');
    await push();
    // opened before its process listened (the server was away): push again once it does
    if (!feed.listening) void feed.ready().then(() => !closed && onMoved());
    return reply;
  });
}

/** Waits for `p`, or `ms` at most. */
async function waitFor(p: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([p, new Promise<void>((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}
