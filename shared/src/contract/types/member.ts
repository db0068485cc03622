/** Wire types of the member domain, shared by the client and (type-only) the reference gateway. */
import { type Static, Type } from '@sinclair/typebox';
import { DEVICE_ID, HumanCheckResult } from './session';
import { MarketSignUpFields } from './protection';

const FIELD = Type.String({ maxLength: 128 });
const SIX_DIGITS = Type.String({ pattern: '^\\d{6}$' });
/** the most images a feedback carries */
export const FEEDBACK_MAX_IMAGES = 3;
const PASSWORD = Type.String({ minLength: 1, maxLength: 128 });
const USERNAME = Type.String({ minLength: 1, maxLength: 60 });
const EMAIL = Type.String({ minLength: 3, maxLength: 120 });

/** GET /wps/member/info (trial accounts allowed). */
export type MemberInfo = Static<typeof MemberInfo>;
export const MemberInfo = Type.Object({
  id: Type.Number(),
  /** the username */
  account: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  /** 0 member, 1 / 2 / 41 / 42 agent, 4 trial */
  type: Type.Number(),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
  currencySymbol: Type.String(),
  firstTimeLogin: Type.Boolean(),
  language: Type.Union([Type.Literal('PT'), Type.Literal('EN')]),
  mobileNum: Type.Union([Type.String(), Type.Null()]),
  countryDialingCode: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  /** this member's own invitation code (invite friends), null for trial accounts */
  referralCode: Type.Union([Type.String(), Type.Null()]),
});

/** GET /wps/member/info/icon: a generated avatar (initials) as an SVG data URL. */
export type MemberIcon = Static<typeof MemberIcon>;
export const MemberIcon = Type.Object({
  iconUrl: Type.String(),
});

/** POST /wps/member/firstLogin: clears firstTimeLogin. */
export type FirstLoginResponse = Static<typeof FirstLoginResponse>;
export const FirstLoginResponse = Type.Object({
  firstTimeLogin: Type.Literal(false),
});

/** PUT /wps/member/language (spec 7 "getUpdateLanguage"). */
export type UpdateLanguageRequest = Static<typeof UpdateLanguageRequest>;
export const UpdateLanguageRequest = Type.Object(
  { language: Type.Union([Type.Literal('PT'), Type.Literal('EN')]) },
  { additionalProperties: false },
);

export type UpdateLanguageResponse = Static<typeof UpdateLanguageResponse>;
export const UpdateLanguageResponse = Type.Object({
  language: Type.Union([Type.Literal('PT'), Type.Literal('EN')]),
});

/**
 * Every registration field of spec 3. Which ones are shown, required and how they are checked comes from
 * `GET /wps/system/setting/register` (`RegisterSettings.fields`); the gateway checks the same rules.
 */
export type RegisterFields = Static<typeof RegisterFields>;
export const RegisterFields = Type.Object({
  username: Type.Optional(FIELD),
  password: Type.Optional(FIELD),
  confirmPassword: Type.Optional(FIELD),
  /** real name */
  payeeName: Type.Optional(FIELD),
  email: Type.Optional(FIELD),
  qqNum: Type.Optional(FIELD),
  mobileNum: Type.Optional(FIELD),
  recommenderId: Type.Optional(FIELD),
  captcha: Type.Optional(FIELD),
  /** SMS code of `POST /wps/verification/sms/register` */
  verificationCode: Type.Optional(FIELD),
  /** an agent's affiliate code: the new member is placed in that agent's downline */
  affiliateCode: Type.Optional(FIELD),
  /** transaction (payment) password */
  paymentPassword: Type.Optional(FIELD),
  line: Type.Optional(FIELD),
  whatsapp: Type.Optional(FIELD),
  facebook: Type.Optional(FIELD),
  wechat: Type.Optional(FIELD),
  idNumber: Type.Optional(FIELD),
  /** a member's invitation code (invite friends; route query `referralCode`) */
  referralCode: Type.Optional(FIELD),
  nickname: Type.Optional(FIELD),
  telegram: Type.Optional(FIELD),
  zalo: Type.Optional(FIELD),
  /** yyyy-MM-dd; when enabled the member must be 21 or older */
  birthday: Type.Optional(FIELD),
  address: Type.Optional(Type.String({ maxLength: 200 })),
  nationality: Type.Optional(FIELD),
  occupation: Type.Optional(FIELD),
  sourceOfIncome: Type.Optional(FIELD),
});

