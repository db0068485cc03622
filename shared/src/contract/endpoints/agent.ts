import { Type } from '@sinclair/typebox';
import { declareEndpoint } from '../endpoint';
import type { FlagId } from '../flags';
import { CLIENT_QUERY, DATE, PAGING } from '../schema';
import {
  AgentExportBody,
  AgentExportValue,
  AgentIncomeValue,
  AgentNoticesValue,
  AgentProfileValue,
  ContractProcessBody,
  ContractProcessValue,
  ContractStatementValue,
  DownlineListValue,
  DownlineSort,
  DownlineTransactionsValue,
  RegisterDownlineBody,
  RegisterDownlineValue,
  TeamBetsValue,
  TeamOverviewValue,
  TeamPnlValue,
} from '../types/agent';

/** an agent session only (spec section 8: non-agents are refused) */
const AGENT = {
  moduleId: 'AFFMAN3',
  moduleFlag: 'AFFMAN3',
  auth: 'member',
  trial: false,
  agent: true,
} as const;
const RANGE = { startDate: Type.Optional(DATE), endDate: Type.Optional(DATE) };
const MEMBER_FILTER = {
  username: Type.Optional(Type.String({ maxLength: 32 })),
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
};
const DATES = ['request.date_invalid', 'request.date_range_invalid'] as const;
const TEAM_GAME_QUERY = Type.Object({
  ...CLIENT_QUERY,
  ...RANGE,
  ...MEMBER_FILTER,
  gameType: Type.Optional(Type.String({ maxLength: 16 })),
  ...PAGING(20, 100),
});
const CONTRACT_ERRORS = [
  'agent.not_downline',
  'contract.downline_higher',
  'contract.downline_not_agent',
  'contract.field_required',
  'contract.no_rate',
  'contract.not_found',
  'contract.nothing_to_claim',
  'contract.period_chain',
  'contract.period_invalid',
  'contract.rate_too_high',
] as const;
/** one contract kind's calls (info, offer, accept, reject, records, claim) behind its module flag */
const contract = (path: string, flag: FlagId, summary: string) =>
  declareEndpoint({
    method: 'POST',
    path,
    ...AGENT,
    moduleId: flag,
    moduleFlag: flag,
    summary,
    body: ContractProcessBody,
    answer: ContractProcessValue,
    errors: CONTRACT_ERRORS,
  });

/** The agent centre (spec section 7; docs/gateway/design-notes.md "Agent centre"): profile, notices, team reports, downline, contracts. */
export const AGENT_CENTRE = {
  agentProfile: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/profile',
    ...AGENT,
    summary: "The agent's profile, level, upline and team size",
    query: Type.Object(CLIENT_QUERY),
    answer: AgentProfileValue,
  }),
  agentAnnouncements: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/announcements',
    ...AGENT,
    summary: 'The notices for agents, a page at a time',
    query: Type.Object({ ...CLIENT_QUERY, ...PAGING(10, 50) }),
    answer: AgentNoticesValue,
  }),
  agentTeamOverview: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    ...AGENT,
    summary: "The team's figures and daily series between two dates",
    query: Type.Object({ ...CLIENT_QUERY, ...RANGE }),
    answer: TeamOverviewValue,
    errors: DATES,
  }),
  agentDownlines: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/downline',
    ...AGENT,
    summary:
      'The downline members with balance, bets, deposits and child count (tree drill-down by `parent`)',
    query: Type.Object({
      ...CLIENT_QUERY,
      ...MEMBER_FILTER,
      parent: Type.Optional(Type.String({ maxLength: 32 })),
      sort: Type.Optional(DownlineSort),
      order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
      ...PAGING(20, 100),
    }),
    answer: DownlineListValue,
    errors: ['agent.not_downline'],
  }),
  agentRegisterDownline: declareEndpoint({
    method: 'POST',
    path: '/wps/agent/downline',
    ...AGENT,
    encrypted: true,
    summary: 'Registers a member or an agent in the downline',
    body: RegisterDownlineBody,
    answer: RegisterDownlineValue,
    errors: [
      'agent.username_taken',
      'agent.password_weak',
      'agent.depth_limit',
      'market.downline_member_unavailable',
    ],
  }),
  agentTeamBets: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/team/bets',
    ...AGENT,
    summary: "The team's bets by member, level, game type and dates, a page at a time",
    query: TEAM_GAME_QUERY,
    answer: TeamBetsValue,
    errors: DATES,
  }),
  agentTeamPnl: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/team/pnl',
    ...AGENT,
    summary: "The team's profit and loss by member, a page at a time",
    query: TEAM_GAME_QUERY,
    answer: TeamPnlValue,
    errors: DATES,
  }),
  agentIncome: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/income',
    ...AGENT,
    summary: "The agent's contract income (statements) between two dates, a page at a time",
    query: Type.Object({ ...CLIENT_QUERY, ...RANGE, ...PAGING(20, 100) }),
    answer: AgentIncomeValue,
    errors: DATES,
  }),
  agentStatement: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/income/statement',
    ...AGENT,
    summary: 'One statement with the figures it was settled from',
    query: Type.Object({ ...CLIENT_QUERY, id: Type.Integer({ minimum: 1 }) }),
    exampleQuery: { id: 1 },
    answer: ContractStatementValue,
    errors: ['contract.statement_not_found'],
  }),
  agentDownlineTransactions: declareEndpoint({
    method: 'GET',
    path: '/wps/agent/downline/transactions',
    ...AGENT,
    summary: "The team's money movements by member, level, type and dates, a page at a time",
    query: Type.Object({
      ...CLIENT_QUERY,
      ...RANGE,
      ...MEMBER_FILTER,
      type: Type.Optional(Type.String({ maxLength: 20 })),
      ...PAGING(20, 100),
    }),
    answer: DownlineTransactionsValue,
    errors: DATES,
  }),
  agentExport: declareEndpoint({
    method: 'POST',
    path: '/wps/agent/export',
    ...AGENT,
    summary: 'A single-use download ticket for the CSV of a report filter',
    body: AgentExportBody,
    answer: AgentExportValue,
    errors: DATES,
  }),
  dividendContract: contract('/wps/relay/MCS2_processDividendReq', 'DIVIDEND3', 'The dividend contracts'),
  dailySalaryContract: contract(
    '/wps/relay/MCS2_processDailySalContract',
    'DAILYSAL3',
    'The daily salary contracts',
  ),
  hourlySalaryContract: contract(
    '/wps/relay/MCS2_processContractHourSalary',
    'HOURSAL3',
    'The hourly salary contracts',
  ),
  realTimeSalaryContract: contract(
    '/wps/relay/MCSFE_processRealTimeSalaryContract',
    'RTSALARY3',
    'The real-time salary contracts (settled every 5 minutes)',
  ),
};
