import { endpoint } from '../endpoint';
import type {
  AgentExportBody,
  AgentExportValue,
  AgentIncomeValue,
  AgentNoticesValue,
  AgentProfileValue,
  ContractProcessBody,
  ContractProcessValue,
  ContractStatementValue,
  DownlineListValue,
  DownlineTransactionsValue,
  RegisterDownlineBody,
  RegisterDownlineValue,
  TeamBetsValue,
  TeamOverviewValue,
  TeamPnlValue,
} from '../../contract/types/agent';

/** Calls of the agent centre (spec section 7); all need an agent session. */
export const AGENT_ENDPOINTS = {
  agentProfile: endpoint<never, AgentProfileValue>({
    method: 'GET',
    path: '/wps/agent/profile',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentAnnouncements: endpoint<never, AgentNoticesValue>({
    method: 'GET',
    path: '/wps/agent/announcements',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentTeamOverview: endpoint<never, TeamOverviewValue>({
    method: 'GET',
    path: '/wps/agent/team/overview',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentDownlines: endpoint<never, DownlineListValue>({
    method: 'GET',
    path: '/wps/agent/downline',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentRegisterDownline: endpoint<RegisterDownlineBody, RegisterDownlineValue>({
    method: 'POST',
    path: '/wps/agent/downline',
    moduleId: 'AFFMAN3',
    auth: true,
    encrypted: true,
  }),
  agentTeamBets: endpoint<never, TeamBetsValue>({
    method: 'GET',
    path: '/wps/agent/team/bets',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentTeamPnl: endpoint<never, TeamPnlValue>({
    method: 'GET',
    path: '/wps/agent/team/pnl',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentIncome: endpoint<never, AgentIncomeValue>({
    method: 'GET',
    path: '/wps/agent/income',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentStatement: endpoint<never, ContractStatementValue>({
    method: 'GET',
    path: '/wps/agent/income/statement',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentDownlineTransactions: endpoint<never, DownlineTransactionsValue>({
    method: 'GET',
    path: '/wps/agent/downline/transactions',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  agentExport: endpoint<AgentExportBody, AgentExportValue>({
    method: 'POST',
    path: '/wps/agent/export',
    moduleId: 'AFFMAN3',
    auth: true,
  }),
  dividendContract: endpoint<ContractProcessBody, ContractProcessValue>({
    method: 'POST',
    path: '/wps/relay/MCS2_processDividendReq',
    moduleId: 'DIVIDEND3',
    auth: true,
  }),
  dailySalaryContract: endpoint<ContractProcessBody, ContractProcessValue>({
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    moduleId: 'DAILYSAL3',
    auth: true,
  }),
  hourlySalaryContract: endpoint<ContractProcessBody, ContractProcessValue>({
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    moduleId: 'HOURSAL3',
    auth: true,
  }),
  realTimeSalaryContract: endpoint<ContractProcessBody, ContractProcessValue>({
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    moduleId: 'RTSALARY3',
    auth: true,
  }),
};
