import type {
  DownlineTransactionsValue,
  TeamBetsValue,
  TeamOverviewValue,
  TeamPnlRow,
  TeamPnlValue,
  TeamSeriesPoint,
  TransactionType,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { dateRange, totalPages } from '../../http/paging';
import type { Lang } from '../../i18n/messages';
import { betRecord, type BetRow } from '../games/bet-record';
import { isAgentType } from '../identity/sessions';
import { toMajor } from '../ledger/money';
import { toTransaction } from '../ledger/transactions';
import { teamOf } from './contracts';
import { idList, scope, type Page, type ReportFilters } from './team';

/**
 * The agent reports (team overview, team betting, user profit and loss, account details). The WHERE
 * clauses and the profit-and-loss rows are shared with the CSV export (`./export`), so a file holds the
 * rows the JSON report answers. Every report is limited to the caller's team (`scope`).
 */

const DAY = 86400_000;

/** The days of a range as `YYYY-MM-DD`, oldest first. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t < Date.parse(to); t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const gameTypeOf = (f: ReportFilters) => (f.gameType && f.gameType !== 'ALL' ? f.gameType : null);

/**
 * WHERE clause of team betting (alias `b`): settled bets only, so a pending lottery ticket (no payout yet)
 * never shows as a loss of its whole stake.
 */
export function betsWhere(ids: number[], from: string, to: string, f: ReportFilters) {
  const args: (string | number)[] = [from, to];
  const gt = gameTypeOf(f);
  if (gt) args.push(gt);
  return {
    where: `b.member_id IN (${idList(ids)}) AND b.status = 'SETTLED' AND b.created_at >= ? AND b.created_at < ? ${gt ? 'AND b.game_type = ?' : ''}`,
    args,
  };
}

/** WHERE clause of account details (alias `l`). */
export function transactionsWhere(ids: number[], from: string, to: string, f: ReportFilters) {
  const args: (string | number)[] = [from, to];
  if (f.type) args.push(f.type);
  return {
    where: `l.member_id IN (${idList(ids)}) AND l.created_at >= ? AND l.created_at < ? ${f.type ? 'AND l.type = ?' : ''}`,
    args,
  };
}

export interface PnlRow {
  id: number;
  username: string;
  dep: number;
  wd: number;
  bonus: number;
  bet: number;
  payout: number;
}

/** User profit and loss: one row per member with activity in the range. */
export function pnlRows(db: Db, ids: number[], from: string, to: string, f: ReportFilters): PnlRow[] {
  const gt = gameTypeOf(f);
  const betCond = gt ? 'AND b.game_type = @gt' : '';
  const rows = db
    .prepare(
      `SELECT m.id, m.username,
         COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.member_id = m.id AND l.type = 'DEPOSIT' AND l.created_at >= @from AND l.created_at < @to), 0) AS dep,
         COALESCE((SELECT -SUM(amount) FROM ledger l WHERE l.member_id = m.id AND l.type = 'WITHDRAW' AND l.created_at >= @from AND l.created_at < @to), 0) AS wd,
         COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.member_id = m.id AND l.type IN ('BONUS', 'REBATE') AND l.created_at >= @from AND l.created_at < @to), 0) AS bonus,
         COALESCE((SELECT SUM(amount) FROM bet b WHERE b.member_id = m.id AND b.created_at >= @from AND b.created_at < @to ${betCond}), 0) AS bet,
         COALESCE((SELECT SUM(payout) FROM bet b WHERE b.member_id = m.id AND b.created_at >= @from AND b.created_at < @to ${betCond}), 0) AS payout
       FROM member m WHERE m.id IN (${idList(ids)}) ORDER BY m.id`,
    )
    .all(gt ? { from, to, gt } : { from, to }) as PnlRow[];
  // with a game type, "activity" means play in that type
  return rows.filter((r) => (gt ? r.bet || r.payout : r.dep || r.wd || r.bet || r.bonus));
}

/** `GET /wps/agent/team/overview`: team size and levels, and per-day money, bets and members in the range. */
export function teamOverview(
  db: Db,
  agentId: number,
  range: Pick<ReportFilters, 'startDate' | 'endDate'>,
): TeamOverviewValue {
  const [from, to] = dateRange(range.startDate, range.endDate);
  const team = teamOf(db, agentId);
  const ids = idList([...team.keys()]);
  const byDay = <T>(sql: string) =>
    new Map((db.prepare(sql).all(from, to) as (T & { d: string })[]).map((r) => [r.d, r]));
  const bets = byDay<{ bet: number; wl: number; active: number }>(
    `SELECT substr(created_at, 1, 10) AS d, SUM(amount) AS bet, SUM(payout - amount) AS wl, COUNT(DISTINCT member_id) AS active
     FROM bet WHERE member_id IN (${ids}) AND created_at >= ? AND created_at < ? GROUP BY d`,
  );
  const money = byDay<{ dep: number; wd: number }>(
    `SELECT substr(created_at, 1, 10) AS d, COALESCE(SUM(CASE WHEN type = 'DEPOSIT' THEN amount END), 0) AS dep,
       COALESCE(SUM(CASE WHEN type = 'WITHDRAW' THEN -amount END), 0) AS wd
     FROM ledger WHERE member_id IN (${ids}) AND type IN ('DEPOSIT', 'WITHDRAW') AND created_at >= ? AND created_at < ? GROUP BY d`,
  );
  const joined = byDay<{ n: number }>(
    `SELECT substr(created_at, 1, 10) AS d, COUNT(*) AS n FROM member WHERE id IN (${ids}) AND created_at >= ? AND created_at < ? GROUP BY d`,
  );
  const active = (
    db
      .prepare(
        `SELECT COUNT(DISTINCT member_id) AS n FROM bet WHERE member_id IN (${ids}) AND created_at >= ? AND created_at < ?`,
      )
      .get(from, to) as { n: number }
  ).n;
  const types = db.prepare(`SELECT type FROM member WHERE id IN (${ids})`).all() as { type: number }[];
  const bal = db
    .prepare(
      `SELECT COALESCE(SUM(balance), 0) AS s FROM wallet_account WHERE account = 'MAIN' AND member_id IN (${ids})`,
    )
    .get() as { s: number };
  const levels = new Map<number, number>();
  for (const lvl of team.values()) levels.set(lvl, (levels.get(lvl) ?? 0) + 1);
  const series: TeamSeriesPoint[] = daysOf(from, to).map((d) => ({
    date: d,
    deposit: toMajor(money.get(d)?.dep ?? 0),
    withdraw: toMajor(money.get(d)?.wd ?? 0),
    bet: toMajor(bets.get(d)?.bet ?? 0),
    winLoss: toMajor(bets.get(d)?.wl ?? 0),
    newMembers: joined.get(d)?.n ?? 0,
    activeMembers: bets.get(d)?.active ?? 0,
  }));
  const sum = (f: (p: TeamSeriesPoint) => number) =>
    Math.round(series.reduce((s, p) => s + f(p) * 100, 0)) / 100;
  return {
    teamSize: team.size,
    directCount: [...team.values()].filter((l) => l === 1).length,
    agentCount: types.filter((m) => isAgentType(m.type)).length,
    activeMembers: active,
    newMembers: series.reduce((s, p) => s + p.newMembers, 0),
    totalDeposit: sum((p) => p.deposit),
    totalWithdraw: sum((p) => p.withdraw),
    totalBet: sum((p) => p.bet),
    totalWinLoss: sum((p) => p.winLoss),
    teamBalance: toMajor(bal.s),
    levels: [...levels.entries()].sort((a, b) => a[0] - b[0]).map(([level, count]) => ({ level, count })),
    series,
  };
}

/** `GET /wps/agent/team/bets`: the team's settled bets, newest first, with totals. */
export function teamBets(db: Db, agentId: number, lang: Lang, q: ReportFilters & Page): TeamBetsValue {
  const [from, to] = dateRange(q.startDate, q.endDate);
  const { ids } = scope(db, agentId, q);
  const { where, args } = betsWhere(ids, from, to, q);
  const agg = db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS bet, COALESCE(SUM(payout - amount), 0) AS wl FROM bet b WHERE ${where}`,
    )
    .get(...args) as { n: number; bet: number; wl: number };
  const rows = db
    .prepare(
      `SELECT b.*, m.username, g.name_pt, g.name_en FROM bet b JOIN member m ON m.id = b.member_id LEFT JOIN game g ON g.game_code = b.game_code
       WHERE ${where} ORDER BY b.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as (BetRow & { username: string })[];
  return {
    content: rows.map((r) => ({ ...betRecord(r, lang), username: r.username })),
    totalPages: totalPages(agg.n, q.pageSize),
    totalCount: agg.n,
    totalBet: toMajor(agg.bet),
    totalWinLoss: toMajor(agg.wl),
  };
}

/** `GET /wps/agent/team/pnl`: one row per active team member, paged, with the totals of all rows. */
export function teamPnl(db: Db, agentId: number, q: ReportFilters & Page): TeamPnlValue {
  const [from, to] = dateRange(q.startDate, q.endDate);
  const { team, ids } = scope(db, agentId, q);
  const active = pnlRows(db, ids, from, to, q);
  const toRow = (r: PnlRow): TeamPnlRow => ({
    memberId: r.id,
    username: r.username,
    level: team.get(r.id) ?? 1,
    deposit: toMajor(r.dep),
    withdraw: toMajor(r.wd),
    bet: toMajor(r.bet),
    payout: toMajor(r.payout),
    winLoss: toMajor(r.payout - r.bet),
    bonus: toMajor(r.bonus),
  });
  const sum = (f: (r: PnlRow) => number) => toMajor(active.reduce((s, r) => s + f(r), 0));
  return {
    content: active.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map(toRow),
    totalPages: totalPages(active.length, q.pageSize),
    totals: {
      deposit: sum((r) => r.dep),
      withdraw: sum((r) => r.wd),
      bet: sum((r) => r.bet),
      payout: sum((r) => r.payout),
      winLoss: sum((r) => r.payout - r.bet),
      bonus: sum((r) => r.bonus),
    },
  };
}

/** `GET /wps/agent/downline/transactions`: the team's ledger rows with credit and debit totals. */
export function downlineTransactions(
  db: Db,
  agentId: number,
  q: ReportFilters & Page,
): DownlineTransactionsValue {
  const [from, to] = dateRange(q.startDate, q.endDate);
  const { ids } = scope(db, agentId, q);
  const { where, args } = transactionsWhere(ids, from, to, q);
  const agg = db
    .prepare(
      `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS cr, COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS dr FROM ledger l WHERE ${where}`,
    )
    .get(...args) as { n: number; cr: number; dr: number };
  const rows = db
    .prepare(
      `SELECT l.*, m.username FROM ledger l JOIN member m ON m.id = l.member_id WHERE ${where} ORDER BY l.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, q.pageSize, (q.pageNo - 1) * q.pageSize) as {
    username: string;
    id: number;
    type: TransactionType;
    account: string;
    amount: number;
    balance_after: number;
    reference: string;
    remark: string;
    created_at: string;
  }[];
  return {
    content: rows.map((r) => ({ ...toTransaction(r), username: r.username })),
    totalPages: totalPages(agg.n, q.pageSize),
    totalCount: agg.n,
    totals: { credit: toMajor(agg.cr), debit: toMajor(agg.dr) },
  };
}
