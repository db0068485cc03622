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
export interface WalletBalanceValue {
  balance: number;
  currency: string;
  currencySymbol: string;
  hasVip: boolean;
  vipLevel: number;
  unreadMessage: number;
  availablePromoCount: number;
  availablePromo: { REFERRAL: { enabled: boolean } };
  points: number;
}

/** `GET /wps/member/info/funds/consolidated`: which contract features the member has (spec 3). */
export interface ConsolidatedFundsValue {
  /** daily salary: 0 none, 1 has a contract, 2 an offer waits for acceptance */
  dailysalreqtype: 0 | 1 | 2;
  /** dividend, same codes */
  divtypereq: 0 | 1 | 2;
  /** hourly salary, same codes */
  contracthoursalreq: 0 | 1 | 2;
  /** real-time salary, same codes */
  realtimesalreqtype: 0 | 1 | 2;
  contractInfo: {
    hasDividendContract: boolean;
    hasDailySalaryContract: boolean;
    hasHourlySalaryContract: boolean;
    hasRealTimeSalaryContract: boolean;
    /** any contract offer waiting for this member (opens the contract modal) */
    hasPendingContract: boolean;
  };
}

/** A vendor wallet of the merchant wallet. */
export interface VendorWallet {
  vassalage: string;
  displayName: string;
  balance: number;
}

/** `GET /wps/relay/GCS_merchantWallet` (spec 3, "Wallet info"). */
export interface MerchantWalletValue {
  /** single wallet: games draw from the main wallet and transfers are not needed */
  isSingle: boolean;
  mainBalance: number;
  wallets: VendorWallet[];
}

/** `POST /wps/relay/GCS_walletTransfer`: `MAIN` is the main wallet, otherwise a vendor code. */
export interface WalletTransferBody {
  from: string;
  to: string;
  amount: number;
  idempotencyKey?: string;
}
export interface WalletTransferValue {
  transferId: string;
  from: string;
  to: string;
  amount: number;
  mainBalance: number;
  wallets: VendorWallet[];
}

/** `GET /wps/wallet/deposit/channels` */
export interface DepositChannel {
  channelId: string;
  name: string;
  type: 'PIX' | 'BANK' | 'CRYPTO' | 'EWALLET';
  minAmount: number;
  maxAmount: number;
  /** suggested amounts for the amount picker */
  presets: number[];
  iconUrl: string;
  /** fee in basis points of the amount (100 = 1 %), kept by the provider: credited = amount - fee */
  feeBp: number;
  /** the least fee in currency units when feeBp > 0 */
  feeMin: number;
  /** how long the provider usually takes to confirm, in minutes */
  processingMinutes: number;
  /** how long a charge stays payable, in minutes */
  expiresInMinutes: number;
}
export interface DepositChannelsValue {
  list: DepositChannel[];
}

/**
 * `POST /wps/wallet/deposit`: creates a charge with the payment provider. The order is PENDING until the
 * provider confirms it (APPROVED: the wallet is credited amount - fee in one transaction) or it lapses
 * (EXPIRED). PIX charges carry the EMV BR Code "copy and paste" string (`pixCode`, CRC16 included).
 */
