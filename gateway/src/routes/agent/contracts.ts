import type { Db } from '../../db/open-db';
import type { AgentContract, ConsolidatedFundsValue, ContractKind, ContractRecord } from '@jogo/shared/api';
import { toMajor } from '../wallet/common';
import { failpoint, move } from '../wallet/ledger';

/**
 * Agent contracts and their settlement. An upline offers a rate to a direct downline agent; the
 * downline accepts (signs) it. The house pays each signed contract per period:
 * - REALTIME every 5 minutes (spec 9), HOURLY every hour, DAILY every day: rate % of the team's
 *   turnover (sum of bets of the contract holder's downline, recursively) in the period;
 * - DIVIDEND every 7 days: rate % of the team's net loss (bets - payouts) when positive.
 * Settlement is idempotent: `settled_until` advances in the same transaction as the record and the
 * wallet credit, and (contract_id, period_start) is unique.
 */

export const KINDS: ContractKind[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];
export const PERIOD_MS: Record<ContractKind, number> = {
  REALTIME: 5 * 60_000,
  HOURLY: 3600_000,
  DAILY: 86400_000,
  DIVIDEND: 7 * 86400_000,
};

export interface ContractRow {
  id: number;
  kind: ContractKind;
  from_member_id: number | null;
  to_member_id: number;
  rate_bp: number;
  status: AgentContract['status'];
  created_at: string;
  signed_at: string | null;
  settled_until: string | null;
  from_username: string | null;
  to_username: string;
}

export const CONTRACT_SELECT = `SELECT c.*, f.username AS from_username, t.username AS to_username
  FROM agent_contract c LEFT JOIN member f ON f.id = c.from_member_id JOIN member t ON t.id = c.to_member_id`;

export const toContract = (r: ContractRow): AgentContract => ({
  id: r.id,
  kind: r.kind,
  fromUsername: r.from_username ?? 'house',
  toUsername: r.to_username,
  rate: r.rate_bp / 100,
  status: r.status,
  createdAt: r.created_at,
  signedAt: r.signed_at,
});

export const toRecord = (r: {
  id: number;
  contract_id: number;
  username: string;
  base_amount: number;
  amount: number;
  period_start: string;
  period_end: string;
  created_at: string;
}): ContractRecord => ({
  id: r.id,
  contractId: r.contract_id,
  username: r.username,
  baseAmount: toMajor(r.base_amount),
  amount: toMajor(r.amount),
  periodStart: r.period_start,
  periodEnd: r.period_end,
  createdAt: r.created_at,
});

/** @returns the downline of a member, recursively: id → level (1 = direct). */
export function teamOf(db: Db, memberId: number): Map<number, number> {
  const rows = db
    .prepare(
      `WITH RECURSIVE team(id, lvl) AS (
         SELECT id, 1 FROM member WHERE parent_id = ?
         UNION ALL SELECT m.id, t.lvl + 1 FROM member m JOIN team t ON m.parent_id = t.id WHERE t.lvl < 50)
       SELECT id, lvl FROM team`,
    )
    .all(memberId) as { id: number; lvl: number }[];
  return new Map(rows.map((r) => [r.id, r.lvl]));
}

export function signedContract(db: Db, memberId: number, kind: ContractKind): ContractRow | undefined {
  return db
    .prepare(`${CONTRACT_SELECT} WHERE c.to_member_id = ? AND c.kind = ? AND c.status = 'SIGNED'`)
    .get(memberId, kind) as ContractRow | undefined;
}

/** Feature flags of the consolidated-funds call: 1 signed, 2 an offer waits, 0 none. */
export function contractFlags(db: Db, memberId: number): ConsolidatedFundsValue {
  const rows = db
    .prepare(
      "SELECT kind, status FROM agent_contract WHERE to_member_id = ? AND status IN ('SIGNED', 'OFFERED')",
    )
    .all(memberId) as {
    kind: ContractKind;
    status: string;
  }[];
  const code = (k: ContractKind): 0 | 1 | 2 =>
    rows.some((r) => r.kind === k && r.status === 'SIGNED') ? 1 : rows.some((r) => r.kind === k) ? 2 : 0;
  return {
    dailysalreqtype: code('DAILY'),
    divtypereq: code('DIVIDEND'),
    contracthoursalreq: code('HOURLY'),
    realtimesalreqtype: code('REALTIME'),
    contractInfo: {
      hasDividendContract: code('DIVIDEND') === 1,
      hasDailySalaryContract: code('DAILY') === 1,
      hasHourlySalaryContract: code('HOURLY') === 1,
      hasRealTimeSalaryContract: code('REALTIME') === 1,
      hasPendingContract: rows.some((r) => r.status === 'OFFERED'),
    },
  };
}

/** The base of one period: team turnover, or team net loss for a dividend. */
function periodBase(db: Db, kind: ContractKind, memberId: number, from: string, to: string): number {
  const ids = [...teamOf(db, memberId).keys()];
  if (!ids.length) return 0;
  const r = db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS bet, COALESCE(SUM(payout), 0) AS payout FROM bet
       WHERE member_id IN (${ids.map(() => '?').join(',')}) AND created_at >= ? AND created_at < ?`,
    )
    .get(...ids, from, to) as { bet: number; payout: number };
  return kind === 'DIVIDEND' ? Math.max(0, r.bet - r.payout) : r.bet;
}

/**
 * Settles every signed contract of a kind up to the last full period before `now`.
 * @returns the records written
 */
export function settleContracts(
  db: Db,
  kind: ContractKind,
  now = Date.now(),
): { contractId: number; amount: number }[] {
  const period = PERIOD_MS[kind];
  const end = Math.floor(now / period) * period;
  const contracts = db
    .prepare(`${CONTRACT_SELECT} WHERE c.kind = ? AND c.status = 'SIGNED'`)
    .all(kind) as ContractRow[];
  const out: { contractId: number; amount: number }[] = [];
  for (const c of contracts) {
    const startMs = Date.parse(c.settled_until ?? c.signed_at ?? c.created_at);
    if (end <= startMs) continue;
    const from = new Date(startMs).toISOString();
    const to = new Date(end).toISOString();
    db.transaction(() => {
      // re-read inside the transaction: a concurrent settle may have advanced it already
      const cur = db.prepare('SELECT settled_until, status FROM agent_contract WHERE id = ?').get(c.id) as {
        settled_until: string | null;
        status: string;
      };
      if (cur.status !== 'SIGNED' || (cur.settled_until && Date.parse(cur.settled_until) >= end)) return;
      const base = periodBase(db, kind, c.to_member_id, from, to);
      const amount = Math.floor((base * c.rate_bp) / 10000);
      if (amount > 0) {
        const r = db
          .prepare(
            'INSERT INTO contract_record (contract_id, member_id, kind, base_amount, amount, period_start, period_end, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(c.id, c.to_member_id, kind, base, amount, from, to, new Date(now).toISOString());
        failpoint('salary.after_record');
        move(db, {
          memberId: c.to_member_id,
          amount,
          type: 'SALARY',
          reference: `contract:${c.id}:${r.lastInsertRowid}`,
          remark: kind,
          now,
        });
        out.push({ contractId: c.id, amount });
      }
      db.prepare('UPDATE agent_contract SET settled_until = ? WHERE id = ?').run(to, c.id);
    })();
  }
  return out;
}

/** Settles every kind; the server calls it every 5 minutes (each kind pays only its full periods). */
export function settleAll(db: Db, now = Date.now()): number {
  return KINDS.reduce((n, k) => n + settleContracts(db, k, now).length, 0);
}
