import { type Static, Type } from '@sinclair/typebox';
import { AMOUNT } from '../schema';

const IDEM = Type.String({ maxLength: 64 });
const WALLET = Type.String({ minLength: 1, maxLength: 32 });
const PAY_PW = Type.String({ minLength: 1, maxLength: 64 });
const CODE = Type.String({ pattern: '^\\d{6}$' });
const ORDER_NO = Type.String({ minLength: 4, maxLength: 40 });

/**
 * Wire types of the wallet domain, shared by the client and (type-only) the reference gateway.
 *
 * Amounts are decimal numbers in currency units with at most 2 decimals. Deposits, withdrawals and
 * transfers REQUIRE an idempotency key: header `Idempotency-Key` (preferred) or body `idempotencyKey`,
 * 8 to 64 characters of [A-Za-z0-9_-] (a fresh `crypto.randomUUID()` per user action). The same key
 * answers the first result again and applies once; the same key with another payload is 409
 * `wallet.idempotency_conflict`; a missing key is 400 `wallet.idempotency_key_required`.
 */
/** `GET /wps/v2/wallets/balance` (spec 3, "Public state"). */
export type WalletBalanceValue = Static<typeof WalletBalanceValue>;
export const WalletBalanceValue = Type.Object({
  balance: Type.Number(),
  currency: Type.String(),
  currencySymbol: Type.String(),
  hasVip: Type.Boolean(),
  vipLevel: Type.Number(),
  unreadMessage: Type.Number(),
  availablePromoCount: Type.Number(),
  availablePromo: Type.Object({
    REFERRAL: Type.Object({
      enabled: Type.Boolean(),
    }),
  }),
  points: Type.Number(),
});

/** `GET /wps/member/info/funds/consolidated`: which contract features the member has (spec 3). */
export type ConsolidatedFundsValue = Static<typeof ConsolidatedFundsValue>;
export const ConsolidatedFundsValue = Type.Object({
  /** daily salary: 0 none, 1 has a contract, 2 an offer waits for acceptance */
  dailysalreqtype: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  /** dividend, same codes */
  divtypereq: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  /** hourly salary, same codes */
  contracthoursalreq: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  /** real-time salary, same codes */
  realtimesalreqtype: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  contractInfo: Type.Object({
    hasDividendContract: Type.Boolean(),
    hasDailySalaryContract: Type.Boolean(),
    hasHourlySalaryContract: Type.Boolean(),
    hasRealTimeSalaryContract: Type.Boolean(),
    hasPendingContract: Type.Boolean(),
  }),
});

/** A vendor wallet of the merchant wallet. */
export type VendorWallet = Static<typeof VendorWallet>;
export const VendorWallet = Type.Object({
  vassalage: Type.String(),
  displayName: Type.String(),
  balance: Type.Number(),
});

/** `GET /wps/relay/GCS_merchantWallet` (spec 3, "Wallet info"). */
export type MerchantWalletValue = Static<typeof MerchantWalletValue>;
export const MerchantWalletValue = Type.Object({
  /** single wallet: games draw from the main wallet and transfers are not needed */
  isSingle: Type.Boolean(),
  mainBalance: Type.Number(),
  wallets: Type.Array(VendorWallet),
});

/** `POST /wps/relay/GCS_walletTransfer`: `MAIN` is the main wallet, otherwise a vendor code. */
export type WalletTransferBody = Static<typeof WalletTransferBody>;
export const WalletTransferBody = Type.Object(
  {
    from: WALLET,
    to: WALLET,
    amount: AMOUNT,
    idempotencyKey: Type.Optional(IDEM),
  },
  { additionalProperties: false },
);

export type WalletTransferValue = Static<typeof WalletTransferValue>;
export const WalletTransferValue = Type.Object({
  transferId: Type.String(),
  from: Type.String(),
  to: Type.String(),
  amount: Type.Number(),
  mainBalance: Type.Number(),
  wallets: Type.Array(VendorWallet),
});