export interface DepositBody {
  channelId: string;
  amount: number;
  idempotencyKey?: string;
}
export type DepositStatus = 'PENDING' | 'APPROVED' | 'EXPIRED';
/** Where to pay a non-PIX charge: a bank account (TED) or a USDT address. */
export interface DepositPayTo {
  bankName?: string;
  agency?: string;
  account?: string;
  holder?: string;
  network?: string;
  address?: string;
  /** what the payer must write in the transfer's description */
  reference: string;
}
export interface DepositOrder {
  orderNo: string;
  channelId: string;
  channelName: string;
  channelType: DepositChannel['type'];
  amount: number;
  fee: number;
  /** amount - fee: what the wallet gets on confirmation */
  credit: number;
  status: DepositStatus;
  /** PIX copy-and-paste code (EMV BR Code), null for other channels */
  pixCode: string | null;
  payTo: DepositPayTo | null;
  createdAt: string;
  expiresAt: string | null;
  confirmedAt: string | null;
  expiredAt: string | null;
}
export type DepositValue = DepositOrder;
/** `GET /wps/wallet/deposit/orders` (newest first) and `GET /wps/wallet/deposit/order?orderNo=` */
export interface DepositOrdersQuery {
  pageNo?: number;
  pageSize?: number;
}
export interface DepositOrdersValue {
  content: DepositOrder[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}

/** `GET /wps/wallet/withdraw/settings`: the rules shown before submit. */
export interface WithdrawSettingsValue {
  minAmount: number;
  maxAmount: number;
  dailyCountLimit: number;
  usedCountToday: number;
  balance: number;
  hasPaymentPassword: boolean;
  bankCards: BankCard[];
  /** the fee: feeBp of the amount (100 = 1 %), at least feeMin; kept from the amount sent */
  feeBp: number;
  feeMin: number;
  /** what deposits still have to be wagered before a withdrawal (each deposit is wagered once) */
  turnoverLeft: number;
  /** the receipt is taken as received this many minutes after ISSUED if the player says nothing */
  receiptAutoMinutes: number;
  /** the member's payee name (holder names of destinations must match it); null until the first one */
  payeeName: string | null;
  maxCards: number;
  /** ISO time until which money actions are locked by wrong payment passwords, or null */
  lockedUntil: string | null;
}

/**
 * `POST /wps/wallet/withdraw` (encrypted). The amount is debited at once and held while the order is
 * IN_PROCESS. Wrong payment password: 400 `wallet.payment_password_wrong` (the 5th in a row locks money
 * actions for 15 minutes: 403 `wallet.payment_password_locked`).
 */
export interface WithdrawBody {
  amount: number;
  bankCardId: number;
  paymentPassword: string;
  idempotencyKey?: string;
}
export type WithdrawStatus = 'IN_PROCESS' | 'APPROVED' | 'ISSUED' | 'REJECTED';
export type ReceiptStatus = 'PENDING' | 'RECEIVED' | 'NOT_RECEIVED' | 'FORCED';
export interface WithdrawOrder {
  orderNo: string;
  amount: number;
  fee: number;
  /** amount - fee: what reaches the destination */
  net: number;
  status: WithdrawStatus;
  bankCardId: number;
  destination: string;
  createdAt: string;
  approvedAt: string | null;
  issuedAt: string | null;
  rejectedAt: string | null;
  rejectReason: string | null;
  /** null until ISSUED */
  receipt: ReceiptStatus | null;
  receiptAt: string | null;
}
export interface WithdrawValue extends WithdrawOrder {
  balance: number;
}
/** `GET /wps/wallet/withdraw/orders` (newest first) */
export interface WithdrawOrdersValue {
  content: WithdrawOrder[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}
/** `POST /wps/wallet/withdraw/receipt`: the player's confirmation of an ISSUED withdrawal. */
export interface WithdrawReceiptBody {
  orderNo: string;
  received: boolean;
}

/** PIX key types (Banco Central): CPF, phone, e-mail, random key (EVP). */
export type PixKeyType = 'CPF' | 'PHONE' | 'EMAIL' | 'EVP';

/** A withdrawal destination (PIX key or bank account); the number or key is masked on the wire. */
export interface BankCard {
  id: number;
  bankName: string;
  accountName: string;
  accountNumberMasked: string;
  /** PIX key or BANK account */
  cardType: 'BANK' | 'PIX';
  /** the PIX key type, null for a bank account */
  keyType: PixKeyType | null;
  createdAt: string;
}
/** `GET /wps/wallet/bankcards` */
export interface BankCardsValue {
  list: BankCard[];
  /** the most a member may hold */
  maxCards: number;
}
/**
 * `POST /wps/wallet/bankcards` (encrypted), payment password checked. PIX: `keyType` and the key in
 * `accountNumber` (CPF with valid check digits, phone +55 with area code, e-mail, or random key UUID);
 * BANK: `bankName` and the account number. `accountName` must match the member's payee name (the first
 * destination sets it).
 */
export interface AddBankCardBody {
  bankName?: string;
  accountName: string;
  accountNumber: string;
  cardType: 'BANK' | 'PIX';
  keyType?: PixKeyType;
  /** the holder's CPF; BR (`market.ownAccountOnly`): must be the member's CPF unless the PIX key is that CPF */
  holderDocument?: string;
  paymentPassword: string;
  /** the proof code (`/wps/member/proof/code`, action `destination`) when the account has a contact on file */
  proofCode?: string;
}
export type AddBankCardValue = BankCard;

/** `GET /wps/wallet/payment-password`: the member's payment-password state. */
export interface PaymentPasswordStatus {
  hasPassword: boolean;
  lockedUntil: string | null;
  /** wrong tries in a row so far (5 lock) */
  failures: number;
  /** masked mobile number the reset code goes to, null when the member has none */
  mobileMasked: string | null;
}
/**
 * `POST /wps/wallet/payment-password` (encrypted): set it the first time, with the login password (a session
 * alone never creates a secret).
 */
export interface SetPaymentPasswordBody {
  newPassword: string;
  currentPassword: string;
}
/**
 * `POST /wps/wallet/payment-password/change` (encrypted): the old one is required, and the proof code
 * (`/wps/member/proof/code`, action `payment-password`) when the account has a contact on file.
 */
export interface ChangePaymentPasswordBody {
  oldPassword: string;
  newPassword: string;
  proofCode?: string;
}
/** `POST /wps/wallet/payment-password/reset` (encrypted): with the SMS code of `.../sms` and the login password. */
export interface ResetPaymentPasswordBody {
  verificationCode: string;
  newPassword: string;
  currentPassword: string;
}

/** `POST /wps/wallet/transfer/recall`: every vendor balance back to the main wallet in one move. */
export interface RecallAllValue {
  transferId: string;
  recalled: number;
  count: number;
  mainBalance: number;
  wallets: VendorWallet[];
}
/** `GET /wps/wallet/transfer/upline` */
export interface UplineValue {
  enabled: boolean;
  upline: { account: string; nickname: string | null } | null;
  balance: number;
}
/** `POST /wps/wallet/transfer/upline` (encrypted, flag AGETRANSFERUP3) */
export interface UplineTransferBody {
  amount: number;
  paymentPassword: string;
  idempotencyKey?: string;
}
export interface UplineTransferValue {
  transferId: string;
  amount: number;
  balance: number;
  upline: string;
  createdAt: string;
}

/**
 * `POST /wps/wallet/stream/ticket`: a one-time ticket (30 s) for `GET /wps/wallet/stream?ticket=`, the
 * balance push (server-sent events `balance` with `BalancePush`). The session token never goes in a URL.
 */
export interface StreamTicketValue {
  ticket: string;
  expiresInSeconds: number;
}
export interface BalancePush {
  balance: number;
  currencySymbol: string;
  at: string;
}

/** Ledger entry types: what moved a balance. */
export type TransactionType =
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'WITHDRAW_REFUND'
  | 'TRANSFER_OUT'
  | 'TRANSFER_IN'
  | 'BET'
  | 'PAYOUT'
  | 'BONUS'
  | 'REBATE'
  | 'SALARY'
  | 'POINTS_CONVERT'
  /** refund of a lottery bet cancelled while its draw was open (member centre betting record) */
  | 'BET_CANCEL';

/** `GET /wps/wallet/transactions` (account record); dates `YYYY-MM-DD` (UTC), inclusive. */
export interface TransactionsQuery {
  type?: TransactionType;
  startDate?: string;
  endDate?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface Transaction {
  id: number;
  type: TransactionType;
  /** MAIN or a vendor code */
  account: string;
  /** signed: credit positive, debit negative */
  amount: number;
  balanceAfter: number;
  reference: string;
  remark: string;
  createdAt: string;
}
export interface TransactionsValue {
  content: Transaction[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
}

/** `GET /wps/relay/ODSFE2_MemTransDet`: the same ledger with totals, as the member-transaction report. */
export type MemTransDetQuery = TransactionsQuery;
export interface MemTransDetValue extends TransactionsValue {
  totalCredit: number;
  totalDebit: number;
}

/** `GET /wps/wallet/bets` (betting record); dates `YYYY-MM-DD` inclusive. */
export interface BetRecordsQuery {
  gameType?: string;
  startDate?: string;
  endDate?: string;
  pageNo?: number;
  pageSize?: number;
}
export interface BetRecord {
  id: number;
  gameCode: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  betAmount: number;
  payout: number;
  /** payout - bet */
  winLoss: number;
  createdAt: string;
}
export interface BetRecordsValue {
  content: BetRecord[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
  totalBet: number;
  totalWinLoss: number;
}
