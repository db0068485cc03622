import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { CLIENT_QUERY, DATE, oneOf, PAGE_NO, pageSize, PAGING, type PagedQuery } from '../../http/schema';
import { createRecordsExport, recordsFile, redeemRecordsExport } from '../../domain/records/export';
import { hashToken } from '../../domain/identity/sessions';
import {
  accountRecords,
  bettingRecords,
  bonusList,
  cancelBet,
  profitReport,
} from '../../domain/records/records';

// the filters check their values with a translated 400 (domain/records/filters.ts), so status, game type
// and category are plain strings here
const BET_FILTERS = {
  gameType: Type.Optional(Type.String({ maxLength: 16 })),
  timeBasis: Type.Optional(oneOf(['bet', 'settle'] as const)),
  startDate: Type.Optional(DATE),
  endDate: Type.Optional(DATE),
  status: Type.Optional(Type.String({ maxLength: 16 })),
};
const TX_FILTERS = {
  category: Type.Optional(Type.String({ maxLength: 16 })),
  startDate: Type.Optional(DATE),
  endDate: Type.Optional(DATE),
};
const BetsQuery = Type.Object({ ...CLIENT_QUERY, ...BET_FILTERS, ...PAGING(20, 100) });
const TransactionsQuery = Type.Object({ ...CLIENT_QUERY, ...TX_FILTERS, ...PAGING(20, 100) });
const ProfitQuery = Type.Object({
  ...CLIENT_QUERY,
  startDate: Type.Optional(DATE),
  endDate: Type.Optional(DATE),
});
const BonusesQuery = Type.Object({
  ...CLIENT_QUERY,
  state: Type.Optional(oneOf(['ALL', 'ACTIVE', 'COMPLETED', 'EXPIRED'] as const)),
  ...PAGING(20, 100),
});
const CancelBody = Type.Object({ betId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
const ExportBody = Type.Object(
  {
    kind: oneOf(['bets', 'transactions'] as const),
    query: Type.Object(
      {
        ...BET_FILTERS,
        ...TX_FILTERS,
        pageNo: Type.Optional(PAGE_NO),
        pageSize: Type.Optional(pageSize(20, 100)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
const TicketParams = Type.Object({ ticket: Type.String() });

/**
 * Records of the member centre: betting record (with lottery cancel), account record, profit and loss,
 * bonuses, and their CSV export.
 */
export default async function recordsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const };

  app.get<{ Querystring: PagedQuery<typeof BetsQuery> }>(
    '/wps/records/bets',
    { config: cfg, schema: { querystring: BetsQuery } },
    async (request) => ok(await bettingRecords(db, memberOf(request).id, request.lang, request.query)),
  );

  app.post<{ Body: Static<typeof CancelBody> }>(
    '/wps/records/bets/cancel',
    { config: cfg, schema: { body: CancelBody } },
    async (request) => ok(await cancelBet(db, memberOf(request).id, request.body.betId)),
  );

  app.get<{ Querystring: PagedQuery<typeof TransactionsQuery> }>(
    '/wps/records/transactions',
    { config: cfg, schema: { querystring: TransactionsQuery } },
    async (request) => ok(await accountRecords(db, memberOf(request).id, request.query, request.lang)),
  );

  app.get<{ Querystring: Static<typeof ProfitQuery> }>(
    '/wps/records/profit',
    { config: cfg, schema: { querystring: ProfitQuery } },
    async (request) => ok(await profitReport(db, memberOf(request).id, request.query)),
  );

  app.get<{ Querystring: PagedQuery<typeof BonusesQuery> }>(
    '/wps/records/bonuses',
    { config: cfg, schema: { querystring: BonusesQuery } },
    async (request) => ok(await bonusList(db, memberOf(request).id, request.merchant, request.query)),
  );

  /** A single-use ticket for one download; the filter is checked now, so a bad one is a 400 here. */
  app.post<{ Body: Static<typeof ExportBody> }>(
    '/wps/records/export',
    { config: cfg, schema: { body: ExportBody } },
    async (request) =>
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
    { config: { headerless: true }, schema: { params: TicketParams } },
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
