import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { RECORDS as D } from '@jogo/shared/contract';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { route } from '../../http/route';
import { createRecordsExport, recordsFile, redeemRecordsExport } from '../../domain/play/records/export';
import { hashToken } from '../../domain/identity/sessions';
import {
  accountRecords,
  bettingRecords,
  bonusList,
  cancelBet,
  profitReport,
} from '../../domain/play/records/records';

const TicketParams = Type.Object({ ticket: Type.String() });

/**
 * Records of the member centre: betting record (with lottery cancel), account record, profit and loss,
 * bonuses, and their CSV export.
 */
export default async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, D.bettingRecords, async (request) =>
    ok(await bettingRecords(db, memberOf(request).id, request.lang, request.query)),
  );

  route(app, D.cancelBet, async (request) =>
    ok(await cancelBet(db, memberOf(request).id, request.body.betId)),
  );

  route(app, D.accountRecords, async (request) =>
    ok(await accountRecords(db, memberOf(request).id, request.query, request.lang)),
  );

  route(app, D.profit, async (request) => ok(await profitReport(db, memberOf(request).id, request.query)));

  route(app, D.bonuses, async (request) =>
    ok(await bonusList(db, memberOf(request).id, request.merchant, request.query)),
  );

  /** A single-use ticket for one download; the filter is checked now, so a bad one is a 400 here. */
  route(app, D.exportRecords, async (request) =>
    ok(
      await createRecordsExport(
        db,
        memberOf(request).id,
        request.lang,
        request.body.kind,
        request.body.query,
        hashToken(request.token!),
      ),
    ),
  );

  /** The file itself: fetched by the browser (a plain link), so it is headerless and the ticket authorises it. */
  app.get<{ Params: Static<typeof TicketParams> }>(
    '/wps/records/export/:ticket',
    {
      config: { headerless: true },
      schema: {
        params: TicketParams,
        operationId: 'recordsExportFile',
        summary: 'The CSV of a records export, by its single-use ticket (a download link: headerless)',
      },
    },
    async (request, reply) => {
      const ticket = await redeemRecordsExport(db, request.params.ticket);
      request.lang = ticket.lang;
      const file = await recordsFile(db, ticket);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}
