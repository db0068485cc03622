import type {
  AccountRecord,
  AccountRecordQuery,
  BetStatus,
  BetTotals,
  BettingRecord,
  BettingRecordQuery,
  TransactionCategory,
} from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { badRequest } from '../../errors';
import type { Lang } from '../../../i18n/messages';
import { siteDateRange } from '../../site/paging';
import { memberClock } from '../../site/clock';
import { pick } from '../../../i18n/pick';
import { toMajor } from '../../ledger/money';

/**
 * The filters of the betting and account records, turned into SQL once and used by the paged lists and by the
 * CSV export, so a file always holds exactly what the screen's filter shows.
 */

export const BET_STATUSES: BetStatus[] = ['PENDING', 'SETTLED', 'CANCELLED'];
const LOTTERY_TYPES = ['LOTT', 'ELOTT'];

/** Ledger types of each account-record category; `adjustment` is every other type. */
export const CATEGORY_TYPES: Record<Exclude<TransactionCategory, 'adjustment'>, string[]> = {
  deposit: ['DEPOSIT'],
  withdraw: ['WITHDRAW', 'WITHDRAW_REFUND'],
  transfer: ['TRANSFER_IN', 'TRANSFER_OUT'],
  bonus: ['BONUS'],
  rebate: ['REBATE'],
  bet: ['BET', 'BET_CANCEL'],
  payout: ['PAYOUT'],
};
export const CATEGORIES = [...Object.keys(CATEGORY_TYPES), 'adjustment'] as TransactionCategory[];
const KNOWN_TYPES = Object.values(CATEGORY_TYPES).flat();

export const categoryOf = (type: string): TransactionCategory =>
  (Object.entries(CATEGORY_TYPES).find(([, types]) => types.includes(type))?.[0] ??
    'adjustment') as TransactionCategory;

export interface SqlFilter {
  where: string;
  args: (string | number)[];
}

/** the settlement time of a bet: none while pending; instant rounds settle when they are made */
export const SETTLE_TIME =
  "(CASE WHEN b.status = 'PENDING' THEN NULL ELSE COALESCE(b.settled_at, b.created_at) END)";

/** A betting-record filter as it arrives: the values are checked here, with a translated 400. */
export type BetFilterInput = Omit<BettingRecordQuery, 'status'> & { status?: string };
/** An account-record filter as it arrives: the category is checked here, with a translated 400. */
export type TransactionFilterInput = Omit<AccountRecordQuery, 'category'> & { category?: string };

const isBetStatus = (s: string): s is BetStatus => (BET_STATUSES as string[]).includes(s);
const isCategory = (s: string): s is TransactionCategory => (CATEGORIES as string[]).includes(s);

/**
 * Dates are days of the site's zone: [start of startDate, end of endDate).
 * @throws 400 on an unknown game type or status, or a bad range (over 93 days, reversed, not a date)
 */
export async function betFilter(db: Db, memberId: number, q: BetFilterInput): Promise<SqlFilter> {
  const [from, to] = siteDateRange(await memberClock(db, memberId), q.startDate, q.endDate, 1);
  const time = q.timeBasis === 'settle' ? SETTLE_TIME : 'b.created_at';
  const parts = ['b.member_id = ?', `${time} >= ?`, `${time} < ?`];
  const args: (string | number)[] = [memberId, from, to];
  if (q.gameType && q.gameType !== 'ALL') {
    const known = await db.get('SELECT 1 FROM vendor WHERE game_type = ? LIMIT 1', q.gameType);
    if (!known) throw badRequest('records.game_type_invalid');
    parts.push('b.game_type = ?');
    args.push(q.gameType);
  }
  if (q.status && q.status !== 'ALL') {
    if (!isBetStatus(q.status)) throw badRequest('records.status_invalid');
    parts.push('b.status = ?');
    args.push(q.status);
  }
  return { where: parts.join(' AND '), args };
}

