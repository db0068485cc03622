/**
 * Wire types of the agent domain, shared by the client and (type-only) the reference gateway.
 * Every agent call needs an agent session (types 1, 2, 41, 42) and sees only the caller's own
 * downline, recursively; naming a member outside it answers 403 `agent.not_downline`.
 * Amounts are decimal numbers in currency units; dates `YYYY-MM-DD` (days of the site's time zone), inclusive.
 * Play (bets, payouts, win/loss) is settled bets only, by their settle time; pending stakes are apart.
 */
import { type Static, Type } from '@sinclair/typebox';
import { DATE, PAGE_NO, pageSize } from '../schema';
import { Transaction } from './wallet';

export type AgentDateRange = Static<typeof AgentDateRange>;
export const AgentDateRange = Type.Object({
  startDate: Type.Optional(Type.String()),
  endDate: Type.Optional(Type.String()),
});

export type TeamSeriesPoint = Static<typeof TeamSeriesPoint>;
export const TeamSeriesPoint = Type.Object({
  /** `YYYY-MM-DD` */
  date: Type.String(),
  deposit: Type.Number(),
  withdraw: Type.Number(),
  bet: Type.Number(),
  winLoss: Type.Number(),
  newMembers: Type.Number(),
  activeMembers: Type.Number(),
});

/** `GET /wps/agent/team/overview` */
export type TeamOverviewValue = Static<typeof TeamOverviewValue>;
export const TeamOverviewValue = Type.Object({
  teamSize: Type.Number(),
  directCount: Type.Number(),
  agentCount: Type.Number(),
  /** members with a settled bet in the range */
  activeMembers: Type.Number(),
  newMembers: Type.Number(),
  totalDeposit: Type.Number(),
  totalWithdraw: Type.Number(),
  totalBet: Type.Number(),
  /** team win/loss from the players' side (payout - bet) */
  totalWinLoss: Type.Number(),
  /** the team's stakes outstanding now (pending bets, whenever they were placed): no play yet */
  pendingBet: Type.Number(),
  teamBalance: Type.Number(),
  levels: Type.Array(
    Type.Object({
      level: Type.Number(),
      count: Type.Number(),
    }),
  ),
  /** one point per day of the range (site days), oldest first, for the charts */
  series: Type.Array(TeamSeriesPoint),
});

export type Downline = Static<typeof Downline>;
export const Downline = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  type: Type.Number(),
  isAgent: Type.Boolean(),
  /** 1 = direct downline */
  level: Type.Number(),
  parentUsername: Type.String(),
  balance: Type.Number(),
  /** settled stakes, all time */
  totalBet: Type.Number(),
  /** stakes still pending */
  pendingBet: Type.Number(),
  totalDeposit: Type.Number(),
  /** direct downline count (the tree opens a node that has some) */
  childCount: Type.Number(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  /** self-excluded: shown as such, without nickname or last login */
  excluded: Type.Optional(Type.Boolean()),
});

export type DownlineSort = Static<typeof DownlineSort>;
export const DownlineSort = Type.Union([
  Type.Literal('createdAt'),
  Type.Literal('balance'),
  Type.Literal('totalDeposit'),
  Type.Literal('totalBet'),
  Type.Literal('lastLoginAt'),
  Type.Literal('username'),
]);

