import type { AgentIncomeValue, ContractKind } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { dateRange, totalPages } from '../../http/paging';
import { toMajor } from '../ledger/money';
import { daysOf } from './reports';
import type { Page, ReportFilters } from './team';

const none = (): Record<ContractKind, number> => ({ DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0 });
const major = (k: Record<ContractKind, number>) => ({
  DIVIDEND: toMajor(k.DIVIDEND),
  DAILY: toMajor(k.DAILY),
  HOURLY: toMajor(k.HOURLY),
  REALTIME: toMajor(k.REALTIME),
});

/** `GET /wps/agent/income`: the agent's settlement records in a range, by kind and per day. */
export function agentIncome(
  db: Db,
  memberId: number,
  q: Pick<ReportFilters, 'startDate' | 'endDate'> & Page,
): AgentIncomeValue {
  const [from, to] = dateRange(q.startDate, q.endDate);
  const rows = db
    .prepare(
      'SELECT * FROM contract_record WHERE member_id = ? AND created_at >= ? AND created_at < ? ORDER BY id DESC',
    )
    .all(memberId, from, to) as {
    id: number;
    kind: ContractKind;
    amount: number;
    base_amount: number;
    period_start: string;
    period_end: string;
    created_at: string;
  }[];
  const byKind = none();
  const perDay = new Map<string, Record<ContractKind, number>>();
  for (const r of rows) {
    byKind[r.kind] += r.amount;
    const d = r.created_at.slice(0, 10);
    const day = perDay.get(d) ?? none();
    day[r.kind] += r.amount;
    perDay.set(d, day);
  }
  return {
    content: rows.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: toMajor(r.amount),
      baseAmount: toMajor(r.base_amount),
      periodStart: r.period_start,
      periodEnd: r.period_end,
      createdAt: r.created_at,
    })),
    totalPages: totalPages(rows.length, q.pageSize),
    total: toMajor(rows.reduce((s, r) => s + r.amount, 0)),
    byKind: major(byKind),
    series: daysOf(from, to).map((d) => ({ date: d, ...major(perDay.get(d) ?? none()) })),
  };
}
