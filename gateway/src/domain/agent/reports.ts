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
import { totalPages } from '../site/paging';
import type { Lang } from '../../i18n/messages';
import { betRecord, type BetRow } from '../play/games/bet-record';
import { AGENT_TYPES } from '../identity/sessions';
import { toMajor } from '../ledger/money';
import { remarkReader, toTransaction } from '../ledger/transactions';
import {
  activeOf,
  agentRange,
  dayIndex,
  figuresByMember,
  idList,
  moneyByDay,
  pendingOf,
  playByDay,
  playOf,
  SETTLE_TIME,
  teamPlayWhere,
  type AgentRange,
  type Who,
} from './play';
import { scope, teamWho, type Page, type ReportFilters } from './team';

/**
 * The agent reports (team overview, team betting, user profit and loss, account details). Play comes from
 * `./play` (settled bets by settle time, pending stakes apart, cancelled bets nowhere), and the CSV export
 * (`./export`) reads the same functions, so a file holds the figures the JSON report answers. Every report is
 * limited to the caller's team (`scope`); days are days of the site's time zone.
 */

/** WHERE clause of account details (alias `l`). */
export function transactionsWhere(ids: number[], range: Pick<AgentRange, 'from' | 'to'>, f: ReportFilters) {
  const args: (string | number)[] = [range.from, range.to];
  if (f.type) args.push(f.type);
  return {
    where: `l.member_id IN (${idList(ids)}) AND l.created_at >= ? AND l.created_at < ? ${f.type ? 'AND l.type = ?' : ''}`,
    args,
  };
}

/** Team betting's list (alias `b`): the settled bets of the range by settle time, newest settled first. */
export const BETS_ORDER = `${SETTLE_TIME} DESC, b.id DESC`;

export interface PnlRow {
  id: number;
  dep: number;
  wd: number;
  bonus: number;
  bet: number;
  payout: number;
  pending: number;
}

/**
 * User profit and loss: one row per member with activity in the range (play, pending stakes and money from
 * `figuresByMember`: the daily figures of the range's days), in member id order. Names and levels are read for the
 * rows shown (`pnlNames`).
 */
export async function pnlRows(db: Db, who: Who, range: AgentRange, f: ReportFilters): Promise<PnlRow[]> {
  const gt = f.gameType && f.gameType !== 'ALL' ? f.gameType : undefined;
  return (await figuresByMember(db, who, range, gt)).filter((r) =>
    // with a game type, "activity" means play (or a pending stake) in that type
    gt ? r.bet || r.payout || r.pending : r.dep || r.wd || r.bet || r.bonus || r.pending,
  );
}

/**
 * Usernames and levels below the agent (1 = direct) of some of its team members: its members between the least and
 * the greatest of `ids` (one range of member_ancestor's key: no id list to parse); without `ids`, of its whole team
 * (the CSV: one statement, where a statement per batch of 500 rows cost 50-90 ms on PostgreSQL; on SQLite the
 * bounds of a range as wide as the team doubled the time of the same rows, 60 ms instead of 30).
 */
export async function pnlNames(
  db: Db,
  agentId: number,
  ids?: number[],
): Promise<Map<number, { username: string; level: number }>> {
  if (ids && !ids.length) return new Map();
  const rows = await db.all<{ id: number; username: string; level: number }>(
    `SELECT m.id, m.username, a.depth AS level FROM member_ancestor a JOIN member m ON m.id = a.member_id
       WHERE a.ancestor_id = ? AND a.depth > 0${ids ? ' AND a.member_id >= ? AND a.member_id <= ?' : ''}`,
    agentId,
    ...(ids ? [Math.min(...ids), Math.max(...ids)] : []),
  );
  return new Map(rows.map((r) => [r.id, { username: r.username, level: r.level }]));
}

/** Every instant a pending bet can have been placed in. */
const OUTSTANDING = { from: '1970-01-01T00:00:00.000Z', to: '9999-12-31T00:00:00.000Z' };