export type DownlineListValue = Static<typeof DownlineListValue>;
export const DownlineListValue = Type.Object({
  /** the member whose direct downline this is, when `parent` was given */
  parent: Type.Union([
    Type.Object({
      username: Type.String(),
      level: Type.Number(),
      parentUsername: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  content: Type.Array(Downline),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
});

/** `POST /wps/agent/downline` (encrypted): registers a direct downline of the caller. */
export type RegisterDownlineBody = Static<typeof RegisterDownlineBody>;
export const RegisterDownlineBody = Type.Object(
  {
    username: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{3,19}$' }),
    password: Type.String({ minLength: 8, maxLength: 32 }),
    nickname: Type.Optional(Type.String({ maxLength: 32 })),
    /** MEMBER (type 0) or AGENT (type 2; a type-2 agent's agents are type 41) */
    accountType: Type.Union([Type.Literal('MEMBER'), Type.Literal('AGENT')]),
  },
  { additionalProperties: false },
);

export type RegisterDownlineValue = Static<typeof RegisterDownlineValue>;
export const RegisterDownlineValue = Downline;

export type TeamBet = Static<typeof TeamBet>;
export const TeamBet = Type.Object({
  id: Type.Number(),
  username: Type.String(),
  gameCode: Type.String(),
  gameName: Type.String(),
  gameType: Type.String(),
  vassalage: Type.String(),
  betAmount: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
  /** placed */
  createdAt: Type.String(),
  /** settled: the time that puts it in a period */
  settledAt: Type.String(),
});

export type TeamBetsValue = Static<typeof TeamBetsValue>;
export const TeamBetsValue = Type.Object({
  content: Type.Array(TeamBet),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  totalBet: Type.Number(),
  totalWinLoss: Type.Number(),
  /** stakes of the filtered members' pending bets placed in the range (not in the list: no play yet) */
  pendingBet: Type.Number(),
});

export type TeamPnlRow = Static<typeof TeamPnlRow>;
export const TeamPnlRow = Type.Object({
  memberId: Type.Number(),
  username: Type.String(),
  level: Type.Number(),
  deposit: Type.Number(),
  withdraw: Type.Number(),
  bet: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
  bonus: Type.Number(),
  /** stakes still pending, placed in the range */
  pending: Type.Number(),
});

export type TeamPnlValue = Static<typeof TeamPnlValue>;
export const TeamPnlValue = Type.Object({
  content: Type.Array(TeamPnlRow),
  totalPages: Type.Number(),
  totals: Type.Omit(
    TeamPnlRow,
    Type.Union([Type.Literal('memberId'), Type.Literal('username'), Type.Literal('level')]),
  ),
});

/**
 * DIVIDEND: rate % of the team's net loss per period; DAILY: rate % of team turnover per day;
 * HOURLY: per hour; REALTIME: per 5-minute settlement (spec 9).
 */
export type ContractKind = Static<typeof ContractKind>;
export const ContractKind = Type.Union([
  Type.Literal('DIVIDEND'),
  Type.Literal('DAILY'),
  Type.Literal('HOURLY'),
  Type.Literal('REALTIME'),
]);

/**
 * One settlement's statement (README "agent pay"): what the base was made of, the rate, the part the direct
 * downline agents took (the difference model) and what was paid, so every centavo can be explained.
 */
export type ContractRecord = Static<typeof ContractRecord>;
export const ContractRecord = Type.Object({
  id: Type.Number(),
  contractId: Type.Number(),
  kind: ContractKind,
  username: Type.String(),
  /** the period's own base: settled turnover (salaries) or stakes - payouts - deductions (dividends) */
  baseAmount: Type.Number(),
  /** settled stakes of the team in the period */
  betAmount: Type.Number(),
  payoutAmount: Type.Number(),
  /** bonuses and rebates the team received (dividends deduct them) */
  deductions: Type.Number(),
  /** negative result of earlier periods carried in (dividends; 0 or less) */
  carryIn: Type.Number(),
  /** percent */
  rate: Type.Number(),
  /** rate x (base + carry in), before the downline's part */
  gross: Type.Number(),
  /**
   * what the upline's result held back of the gross (0 or more): along a chain the house pays at most the top
   * rate of the top team's result, so a sub-team's pay is cut when the team above it earned less
   */
  capped: Type.Number(),
  /** what the contracted agents below took: the sum of their own statements' amounts for the same span */
  downlineAmount: Type.Number(),
  amount: Type.Number(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  createdAt: Type.String(),
  /** when it reached the wallet; null: a dividend waiting for its claim */
  paidAt: Type.Union([Type.String(), Type.Null()]),
  /** members behind the base */
  memberCount: Type.Number(),
});

/** a statement (every settlement of the caller's contracts in the range, by its settle time) */
export type AgentIncomeRow = Static<typeof AgentIncomeRow>;
export const AgentIncomeRow = ContractRecord;

export type AgentIncomeValue = Static<typeof AgentIncomeValue>;
export const AgentIncomeValue = Type.Object({
  content: Type.Array(AgentIncomeRow),
  totalPages: Type.Number(),
  total: Type.Number(),
  /** dividends settled and not claimed yet (all of them, whatever the range) */
  unclaimed: Type.Number(),
  byKind: Type.Record(ContractKind, Type.Number()),
  /** income per day of the range by kind, oldest first, for the chart */
  series: Type.Array(
    Type.Intersect([
      Type.Object({
        date: Type.String(),
      }),
      Type.Record(ContractKind, Type.Number()),
    ]),
  ),
});

export type DownlineTransaction = Static<typeof DownlineTransaction>;
export const DownlineTransaction = Type.Composite([
  Transaction,
  Type.Object({
    username: Type.String(),
  }),
]);

export type DownlineTransactionsValue = Static<typeof DownlineTransactionsValue>;
export const DownlineTransactionsValue = Type.Object({
  content: Type.Array(DownlineTransaction),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  /** sums of the whole filtered range */
  totals: Type.Object({
    credit: Type.Number(),
    debit: Type.Number(),
  }),
});

/** `GET /wps/agent/profile`: what the agent centre shows about the caller. */
export type AgentProfileValue = Static<typeof AgentProfileValue>;
export const AgentProfileValue = Type.Object({
  username: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  type: Type.Number(),
  /** whether I may register agents one level down (type 42 may not) */
  canCreateAgent: Type.Boolean(),
  /** my affiliate codes; a registration link carries one as `affiliateCode` */
  affiliateCodes: Type.Array(Type.String()),
  /** the gateway's clock */
  serverTime: Type.String(),
});

/** `GET /wps/agent/announcements`: notices to agents, newest first. */
export type AgentNotice = Static<typeof AgentNotice>;
export const AgentNotice = Type.Object({
  id: Type.Number(),
  title: Type.String(),
  /** HTML (sanitize before showing) */
  content: Type.String(),
  createdAt: Type.String(),
});

export type AgentNoticesValue = Static<typeof AgentNoticesValue>;
export const AgentNoticesValue = Type.Object({
  content: Type.Array(AgentNotice),
  totalPages: Type.Number(),
});

export type AgentReport = Static<typeof AgentReport>;
export const AgentReport = Type.Union([
  Type.Literal('bets'),
  Type.Literal('pnl'),
  Type.Literal('transactions'),
  Type.Literal('statements'),
]);

/**
 * `POST /wps/agent/export`: a single-use ticket (valid 60 s) for a CSV of a report with the same filters;
 * the browser downloads `url` by itself (GET, no headers), the gateway streams it as UTF-8 with a BOM.
 */
export type AgentExportBody = Static<typeof AgentExportBody>;
export const AgentExportBody = Type.Object(
  {
    report: AgentReport,
    /** the filters of the report's own call */
    filters: Type.Object(
      {
        startDate: Type.Optional(DATE),
        endDate: Type.Optional(DATE),
        username: Type.Optional(Type.String({ maxLength: 32 })),
        level: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
        gameType: Type.Optional(Type.String({ maxLength: 16 })),
        type: Type.Optional(Type.String({ maxLength: 20 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export type AgentExportValue = Static<typeof AgentExportValue>;
export const AgentExportValue = Type.Object({
  url: Type.String(),
  expiresAt: Type.String(),
});

export type ContractStatus = Static<typeof ContractStatus>;
export const ContractStatus = Type.Union([
  Type.Literal('OFFERED'),
  Type.Literal('SIGNED'),
  Type.Literal('REJECTED'),
  Type.Literal('CLOSED'),
]);

/**
 * The spec's contract status of one kind for the caller (spec "contract statuses"): JOIN an offer waits for
 * me, CLAIM a settled dividend waits for my claim, SIGNED, CLOSED (my last contract ended, none signed), COMING_SOON
 * (none yet).
 */
export type ContractState = Static<typeof ContractState>;
export const ContractState = Type.Union([
  Type.Literal('JOIN'),
  Type.Literal('CLAIM'),
  Type.Literal('SIGNED'),
  Type.Literal('CLOSED'),
  Type.Literal('COMING_SOON'),
]);

/** FIVE_MINUTES for real-time salary, HOURLY for hourly salary, DAILY for daily wages; a dividend chooses. */
export type ContractPeriod = Static<typeof ContractPeriod>;
export const ContractPeriod = Type.Union([
  Type.Literal('FIVE_MINUTES'),
  Type.Literal('HOURLY'),
  Type.Literal('DAILY'),
  Type.Literal('WEEKLY'),
  Type.Literal('SEMIMONTHLY'),
  Type.Literal('MONTHLY'),
]);

export type AgentContract = Static<typeof AgentContract>;
export const AgentContract = Type.Object({
  id: Type.Number(),
  kind: ContractKind,
  /** the upline who offered */
  fromUsername: Type.String(),
  /** the downline it is for */
  toUsername: Type.String(),
  /** percent, e.g. 0.5 */
  rate: Type.Number(),
  status: ContractStatus,
  /** settlement period */
  period: ContractPeriod,
  createdAt: Type.String(),
  signedAt: Type.Union([Type.String(), Type.Null()]),
  /**
   * for an offer waiting for me: my downline's contracts that accepting it closes, because they hold a
   * higher rate than this offer (spec 8); accepting then needs `confirm: true`
   */
  terminates: Type.Optional(
    Type.Array(
      Type.Object({
        username: Type.String(),
        rate: Type.Number(),
      }),
    ),
  ),
});

/** `GET /wps/agent/income/statement?id=`: a statement with the members and downline agents behind it. */
export type ContractStatementValue = Static<typeof ContractStatementValue>;
export const ContractStatementValue = Type.Composite([
  ContractRecord,
  Type.Object({
    members: Type.Array(
      Type.Object({
        username: Type.String(),
        level: Type.Number(),
        betAmount: Type.Number(),
        payoutAmount: Type.Number(),
        deductions: Type.Number(),
      }),
    ),
    /** every contracted agent below, with its own statement for the same span (`recordId`, its `amount`) */
    downlines: Type.Array(
      Type.Object({
        username: Type.String(),
        rate: Type.Number(),
        baseAmount: Type.Number(),
        amount: Type.Number(),
        recordId: Type.Union([Type.Number(), Type.Null()]),
      }),
    ),
  }),
]);

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
export type ContractProcessBody = Static<typeof ContractProcessBody>;
export const ContractProcessBody = Type.Object(
  {
    /** `claim`: credit my settled, unclaimed dividends (`recordId`: one of them; none: all) */
    action: Type.Union([
      Type.Literal('info'),
      Type.Literal('offer'),
      Type.Literal('accept'),
      Type.Literal('reject'),
      Type.Literal('records'),
      Type.Literal('claim'),
    ]),
    recordId: Type.Optional(Type.Integer({ minimum: 1 })),
    username: Type.Optional(Type.String({ maxLength: 32 })),
    rate: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 100 })),
    /** dividend offers: DAILY, WEEKLY (default), SEMIMONTHLY or MONTHLY */
    period: Type.Optional(ContractPeriod),
    /** accept: I agree that my downline's higher-rate contracts close (409 `contract.downline_higher` without it) */
    confirm: Type.Optional(Type.Boolean()),
    contractId: Type.Optional(Type.Integer({ minimum: 1 })),
    pageNo: Type.Optional(PAGE_NO),
    pageSize: Type.Optional(pageSize(20, 100)),
  },
  { additionalProperties: false },
);

export type ContractProcessValue = Static<typeof ContractProcessValue>;
export const ContractProcessValue = Type.Object({
  kind: ContractKind,
  /** my signed contract, if any */
  mine: Type.Union([AgentContract, Type.Null()]),
  /** the most I may offer a downline */
  maxRate: Type.Number(),
  pending: Type.Array(AgentContract),
  downlines: Type.Array(AgentContract),
  /** set for offer / accept / reject */
  contract: Type.Union([AgentContract, Type.Null()]),
  /** set for records */
  records: Type.Union([
    Type.Object({
      content: Type.Array(ContractRecord),
      totalPages: Type.Number(),
    }),
    Type.Null(),
  ]),
  /** the spec's status of this kind for me */
  state: ContractState,
  /** my settled statements of this kind waiting for a claim (dividends) */
  unclaimed: Type.Array(ContractRecord),
  /** set for claim: the amount credited */
  claimed: Type.Union([Type.Number(), Type.Null()]),
});
