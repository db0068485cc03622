import type { FastifyInstance } from 'fastify';
import type { ContractKind } from '@jogo/shared/api';
import { Type, type Static } from '@sinclair/typebox';
import { ok } from '../../http/envelope';
import { memberOf } from '../../http/member';
import { CLIENT_QUERY, DATE, oneOf, PAGE_NO, pageSize, PAGING, type PagedQuery } from '../../http/schema';
import { SETTLE_TICK_MS, settleAll } from '../../domain/agent/contracts';
import { agentIncome, statementDetail } from '../../domain/agent/income';
import { nowOf } from '../../domain/site/clock';
import { processContract } from '../../domain/agent/offers';
import { PERIODS } from '../../domain/agent/periods';
import { downlineTransactions, teamBets, teamOverview, teamPnl } from '../../domain/agent/reports';
import {
  agentNotices,
  agentProfile,
  DOWNLINE_SORTS,
  downlineList,
  registerDownline,
} from '../../domain/agent/team';
import { exportRoutes } from './export';
import { leaderTask } from '../../db/leader';

const RANGE = { startDate: Type.Optional(DATE), endDate: Type.Optional(DATE) };
const MEMBER_FILTER = {
  username: Type.Optional(Type.String({ maxLength: 32 })),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const GAME_TYPE = Type.Optional(Type.String({ maxLength: 16 }));
const AnnouncementsQuery = Type.Object({ ...CLIENT_QUERY, ...PAGING(10, 50) });
const RangeQuery = Type.Object({ ...CLIENT_QUERY, ...RANGE });
const TeamGameQuery = Type.Object({
  ...CLIENT_QUERY,
  ...RANGE,
  ...MEMBER_FILTER,
  gameType: GAME_TYPE,
  ...PAGING(20, 100),
});
const IncomeQuery = Type.Object({ ...CLIENT_QUERY, ...RANGE, ...PAGING(20, 100) });
const StatementQuery = Type.Object({ ...CLIENT_QUERY, id: Type.Integer({ minimum: 1 }) });
const DownlineTransactionsQuery = Type.Object({
  ...CLIENT_QUERY,
  ...RANGE,
  ...MEMBER_FILTER,
  type: Type.Optional(Type.String({ maxLength: 20 })),
  ...PAGING(20, 100),
});
const DownlineQuery = Type.Object({
  ...CLIENT_QUERY,
  ...MEMBER_FILTER,
  parent: Type.Optional(Type.String({ maxLength: 32 })),
  sort: Type.Optional(oneOf(DOWNLINE_SORTS)),
  order: Type.Optional(oneOf(['asc', 'desc'] as const)),
  ...PAGING(20, 100),
});
const RegisterBody = Type.Object(
  {
    username: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{3,19}$' }),
    password: Type.String({ minLength: 8, maxLength: 32 }),
    nickname: Type.Optional(Type.String({ maxLength: 32 })),
    accountType: oneOf(['MEMBER', 'AGENT'] as const),
  },
  { additionalProperties: false },
);
const ContractBody = Type.Object(
  {
    action: oneOf(['info', 'offer', 'accept', 'reject', 'records', 'claim'] as const),
    recordId: Type.Optional(Type.Integer({ minimum: 1 })),
    username: Type.Optional(Type.String({ maxLength: 32 })),
    rate: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
    contractId: Type.Optional(Type.Integer({ minimum: 1 })),
    period: Type.Optional(oneOf(PERIODS)),
    confirm: Type.Optional(Type.Boolean()),
    pageNo: Type.Optional(PAGE_NO),
    pageSize: Type.Optional(pageSize(20, 100)),
  },
  { additionalProperties: false },
);

/** The agent centre (README "Agent centre"): profile, notices, team reports, downline, contracts. */
export default async function agentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const cfg = { auth: 'member' as const, trial: false as const, agent: true as const, module: 'AFFMAN3' };

  // Real-time salary settles every 5 minutes (spec 9); hourly, daily, weekly, semi-monthly and monthly
  // contracts settle on the same tick once their own period has ended by the gateway's real clock. Of several
  // gateway processes, one settles at a time (src/db/leader.ts); another takes over when it dies.
  const settlement = leaderTask(db, app.gatewayOptions.dbFile, {
    name: 'agent-settlement',
    everyMs: SETTLE_TICK_MS,
    run: () => settleAll(db, nowOf(db)),
    log: app.log,
  });
  app.addHook('onClose', () => settlement.stop());

  await app.register(exportRoutes);

  app.get(
    '/wps/agent/profile',
    { config: cfg, schema: { querystring: Type.Object(CLIENT_QUERY) } },
    async (request) => ok(await agentProfile(db, memberOf(request).id)),
  );

  app.get<{ Querystring: PagedQuery<typeof AnnouncementsQuery> }>(
    '/wps/agent/announcements',
    { config: cfg, schema: { querystring: AnnouncementsQuery } },
    async (request) =>
      ok(await agentNotices(db, memberOf(request).merchantCode, request.lang, request.query)),
  );

  app.get<{ Querystring: Static<typeof RangeQuery> }>(
    '/wps/agent/team/overview',
    { config: cfg, schema: { querystring: RangeQuery } },
    async (request) => ok(await teamOverview(db, memberOf(request).id, request.query)),
  );

  app.get<{ Querystring: PagedQuery<typeof DownlineQuery> }>(
    '/wps/agent/downline',
    { config: cfg, schema: { querystring: DownlineQuery } },
    async (request) => ok(await downlineList(db, memberOf(request), request.query)),
  );

  app.post<{ Body: Static<typeof RegisterBody> }>(
    '/wps/agent/downline',
    { config: { ...cfg, encrypted: true }, schema: { body: RegisterBody } },
    async (request) => ok(await registerDownline(db, memberOf(request), request.lang, request.body)),
  );

  app.get<{ Querystring: PagedQuery<typeof TeamGameQuery> }>(
    '/wps/agent/team/bets',
    { config: cfg, schema: { querystring: TeamGameQuery } },
    async (request) => ok(await teamBets(db, memberOf(request).id, request.lang, request.query)),
  );

  app.get<{ Querystring: PagedQuery<typeof TeamGameQuery> }>(
    '/wps/agent/team/pnl',
    { config: cfg, schema: { querystring: TeamGameQuery } },
    async (request) => ok(await teamPnl(db, memberOf(request).id, request.query)),
  );

  app.get<{ Querystring: PagedQuery<typeof IncomeQuery> }>(
    '/wps/agent/income',
    { config: cfg, schema: { querystring: IncomeQuery } },
    async (request) => ok(await agentIncome(db, memberOf(request).id, request.query)),
  );

  app.get<{ Querystring: Static<typeof StatementQuery> }>(
    '/wps/agent/income/statement',
    { config: cfg, schema: { querystring: StatementQuery } },
    async (request) => ok(await statementDetail(db, memberOf(request).id, request.query.id)),
  );

  app.get<{ Querystring: PagedQuery<typeof DownlineTransactionsQuery> }>(
    '/wps/agent/downline/transactions',
    { config: cfg, schema: { querystring: DownlineTransactionsQuery } },
    async (request) => ok(await downlineTransactions(db, memberOf(request).id, request.query, request.lang)),
  );

  // ---- Contracts --------------------------------------------------------------------------------

  const contractRoute = (path: string, kind: ContractKind, module: string) =>
    app.post<{ Body: Static<typeof ContractBody> }>(
      path,
      { config: { ...cfg, module }, schema: { body: ContractBody } },
      async (request) => ok(await processContract(db, memberOf(request).id, kind, request.body)),
    );

  contractRoute('/wps/relay/MCS2_processDividendReq', 'DIVIDEND', 'DIVIDEND3');
  contractRoute('/wps/relay/MCS2_processDailySalContract', 'DAILY', 'DAILYSAL3');
  contractRoute('/wps/relay/MCS2_processContractHourSalary', 'HOURLY', 'HOURSAL3');
  contractRoute('/wps/relay/MCSFE_processRealTimeSalaryContract', 'REALTIME', 'RTSALARY3');
}