/** `GET /wps/agent/team/overview`: team size and levels, and per-day money, play and members in the range. */
export async function teamOverview(
  db: Db,
  agentId: number,
  q: Pick<ReportFilters, 'startDate' | 'endDate'>,
): Promise<TeamOverviewValue> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const range = await agentRange(db, agentId, q.startDate, q.endDate);
  const who: Who = { agentId };
  // independent reads, sent together: on PostgreSQL each takes a connection of the pool and the report waits for
  // the slowest instead of their sum (SQLite runs them one after the other on its one connection, as before)
  const [levels, play, money, members, total, active, pending, bal] = await Promise.all([
    db.all(
      'SELECT depth AS level, COUNT(*) AS count FROM member_ancestor WHERE ancestor_id = ? AND depth > 0 GROUP BY depth ORDER BY depth',
      agentId,
    ) as Promise<{ level: number; count: number }[]>,
    playByDay(db, agentId, range),
    moneyByDay(db, agentId, range),
    // one pass over the team's member rows: its agents, and who joined in the range
    db.all(
      `SELECT m.type, m.created_at FROM member_ancestor a JOIN member m ON m.id = a.member_id
         WHERE a.ancestor_id = ? AND a.depth > 0 AND (m.type IN (${AGENT_TYPES.join(', ')}) OR (m.created_at >= ? AND m.created_at < ?))`,
      agentId,
      range.from,
      range.to,
    ) as Promise<{ type: number; created_at: string }[]>,
    playOf(db, who, range),
    activeOf(db, who, range),
    // the stakes outstanding now, whenever they were placed (the card's meaning: what is still to settle)
    pendingOf(db, who, OUTSTANDING),
    db.get(
      `SELECT COALESCE(SUM(w.balance), 0) AS s FROM member_ancestor a JOIN wallet_account w ON w.member_id = a.member_id
         WHERE a.ancestor_id = ? AND a.depth > 0 AND w.account = 'MAIN'`,
      agentId,
    ) as Promise<{ s: number }>,
  ]);
  const joined = new Map<string, number>();
  const dayOfIso = dayIndex(range);
  const isAgent = new Set<number>(AGENT_TYPES);
  let agentCount = 0;
  for (const m of members) {
    if (isAgent.has(m.type)) agentCount++;
    const d = m.created_at >= range.from && m.created_at < range.to ? dayOfIso(m.created_at) : undefined;
    if (d) joined.set(d, (joined.get(d) ?? 0) + 1);
  }
  const series: TeamSeriesPoint[] = range.days.map((d) => {
    const p = play.get(d);
    return {
      date: d,
      deposit: toMajor(money.get(d)?.dep ?? 0),
      withdraw: toMajor(money.get(d)?.wd ?? 0),
      bet: toMajor(p?.bet ?? 0),
      winLoss: toMajor((p?.payout ?? 0) - (p?.bet ?? 0)),
      newMembers: joined.get(d) ?? 0,
      activeMembers: p?.active ?? 0,
    };
  });
  const sum = (f: (p: TeamSeriesPoint) => number) =>
    Math.round(series.reduce((s, p) => s + f(p) * 100, 0)) / 100;
  return {
    teamSize: levels.reduce((n, l) => n + l.count, 0),
    directCount: levels.find((l) => l.level === 1)?.count ?? 0,
    agentCount,
    activeMembers: active,
    newMembers: series.reduce((s, p) => s + p.newMembers, 0),
    totalDeposit: sum((p) => p.deposit),
    totalWithdraw: sum((p) => p.withdraw),
    totalBet: toMajor(total.bet),
    totalWinLoss: toMajor(total.payout - total.bet),
    pendingBet: toMajor(pending.amount),
    teamBalance: toMajor(bal.s),
    levels: levels.map((l) => ({ level: l.level, count: l.count })),
    series,
  };
}

