import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { advanceAgentClock, agentNow } from '../../domain/agent/clock';
import { KINDS, settleContracts } from '../../domain/agent/contracts';

/**
 * Operator controls of contract settlement (development mode only, registered from ./index.ts):
 * - `POST /__dev/agent/clock { advanceMinutes }` moves the settlement clock forward;
 * - `POST /__dev/agent/settle` settles every ended period now, as the 5-minute tick would.
 */
export default async function devAgentRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { advanceMinutes: number } }>(
    '/__dev/agent/clock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['advanceMinutes'],
          additionalProperties: false,
          properties: { advanceMinutes: { type: 'integer', minimum: 0, maximum: 60 * 24 * 366 } },
        },
      },
    },
    async (request) => {
      const offsetMs = advanceAgentClock(app.db, request.body.advanceMinutes * 60_000);
      return ok({ offsetMs, now: new Date(agentNow(app.db)).toISOString() });
    },
  );

  app.post('/__dev/agent/settle', async () => {
    const now = agentNow(app.db);
    const paid = KINDS.flatMap((k) => settleContracts(app.db, k, now).map((p) => ({ kind: k, ...p })));
    return ok({ now: new Date(now).toISOString(), paid });
  });
}