/** PUT /wps/member/register and PUT /wps/member/register/mobile (encrypted). Answer: `LoginResponse`. */
/** `MarketSignUpFields` are required when `status.info.market.registration` asks for them (BR). */
export type RegisterRequest = Static<typeof RegisterRequest>;
export const RegisterRequest = Type.Composite(
  [
    RegisterFields,
    MarketSignUpFields,
    Type.Object({
      /** default `55` */
      countryDialingCode: Type.Optional(Type.String({ maxLength: 5 })),
      /** the site's domain (affiliate codes may be bound to a domain) */
      domain: Type.Optional(Type.String({ maxLength: 253 })),
      registerUrl: Type.Optional(Type.String({ maxLength: 2048 })),
      /** `WEB` */
      registerMethod: Type.Optional(Type.String({ maxLength: 20 })),
      /** true: answer a session (registration always logs in; the flag is accepted for compatibility) */
      login: Type.Optional(Type.Boolean()),
      humanCheck: Type.Optional(HumanCheckResult),
      firebaseChannel: Type.Optional(Type.Literal('sms')),
      firebaseIdToken: Type.Optional(Type.String({ maxLength: 4096 })),
      loginDeviceId: Type.Optional(DEVICE_ID),
    }),
  ],
  // lengths here only stop abuse; the operator's rules (RegisterSettings) do the real checks
  { additionalProperties: false },
);

/** GET /wps/agent/affiliate?code=&domain= : success means the code is valid. */
export type AffiliateCheckResponse = Static<typeof AffiliateCheckResponse>;
export const AffiliateCheckResponse = Type.Object({
  code: Type.String(),
  /** `affiliate` (an agent's code) or `referral` (a member's invitation code) */
  kind: Type.Union([Type.Literal('affiliate'), Type.Literal('referral')]),
  /** nickname of the agent or member who owns the code */
  owner: Type.String(),
});

/** POST /wps/member/password (encrypted); not for trial accounts. Answer `{ passwordChanged: true }`. */
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;
export const ChangePasswordRequest = Type.Object(
  {
    oldPassword: PASSWORD,
    newPassword: PASSWORD,
    confirmNewPassword: PASSWORD,
    /** the owner's proof code (`/wps/member/proof/code`, action `password`) when the account has a contact on file; not in a forced change */
    proofCode: Type.Optional(Type.String({ pattern: '^\\d{6}$' })),
  },
  { additionalProperties: false },
);

export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;
export const ChangePasswordResponse = Type.Object({
  passwordChanged: Type.Literal(true),
});

/**
 * GET /wps/member/password/status: whether the session must change its password first (operator default or
 * expired, spec 4); until it does, other member calls answer 403 `password.change_required`.
 */
export type PasswordStatusResponse = Static<typeof PasswordStatusResponse>;
export const PasswordStatusResponse = Type.Object({
  changeRequired: Type.Boolean(),
});

/**
 * POST /wps/member/password/email, form-encoded. Writes an e-mail with a 6-digit reset code (and a link
 * to `/forget?resetCode=..&username=..&email=..`) to the outbox. Unknown pair: `password.email_not_found`.
 */
export type ForgotPasswordEmailRequest = Static<typeof ForgotPasswordEmailRequest>;
// a form (the contract's one form-encoded call); extra fields are ignored
export const ForgotPasswordEmailRequest = Type.Object({
  username: USERNAME,
  email: EMAIL,
});

export type ForgotPasswordEmailResponse = Static<typeof ForgotPasswordEmailResponse>;
export const ForgotPasswordEmailResponse = Type.Object({
  /** minutes the code stays valid */
  expiredMinutes: Type.Number(),
});

/**
 * POST /wps/member/password/verification (encrypted): set a new password with a code and log in
 * (answer: `LoginResponse`). Give `mobileNum` (code of `/wps/verification/sms/noLogin`), or `username`
 * and `email` (code of the reset e-mail of `/wps/member/password/email`).
 */
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;
export const ResetPasswordRequest = Type.Object(
  {
    newPassword: PASSWORD,
    verificationCode: Type.String({ minLength: 1, maxLength: 10 }),
    mobileNum: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    /** default `55` */
    countryDialingCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
    email: Type.Optional(EMAIL),
    /** with `email` */
    username: Type.Optional(USERNAME),
  },
  { additionalProperties: false },
);

/**
 * PUT /wps/feedback (module FEEDBACK3, members only). JSON with base64 images (data URLs accepted), or
 * multipart with a `content` field and up to 3 files. Images png or jpg (checked by content), 5 MB each.
 */
