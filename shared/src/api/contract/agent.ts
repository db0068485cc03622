/**
 * Wire types of the agent domain, shared by the client and (type-only) the reference gateway.
 * Every agent call needs an agent session (types 1, 2, 41, 42) and sees only the caller's own
 * downline, recursively; naming a member outside it answers 403 `agent.not_downline`.
 * Amounts are decimal numbers in currency units; dates `YYYY-MM-DD` (UTC), inclusive.
 */
import type { Transaction } from './wallet';

export interface AgentDateRange {
  startDate?: string;
  endDate?: string;
}

/** `GET /wps/agent/team/overview` */
export interface TeamOverviewValue {
  teamSize: number;
  directCount: number;
  agentCount: number;
  /** members with a bet in the range */
  activeMembers: number;
  newMembers: number;
  totalDeposit: number;
  totalWithdraw: number;
  totalBet: number;
  /** team win/loss from the players' side (payout - bet) */
  totalWinLoss: number;
  teamBalance: number;
  levels: { level: number; count: number }[];
}

export interface Downline {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  isAgent: boolean;
  /** 1 = direct downline */
  level: number;
  parentUsername: string;
  balance: number;
  totalBet: number;
  createdAt: string;
}
/** `GET /wps/agent/downline?username=&level=&pageNo=&pageSize=` */
export interface DownlineQuery {
  username?: string;
  /** only direct (1) or a given depth */
  level?: number;
  pageNo?: number;
  pageSize?: number;
}
export interface DownlineListValue {
  content: Downline[];
  totalPages: number;
  totalCount: number;
}

/** `POST /wps/agent/downline` (encrypted): registers a direct downline of the caller. */
export interface RegisterDownlineBody {
  username: string;
  password: string;
  nickname?: string;
  /** MEMBER (type 0) or AGENT (type 2; a type-2 agent's agents are type 41) */
  accountType: 'MEMBER' | 'AGENT';
}
export type RegisterDownlineValue = Downline;

/** `GET /wps/agent/team/bets` (team betting) */
export interface TeamBetsQuery extends AgentDateRange {
  username?: string;
  gameType?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface TeamBet {
  id: number;
  username: string;
  gameCode: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  betAmount: number;
  payout: number;
  winLoss: number;
  createdAt: string;
}
export interface TeamBetsValue {
  content: TeamBet[];
  totalPages: number;
  totalCount: number;
  totalBet: number;
  totalWinLoss: number;
}

/** `GET /wps/agent/team/pnl` (user profit and loss), one row per downline member with activity. */
export interface TeamPnlQuery extends AgentDateRange {
  username?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface TeamPnlRow {
  memberId: number;
  username: string;
  level: number;
  deposit: number;
  withdraw: number;
  bet: number;
  payout: number;
  winLoss: number;
  bonus: number;
}
export interface TeamPnlValue {
  content: TeamPnlRow[];
  totalPages: number;
  totals: Omit<TeamPnlRow, 'memberId' | 'username' | 'level'>;
}

/** `GET /wps/agent/income` (my income): salaries and dividends paid to the caller. */
export interface AgentIncomeQuery extends AgentDateRange {
  pageNo?: number;
  pageSize?: number;
}
export interface AgentIncomeRow {
  id: number;
  kind: ContractKind;
  amount: number;
  baseAmount: number;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
}
export interface AgentIncomeValue {
  content: AgentIncomeRow[];
  totalPages: number;
  total: number;
  byKind: Record<ContractKind, number>;
}

/** `GET /wps/agent/downline/transactions` (account details of the team). */
export interface DownlineTransactionsQuery extends AgentDateRange {
  username?: string;
  type?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface DownlineTransaction extends Transaction {
  username: string;
}
export interface DownlineTransactionsValue {
  content: DownlineTransaction[];
  totalPages: number;
  totalCount: number;
}

// ---- Contracts and salaries ----------------------------------------------------------------------

/**
 * DIVIDEND: rate % of the team's net loss per period; DAILY: rate % of team turnover per day;
 * HOURLY: per hour; REALTIME: per 5-minute settlement (spec 9).
 */
export type ContractKind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
export type ContractStatus = 'OFFERED' | 'SIGNED' | 'REJECTED' | 'CLOSED';

export interface AgentContract {
  id: number;
  kind: ContractKind;
  /** the upline who offered */
  fromUsername: string;
  /** the downline it is for */
  toUsername: string;
  /** percent, e.g. 0.5 */
  rate: number;
  status: ContractStatus;
  createdAt: string;
  signedAt: string | null;
}
export interface ContractRecord {
  id: number;
  contractId: number;
  username: string;
  baseAmount: number;
  amount: number;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
}

/**
 * `POST /wps/relay/MCS2_processDividendReq`, `MCS2_processDailySalContract`,
 * `MCS2_processContractHourSalary`, `MCSFE_processRealTimeSalaryContract`: one call per contract kind,
 * the action says what to do.
 * - `info`: my contract, offers waiting for me, contracts I gave my downline;
 * - `offer`: offer `rate` to a direct downline agent (`username`); at most my own rate; an existing
 *   contract of that downline is closed when the new one is signed;
 * - `accept` / `reject`: answer an offer (`contractId`) made to me;
 * - `records`: settlements paid under my contracts (`pageNo`, `pageSize`).
 */
export interface ContractProcessBody {
  action: 'info' | 'offer' | 'accept' | 'reject' | 'records';
  username?: string;
  rate?: number;
  contractId?: number;
  pageNo?: number;
  pageSize?: number;
}
export interface ContractProcessValue {
  kind: ContractKind;
  /** my signed contract, if any */
  mine: AgentContract | null;
  /** the most I may offer a downline */
  maxRate: number;
  pending: AgentContract[];
  downlines: AgentContract[];
  /** set for offer / accept / reject */
  contract: AgentContract | null;
  /** set for records */
  records: { content: ContractRecord[]; totalPages: number } | null;
}
