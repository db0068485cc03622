import type { AgentIncomeValue, ContractKind, ContractStatementValue } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { notFound } from '../errors';
import { totalPages } from '../site/paging';
import { toMajor } from '../ledger/money';
import { RECORD_SELECT, teamOf, toRecord, type RecordRow } from './contracts';
import { agentRange, dayIndex, type AgentRange } from './play';
import type { Page, ReportFilters } from './team';

const none = (): Record<ContractKind, number> => ({ DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0 });
const major = (k: Record<ContractKind, number>) => ({
  DIVIDEND: toMajor(k.DIVIDEND),
  DAILY: toMajor(k.DAILY),
  HOURLY: toMajor(k.HOURLY),
  REALTIME: toMajor(k.REALTIME),
});

/**
 * The caller's statements of periods that start in the range, newest period first: a statement is dated by the
 * period whose play it pays, not by the moment the settlement ran (the 10th's daily wage, settled just after
 * midnight, is income of the 10th).
 */
export async function statementsIn(
  db: Db,
  memberId: number,
  range: Pick<AgentRange, 'from' | 'to'>,
): Promise<RecordRow[]> {
  return await db.all<RecordRow>(
    `${RECORD_SELECT} WHERE r.member_id = ? AND r.period_start >= ? AND r.period_start < ?
       ORDER BY r.period_start DESC, r.id DESC`,
    memberId,
    range.from,
    range.to,
  );
}

/** `GET /wps/agent/income`: the agent's statements in a range, by kind and per site day. */
export async function agentIncome(
  db: Db,
  memberId: number,
  q: Pick<ReportFilters, 'startDate' | 'endDate'> & Page,
): Promise<AgentIncomeValue> {
  const range = await agentRange(db, memberId, q.startDate, q.endDate);
  const rows = await statementsIn(db, memberId, range);
  const byKind = none();
  const perDay = new Map<string, Record<ContractKind, number>>();
  const dayOfIso = dayIndex(range);
  for (const r of rows) {
    byKind[r.kind] += r.amount;
    const d = dayOfIso(r.period_start);
    if (!d) continue;
    const day = perDay.get(d) ?? none();
    day[r.kind] += r.amount;
    perDay.set(d, day);
  }
  const unclaimed = (await db.get<{ s: number }>(
    'SELECT COALESCE(SUM(amount), 0) AS s FROM contract_record WHERE member_id = ? AND paid_at IS NULL',
    memberId,
  ))!;
  return {
    content: rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map(toRecord),
    totalPages: totalPages(rows.length, q.pageSize),
    total: toMajor(rows.reduce((s, r) => s + r.amount, 0)),
    unclaimed: toMajor(unclaimed.s),
    byKind: major(byKind),
    series: range.days.map((d) => ({ date: d, ...major(perDay.get(d) ?? none()) })),
  };
}

/**
 * `GET /wps/agent/income/statement?id=`: one of the caller's statements with the members behind its base and
 * the downline agents' parts.
 * @throws 404 `contract.statement_not_found` for a statement that is not the caller's
 */
export async function statementDetail(db: Db, memberId: number, id: number): Promise<ContractStatementValue> {
  const r = await db.get<RecordRow>(`${RECORD_SELECT} WHERE r.id = ? AND r.member_id = ?`, id, memberId);
  if (!r) throw notFound('contract.statement_not_found');
  const team = await teamOf(db, memberId);
  const members = await db.all<{
    mid: number;
    username: string;
    bet_amount: number;
    payout_amount: number;
    deductions: number;
  }>(
    `SELECT x.*, m.id AS mid, m.username FROM contract_statement_member x JOIN member m ON m.id = x.member_id
       WHERE x.record_id = ? ORDER BY m.username`,
    id,
  );
  const downlines = await db.all<{
    username: string;
    rate_bp: number;
    base_amount: number;
    amount: number;
    downline_record_id: number | null;
  }>(
    `SELECT x.*, m.username FROM contract_statement_downline x JOIN member m ON m.id = x.member_id
       WHERE x.record_id = ? ORDER BY m.username`,
    id,
  );
  return {
    ...toRecord(r),
    members: members.map((m) => ({
      username: m.username,
      level: team.get(m.mid) ?? 1,
      betAmount: toMajor(m.bet_amount),
      payoutAmount: toMajor(m.payout_amount),
      deductions: toMajor(m.deductions),
    })),
    downlines: downlines.map((d) => ({
      username: d.username,
      rate: d.rate_bp / 100,
      baseAmount: toMajor(d.base_amount),
      amount: toMajor(d.amount),
      recordId: d.downline_record_id,
    })),
  };
}