export type FeedbackRequest = Static<typeof FeedbackRequest>;
export const FeedbackRequest = Type.Object(
  {
    /** 1 to 140 characters */
    content: Type.String({ minLength: 1, maxLength: 140 }),
    /**
     * at most FEEDBACK_MAX_IMAGES; each bound at 6 MB of data, so an image slightly over 5 MB still reaches the
     * gateway and gets the clear `feedback.image_too_large`, while anything far larger stops at validation
     */
    images: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: Math.ceil((6 * 1024 * 1024) / 3) * 4 + 32 }), {
        maxItems: FEEDBACK_MAX_IMAGES,
      }),
    ),
  },
  { additionalProperties: false },
);

export type FeedbackResponse = Static<typeof FeedbackResponse>;
export const FeedbackResponse = Type.Object({
  id: Type.Number(),
  imageCount: Type.Number(),
});

/** GET /wps/member/profile: what the security centre shows (contact data masked). */
export type MemberProfile = Static<typeof MemberProfile>;
export const MemberProfile = Type.Object({
  account: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  /** 0 when VIP is off or the member has no level yet */
  vipLevel: Type.Number(),
  vipName: Type.Union([Type.String(), Type.Null()]),
  /** ISO time of registration */
  joinedAt: Type.String(),
  /** masked (`*******0002`), null when none is bound */
  mobileNum: Type.Union([Type.String(), Type.Null()]),
  countryDialingCode: Type.Union([Type.String(), Type.Null()]),
  /** masked (`pl****@jogo.example`), null when none is bound */
  email: Type.Union([Type.String(), Type.Null()]),
  hasPaymentPassword: Type.Boolean(),
  /** the member has an upline (agent) to transfer to (menu entry transferUpline) */
  hasUpline: Type.Boolean(),
});

/** One successful login. */
export type LoginRecord = Static<typeof LoginRecord>;
export const LoginRecord = Type.Object({
  id: Type.Number(),
  time: Type.String(),
  ip: Type.String(),
  /** a short description of the browser and system, from the User-Agent */
  device: Type.String(),
  loginType: Type.String(),
  /** the session this request is made with */
  current: Type.Boolean(),
  /** the session it opened is still alive */
  active: Type.Boolean(),
});

/** GET /wps/member/loginHistory?pageNo&pageSize */
export type LoginHistoryValue = Static<typeof LoginHistoryValue>;
export const LoginHistoryValue = Type.Object({
  content: Type.Array(LoginRecord),
  pageNo: Type.Number(),
  totalPages: Type.Number(),
});

/** POST /wps/member/sessions/signOutOthers: every other session of the member ends. */
export type SignOutOthersValue = Static<typeof SignOutOthersValue>;
export const SignOutOthersValue = Type.Object({
  signedOut: Type.Number(),
});

/** POST /wps/member/mobile/code: an SMS code to a number to bind (it must be free). */
export type BindMobileCodeRequest = Static<typeof BindMobileCodeRequest>;
export const BindMobileCodeRequest = Type.Object(
  {
    mobileNum: Type.String({ minLength: 1, maxLength: 20 }),
    /** default `55` */
    countryDialingCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
  },
  { additionalProperties: false },
);

/**
 * Proof of the owner a sensitive change carries: the login password (or the payment password where
 * one is set) and, when the account has a contact on file, the code `proofCode` sent to it for the action.
 */
export type OwnerProof = Static<typeof OwnerProof>;
export const OwnerProof = Type.Object({
  currentPassword: PASSWORD,
  proofCode: Type.Optional(SIX_DIGITS),
});

/** What a proof code is for: it proves that action only. */
export type ProofAction = Static<typeof ProofAction>;
export const ProofAction = Type.Union([
  Type.Literal('mobile'),
  Type.Literal('email'),
  Type.Literal('payment-password'),
  Type.Literal('destination'),
  Type.Literal('password'),
]);

/** POST /wps/member/proof/code: a code to the contact on file (the mobile, else the e-mail). */
export type ProofCodeRequest = Static<typeof ProofCodeRequest>;
export const ProofCodeRequest = Type.Object({ action: ProofAction }, { additionalProperties: false });

export type ProofCodeValue = Static<typeof ProofCodeValue>;
export const ProofCodeValue = Type.Object({
  /** null: the account has no contact on file, the password alone proves it */
  channel: Type.Union([Type.Literal('sms'), Type.Literal('email'), Type.Null()]),
  /** the contact masked */
  to: Type.Union([Type.String(), Type.Null()]),
  expiredMinutes: Type.Number(),
});

