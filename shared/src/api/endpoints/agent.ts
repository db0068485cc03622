import { endpoint } from '../endpoint';

/** Calls of the agent centre (spec section 7); all need an agent session. */
export const AGENT_ENDPOINTS = {
  agentTeamOverview: endpoint({
    method: 'GET',
    path: '/wps/agent/team/overview',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentDownlines: endpoint({ method: 'GET', path: '/wps/agent/downline', moduleId: 'AFFMAN3', auth: true }),
  agentRegisterDownline: endpoint({
    method: 'POST',
    path: '/wps/agent/downline',
    moduleId: 'AFFMAN3',
    auth: true,
    encrypted: true,
  }),
  agentTeamBets: endpoint({ method: 'GET', path: '/wps/agent/team/bets', moduleId: 'AFFMAN3', auth: true }),
  agentTeamPnl: endpoint({ method: 'GET', path: '/wps/agent/team/pnl', moduleId: 'AFFMAN3', auth: true }),
  agentIncome: endpoint({ method: 'GET', path: '/wps/agent/income', moduleId: 'AFFMAN3', auth: true }),
  agentDownlineTransactions: endpoint({
    method: 'GET',
    path: '/wps/agent/downline/transactions',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  dividendContract: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_processDividendReq',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  dailySalaryContract: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  hourlySalaryContract: endpoint({
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    moduleId: 'HOURSAL3',
    auth: true,
  }),
  realTimeSalaryContract: endpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    moduleId: 'RTSALARY3',
    auth: true,
  }),
} satisfies Record<string, ReturnType<typeof endpoint>>;
