/**
 * Wire types of player protection and the market profile (issue 26), shared by the client and (type-only)
 * the reference gateway. Money is a decimal number in currency units (as everywhere on the wire); times
 * are local ISO strings of the site's zone with their offset (`2026-11-26T22:30:00-03:00`).
 *
 * The market profile is the operator's choice (site setting `market.profile`, `BR` by default): it says
 * what the market allows, and the gateway refuses whatever it forbids whatever the client sends. The
 * front-end reads it from `status.info.market` and never decides it alone.
 */

/** `BR`: Lei 14.790/2023 and the SPA/MF ordinances; `OPEN`: the specification's behaviour. */
export type MarketCode = 'BR' | 'OPEN';

/** Payment channel families (deposit channel `type` PIX; `BANK` is TED; `CRYPTO` is USDT). */
export type PaymentChannelCode = 'PIX' | 'TED' | 'USDT' | 'EWALLET' | 'CARD';

/** What sign-up asks for in this market (all required when true). */
export interface MarketRegistrationRules {
  /** CPF with valid check digits, one account per CPF */
  cpf: boolean;
  fullName: boolean;
  /** `yyyy-MM-dd`; the member is at least `minimumAge` on the site's day */
  birthDate: boolean;
  /** a loss limit (`lossLimit`) at sign-up */
  lossLimit: boolean;
  /** a daily time limit (`timeLimitMinutes`) at sign-up */
  timeLimit: boolean;
  minimumAge: number;
}

/** The footer's legal block (BR); `null` in markets without one. */
export interface MarketLegalInfo {
  companyName: string;
  /** formatted, `00.000.000/0001-00` */
  cnpj: string;
  /** the licence act, e.g. `Portaria SPA/MF nº 000/2025` */
  licence: string;
  /** `yyyy-MM-dd` */
  licenceDate: string;
  address: string;
  /** customer service contact (e-mail or phone, as text) */
  customerService: string;
  /** ombudsman (ouvidoria) contact */
  ombudsman: string;
  /** the national self-exclusion platform */
  selfExclusionUrl: string;
  /** 18 */
  minimumAge: number;
  /**
   * the block still shows the demo's fictitious operator (some value unset or the demo's own): the page says the
   * site is a demo in development
   */
  demo?: boolean;
}

/** `status.info.market` and `GET /wps/relay/RG_getMarketProfile`. */
export interface MarketProfileInfo {
  code: MarketCode;
  /** the only payment channel families deposits and withdrawals may use */
  paymentChannels: PaymentChannelCode[];
  /** deposit-conditioned bonuses, promotions, missions and rewards exist (BR: false) */
  depositBonuses: boolean;
  /** transfers between players (incl. to an upline) exist (BR: false) */
  transfersBetweenPlayers: boolean;
  registration: MarketRegistrationRules;
  /** minutes without activity after which money moves and bets need the password again; null: never */
  idleReauthMinutes: number | null;
  /** CPF checked against the barred-player register at sign-up and the first login of each site day */
  barredCheck: boolean;
  /** every game shows its RTP (and in-house games their pay table) before play */
  rtpShown: boolean;
  /** the least RTP a game may have, in percent (BR: 85) */
  minimumRtp: number | null;
  /** withdrawals only to PIX keys / bank accounts in the member's own CPF */
  ownAccountOnly: boolean;
  /** show the betting-risk message at sign-up and after every login */
  riskMessage: boolean;
  legal: MarketLegalInfo | null;
}

// ---- Limits ------------------------------------------------------------------------------------

/**
 * `DEPOSIT` (sum of deposits created), `LOSS` (stakes minus wins, net), `STAKE` (sum of stakes), `BETS`
 * (number of bets): money kinds in currency units, BETS a count. `TIME`: minutes logged in per site day
 * (period `DAY` only).
 */
export type LimitKind = 'DEPOSIT' | 'LOSS' | 'STAKE' | 'BETS' | 'TIME';
/** Periods of the site's calendar (site zone): day, week from Monday, calendar month. */
export type LimitPeriod = 'DAY' | 'WEEK' | 'MONTH';

/** A raise or removal waiting for its cooling-off (24 h); cancellable until `effectiveAt`. */
export interface PendingLimit {
  /** the new value; null: the limit is removed */
  value: number | null;
  effectiveAt: string;
}

/** One limit: every kind x period is listed, `value: null` when the member has none. */
export interface PlayerLimit {
  kind: LimitKind;
  period: LimitPeriod;
  /** in force now; null: no limit */
  value: number | null;
  pending: PendingLimit | null;
  /** used in the current period (LOSS may be negative: the member is winning) */
  used: number;
  /** value - used, never below 0; null without a limit */
  remaining: number | null;
  /** start of the next period: when `used` goes back to 0 */
  resetsAt: string;
}

