import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { oneOf, orNoBody } from '../../http/schema';
import { KINDS, settleContracts } from '../../domain/agent/contracts';
import { drawPendingTickets } from '../../domain/agent/draw-pending';
import { toMajor } from '../../domain/ledger/money';
import { nowOf } from '../../domain/site/clock';

/**
 * Operator controls of agent pay (development mode only, registered from ./index.ts). Both follow the
 * gateway's real clock (`nowOf`): no control settles a period that has not really ended.
 * - `POST /__dev/agent/settle` settles every period that has ended by now, as the 5-minute tick would;
 * - `POST /__dev/agent/draw-pending { outcome? }` draws every pending lottery ticket now (settled_at = now),
 *   so a ticket placed in an earlier period shows up in the statement of the period it settles in.
 */
const DrawBody = orNoBody(
  Type.Object({ outcome: Type.Optional(oneOf(['WIN', 'LOSE'] as const)) }, { additionalProperties: false }),
);

export default async function devAgentRoutes(app: FastifyInstance): Promise<void> {
  app.post('/__dev/agent/settle', async () => {
    const now = nowOf(app.db);
    const paid = KINDS.flatMap((k) =>
      settleContracts(app.db, k, now).map((p) => ({ kind: k, ...p, amount: toMajor(p.amount) })),
    );
    return ok({ now: new Date(now).toISOString(), paid });
  });

  app.post<{ Body: Static<typeof DrawBody> }>(
    '/__dev/agent/draw-pending',
    { schema: { body: DrawBody } },
    async (request) => {
      const drawn = drawPendingTickets(app.db, request.body?.outcome).map((t) => ({
        ...t,
        amount: toMajor(t.amount),
        payout: toMajor(t.payout),
      }));
      return ok({ drawn });
    },
  );
}