/** `GET /wps/wallet/deposit/channels` */
export type DepositChannel = Static<typeof DepositChannel>;
export const DepositChannel = Type.Object({
  channelId: Type.String(),
  name: Type.String(),
  type: Type.Union([
    Type.Literal('PIX'),
    Type.Literal('BANK'),
    Type.Literal('CRYPTO'),
    Type.Literal('EWALLET'),
  ]),
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  /** suggested amounts for the amount picker */
  presets: Type.Array(Type.Number()),
  iconUrl: Type.String(),
  /** fee in basis points of the amount (100 = 1 %), kept by the provider: credited = amount - fee */
  feeBp: Type.Number(),
  /** the least fee in currency units when feeBp > 0 */
  feeMin: Type.Number(),
  /** how long the provider usually takes to confirm, in minutes */
  processingMinutes: Type.Number(),
  /** how long a charge stays payable, in minutes */
  expiresInMinutes: Type.Number(),
});

export type DepositChannelsValue = Static<typeof DepositChannelsValue>;
export const DepositChannelsValue = Type.Object({
  list: Type.Array(DepositChannel),
});

/**
 * `POST /wps/wallet/deposit`: creates a charge with the payment provider. The order is PENDING until the
 * provider confirms it (APPROVED: the wallet is credited amount - fee in one transaction) or it lapses
 * (EXPIRED). PIX charges carry the EMV BR Code "copy and paste" string (`pixCode`, CRC16 included).
 */
export type DepositBody = Static<typeof DepositBody>;
export const DepositBody = Type.Object(
  {
    channelId: Type.String({ minLength: 1, maxLength: 32 }),
    amount: AMOUNT,
    idempotencyKey: Type.Optional(IDEM),
  },
  { additionalProperties: false },
);

export type DepositStatus = Static<typeof DepositStatus>;
export const DepositStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('EXPIRED'),
]);

/** Where to pay a non-PIX charge: a bank account (TED) or a USDT address. */
export type DepositPayTo = Static<typeof DepositPayTo>;
export const DepositPayTo = Type.Object({
  bankName: Type.Optional(Type.String()),
  agency: Type.Optional(Type.String()),
  account: Type.Optional(Type.String()),
  holder: Type.Optional(Type.String()),
  network: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  /** what the payer must write in the transfer's description */
  reference: Type.String(),
});

export type DepositOrder = Static<typeof DepositOrder>;
export const DepositOrder = Type.Object({
  orderNo: Type.String(),
  channelId: Type.String(),
  channelName: Type.String(),
  channelType: Type.Index(DepositChannel, Type.Literal('type')),
  amount: Type.Number(),
  fee: Type.Number(),
  /** amount - fee: what the wallet gets on confirmation */
  credit: Type.Number(),
  status: DepositStatus,
  /** PIX copy-and-paste code (EMV BR Code), null for other channels */
  pixCode: Type.Union([Type.String(), Type.Null()]),
  payTo: Type.Union([DepositPayTo, Type.Null()]),
  createdAt: Type.String(),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  confirmedAt: Type.Union([Type.String(), Type.Null()]),
  expiredAt: Type.Union([Type.String(), Type.Null()]),
});

export type DepositValue = Static<typeof DepositValue>;
export const DepositValue = DepositOrder;

/** `GET /wps/wallet/deposit/orders` (newest first) and `GET /wps/wallet/deposit/order?orderNo=` */
export type DepositOrdersValue = Static<typeof DepositOrdersValue>;
export const DepositOrdersValue = Type.Object({
  content: Type.Array(DepositOrder),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  pageNo: Type.Number(),
});

/** PIX key types (Banco Central): CPF, phone, e-mail, random key (EVP). */
export type PixKeyType = Static<typeof PixKeyType>;
export const PixKeyType = Type.Union([
  Type.Literal('CPF'),
  Type.Literal('PHONE'),
  Type.Literal('EMAIL'),
  Type.Literal('EVP'),
]);

/** A withdrawal destination (PIX key or bank account); the number or key is masked on the wire. */
export type BankCard = Static<typeof BankCard>;
export const BankCard = Type.Object({
  id: Type.Number(),
  bankName: Type.String(),
  accountName: Type.String(),
  accountNumberMasked: Type.String(),
  /** PIX key or BANK account */
  cardType: Type.Union([Type.Literal('BANK'), Type.Literal('PIX')]),
  /** the PIX key type, null for a bank account */
  keyType: Type.Union([PixKeyType, Type.Null()]),
  createdAt: Type.String(),
});