/** `GET /wps/agent/team/bets`: the team's settled bets of the range, newest settled first, with totals. */
export async function teamBets(
  db: Db,
  agentId: number,
  lang: Lang,
  q: ReportFilters & Page,
): Promise<TeamBetsValue> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const range = await agentRange(db, agentId, q.startDate, q.endDate);
  const who = await teamWho(db, agentId, q);
  const { where, args } = teamPlayWhere(who, range.from, range.to, q.gameType);
  const agg = await playOf(db, who, range, q.gameType);
  const pending = await pendingOf(db, who, range, q.gameType);
  const rows = await db.all<
    BetRow & {
      username: string;
      settle_time: string;
    }
  >(
    `SELECT b.*, ${SETTLE_TIME} AS settle_time, m.username, g.name_pt, g.name_en FROM bet b JOIN member m ON m.id = b.member_id LEFT JOIN game g ON g.game_code = b.game_code
       WHERE ${where} ORDER BY ${BETS_ORDER} LIMIT ? OFFSET ?`,
    ...args,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  return {
    content: rows.map((r) => ({ ...betRecord(r, lang), username: r.username, settledAt: r.settle_time })),
    totalPages: totalPages(agg.count, q.pageSize),
    totalCount: agg.count,
    totalBet: toMajor(agg.bet),
    totalWinLoss: toMajor(agg.payout - agg.bet),
    pendingBet: toMajor(pending.amount),
  };
}

/** `GET /wps/agent/team/pnl`: one row per active team member, paged, with the totals of all rows. */
export async function teamPnl(db: Db, agentId: number, q: ReportFilters & Page): Promise<TeamPnlValue> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const range = await agentRange(db, agentId, q.startDate, q.endDate);
  const who = await teamWho(db, agentId, q);
  const active = await pnlRows(db, who, range, q);
  const page = active.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
  const names = await pnlNames(
    db,
    agentId,
    page.map((r) => r.id),
  );
  const toRow = (r: PnlRow): TeamPnlRow => ({
    memberId: r.id,
    username: names.get(r.id)!.username,
    level: names.get(r.id)!.level,
    deposit: toMajor(r.dep),
    withdraw: toMajor(r.wd),
    bet: toMajor(r.bet),
    payout: toMajor(r.payout),
    winLoss: toMajor(r.payout - r.bet),
    bonus: toMajor(r.bonus),
    pending: toMajor(r.pending),
  });
  const sum = (f: (r: PnlRow) => number) => toMajor(active.reduce((s, r) => s + f(r), 0));
  return {
    content: page.map(toRow),
    totalPages: totalPages(active.length, q.pageSize),
    totals: {
      deposit: sum((r) => r.dep),
      withdraw: sum((r) => r.wd),
      bet: sum((r) => r.bet),
      payout: sum((r) => r.payout),
      winLoss: sum((r) => r.payout - r.bet),
      bonus: sum((r) => r.bonus),
      pending: sum((r) => r.pending),
    },
  };
}

/** `GET /wps/agent/downline/transactions`: the team's ledger rows with credit and debit totals. */
export async function downlineTransactions(
  db: Db,
  agentId: number,
  q: ReportFilters & Page,
  lang: Lang = 'PT',
): Promise<DownlineTransactionsValue> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const range = await agentRange(db, agentId, q.startDate, q.endDate);
  const { ids } = await scope(db, agentId, q);
  const { where, args } = transactionsWhere(ids, range, q);
  const remark = await remarkReader(db, lang);
  const agg = (await db.get<{ n: number; cr: number; dr: number }>(
    `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS cr, COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS dr FROM ledger l WHERE ${where}`,
    ...args,
  ))!;
  const rows = await db.all<{
    username: string;
    id: number;
    type: TransactionType;
    account: string;
    amount: number;
    balance_after: number;
    reference: string;
    remark: string;
    created_at: string;
  }>(
    `SELECT l.*, m.username FROM ledger l JOIN member m ON m.id = l.member_id WHERE ${where} ORDER BY l.id DESC LIMIT ? OFFSET ?`,
    ...args,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  );
  return {
    content: rows.map((r) => ({ ...toTransaction(r), remark: remark(r.remark), username: r.username })),
    totalPages: totalPages(agg.n, q.pageSize),
    totalCount: agg.n,
    totals: { credit: toMajor(agg.cr), debit: toMajor(agg.dr) },
  };
}
