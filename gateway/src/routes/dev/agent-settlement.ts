import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { oneOf, orNoBody } from '../../http/schema';
import { KINDS, settleContracts } from '../../domain/agent/contracts';
import { drawPendingTickets, placePendingTicket } from '../../domain/agent/draw-pending';
import { badRequest, notFound } from '../../http/errors';
import { toMajor } from '../../domain/ledger/money';
import { nowOf } from '../../domain/site/clock';

/**
 * Operator controls of agent pay (development mode only, registered from ./index.ts). Both follow the
 * gateway's real clock (`nowOf`): no control settles a period that has not really ended.
 * - `POST /__dev/agent/settle` settles every period that has ended by now, as the 5-minute tick would;
 * - `POST /__dev/agent/draw-pending { username, outcome? }` draws the member's pending lottery tickets
 *   now (400 `agent.username_required` without a username) (settled_at = now), so a ticket placed in an earlier period shows up in the statement of the period
 *   it settles in;
 * - `POST /__dev/agent/pending-ticket { username, amount }` buys a pending lottery ticket for a member now.
 */
const DrawBody = orNoBody(
  Type.Object(
    {
      outcome: Type.Optional(oneOf(['WIN', 'LOSE'] as const)),
      username: Type.Optional(Type.String({ maxLength: 32 })),
    },
    { additionalProperties: false },
  ),
);
const TicketBody = Type.Object(
  {
    username: Type.String({ maxLength: 32 }),
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
  },
  { additionalProperties: false },
);

export default async function devAgentRoutes(app: FastifyInstance): Promise<void> {
  const memberIdOf = async (username: string) => {
    const m = await app.db.get<{ id: number }>('SELECT id FROM member WHERE username = ?', username);
    if (!m) throw notFound();
    return m.id;
  };

  app.post<{ Body: Static<typeof TicketBody> }>(
    '/__dev/agent/pending-ticket',
    { schema: { body: TicketBody } },
    async (request) => {
      const betId = await placePendingTicket(
        app.db,
        await memberIdOf(request.body.username),
        Math.round(request.body.amount * 100),
      );
      return ok({ betId });
    },
  );

  app.post('/__dev/agent/settle', async () => {
    const now = nowOf(app.db);
    // kind after kind, as the settlement tick does: on PostgreSQL, settlements at once would contend for the
    // same agents' wallets and land their ledger rows in any order
    const paid = [];
    for (const k of KINDS)
      for (const p of await settleContracts(app.db, k, now))
        paid.push({ kind: k, ...p, amount: toMajor(p.amount) });
    return ok({ now: new Date(now).toISOString(), paid });
  });

  app.post<{ Body: Static<typeof DrawBody> }>(
    '/__dev/agent/draw-pending',
    { schema: { body: DrawBody } },
    async (request) => {
      // one member's tickets only: drawing every member's tickets at once is no control a test or a demo needs
      const who = request.body?.username;
      if (!who) throw badRequest('agent.username_required');
      const drawn = (await drawPendingTickets(app.db, request.body?.outcome, await memberIdOf(who))).map(
        (t) => ({
          ...t,
          amount: toMajor(t.amount),
          payout: toMajor(t.payout),
        }),
      );
      return ok({ drawn });
    },
  );
}
