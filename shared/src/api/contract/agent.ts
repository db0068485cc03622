/**
 * Wire types of the agent domain, shared by the client and (type-only) the reference gateway.
 * Every agent call needs an agent session (types 1, 2, 41, 42) and sees only the caller's own
 * downline, recursively; naming a member outside it answers 403 `agent.not_downline`.
 * Amounts are decimal numbers in currency units; dates `YYYY-MM-DD` (days of the site's time zone), inclusive.
 * Play (bets, payouts, win/loss) is settled bets only, by their settle time; pending stakes are apart.
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
  /** members with a settled bet in the range */
  activeMembers: number;
  newMembers: number;
  totalDeposit: number;
  totalWithdraw: number;
  totalBet: number;
  /** team win/loss from the players' side (payout - bet) */
  totalWinLoss: number;
  /** stakes placed in the range whose bets are still pending (no play yet) */
  pendingBet: number;
  teamBalance: number;
  levels: { level: number; count: number }[];
  /** one point per day of the range (site days), oldest first, for the charts */
  series: TeamSeriesPoint[];
}
export interface TeamSeriesPoint {
  /** `YYYY-MM-DD` */
  date: string;
  deposit: number;
  withdraw: number;
  bet: number;
  winLoss: number;
  newMembers: number;
  activeMembers: number;
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
  /** settled stakes, all time */
  totalBet: number;
  /** stakes still pending */
  pendingBet: number;
  totalDeposit: number;
  /** direct downline count (the tree opens a node that has some) */
  childCount: number;
  lastLoginAt: string | null;
  createdAt: string;
  /** self-excluded (issue 26): shown as such, without nickname or last login */
  excluded?: boolean;
}
export type DownlineSort = 'createdAt' | 'balance' | 'totalDeposit' | 'totalBet' | 'lastLoginAt' | 'username';
/** `GET /wps/agent/downline?username=&parent=&level=&sort=&order=&pageNo=&pageSize=` */
export interface DownlineQuery {
  /** one member of the team (search by account) */
  username?: string;
  /** the direct downline of this team member (tree drill-down); absent with no level: the whole team */
  parent?: string;
  /** only direct (1) or a given depth */
  level?: number;
  sort?: DownlineSort;
  order?: 'asc' | 'desc';
  pageNo?: number;
  pageSize?: number;
}
export interface DownlineListValue {
  /** the member whose direct downline this is, when `parent` was given */
  parent: { username: string; level: number; parentUsername: string | null } | null;
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
  /** depth below the caller (1 = direct) */
  level?: number;
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
  /** placed */
  createdAt: string;
  /** settled: the time that puts it in a period */
  settledAt: string;
}
export interface TeamBetsValue {
  content: TeamBet[];
  totalPages: number;
  totalCount: number;
  totalBet: number;
  totalWinLoss: number;
  /** stakes of the filtered members' pending bets placed in the range (not in the list: no play yet) */
  pendingBet: number;
}

