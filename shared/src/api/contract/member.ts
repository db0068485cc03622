/** Wire types of the member domain, shared by the client and (type-only) the reference gateway. */
import type { HumanCheckResult } from './session';
import type { MarketSignUpFields } from './protection';

/** GET /wps/member/info (trial accounts allowed). */
export interface MemberInfo {
  id: number;
  /** the username */
  account: string;
  nickname: string | null;
  /** 0 member, 1 / 2 / 41 / 42 agent, 4 trial */
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  currencySymbol: string;
  firstTimeLogin: boolean;
  language: 'PT' | 'EN';
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  /** this member's own invitation code (invite friends), null for trial accounts */
  referralCode: string | null;
}

/** GET /wps/member/info/icon: a generated avatar (initials) as an SVG data URL. */
export interface MemberIcon {
  iconUrl: string;
}

/** POST /wps/member/firstLogin: clears firstTimeLogin. */
export interface FirstLoginResponse {
  firstTimeLogin: false;
}

/** PUT /wps/member/language (spec 7 "getUpdateLanguage"). */
export interface UpdateLanguageRequest {
  language: 'PT' | 'EN';
}
export interface UpdateLanguageResponse {
  language: 'PT' | 'EN';
}

/**
 * Every registration field of spec 3. Which ones are shown, required and how they are checked comes from
 * `GET /wps/system/setting/register` (`RegisterSettings.fields`); the gateway checks the same rules.
 */
export interface RegisterFields {
  username?: string;
  password?: string;
  confirmPassword?: string;
  /** real name */
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  /** SMS code of `POST /wps/verification/sms/register` */
  verificationCode?: string;
  /** an agent's affiliate code: the new member is placed in that agent's downline */
  affiliateCode?: string;
  /** transaction (payment) password */
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  /** a member's invitation code (invite friends; route query `referralCode`) */
  referralCode?: string;
  nickname?: string;
  telegram?: string;
  zalo?: string;
  /** yyyy-MM-dd; when enabled the member must be 21 or older */
  birthday?: string;
  address?: string;
  nationality?: string;
  occupation?: string;
  sourceOfIncome?: string;
}

/** PUT /wps/member/register and PUT /wps/member/register/mobile (encrypted). Answer: `LoginResponse`. */
/** `MarketSignUpFields` are required when `status.info.market.registration` asks for them (BR). */
export interface RegisterRequest extends RegisterFields, MarketSignUpFields {
  /** default `55` */
  countryDialingCode?: string;
  /** the site's domain (affiliate codes may be bound to a domain) */
  domain?: string;
  registerUrl?: string;
  /** `WEB` */
  registerMethod?: string;
  /** true: answer a session (registration always logs in; the flag is accepted for compatibility) */
  login?: boolean;
  humanCheck?: HumanCheckResult;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  loginDeviceId?: string;
}

/** GET /wps/agent/affiliate?code=&domain= : success means the code is valid. */
export interface AffiliateCheckQuery {
  code: string;
  domain?: string;
}
export interface AffiliateCheckResponse {
  code: string;
  /** `affiliate` (an agent's code) or `referral` (a member's invitation code) */
  kind: 'affiliate' | 'referral';
  /** nickname of the agent or member who owns the code */
  owner: string;
}

/** POST /wps/member/password (encrypted); not for trial accounts. Answer `{ passwordChanged: true }`. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  /** the owner's proof code (`/wps/member/proof/code`, action `password`) when the account has a contact on file; not in a forced change (issue 27) */
  proofCode?: string;
}
export interface ChangePasswordResponse {
  passwordChanged: true;
}

/**
 * GET /wps/member/password/status: whether the session must change its password first (operator default or
 * expired, spec 4); until it does, other member calls answer 403 `password.change_required`.
 */
export interface PasswordStatusResponse {
  changeRequired: boolean;
}

/**
 * POST /wps/member/password/email, form-encoded. Writes an e-mail with a 6-digit reset code (and a link
 * to `/forget?resetCode=..&username=..&email=..`) to the outbox. Unknown pair: `password.email_not_found`.
 */
