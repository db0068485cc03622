import type {
  AccountRecordsValue,
  BetTotals,
  BettingRecordsValue,
  BonusesValue,
  CancelBetValue,
  ProfitRow,
  ProfitValue,
} from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { badRequest, notFound } from '../../errors';
import { siteDateRange, totalPages } from '../../site/paging';
import { memberClock } from '../../site/clock';
import type { Lang } from '../../../i18n/messages';
import { remarkReader } from '../../ledger/transactions';
import { failpoint, move } from '../../ledger/ledger';
import { toMajor } from '../../ledger/money';
import { bonusesOf } from './bonuses';
import {
  BET_SELECT,
  BET_TOTALS_SQL,
  SETTLE_TIME,
  betFilter,
  cancellable,
  majorTotals,
  sumRecords,
  toAccountRecord,
  toBettingRecord,
  transactionFilter,
  type BetFilterInput,
  type BetRowFull,
  type LedgerRowFull,
  type TransactionFilterInput,
} from './filters';

/**
 * Records of the member centre: betting record (with lottery cancel), account record, profit and loss and
 * bonuses. Bad filters answer a translated 400; a page beyond the end answers an empty page.
 */

export interface Page {
  pageNo: number;
  pageSize: number;
}

/** `GET /wps/records/bets`: one page of bets with the page's and the whole filter's totals. */
export async function bettingRecords(
  db: Db,
  memberId: number,
  lang: Lang,
  q: BetFilterInput & Page,
): Promise<BettingRecordsValue> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const f = await betFilter(db, memberId, q);
  const grand = (await db.get<BetTotals>(`${BET_TOTALS_SQL} WHERE ${f.where}`, ...f.args))!;
  const rows = await db.all<BetRowFull>(
    // the page's ids from the index bet_member_record alone (migration 190), then only those rows are read
    `${BET_SELECT} WHERE b.id IN (SELECT b.id FROM bet b WHERE ${f.where} ORDER BY b.id DESC LIMIT ? OFFSET ?) ORDER BY b.id DESC`,
    ...f.args,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  const content = rows.map((r) => toBettingRecord(r, lang));
  return {
    content,
    pageNo: q.pageNo,
    totalPages: totalPages(grand.count, q.pageSize),
    totalCount: grand.count,
    pageTotals: sumRecords(content),
    grandTotals: majorTotals(grand),
  };
}

/**
 * Cancels a pending lottery bet while its draw is open: the status change and the refund are one
 * transaction, and the status change is conditional (`WHERE status = 'PENDING'`), so two cancels of the
 * same bet refund once.
 * @throws 404 `records.bet_not_found`; 400 `records.bet_not_cancellable`
 */
export async function cancelBet(db: Db, memberId: number, betId: number): Promise<CancelBetValue> {
  return await db.transaction(async (): Promise<CancelBetValue> => {
    const bet = await db.get<Pick<BetRowFull, 'id' | 'amount' | 'status' | 'game_type' | 'draw_closes_at'>>(
      'SELECT id, amount, status, game_type, draw_closes_at FROM bet WHERE id = ? AND member_id = ?',
      betId,
      memberId,
    );
    if (!bet) throw notFound('records.bet_not_found');
    if (!cancellable(bet)) throw badRequest('records.bet_not_cancellable');
    const now = new Date().toISOString();
    const r = await db.run(
      "UPDATE bet SET status = 'CANCELLED', settled_at = ? WHERE id = ? AND status = 'PENDING'",
      now,
      bet.id,
    );
    if (r.changes !== 1) throw badRequest('records.bet_not_cancellable');
    failpoint('cancel.after_status');
    const balance = await move(db, {
      memberId,
      amount: bet.amount,
      type: 'BET_CANCEL',
      reference: `bet:${bet.id}`,
      remark: 'cancel',
      now,
    });
    return { betId: bet.id, balance: toMajor(balance) };
  });
}