/** `GET /wps/agent/team/pnl` (user profit and loss), one row per downline member with activity. */
export interface TeamPnlQuery extends AgentDateRange {
  username?: string;
  level?: number;
  /** limits bet and payout to one game type */
  gameType?: string;
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
  /** stakes still pending, placed in the range */
  pending: number;
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
/** a statement (every settlement of the caller's contracts in the range, by its settle time) */
export type AgentIncomeRow = ContractRecord;
export interface AgentIncomeValue {
  content: AgentIncomeRow[];
  totalPages: number;
  total: number;
  /** dividends settled and not claimed yet (all of them, whatever the range) */
  unclaimed: number;
  byKind: Record<ContractKind, number>;
  /** income per day of the range by kind, oldest first, for the chart */
  series: ({ date: string } & Record<ContractKind, number>)[];
}

/** `GET /wps/agent/downline/transactions` (account details of the team). */
export interface DownlineTransactionsQuery extends AgentDateRange {
  username?: string;
  level?: number;
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
  /** sums of the whole filtered range */
  totals: { credit: number; debit: number };
}

/** `GET /wps/agent/profile`: what the agent centre shows about the caller. */
export interface AgentProfileValue {
  username: string;
  nickname: string | null;
  type: number;
  /** whether I may register agents one level down (type 42 may not) */
  canCreateAgent: boolean;
  /** my affiliate codes; a registration link carries one as `affiliateCode` */
  affiliateCodes: string[];
  /** the gateway's clock */
  serverTime: string;
}

/** `GET /wps/agent/announcements`: notices to agents, newest first. */
export interface AgentNotice {
  id: number;
  title: string;
  /** HTML (sanitize before showing) */
  content: string;
  createdAt: string;
}
export interface AgentNoticesValue {
  content: AgentNotice[];
  totalPages: number;
}

export type AgentReport = 'bets' | 'pnl' | 'transactions' | 'statements';
/**
 * `POST /wps/agent/export`: a single-use ticket (valid 60 s) for a CSV of a report with the same filters;
 * the browser downloads `url` by itself (GET, no headers), the gateway streams it as UTF-8 with a BOM.
 */
export interface AgentExportBody {
  report: AgentReport;
  filters: TeamBetsQuery & DownlineTransactionsQuery & TeamPnlQuery;
}
export interface AgentExportValue {
  url: string;
  expiresAt: string;
}

// ---- Contracts and salaries ----------------------------------------------------------------------

/**
 * DIVIDEND: rate % of the team's net loss per period; DAILY: rate % of team turnover per day;
 * HOURLY: per hour; REALTIME: per 5-minute settlement (spec 9).
 */
export type ContractKind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
export type ContractStatus = 'OFFERED' | 'SIGNED' | 'REJECTED' | 'CLOSED';
/**
 * The spec's contract status of one kind for the caller (spec "contract statuses"): JOIN an offer waits for
 * me, CLAIM a settled dividend waits for my claim, SIGNED, CLOSED (my last contract ended, none signed), COMING_SOON
 * (none yet).
 */
export type ContractState = 'JOIN' | 'CLAIM' | 'SIGNED' | 'CLOSED' | 'COMING_SOON';

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
  /** settlement period */
  period: ContractPeriod;
  createdAt: string;
  signedAt: string | null;
  /**
   * for an offer waiting for me: my downline's contracts that accepting it closes, because they hold a
   * higher rate than this offer (spec 8); accepting then needs `confirm: true`
   */
  terminates?: { username: string; rate: number }[];
}
/** FIVE_MINUTES for real-time salary, HOURLY for hourly salary, DAILY for daily wages; a dividend chooses. */
export type ContractPeriod = 'FIVE_MINUTES' | 'HOURLY' | 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';
/**
 * One settlement's statement (README "agent pay"): what the base was made of, the rate, the part the direct
 * downline agents took (the difference model) and what was paid, so every centavo can be explained.
 */
export interface ContractRecord {
  id: number;
  contractId: number;
  kind: ContractKind;
  username: string;
  /** the period's own base: settled turnover (salaries) or stakes - payouts - deductions (dividends) */
  baseAmount: number;
  /** settled stakes of the team in the period */
  betAmount: number;
  payoutAmount: number;
  /** bonuses and rebates the team received (dividends deduct them) */
  deductions: number;
  /** negative result of earlier periods carried in (dividends; 0 or less) */
  carryIn: number;
  /** percent */
  rate: number;
  /** rate x (base + carry in), before the downline's part */
  gross: number;
  /** what the direct downline agents' own contracts took */
  downlineAmount: number;
  amount: number;
  periodStart: string;
  periodEnd: string;
  createdAt: string;
  /** when it reached the wallet; null: a dividend waiting for its claim */
  paidAt: string | null;
  /** members behind the base */
  memberCount: number;
}
/** `GET /wps/agent/income/statement?id=`: a statement with the members and downline agents behind it. */
export interface ContractStatementValue extends ContractRecord {
  members: { username: string; level: number; betAmount: number; payoutAmount: number; deductions: number }[];
  downlines: { username: string; rate: number; baseAmount: number; amount: number }[];
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
  /** `claim`: credit my settled, unclaimed dividends (`recordId`: one of them; none: all) */
  action: 'info' | 'offer' | 'accept' | 'reject' | 'records' | 'claim';
  recordId?: number;
  username?: string;
  rate?: number;
  /** dividend offers: DAILY, WEEKLY (default), SEMIMONTHLY or MONTHLY */
  period?: ContractPeriod;
  /** accept: I agree that my downline's higher-rate contracts close (409 `contract.downline_higher` without it) */
  confirm?: boolean;
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
  /** the spec's status of this kind for me */
  state: ContractState;
  /** my settled statements of this kind waiting for a claim (dividends) */
  unclaimed: ContractRecord[];
  /** set for claim: the amount credited */
  claimed: number | null;
}