export interface ForgotPasswordEmailRequest {
  username: string;
  email: string;
}
export interface ForgotPasswordEmailResponse {
  /** minutes the code stays valid */
  expiredMinutes: number;
}

/**
 * POST /wps/member/password/verification (encrypted): set a new password with a code and log in
 * (answer: `LoginResponse`). Give `mobileNum` (code of `/wps/verification/sms/noLogin`), or `username`
 * and `email` (code of the reset e-mail of `/wps/member/password/email`).
 */
export interface ResetPasswordRequest {
  newPassword: string;
  verificationCode: string;
  mobileNum?: string;
  /** default `55` */
  countryDialingCode?: string;
  email?: string;
  /** with `email` */
  username?: string;
}

/**
 * PUT /wps/feedback (module FEEDBACK3, members only). JSON with base64 images (data URLs accepted), or
 * multipart with a `content` field and up to 3 files. Images png or jpg (checked by content), 5 MB each.
 */
export interface FeedbackRequest {
  /** 1 to 140 characters */
  content: string;
  images?: string[];
}
export interface FeedbackResponse {
  id: number;
  imageCount: number;
}

// ---- Member centre (issue 11) ------------------------------------------------------------------

/** GET /wps/member/profile: what the security centre shows (contact data masked). */
export interface MemberProfile {
  account: string;
  nickname: string | null;
  /** 0 when VIP is off or the member has no level yet */
  vipLevel: number;
  vipName: string | null;
  /** ISO time of registration */
  joinedAt: string;
  /** masked (`*******0002`), null when none is bound */
  mobileNum: string | null;
  countryDialingCode: string | null;
  /** masked (`pl****@jogo.example`), null when none is bound */
  email: string | null;
  hasPaymentPassword: boolean;
  /** the member has an upline (agent) to transfer to (menu entry transferUpline) */
  hasUpline: boolean;
}

/** One successful login. */
export interface LoginRecord {
  id: number;
  time: string;
  ip: string;
  /** a short description of the browser and system, from the User-Agent */
  device: string;
  loginType: string;
  /** the session this request is made with */
  current: boolean;
  /** the session it opened is still alive */
  active: boolean;
}
/** GET /wps/member/loginHistory?pageNo&pageSize */
export interface LoginHistoryValue {
  content: LoginRecord[];
  pageNo: number;
  totalPages: number;
}
/** POST /wps/member/sessions/signOutOthers: every other session of the member ends. */
export interface SignOutOthersValue {
  signedOut: number;
}

/** POST /wps/member/mobile/code: an SMS code to a number to bind (it must be free). */
export interface BindMobileCodeRequest {
  mobileNum: string;
  /** default `55` */
  countryDialingCode?: string;
}
/**
 * Proof of the owner (issue 27) a sensitive change carries: the login password (or the payment password where
 * one is set) and, when the account has a contact on file, the code `proofCode` sent to it for the action.
 */
export interface OwnerProof {
  currentPassword: string;
  proofCode?: string;
}
/** What a proof code is for: it proves that action only. */
export type ProofAction = 'mobile' | 'email' | 'payment-password' | 'destination' | 'password';
/** POST /wps/member/proof/code: a code to the contact on file (the mobile, else the e-mail). */
export interface ProofCodeRequest {
  action: ProofAction;
}
export interface ProofCodeValue {
  /** null: the account has no contact on file, the password alone proves it */
  channel: 'sms' | 'email' | null;
  /** the contact masked */
  to: string | null;
  expiredMinutes: number;
}
/** POST /wps/member/mobile: binds (or changes) the mobile number with the code sent to it and the owner's proof. */
export interface BindMobileRequest extends BindMobileCodeRequest, OwnerProof {
  verificationCode: string;
}
/** POST /wps/member/email/code: an e-mail code to an address to bind. */
export interface BindEmailCodeRequest {
  email: string;
}
/** POST /wps/member/email: with the code sent to the address and the owner's proof. */
export interface BindEmailRequest extends BindEmailCodeRequest, OwnerProof {
  verificationCode: string;
}
export interface CodeSentValue {
  expiredMinutes: number;
}
export interface BoundValue {
  /** masked */
  mobileNum?: string;
  email?: string;
}

