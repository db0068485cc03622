import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';
import type { BetRecordsValue, MemTransDetValue, TransactionType } from '@jogo/shared/api';
import { siteDateRange, totalPages } from '../site/paging';
import { memberClock } from '../site/clock';
import { toMajor } from '../ledger/money';
import { remarkReader, toTransaction, type LedgerRow } from '../ledger/transactions';
import { betRecord, type BetRow } from '../play/games/bet-record';

/**
 * A member's history: ledger rows (with credit and debit totals) and bet records, in a date range, paged.
 * The dates are days of the site's zone (`siteDateRange`).
 */

interface PageQuery {
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

/** One page of the ledger, newest first, with the credit and debit totals of the whole range. */
export async function ledgerPage(
  db: Db,
  memberId: number,
  q: PageQuery & { type?: TransactionType },
  lang: Lang = 'PT',
): Promise<MemTransDetValue> {
  const [from, to] = siteDateRange(await memberClock(db, memberId), q.startDate, q.endDate);
  const remark = await remarkReader(db, lang);
  const args: (string | number)[] = [memberId, from, to];
  const typeCond = q.type ? 'AND type = ?' : '';
  if (q.type) args.push(q.type);
  const agg = (await db.get<{ n: number; credit: number; debit: number }>(
    `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS credit, COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS debit
         FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeCond}`,
    ...args,
  ))!;
  const rows = await db.all<LedgerRow>(
    `SELECT * FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeCond} ORDER BY id DESC LIMIT ? OFFSET ?`,
    ...args,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  return {
    content: rows.map((r) => ({ ...toTransaction(r), remark: remark(r.remark) })),
    totalPages: totalPages(agg.n, q.pageSize),
    totalCount: agg.n,
    pageNo: q.pageNo,
    totalCredit: toMajor(agg.credit),
    totalDebit: toMajor(agg.debit),
  };
}

/** One page of bet records (`gameType` ALL or absent: every type), with the stake and win/loss totals. */
export async function betsPage(
  db: Db,
  memberId: number,
  lang: Lang,
  q: PageQuery & { gameType?: string },
): Promise<BetRecordsValue> {
  const [from, to] = siteDateRange(await memberClock(db, memberId), q.startDate, q.endDate);
  const args: (string | number)[] = [memberId, from, to];
  const gameType = q.gameType && q.gameType !== 'ALL' ? q.gameType : null;
  const typeCond = gameType ? 'AND b.game_type = ?' : '';
  if (gameType) args.push(gameType);
  const agg = (await db.get<{ n: number; bet: number; wl: number }>(
    `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS bet, COALESCE(SUM(payout - amount), 0) AS wl FROM bet b WHERE member_id = ? AND created_at >= ? AND created_at < ? ${typeCond}`,
    ...args,
  ))!;
  const rows = await db.all<BetRow>(
    `SELECT b.*, g.name_pt, g.name_en FROM bet b LEFT JOIN game g ON g.game_code = b.game_code
           WHERE b.member_id = ? AND b.created_at >= ? AND b.created_at < ? ${typeCond} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
    ...args,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  return {
    content: rows.map((r) => betRecord(r, lang)),
    totalPages: totalPages(agg.n, q.pageSize),
    totalCount: agg.n,
    pageNo: q.pageNo,
    totalBet: toMajor(agg.bet),
    totalWinLoss: toMajor(agg.wl),
  };
}
