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
}
export interface DepositChannelsValue {
  list: DepositChannel[];
}

/** `POST /wps/wallet/deposit`: the demo gateway approves at once and credits the wallet. */
export interface DepositBody {
  channelId: string;
  amount: number;
  idempotencyKey?: string;
}
export type OrderStatus = 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
export interface DepositValue {
  orderNo: string;
  channelId: string;
  amount: number;
  status: OrderStatus;
  balance: number;
  createdAt: string;
}

/** `GET /wps/wallet/withdraw/settings` */
export interface WithdrawSettingsValue {
  minAmount: number;
  maxAmount: number;
  dailyCountLimit: number;
  usedCountToday: number;
  balance: number;
  hasPaymentPassword: boolean;
  bankCards: BankCard[];
}

/**
 * `POST /wps/wallet/withdraw` (encrypted). The amount is debited at once and held while the order is
 * IN_PROCESS. Wrong payment password: 400 `wallet.payment_password_wrong`.
 */
export interface WithdrawBody {
  amount: number;
  bankCardId: number;
  paymentPassword: string;
  idempotencyKey?: string;
}
export interface WithdrawValue {
  orderNo: string;
  amount: number;
  status: OrderStatus;
  balance: number;
  bankCardId: number;
  createdAt: string;
}

/** A bank card; the account number is masked on the wire except its last 4 digits. */
export interface BankCard {
  id: number;
  bankName: string;
  accountName: string;
  accountNumberMasked: string;
  /** PIX key type or BANK */
  cardType: 'BANK' | 'PIX';
  createdAt: string;
}
/** `GET /wps/wallet/bankcards` */
export interface BankCardsValue {
  list: BankCard[];
  /** the most a member may hold */
  maxCards: number;
}
/** `POST /wps/wallet/bankcards` (encrypted), payment password checked. */
export interface AddBankCardBody {
  bankName: string;
  accountName: string;
  /** 4 to 34 characters of digits, letters, @ . - + (PIX keys included) */
  accountNumber: string;
  cardType: 'BANK' | 'PIX';
  paymentPassword: string;
}
export type AddBankCardValue = BankCard;

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
  | 'POINTS_CONVERT';

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