/** @throws 400 on an unknown category or a bad range (dates are days of the site's zone) */
export async function transactionFilter(
  db: Db,
  memberId: number,
  q: TransactionFilterInput,
): Promise<SqlFilter> {
  const [from, to] = siteDateRange(await memberClock(db, memberId), q.startDate, q.endDate, 1);
  const parts = ['member_id = ?', 'created_at >= ?', 'created_at < ?'];
  const args: (string | number)[] = [memberId, from, to];
  const c = q.category;
  if (c && c !== 'all') {
    if (!isCategory(c)) throw badRequest('records.category_invalid');
    const types = c === 'adjustment' ? KNOWN_TYPES : CATEGORY_TYPES[c];
    parts.push(`type ${c === 'adjustment' ? 'NOT IN' : 'IN'} (${types.map(() => '?').join(',')})`);
    args.push(...types);
  }
  return { where: parts.join(' AND '), args };
}

export interface BetRowFull {
  id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
  amount: number;
  payout: number;
  status: BetStatus;
  created_at: string;
  settled_at: string | null;
  draw_no: string | null;
  draw_closes_at: string | null;
  name_pt: string | null;
  name_en: string | null;
}
export const BET_SELECT = `SELECT b.id, b.game_code, b.game_type, b.vassalage, b.amount, b.payout, b.status, b.created_at,
  b.settled_at, b.draw_no, b.draw_closes_at, g.name_pt, g.name_en FROM bet b LEFT JOIN game g ON g.game_code = b.game_code`;

/** The sums over a filter, in minor units; each is the sum of the rows' own fields (see toBettingRecord). */
export const BET_TOTALS_SQL = `SELECT COUNT(*) AS count, COALESCE(SUM(b.amount), 0) AS stake,
  COALESCE(SUM(CASE WHEN b.status = 'SETTLED' AND b.payout <> b.amount THEN b.amount ELSE 0 END), 0) AS validBet,
  COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout ELSE 0 END), 0) AS payout,
  COALESCE(SUM(CASE WHEN b.status = 'SETTLED' THEN b.payout - b.amount ELSE 0 END), 0) AS winLoss FROM bet b`;

export const cancellable = (
  r: Pick<BetRowFull, 'status' | 'game_type' | 'draw_closes_at'>,
  now = Date.now(),
) =>
  r.status === 'PENDING' &&
  LOTTERY_TYPES.includes(r.game_type) &&
  r.draw_closes_at !== null &&
  Date.parse(r.draw_closes_at) > now;

export function toBettingRecord(r: BetRowFull, lang: Lang, now = Date.now()): BettingRecord {
  const settled = r.status === 'SETTLED';
  return {
    id: r.id,
    gameCode: r.game_code,
    gameName: pick(lang, r.name_pt, r.name_en) ?? r.game_code,
    gameType: r.game_type,
    vassalage: r.vassalage,
    stake: toMajor(r.amount),
    validBet: settled && r.payout !== r.amount ? toMajor(r.amount) : 0,
    payout: settled ? toMajor(r.payout) : 0,
    winLoss: settled ? toMajor(r.payout - r.amount) : 0,
    status: r.status,
    betTime: r.created_at,
    settleTime: r.status === 'PENDING' ? null : (r.settled_at ?? r.created_at),
    drawNo: r.draw_no,
    cancellable: cancellable(r, now),
  };
}

export const majorTotals = (t: BetTotals): BetTotals => ({
  count: t.count,
  stake: toMajor(t.stake),
  validBet: toMajor(t.validBet),
  payout: toMajor(t.payout),
  winLoss: toMajor(t.winLoss),
});

/** Page totals: the sums of the shown rows (in minor units first, so 0.1 + 0.2 never drifts). */
export function sumRecords(rows: BettingRecord[]): BetTotals {
  const c = (n: number) => Math.round(n * 100);
  const t = rows.reduce(
    (a, r) => ({
      count: a.count + 1,
      stake: a.stake + c(r.stake),
      validBet: a.validBet + c(r.validBet),
      payout: a.payout + c(r.payout),
      winLoss: a.winLoss + c(r.winLoss),
    }),
    { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
  );
  return majorTotals(t);
}

export interface LedgerRowFull {
  id: number;
  account: string;
  type: string;
  amount: number;
  balance_after: number;
  reference: string;
  remark: string;
  created_at: string;
}
export const toAccountRecord = (r: LedgerRowFull): AccountRecord => ({
  id: r.id,
  category: categoryOf(r.type),
  type: r.type,
  account: r.account,
  amount: toMajor(r.amount),
  balanceAfter: toMajor(r.balance_after),
  reference: r.reference,
  remark: r.remark,
  createdAt: r.created_at,
});