/** POST /wps/member/mobile: binds (or changes) the mobile number with the code sent to it and the owner's proof. */
export type BindMobileRequest = Static<typeof BindMobileRequest>;
export const BindMobileRequest = Type.Composite(
  [BindMobileCodeRequest, OwnerProof, Type.Object({ verificationCode: SIX_DIGITS })],
  { additionalProperties: false },
);

/** POST /wps/member/email/code: an e-mail code to an address to bind. */
export type BindEmailCodeRequest = Static<typeof BindEmailCodeRequest>;
export const BindEmailCodeRequest = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254 }) },
  { additionalProperties: false },
);

/** POST /wps/member/email: with the code sent to the address and the owner's proof. */
export type BindEmailRequest = Static<typeof BindEmailRequest>;
export const BindEmailRequest = Type.Composite(
  [BindEmailCodeRequest, OwnerProof, Type.Object({ verificationCode: SIX_DIGITS })],
  { additionalProperties: false },
);

export type CodeSentValue = Static<typeof CodeSentValue>;
export const CodeSentValue = Type.Object({
  expiredMinutes: Type.Number(),
});

export type BoundValue = Static<typeof BoundValue>;
export const BoundValue = Type.Object({
  /** masked */
  mobileNum: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
});

/** Betting record (personalHistoryCopy). Statuses of a bet. */
export type BetStatus = Static<typeof BetStatus>;
export const BetStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('SETTLED'),
  Type.Literal('CANCELLED'),
]);

export type BetTimeBasis = Static<typeof BetTimeBasis>;
export const BetTimeBasis = Type.Union([Type.Literal('bet'), Type.Literal('settle')]);

export type BettingRecordQuery = Static<typeof BettingRecordQuery>;
export const BettingRecordQuery = Type.Object({
  /** a game type (RNG, LIVE, LOTT, ...) or ALL */
  gameType: Type.Optional(Type.String()),
  /** which time the date range applies to (default bet) */
  timeBasis: Type.Optional(BetTimeBasis),
  /** YYYY-MM-DD, inclusive, UTC; at most 93 days */
  startDate: Type.Optional(Type.String()),
  endDate: Type.Optional(Type.String()),
  status: Type.Optional(Type.Union([BetStatus, Type.Literal('ALL')])),
  pageNo: Type.Optional(Type.Number()),
  pageSize: Type.Optional(Type.Number()),
});

export type BettingRecord = Static<typeof BettingRecord>;
export const BettingRecord = Type.Object({
  id: Type.Number(),
  gameCode: Type.String(),
  gameName: Type.String(),
  gameType: Type.String(),
  vassalage: Type.String(),
  stake: Type.Number(),
  /** the stake of a settled bet that won or lost (not a push, not pending or cancelled) */
  validBet: Type.Number(),
  payout: Type.Number(),
  /** payout - stake for settled bets, 0 otherwise */
  winLoss: Type.Number(),
  status: BetStatus,
  betTime: Type.String(),
  settleTime: Type.Union([Type.String(), Type.Null()]),
  drawNo: Type.Union([Type.String(), Type.Null()]),
  /** a lottery bet whose draw is still open */
  cancellable: Type.Boolean(),
});

export type BetTotals = Static<typeof BetTotals>;
export const BetTotals = Type.Object({
  count: Type.Number(),
  stake: Type.Number(),
  validBet: Type.Number(),
  payout: Type.Number(),
  winLoss: Type.Number(),
});

export type BettingRecordsValue = Static<typeof BettingRecordsValue>;
export const BettingRecordsValue = Type.Object({
  content: Type.Array(BettingRecord),
  pageNo: Type.Number(),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  pageTotals: BetTotals,
  grandTotals: BetTotals,
});

/** POST /wps/records/bets/cancel: refunds the stake of a pending lottery bet while its draw is open. */
export type CancelBetRequest = Static<typeof CancelBetRequest>;
export const CancelBetRequest = Type.Object({
  betId: Type.Number(),
});

export type CancelBetValue = Static<typeof CancelBetValue>;
export const CancelBetValue = Type.Object({
  betId: Type.Number(),
  /** main balance after the refund */
  balance: Type.Number(),
});