/** Betting record (personalHistoryCopy). Statuses of a bet. */
export type BetStatus = 'PENDING' | 'SETTLED' | 'CANCELLED';
export type BetTimeBasis = 'bet' | 'settle';
export interface BettingRecordQuery {
  /** a game type (RNG, LIVE, LOTT, ...) or ALL */
  gameType?: string;
  /** which time the date range applies to (default bet) */
  timeBasis?: BetTimeBasis;
  /** YYYY-MM-DD, inclusive, UTC; at most 93 days */
  startDate?: string;
  endDate?: string;
  status?: BetStatus | 'ALL';
  pageNo?: number;
  pageSize?: number;
}
export interface BettingRecord {
  id: number;
  gameCode: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  stake: number;
  /** the stake of a settled bet that won or lost (not a push, not pending or cancelled) */
  validBet: number;
  payout: number;
  /** payout - stake for settled bets, 0 otherwise */
  winLoss: number;
  status: BetStatus;
  betTime: string;
  settleTime: string | null;
  drawNo: string | null;
  /** a lottery bet whose draw is still open */
  cancellable: boolean;
}
export interface BetTotals {
  count: number;
  stake: number;
  validBet: number;
  payout: number;
  winLoss: number;
}
export interface BettingRecordsValue {
  content: BettingRecord[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
  pageTotals: BetTotals;
  grandTotals: BetTotals;
}
/** POST /wps/records/bets/cancel: refunds the stake of a pending lottery bet while its draw is open. */
export interface CancelBetRequest {
  betId: number;
}
export interface CancelBetValue {
  betId: number;
  /** main balance after the refund */
  balance: number;
}

/** Account record (transactionHistory). */
export type TransactionCategory =
  'deposit' | 'withdraw' | 'transfer' | 'bonus' | 'rebate' | 'bet' | 'payout' | 'adjustment';
export interface AccountRecordQuery {
  category?: TransactionCategory | 'all';
  startDate?: string;
  endDate?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface AccountRecord {
  id: number;
  category: TransactionCategory;
  /** the ledger type (DEPOSIT, BET, TRANSFER_OUT, ...) */
  type: string;
  account: string;
  /** signed: credit positive, debit negative */
  amount: number;
  balanceAfter: number;
  reference: string;
  remark: string;
  createdAt: string;
}
export interface AccountRecordsValue {
  content: AccountRecord[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
  /** over the whole filter */
  totalCredit: number;
  totalDebit: number;
}

/** GET /wps/records/profit?startDate&endDate: profit and loss of settled bets. */
export interface ProfitRow {
  stake: number;
  validBet: number;
  payout: number;
  /** the member's result: payout - stake */
  winLoss: number;
  count: number;
}
export interface ProfitValue {
  /** every day of the range, oldest first, zero rows included */
  byDay: (ProfitRow & { date: string })[];
  byGameType: (ProfitRow & { gameType: string })[];
  totals: ProfitRow;
}

/** GET /wps/records/bonuses?state&pageNo&pageSize */
export type BonusState = 'ACTIVE' | 'COMPLETED' | 'EXPIRED';
export interface BonusItem {
  id: number;
  /** the ledger type: BONUS or REBATE */
  source: string;
  title: string;
  amount: number;
  turnoverRequired: number;
  turnoverDone: number;
  turnoverLeft: number;
  state: BonusState;
  createdAt: string;
  expiresAt: string;
}
export interface BonusesValue {
  content: BonusItem[];
  pageNo: number;
  totalPages: number;
  totalCount: number;
  /** bonus turnover still to bet over every active bonus */
  activeTurnoverLeft: number;
}

/** POST /wps/records/export: a single-use ticket (60 s) to download what a filter shows as CSV. */
export type ExportKind = 'bets' | 'transactions';
export interface ExportRequest {
  kind: ExportKind;
  query: BettingRecordQuery | AccountRecordQuery;
}
export interface ExportTicketValue {
  /** same-origin path to fetch the file from (no headers needed) */
  url: string;
  expiresInSeconds: number;
}

/** POST /wps/relay/CSP_deleteMessage */
export interface DeleteMessagesRequest {
  ids: number[];
}
export interface DeleteMessagesValue {
  deleted: number;
  unread: number;
}
