import { type Static, Type } from '@sinclair/typebox';

/**
 * Wire types of player protection and the market profile, shared by the client and (type-only)
 * the reference gateway. Money is a decimal number in currency units (as everywhere on the wire); times
 * are local ISO strings of the site's zone with their offset (`2026-11-26T22:30:00-03:00`).
 *
 * The market profile is the operator's choice (site setting `market.profile`, `BR` by default): it says
 * what the market allows, and the gateway refuses whatever it forbids whatever the client sends. The
 * front-end reads it from `status.info.market` and never decides it alone.
 */
/** `BR`: Lei 14.790/2023 and the SPA/MF ordinances; `OPEN`: the specification's behaviour. */
export type MarketCode = Static<typeof MarketCode>;
export const MarketCode = Type.Union([Type.Literal('BR'), Type.Literal('OPEN')]);

/** Payment channel families (deposit channel `type` PIX; `BANK` is TED; `CRYPTO` is USDT). */
export type PaymentChannelCode = Static<typeof PaymentChannelCode>;
export const PaymentChannelCode = Type.Union([
  Type.Literal('PIX'),
  Type.Literal('TED'),
  Type.Literal('USDT'),
  Type.Literal('EWALLET'),
  Type.Literal('CARD'),
]);

/** What sign-up asks for in this market (all required when true). */
export type MarketRegistrationRules = Static<typeof MarketRegistrationRules>;
export const MarketRegistrationRules = Type.Object({
  /** CPF with valid check digits, one account per CPF */
  cpf: Type.Boolean(),
  fullName: Type.Boolean(),
  /** `yyyy-MM-dd`; the member is at least `minimumAge` on the site's day */
  birthDate: Type.Boolean(),
  /** a loss limit (`lossLimit`) at sign-up */
  lossLimit: Type.Boolean(),
  /** a daily time limit (`timeLimitMinutes`) at sign-up */
  timeLimit: Type.Boolean(),
  minimumAge: Type.Number(),
});

/** The footer's legal block (BR); `null` in markets without one. */
export type MarketLegalInfo = Static<typeof MarketLegalInfo>;
export const MarketLegalInfo = Type.Object({
  companyName: Type.String(),
  /** formatted, `00.000.000/0001-00` */
  cnpj: Type.String(),
  /** the licence act, e.g. `Portaria SPA/MF nº 000/2025` */
  licence: Type.String(),
  /** `yyyy-MM-dd` */
  licenceDate: Type.String(),
  address: Type.String(),
  /** customer service contact (e-mail or phone, as text) */
  customerService: Type.String(),
  /** ombudsman (ouvidoria) contact */
  ombudsman: Type.String(),
  /** the national self-exclusion platform */
  selfExclusionUrl: Type.String(),
  /** 18 */
  minimumAge: Type.Number(),
  /**
   * the block still shows the demo's fictitious operator (some value unset or the demo's own): the page says the
   * site is a demo in development
   */
  demo: Type.Optional(Type.Boolean()),
});

/**
 * The kinds of credit a player gets without buying it: cash of activity missions (weekly logins included),
 * cash of the reward centre's once-only tasks, the rescue bonus, VIP level-up bonuses, the VIP rebate, the
 * daily red envelope, the cash bonus of a promotion, points-mall goods that are money or bets (bonus credit,
 * free spins) and the conversion of points into wallet money.
 */
export type RewardKind = Static<typeof RewardKind>;
export const RewardKind = Type.Union([
  Type.Literal('MISSION_CASH'),
  Type.Literal('TASK_CASH'),
  Type.Literal('RESCUE'),
  Type.Literal('VIP_UPGRADE'),
  Type.Literal('REBATE'),
  Type.Literal('RED_ENVELOPE'),
  Type.Literal('PROMOTION_CASH'),
  Type.Literal('MALL_CREDIT'),
  Type.Literal('POINTS_TO_CASH'),
]);

/** Per kind of reward, whether the market allows it (BR: none, Lei 14.790/2023 art. 29 I). */
export type MarketRewards = Static<typeof MarketRewards>;
export const MarketRewards = Type.Record(RewardKind, Type.Boolean());