/** Account record (transactionHistory). */
export type TransactionCategory = Static<typeof TransactionCategory>;
export const TransactionCategory = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdraw'),
  Type.Literal('transfer'),
  Type.Literal('bonus'),
  Type.Literal('rebate'),
  Type.Literal('bet'),
  Type.Literal('payout'),
  Type.Literal('adjustment'),
]);

export type AccountRecordQuery = Static<typeof AccountRecordQuery>;
export const AccountRecordQuery = Type.Object({
  category: Type.Optional(Type.Union([TransactionCategory, Type.Literal('all')])),
  startDate: Type.Optional(Type.String()),
  endDate: Type.Optional(Type.String()),
  pageNo: Type.Optional(Type.Number()),
  pageSize: Type.Optional(Type.Number()),
});

export type AccountRecord = Static<typeof AccountRecord>;
export const AccountRecord = Type.Object({
  id: Type.Number(),
  category: TransactionCategory,
  /** the ledger type (DEPOSIT, BET, TRANSFER_OUT, ...) */
  type: Type.String(),
  account: Type.String(),
  /** signed: credit positive, debit negative */
  amount: Type.Number(),
  balanceAfter: Type.Number(),
  reference: Type.String(),
  remark: Type.String(),
  createdAt: Type.String(),
});

export type AccountRecordsValue = Static<typeof AccountRecordsValue>;
export const AccountRecordsValue = Type.Object({
  content: Type.Array(AccountRecord),
  pageNo: Type.Number(),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  /** over the whole filter */
  totalCredit: Type.Number(),
  totalDebit: Type.Number(),
});

/** GET /wps/records/profit?startDate&endDate: profit and loss of settled bets. */
export type ProfitRow = Static<typeof ProfitRow>;
export const ProfitRow = Type.Object({
  stake: Type.Number(),
  validBet: Type.Number(),
  payout: Type.Number(),
  /** the member's result: payout - stake */
  winLoss: Type.Number(),
  count: Type.Number(),
});

export type ProfitValue = Static<typeof ProfitValue>;
export const ProfitValue = Type.Object({
  /** every day of the range, oldest first, zero rows included */
  byDay: Type.Array(
    Type.Intersect([
      ProfitRow,
      Type.Object({
        date: Type.String(),
      }),
    ]),
  ),
  byGameType: Type.Array(
    Type.Intersect([
      ProfitRow,
      Type.Object({
        gameType: Type.String(),
      }),
    ]),
  ),
  totals: ProfitRow,
});

/** GET /wps/records/bonuses?state&pageNo&pageSize */
export type BonusState = Static<typeof BonusState>;
export const BonusState = Type.Union([
  Type.Literal('ACTIVE'),
  Type.Literal('COMPLETED'),
  Type.Literal('EXPIRED'),
]);

export type BonusItem = Static<typeof BonusItem>;
export const BonusItem = Type.Object({
  id: Type.Number(),
  /** the ledger type: BONUS or REBATE */
  source: Type.String(),
  title: Type.String(),
  amount: Type.Number(),
  turnoverRequired: Type.Number(),
  turnoverDone: Type.Number(),
  turnoverLeft: Type.Number(),
  state: BonusState,
  createdAt: Type.String(),
  expiresAt: Type.String(),
});

export type BonusesValue = Static<typeof BonusesValue>;
export const BonusesValue = Type.Object({
  content: Type.Array(BonusItem),
  pageNo: Type.Number(),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  /** bonus turnover still to bet over every active bonus */
  activeTurnoverLeft: Type.Number(),
});

/** POST /wps/records/export: a single-use ticket (60 s) to download what a filter shows as CSV. */
export type ExportKind = Static<typeof ExportKind>;
export const ExportKind = Type.Union([Type.Literal('bets'), Type.Literal('transactions')]);

export type ExportRequest = Static<typeof ExportRequest>;
export const ExportRequest = Type.Object({
  kind: ExportKind,
  query: Type.Union([BettingRecordQuery, AccountRecordQuery]),
});

export type ExportTicketValue = Static<typeof ExportTicketValue>;
export const ExportTicketValue = Type.Object({
  /** same-origin path to fetch the file from (no headers needed) */
  url: Type.String(),
  expiresInSeconds: Type.Number(),
});

/** POST /wps/relay/CSP_deleteMessage */
export type DeleteMessagesRequest = Static<typeof DeleteMessagesRequest>;
export const DeleteMessagesRequest = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);

export type DeleteMessagesValue = Static<typeof DeleteMessagesValue>;
export const DeleteMessagesValue = Type.Object({
  deleted: Type.Number(),
  unread: Type.Number(),
});