/** `GET /wps/wallet/withdraw/settings`: the rules shown before submit. */
export type WithdrawSettingsValue = Static<typeof WithdrawSettingsValue>;
export const WithdrawSettingsValue = Type.Object({
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  dailyCountLimit: Type.Number(),
  usedCountToday: Type.Number(),
  balance: Type.Number(),
  hasPaymentPassword: Type.Boolean(),
  bankCards: Type.Array(BankCard),
  /** the fee: feeBp of the amount (100 = 1 %), at least feeMin; kept from the amount sent */
  feeBp: Type.Number(),
  feeMin: Type.Number(),
  /** what deposits still have to be wagered before a withdrawal (each deposit is wagered once) */
  turnoverLeft: Type.Number(),
  /** the receipt is taken as received this many minutes after ISSUED if the player says nothing */
  receiptAutoMinutes: Type.Number(),
  /** the member's payee name (holder names of destinations must match it); null until the first one */
  payeeName: Type.Union([Type.String(), Type.Null()]),
  maxCards: Type.Number(),
  /** ISO time until which money actions are locked by wrong payment passwords, or null */
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
});

/**
 * `POST /wps/wallet/withdraw` (encrypted). The amount is debited at once and held while the order is
 * IN_PROCESS. Wrong payment password: 400 `wallet.payment_password_wrong` (the 5th in a row locks money
 * actions for 15 minutes: 403 `wallet.payment_password_locked`).
 */
export type WithdrawBody = Static<typeof WithdrawBody>;
export const WithdrawBody = Type.Object(
  {
    amount: AMOUNT,
    bankCardId: Type.Integer({ minimum: 1 }),
    paymentPassword: PAY_PW,
    idempotencyKey: Type.Optional(IDEM),
  },
  { additionalProperties: false },
);

export type WithdrawStatus = Static<typeof WithdrawStatus>;
export const WithdrawStatus = Type.Union([
  Type.Literal('IN_PROCESS'),
  Type.Literal('APPROVED'),
  Type.Literal('ISSUED'),
  Type.Literal('REJECTED'),
]);

export type ReceiptStatus = Static<typeof ReceiptStatus>;
export const ReceiptStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('RECEIVED'),
  Type.Literal('NOT_RECEIVED'),
  Type.Literal('FORCED'),
]);

