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
import { totalPages } from '../../http/paging';
import type { Lang } from '../../i18n/messages';
import { betRecord, type BetRow } from '../games/bet-record';
import { AGENT_TYPES } from '../identity/sessions';
import { toMajor } from '../ledger/money';
import { remarkReader, toTransaction } from '../ledger/transactions';
import { teamOf } from './contracts';
import {
  agentRange,
  dayIndex,
  idList,
  moneyByDay,
  moneyByMember,
  pendingOf,
  playByDay,
  playByMember,
  playOf,
  playWhere,
  SETTLE_TIME,
  type AgentRange,
} from './play';
import { scope, type Page, type ReportFilters } from './team';

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
  username: string;
  dep: number;
  wd: number;
  bonus: number;
  bet: number;
  payout: number;
  pending: number;
}

/**
 * User profit and loss: one row per member with activity in the range (play from `playByMember`, money from
 * `moneyByMember`: the daily figures of the range's days), in member id order.
 */
export async function pnlRows(db: Db, ids: number[], range: AgentRange, f: ReportFilters): Promise<PnlRow[]> {
  const gt = f.gameType && f.gameType !== 'ALL' ? f.gameType : undefined;
  const play = await playByMember(db, ids, range, gt);
  const money = await moneyByMember(db, ids, range);
  const rows: Omit<PnlRow, 'username'>[] = [];
  for (const id of new Set([...play.keys(), ...money.keys()])) {
    const r = {
      id,
      dep: 0,
      wd: 0,
      bonus: 0,
      bet: 0,
      payout: 0,
      pending: 0,
      ...money.get(id),
      ...play.get(id),
    };
    // with a game type, "activity" means play (or a pending stake) in that type
    if (gt ? r.bet || r.payout || r.pending : r.dep || r.wd || r.bet || r.bonus || r.pending) rows.push(r);
  }
  rows.sort((a, b) => a.id - b.id);
  const names = new Map(
    (
      (await db.all(`SELECT id, username FROM member WHERE id IN (${idList(rows.map((r) => r.id))})`)) as {
        id: number;
        username: string;
      }[]
    ).map((m) => [m.id, m.username]),
  );
  return rows.map((r) => ({ ...r, username: names.get(r.id)! }));
}

/** `GET /wps/agent/team/overview`: team size and levels, and per-day money, play and members in the range. */
export async function teamOverview(
  db: Db,
  agentId: number,
  q: Pick<ReportFilters, 'startDate' | 'endDate'>,
): Promise<TeamOverviewValue> {
  const range = await agentRange(db, agentId, q.startDate, q.endDate);
  const team = await teamOf(db, agentId);
  const idArr = [...team.keys()];
  const ids = idList(idArr);
  const play = await playByDay(db, idArr, range);
  const money = await moneyByDay(db, idArr, range);
  const joined = new Map<string, number>();
  const dayOfIso = dayIndex(range);
  for (const m of (await db.all(
    `SELECT created_at FROM member WHERE id IN (${ids}) AND created_at >= ? AND created_at < ?`,
    range.from,
    range.to,
  )) as { created_at: string }[]) {
    const d = dayOfIso(m.created_at);
    if (d) joined.set(d, (joined.get(d) ?? 0) + 1);
  }
  const total = await playOf(db, idArr, range);
  const pending = await pendingOf(db, idArr, range);
  const agentCount = (
    (await db.get(
      `SELECT COUNT(*) AS n FROM member WHERE id IN (${ids}) AND type IN (${AGENT_TYPES.join(', ')})`,
    )) as {
      n: number;
    }
  ).n;
  const bal = (await db.get(
    `SELECT COALESCE(SUM(balance), 0) AS s FROM wallet_account WHERE account = 'MAIN' AND member_id IN (${ids})`,
  )) as { s: number };
  const levels = new Map<number, number>();
  for (const lvl of team.values()) levels.set(lvl, (levels.get(lvl) ?? 0) + 1);
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
    teamSize: team.size,
    directCount: [...team.values()].filter((l) => l === 1).length,
    agentCount,
    activeMembers: total.active,
    newMembers: series.reduce((s, p) => s + p.newMembers, 0),
    totalDeposit: sum((p) => p.deposit),
    totalWithdraw: sum((p) => p.withdraw),
    totalBet: toMajor(total.bet),
    totalWinLoss: toMajor(total.payout - total.bet),
    pendingBet: toMajor(pending.amount),
    teamBalance: toMajor(bal.s),
    levels: [...levels.entries()].sort((a, b) => a[0] - b[0]).map(([level, count]) => ({ level, count })),
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
  const range = await agentRange(db, agentId, q.startDate, q.endDate);
  const { ids } = await scope(db, agentId, q);
  const { where, args } = playWhere(ids, range.from, range.to, q.gameType);
  const agg = await playOf(db, ids, range, q.gameType);
  const pending = await pendingOf(db, ids, range, q.gameType);
  const rows = (await db.all(
    `SELECT b.*, ${SETTLE_TIME} AS settle_time, m.username, g.name_pt, g.name_en FROM bet b JOIN member m ON m.id = b.member_id LEFT JOIN game g ON g.game_code = b.game_code
       WHERE ${where} ORDER BY ${BETS_ORDER} LIMIT ? OFFSET ?`,
    ...args,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  )) as (BetRow & {
    username: string;
    settle_time: string;
  })[];
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
  const range = await agentRange(db, agentId, q.startDate, q.endDate);
  const { team, ids } = await scope(db, agentId, q);
  const active = await pnlRows(db, ids, range, q);
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
    pending: toMajor(r.pending),
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
  const range = await agentRange(db, agentId, q.startDate, q.endDate);
  const { ids } = await scope(db, agentId, q);
  const { where, args } = transactionsWhere(ids, range, q);
  const remark = await remarkReader(db, lang);
  const agg = (await db.get(
    `SELECT COUNT(*) AS n, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS cr, COALESCE(SUM(CASE WHEN amount < 0 THEN -amount END), 0) AS dr FROM ledger l WHERE ${where}`,
    ...args,
  )) as { n: number; cr: number; dr: number };
  const rows = (await db.all(
    `SELECT l.*, m.username FROM ledger l JOIN member m ON m.id = l.member_id WHERE ${where} ORDER BY l.id DESC LIMIT ? OFFSET ?`,
    ...args,
    q.pageSize,
    (q.pageNo - 1) * q.pageSize,
  )) as {
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
    content: rows.map((r) => ({ ...toTransaction(r), remark: remark(r.remark), username: r.username })),
    totalPages: totalPages(agg.n, q.pageSize),
    totalCount: agg.n,
    totals: { credit: toMajor(agg.cr), debit: toMajor(agg.dr) },
  };
}
