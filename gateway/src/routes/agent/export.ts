import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { AGENT_CENTRE as D } from '@jogo/shared/contract';
import { siteClock } from '../../domain/site/clock';
import { createExportTicket, exportLines, redeemExportTicket } from '../../domain/agent/export';
import { hashToken } from '../../domain/identity/sessions';

/** CSV export of the agent reports: a ticket from an ordinary agent call, then the headerless download. */

const TicketParams = Type.Object({ ticket: Type.String({ pattern: '^[A-Za-z0-9_-]{32}\\.csv$' }) });

export async function exportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.agentExport, async (request) =>
    ok(
      await createExportTicket(
        db,
        memberOf(request).id,
        request.lang,
        request.body.report,
        request.body.filters,
        hashToken(request.token!),
      ),
    ),
  );

  app.get<{ Params: Static<typeof TicketParams> }>(
    '/wps/agent/export/:ticket',
    {
      config: { headerless: true },
      schema: {
        params: TicketParams,
        operationId: 'agentExportFile',
        summary: 'The CSV of an agent export, by its single-use ticket (a download link: headerless)',
      },
    },
    async (request, reply) => {
      const job = await redeemExportTicket(db, request.params.ticket.replace(/\.csv$/, ''));
      request.lang = job.lang;
      const lines = exportLines(db, job);
      // the first line runs the checks before any byte is sent, so a failure is still a JSON error
      const first = await lines.next();
      const stream = Readable.from(
        (async function* () {
          if (!first.done) yield first.value;
          yield* lines;
        })(),
      );
      const { merchant_code: merchant } = (await db.get<{ merchant_code: string }>(
        'SELECT merchant_code FROM member WHERE id = ?',
        job.memberId,
      ))!;
      const day = (await siteClock(db, merchant)).today();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="agent-${job.report}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
}