/** `status.info.market` and `GET /wps/relay/RG_getMarketProfile`. */
export type MarketProfileInfo = Static<typeof MarketProfileInfo>;
export const MarketProfileInfo = Type.Object({
  code: MarketCode,
  /** the only payment channel families deposits and withdrawals may use */
  paymentChannels: Type.Array(PaymentChannelCode),
  /** deposit-conditioned bonuses, promotions, missions and rewards exist (BR: false) */
  depositBonuses: Type.Boolean(),
  /** transfers between players (incl. to an upline) exist (BR: false) */
  transfersBetweenPlayers: Type.Boolean(),
  registration: MarketRegistrationRules,
  /** minutes without activity after which money moves and bets need the password again; null: never */
  idleReauthMinutes: Type.Union([Type.Number(), Type.Null()]),
  /** CPF checked against the barred-player register at sign-up and the first login of each site day */
  barredCheck: Type.Boolean(),
  /** every game shows its RTP (and in-house games their pay table) before play */
  rtpShown: Type.Boolean(),
  /** the least RTP a game may have, in percent (BR: 85) */
  minimumRtp: Type.Union([Type.Number(), Type.Null()]),
  /** withdrawals only to PIX keys / bank accounts in the member's own CPF */
  ownAccountOnly: Type.Boolean(),
  /** show the betting-risk message at sign-up and after every login */
  riskMessage: Type.Boolean(),
  /**
   * which rewards the market allows: what it does not is neither offered nor credited by the gateway, and the
   * front end shows no menu, banner or tile of it
   */
  rewards: MarketRewards,
  legal: Type.Union([MarketLegalInfo, Type.Null()]),
});

/**
 * `DEPOSIT` (sum of deposits created), `LOSS` (stakes minus wins, net), `STAKE` (sum of stakes), `BETS`
 * (number of bets): money kinds in currency units, BETS a count. `TIME`: minutes logged in per site day
 * (period `DAY` only).
 */
export type LimitKind = Static<typeof LimitKind>;
export const LimitKind = Type.Union([
  Type.Literal('DEPOSIT'),
  Type.Literal('LOSS'),
  Type.Literal('STAKE'),
  Type.Literal('BETS'),
  Type.Literal('TIME'),
]);

/** Periods of the site's calendar (site zone): day, week from Monday, calendar month. */
export type LimitPeriod = Static<typeof LimitPeriod>;
export const LimitPeriod = Type.Union([Type.Literal('DAY'), Type.Literal('WEEK'), Type.Literal('MONTH')]);

/** A raise or removal waiting for its cooling-off (24 h); cancellable until `effectiveAt`. */
export type PendingLimit = Static<typeof PendingLimit>;
export const PendingLimit = Type.Object({
  /** the new value; null: the limit is removed */
  value: Type.Union([Type.Number(), Type.Null()]),
  effectiveAt: Type.String(),
});

/** One limit: every kind x period is listed, `value: null` when the member has none. */
export type PlayerLimit = Static<typeof PlayerLimit>;
export const PlayerLimit = Type.Object({
  kind: LimitKind,
  period: LimitPeriod,
  /** in force now; null: no limit */
  value: Type.Union([Type.Number(), Type.Null()]),
  pending: Type.Union([PendingLimit, Type.Null()]),
  /** used in the current period (LOSS may be negative: the member is winning) */
  used: Type.Number(),
  /** value - used, never below 0; null without a limit */
  remaining: Type.Union([Type.Number(), Type.Null()]),
  /** start of the next period: when `used` goes back to 0 */
  resetsAt: Type.String(),
});

/** The clock of this session (the header's h:m:s and the reality check). */
export type ProtectionSession = Static<typeof ProtectionSession>;
export const ProtectionSession = Type.Object({
  /** when this session logged in */
  loginAt: Type.String(),
  /** server's now, to align the client's clock */
  serverNow: Type.String(),
  elapsedSeconds: Type.Number(),
  /** wins - stakes of bets settled since login (positive: the member is ahead) */
  net: Type.Number(),
  stakes: Type.Number(),
  wins: Type.Number(),
  lastActivityAt: Type.String(),
  /** the password must be given again (`RG_reauth`) before any bet or money movement */
  reauthRequired: Type.Boolean(),
});

/** Why play is refused now; null: the member may play. */
export type PlayBlock = Static<typeof PlayBlock>;
export const PlayBlock = Type.Union([
  Type.Literal('PAUSE'),
  Type.Literal('EXCLUSION'),
  Type.Literal('TIME_LIMIT'),
  Type.Null(),
]);

/** `GET /wps/relay/RG_getProtection`: everything the "Jogo responsável" page shows. */
export type ProtectionState = Static<typeof ProtectionState>;
export const ProtectionState = Type.Object({
  market: MarketCode,
  /** hours a raise or removal waits (24) */
  coolingOffHours: Type.Number(),
  limits: Type.Array(PlayerLimit),
  /** reality-check interval; null: off */
  realityCheck: Type.Object({
    minutes: Type.Union([Type.Number(), Type.Null()]),
    intervalSeconds: Type.Union([Type.Number(), Type.Null()]),
  }),
  session: ProtectionSession,
  /** a pause (time-out) in force */
  pause: Type.Union([
    Type.Object({
      since: Type.String(),
      until: Type.String(),
    }),
    Type.Null(),
  ]),
  /** self-exclusion in force (the member cannot log in; shown only to tools that read it) */
  exclusion: Type.Union([
    Type.Object({
      since: Type.String(),
      until: Type.Union([Type.String(), Type.Null()]),
      indefinite: Type.Boolean(),
    }),
    Type.Null(),
  ]),
  blockedBy: PlayBlock,
  /** end of the block (pause end, next site day for TIME_LIMIT); null when not blocked or indefinite */
  blockedUntil: Type.Union([Type.String(), Type.Null()]),
});