/** `GET /wps/records/transactions`: one page of ledger rows with credit and debit totals. */
export async function accountRecords(
  db: Db,
  memberId: number,
  q: TransactionFilterInput & Page,
  lang: Lang = 'PT',
): Promise<AccountRecordsValue> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const f = await transactionFilter(db, memberId, q);
  const remark = await remarkReader(db, lang);
  const agg = (await db.get<{ n: number; credit: number; debit: number }>(
    `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS credit,
       COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS debit FROM ledger WHERE ${f.where}`,
    ...f.args,
  ))!;
  const rows = await db.all<LedgerRowFull>(
    // the page's ids from the index ledger_member_record alone (migration 190), then only those rows are read
    `SELECT * FROM ledger WHERE id IN (SELECT id FROM ledger WHERE ${f.where} ORDER BY id DESC LIMIT ? OFFSET ?) ORDER BY id DESC`,
    ...f.args,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  return {
    content: rows.map((r) => ({ ...toAccountRecord(r), remark: remark(r.remark) })),
    pageNo: q.pageNo,
    totalPages: totalPages(agg.n, q.pageSize),
    totalCount: agg.n,
    totalCredit: toMajor(agg.credit),
    totalDebit: toMajor(agg.debit),
  };
}

/** `GET /wps/records/profit`: settled bets by settlement day and by game type (default: the last 7 days). */
export async function profitReport(
  db: Db,
  memberId: number,
  range: { startDate?: string; endDate?: string },
): Promise<ProfitValue> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const clock = await memberClock(db, memberId);
  const [from, to] = siteDateRange(clock, range.startDate, range.endDate, 7);
  const sums = `COUNT(*) AS count, COALESCE(SUM(b.amount), 0) AS stake,
    COALESCE(SUM(CASE WHEN b.payout <> b.amount THEN b.amount ELSE 0 END), 0) AS validBet,
    COALESCE(SUM(b.payout), 0) AS payout, COALESCE(SUM(b.payout - b.amount), 0) AS winLoss`;
  const where = `b.member_id = ? AND b.status = 'SETTLED' AND ${SETTLE_TIME} >= ? AND ${SETTLE_TIME} < ?`;
  const args = [memberId, from, to];
  const major = (r: ProfitRow): ProfitRow => ({
    count: r.count,
    stake: toMajor(r.stake),
    validBet: toMajor(r.validBet),
    payout: toMajor(r.payout),
    winLoss: toMajor(r.winLoss),
  });
  // by day of the site's zone: each settled bet counts on the local day of its settlement
  const days = new Map<string, ProfitRow>();
  const settled = await db.all<{ t: string; amount: number; payout: number }>(
    `SELECT ${SETTLE_TIME} AS t, b.amount, b.payout FROM bet b WHERE ${where}`,
    ...args,
  );
  for (const b of settled) {
    const date = clock.today(Date.parse(b.t));
    const r = days.get(date) ?? { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
    r.count += 1;
    r.stake += b.amount;
    r.validBet += b.payout !== b.amount ? b.amount : 0;
    r.payout += b.payout;
    r.winLoss += b.payout - b.amount;
    days.set(date, r);
  }
  const byDay: ProfitValue['byDay'] = [];
  const last = clock.today(Date.parse(to) - 1);
  for (let date = clock.today(Date.parse(from)); date <= last; date = clock.addDay(date, 1)) {
    const r = days.get(date);
    byDay.push({ date, ...major(r ?? { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 }) });
  }
  const byGameType = (
    await db.all<ProfitRow & { gameType: string }>(
      `SELECT b.game_type AS gameType, ${sums} FROM bet b WHERE ${where} GROUP BY b.game_type ORDER BY stake DESC, b.game_type`,
      ...args,
    )
  ).map((r) => ({ gameType: r.gameType, ...major(r) }));
  const totals = major((await db.get<ProfitRow>(`SELECT ${sums} FROM bet b WHERE ${where}`, ...args))!);
  return { byDay, byGameType, totals };
}

/** `GET /wps/records/bonuses`: the member's bonuses of a state, paged, and the turnover still open. */
export async function bonusList(
  db: Db,
  memberId: number,
  merchant: string,
  q: { state?: 'ALL' | 'ACTIVE' | 'COMPLETED' | 'EXPIRED' } & Page,
): Promise<BonusesValue> {
  const all = await bonusesOf(db, memberId, merchant);
  const shown = all.filter((b) => !q.state || q.state === 'ALL' || b.state === q.state);
  return {
    content: shown.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
    pageNo: q.pageNo,
    totalPages: totalPages(shown.length, q.pageSize),
    totalCount: shown.length,
    activeTurnoverLeft: toMajor(
      all.filter((b) => b.state === 'ACTIVE').reduce((s, b) => s + Math.round(b.turnoverLeft * 100), 0),
    ),
  };
}