/** The clock of this session (the header's h:m:s and the reality check). */
export interface ProtectionSession {
  /** when this session logged in */
  loginAt: string;
  /** server's now, to align the client's clock */
  serverNow: string;
  elapsedSeconds: number;
  /** wins - stakes of bets settled since login (positive: the member is ahead) */
  net: number;
  stakes: number;
  wins: number;
  lastActivityAt: string;
  /** the password must be given again (`RG_reauth`) before any bet or money movement */
  reauthRequired: boolean;
}

/** Why play is refused now; null: the member may play. */
export type PlayBlock = 'PAUSE' | 'EXCLUSION' | 'TIME_LIMIT' | null;

/** `GET /wps/relay/RG_getProtection`: everything the "Jogo responsável" page shows. */
export interface ProtectionState {
  market: MarketCode;
  /** hours a raise or removal waits (24) */
  coolingOffHours: number;
  limits: PlayerLimit[];
  /** reality-check interval; null: off */
  realityCheck: { minutes: number | null; intervalSeconds: number | null };
  session: ProtectionSession;
  /** a pause (time-out) in force */
  pause: { since: string; until: string } | null;
  /** self-exclusion in force (the member cannot log in; shown only to tools that read it) */
  exclusion: { since: string; until: string | null; indefinite: boolean } | null;
  blockedBy: PlayBlock;
  /** end of the block (pause end, next site day for TIME_LIMIT); null when not blocked or indefinite */
  blockedUntil: string | null;
}

/** `POST /wps/relay/RG_setLimit`: add, lower, raise or remove (`value: null`) one limit → ProtectionState. */
export interface SetLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
  /** currency units (DEPOSIT, LOSS, STAKE), count (BETS), minutes (TIME); > 0; null removes */
  value: number | null;
}

/** `POST /wps/relay/RG_cancelLimit`: cancels the pending raise/removal of one limit → ProtectionState. */
export interface CancelLimitRequest {
  kind: LimitKind;
  period: LimitPeriod;
}

/** `POST /wps/relay/RG_setRealityCheck` → ProtectionState. Minutes 5..240; null turns it off. */
export interface SetRealityCheckRequest {
  minutes: number | null;
}

/**
 * `POST /wps/relay/RG_pause` → ProtectionState. 1 to 42 days (24 h, 7 d, 30 d, 6 weeks are the page's
 * choices). It cannot be shortened: a new pause only extends one in force.
 */
export interface PauseRequest {
  days: number;
  confirm: true;
}

/**
 * `POST /wps/relay/RG_selfExclude` → SelfExcludeValue; the gateway then ends every session of the member
 * (this one included). `months` 1..12, or null for indefinite.
 */
export interface SelfExcludeRequest {
  months: number | null;
  confirm: true;
}
export interface SelfExcludeValue {
  since: string;
  until: string | null;
  indefinite: boolean;
}

/** `POST /wps/relay/RG_reauth` (encrypted): the password again after the idle limit. */
export interface ReauthRequest {
  password: string;
}
export interface ReauthValue {
  reauthenticated: true;
}

// ---- Error values (envelope `value`) --------------------------------------------------------------

/** `value` of `protection.limit.reached` (403): which limit refused the call. */
export interface LimitReachedValue {
  kind: LimitKind;
  period: LimitPeriod;
  limit: number;
  remaining: number;
  resetsAt: string;
}
/** `value` of `protection.paused` (403). */
export interface PausedValue {
  until: string;
}
/** `value` of `session.reauth.required` (401): idle for `idleMinutes` or more. */
export interface ReauthRequiredValue {
  idleMinutes: number;
}

// ---- Sign-up fields of markets that require them (BR) ---------------------------------------------

/** Extra fields of `RegisterRequest` when `market.registration` asks for them. */
export interface MarketSignUpFields {
  /** 11 digits, punctuation allowed */
  cpf?: string;
  fullName?: string;
  /** `yyyy-MM-dd` */
  birthDate?: string;
  /** loss limit at sign-up (currency units) and its period */
  lossLimit?: { value: number; period: LimitPeriod };
  /** daily time limit at sign-up, minutes */
  timeLimitMinutes?: number;
}

// ---- Games: RTP and pay tables ---------------------------------------------------------------------

/** One line of an in-house game's pay table. */
export interface PayTableRow {
  /** what wins, in the request language (e.g. "Roll under 50") */
  outcome: string;
  /** payout multiplier of the stake */
  multiplier: number;
  /** chance in percent */
  chance: number;
}