export type WithdrawOrder = Static<typeof WithdrawOrder>;
export const WithdrawOrder = Type.Object({
  orderNo: Type.String(),
  amount: Type.Number(),
  fee: Type.Number(),
  /** amount - fee: what reaches the destination */
  net: Type.Number(),
  status: WithdrawStatus,
  bankCardId: Type.Number(),
  destination: Type.String(),
  createdAt: Type.String(),
  approvedAt: Type.Union([Type.String(), Type.Null()]),
  issuedAt: Type.Union([Type.String(), Type.Null()]),
  rejectedAt: Type.Union([Type.String(), Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** null until ISSUED */
  receipt: Type.Union([ReceiptStatus, Type.Null()]),
  receiptAt: Type.Union([Type.String(), Type.Null()]),
});

export type WithdrawValue = Static<typeof WithdrawValue>;
export const WithdrawValue = Type.Composite([
  WithdrawOrder,
  Type.Object({
    balance: Type.Number(),
  }),
]);

/** `GET /wps/wallet/withdraw/orders` (newest first) */
export type WithdrawOrdersValue = Static<typeof WithdrawOrdersValue>;
export const WithdrawOrdersValue = Type.Object({
  content: Type.Array(WithdrawOrder),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  pageNo: Type.Number(),
});

/** `POST /wps/wallet/withdraw/receipt`: the player's confirmation of an ISSUED withdrawal. */
export type WithdrawReceiptBody = Static<typeof WithdrawReceiptBody>;
export const WithdrawReceiptBody = Type.Object(
  {
    orderNo: ORDER_NO,
    received: Type.Boolean(),
  },
  { additionalProperties: false },
);

/** `GET /wps/wallet/bankcards` */
export type BankCardsValue = Static<typeof BankCardsValue>;
export const BankCardsValue = Type.Object({
  list: Type.Array(BankCard),
  /** the most a member may hold */
  maxCards: Type.Number(),
});

/**
 * `POST /wps/wallet/bankcards` (encrypted), payment password checked. PIX: `keyType` and the key in
 * `accountNumber` (CPF with valid check digits, phone +55 with area code, e-mail, or random key UUID);
 * BANK: `bankName` and the account number. `accountName` must match the member's payee name (the first
 * destination sets it).
 */
export type AddBankCardBody = Static<typeof AddBankCardBody>;
export const AddBankCardBody = Type.Object(
  {
    bankName: Type.Optional(Type.String({ maxLength: 60 })),
    accountName: Type.String({ minLength: 2, maxLength: 120 }),
    accountNumber: Type.String({ minLength: 4, maxLength: 80 }),
    cardType: Type.Union([Type.Literal('BANK'), Type.Literal('PIX')]),
    keyType: Type.Optional(PixKeyType),
    /** the holder's CPF; BR (`market.ownAccountOnly`): must be the member's CPF unless the PIX key is that CPF */
    holderDocument: Type.Optional(Type.String({ maxLength: 20 })),
    paymentPassword: PAY_PW,
    /** the proof code (`/wps/member/proof/code`, action `destination`) when the account has a contact on file */
    proofCode: Type.Optional(CODE),
  },
  { additionalProperties: false },
);

export type AddBankCardValue = Static<typeof AddBankCardValue>;
export const AddBankCardValue = BankCard;

/** `GET /wps/wallet/payment-password`: the member's payment-password state. */
export type PaymentPasswordStatus = Static<typeof PaymentPasswordStatus>;
export const PaymentPasswordStatus = Type.Object({
  hasPassword: Type.Boolean(),
  /** false for a member who signed up by mobile alone (logs in by SMS code): the login password must be created
   * first (forgot password, by SMS), since setting or resetting the payment password asks it */
  hasLoginPassword: Type.Boolean(),
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
  /** wrong tries in a row so far (5 lock) */
  failures: Type.Number(),
  /** masked mobile number the reset code goes to, null when the member has none */
  mobileMasked: Type.Union([Type.String(), Type.Null()]),
});

/**
 * `POST /wps/wallet/payment-password` (encrypted): set it the first time, with the login password (a session
 * alone never creates a secret).
 */
export type SetPaymentPasswordBody = Static<typeof SetPaymentPasswordBody>;
export const SetPaymentPasswordBody = Type.Object(
  {
    newPassword: PAY_PW,
    /** the login password: a session alone must not create the secret that proves the owner */
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);

/**
 * `POST /wps/wallet/payment-password/change` (encrypted): the old one is required, and the proof code
 * (`/wps/member/proof/code`, action `payment-password`) when the account has a contact on file.
 */
export type ChangePaymentPasswordBody = Static<typeof ChangePaymentPasswordBody>;
export const ChangePaymentPasswordBody = Type.Object(
  {
    oldPassword: PAY_PW,
    newPassword: PAY_PW,
    proofCode: Type.Optional(CODE),
  },
  { additionalProperties: false },
);

/** `POST /wps/wallet/payment-password/reset` (encrypted): with the SMS code of `.../sms` and the login password. */
export type ResetPaymentPasswordBody = Static<typeof ResetPaymentPasswordBody>;
export const ResetPaymentPasswordBody = Type.Object(
  {
    verificationCode: CODE,
    newPassword: PAY_PW,
    currentPassword: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);

/** `POST /wps/wallet/transfer/recall`: every vendor balance back to the main wallet in one move. */
export type RecallAllValue = Static<typeof RecallAllValue>;
export const RecallAllValue = Type.Object({
  transferId: Type.String(),
  recalled: Type.Number(),
  count: Type.Number(),
  mainBalance: Type.Number(),
  wallets: Type.Array(VendorWallet),
});

/** `GET /wps/wallet/transfer/upline` */
export type UplineValue = Static<typeof UplineValue>;
export const UplineValue = Type.Object({
  enabled: Type.Boolean(),
  upline: Type.Union([
    Type.Object({
      account: Type.String(),
      nickname: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  balance: Type.Number(),
});

/** `POST /wps/wallet/transfer/upline` (encrypted, flag AGETRANSFERUP3) */
export type UplineTransferBody = Static<typeof UplineTransferBody>;
export const UplineTransferBody = Type.Object(
  {
    amount: AMOUNT,
    paymentPassword: PAY_PW,
    idempotencyKey: Type.Optional(IDEM),
  },
  { additionalProperties: false },
);

export type UplineTransferValue = Static<typeof UplineTransferValue>;
export const UplineTransferValue = Type.Object({
  transferId: Type.String(),
  amount: Type.Number(),
  balance: Type.Number(),
  upline: Type.String(),
  createdAt: Type.String(),
});

/**
 * `POST /wps/wallet/stream/ticket`: a one-time ticket (30 s) for `GET /wps/wallet/stream?ticket=`, the
 * balance push (server-sent events `balance` with `BalancePush`). The session token never goes in a URL.
 */
export type StreamTicketValue = Static<typeof StreamTicketValue>;
export const StreamTicketValue = Type.Object({
  ticket: Type.String(),
  expiresInSeconds: Type.Number(),
});

export type BalancePush = Static<typeof BalancePush>;
export const BalancePush = Type.Object({
  balance: Type.Number(),
  currencySymbol: Type.String(),
  at: Type.String(),
});

/** Ledger entry types: what moved a balance. */
export type TransactionType = Static<typeof TransactionType>;
export const TransactionType = Type.Union([
  Type.Literal('DEPOSIT'),
  Type.Literal('WITHDRAW'),
  Type.Literal('WITHDRAW_REFUND'),
  Type.Literal('TRANSFER_OUT'),
  Type.Literal('TRANSFER_IN'),
  Type.Literal('BET'),
  Type.Literal('PAYOUT'),
  Type.Literal('BONUS'),
  Type.Literal('REBATE'),
  Type.Literal('SALARY'),
  Type.Literal('POINTS_CONVERT'),
  Type.Literal('BET_CANCEL'),
]);

/** `GET /wps/wallet/transactions` (account record); dates `YYYY-MM-DD` (UTC), inclusive. */
export type Transaction = Static<typeof Transaction>;
export const Transaction = Type.Object({
  id: Type.Number(),
  type: TransactionType,
  /** MAIN or a vendor code */
  account: Type.String(),
  /** signed: credit positive, debit negative */
  amount: Type.Number(),
  balanceAfter: Type.Number(),
  reference: Type.String(),
  remark: Type.String(),
  createdAt: Type.String(),
});

export type TransactionsValue = Static<typeof TransactionsValue>;
export const TransactionsValue = Type.Object({
  content: Type.Array(Transaction),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  pageNo: Type.Number(),
});

/** `GET /wps/relay/ODSFE2_MemTransDet`: the same ledger with totals, as the member-transaction report. */
export type MemTransDetValue = Static<typeof MemTransDetValue>;
export const MemTransDetValue = Type.Composite([
  TransactionsValue,
  Type.Object({
    totalCredit: Type.Number(),
    totalDebit: Type.Number(),
  }),
]);

/** `GET /wps/wallet/bets` (betting record); dates `YYYY-MM-DD` inclusive. */
export type BetRecord = Static<typeof BetRecord>;
export const BetRecord = Type.Object({
  id: Type.Number(),
  gameCode: Type.String(),
  gameName: Type.String(),
  gameType: Type.String(),
  vassalage: Type.String(),
  betAmount: Type.Number(),
  payout: Type.Number(),
  /** payout - bet */
  winLoss: Type.Number(),
  createdAt: Type.String(),
});

export type BetRecordsValue = Static<typeof BetRecordsValue>;
export const BetRecordsValue = Type.Object({
  content: Type.Array(BetRecord),
  totalPages: Type.Number(),
  totalCount: Type.Number(),
  pageNo: Type.Number(),
  totalBet: Type.Number(),
  totalWinLoss: Type.Number(),
});