/** `POST /wps/relay/RG_setLimit`: add, lower, raise or remove (`value: null`) one limit → ProtectionState. */
export type SetLimitRequest = Static<typeof SetLimitRequest>;
export const SetLimitRequest = Type.Object(
  {
    kind: LimitKind,
    period: LimitPeriod,
    /** currency units (DEPOSIT, LOSS, STAKE), count (BETS), minutes (TIME); > 0; null removes */
    value: Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 }), Type.Null()]),
  },
  { additionalProperties: false },
);

/** `POST /wps/relay/RG_cancelLimit`: cancels the pending raise/removal of one limit → ProtectionState. */
export type CancelLimitRequest = Static<typeof CancelLimitRequest>;
export const CancelLimitRequest = Type.Object(
  { kind: LimitKind, period: LimitPeriod },
  { additionalProperties: false },
);

/** `POST /wps/relay/RG_setRealityCheck` → ProtectionState. Minutes 5..240; null turns it off. */
export type SetRealityCheckRequest = Static<typeof SetRealityCheckRequest>;
export const SetRealityCheckRequest = Type.Object(
  { minutes: Type.Union([Type.Integer({ minimum: 5, maximum: 240 }), Type.Null()]) },
  { additionalProperties: false },
);

/**
 * `POST /wps/relay/RG_pause` → ProtectionState. 1 to 42 days (24 h, 7 d, 30 d, 6 weeks are the page's
 * choices). It cannot be shortened: a new pause only extends one in force.
 */
export type PauseRequest = Static<typeof PauseRequest>;
export const PauseRequest = Type.Object(
  { days: Type.Integer({ minimum: 1, maximum: 42 }), confirm: Type.Literal(true) },
  { additionalProperties: false },
);

/**
 * `POST /wps/relay/RG_selfExclude` → SelfExcludeValue; the gateway then ends every session of the member
 * (this one included). `months` 1..12, or null for indefinite.
 */
export type SelfExcludeRequest = Static<typeof SelfExcludeRequest>;
export const SelfExcludeRequest = Type.Object(
  {
    months: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
    confirm: Type.Literal(true),
  },
  { additionalProperties: false },
);

export type SelfExcludeValue = Static<typeof SelfExcludeValue>;
export const SelfExcludeValue = Type.Object({
  since: Type.String(),
  until: Type.Union([Type.String(), Type.Null()]),
  indefinite: Type.Boolean(),
});

/** `POST /wps/relay/RG_reauth` (encrypted): the password again after the idle limit. */
export type ReauthRequest = Static<typeof ReauthRequest>;
export const ReauthRequest = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

export type ReauthValue = Static<typeof ReauthValue>;
export const ReauthValue = Type.Object({
  reauthenticated: Type.Literal(true),
});

/** `value` of `protection.limit.reached` (403): which limit refused the call. */
export type LimitReachedValue = Static<typeof LimitReachedValue>;
export const LimitReachedValue = Type.Object({
  kind: LimitKind,
  period: LimitPeriod,
  limit: Type.Number(),
  remaining: Type.Number(),
  resetsAt: Type.String(),
});

/** `value` of `protection.paused` (403). */
export type PausedValue = Static<typeof PausedValue>;
export const PausedValue = Type.Object({
  until: Type.String(),
});

/** `value` of `session.reauth.required` (401): idle for `idleMinutes` or more. */
export type ReauthRequiredValue = Static<typeof ReauthRequiredValue>;
export const ReauthRequiredValue = Type.Object({
  idleMinutes: Type.Number(),
});

/** Extra fields of `RegisterRequest` when `market.registration` asks for them. */
export type MarketSignUpFields = Static<typeof MarketSignUpFields>;
export const MarketSignUpFields = Type.Object({
  /** 11 digits, punctuation allowed */
  cpf: Type.Optional(Type.String({ maxLength: 20 })),
  fullName: Type.Optional(Type.String({ maxLength: 160 })),
  /** `yyyy-MM-dd` */
  birthDate: Type.Optional(Type.String({ maxLength: 10 })),
  /** loss limit at sign-up (currency units) and its period */
  lossLimit: Type.Optional(
    Type.Object(
      {
        value: Type.Number(),
        period: LimitPeriod,
      },
      { additionalProperties: false },
    ),
  ),
  /** daily time limit at sign-up, minutes */
  timeLimitMinutes: Type.Optional(Type.Number()),
});

/** One line of an in-house game's pay table. */
export type PayTableRow = Static<typeof PayTableRow>;
export const PayTableRow = Type.Object({
  /** what wins, in the request language (e.g. "Roll under 50") */
  outcome: Type.String(),
  /** payout multiplier of the stake */
  multiplier: Type.Number(),
  /** chance in percent */
  chance: Type.Number(),
});
