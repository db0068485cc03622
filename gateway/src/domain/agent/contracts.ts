import type { Db } from '../../db/open-db';
import type {
  AgentContract,
  ConsolidatedFundsValue,
  ContractKind,
  ContractPeriod,
  ContractRecord,
} from '@jogo/shared/api';
import { toMajor } from '../ledger/money';
import { failpoint, move } from '../ledger/ledger';
import { DEFAULT_PERIOD, nextBoundary } from './periods';

/**
 * Agent contracts and their settlement. An upline offers a rate to a direct downline agent; the
 * downline accepts (signs) it. The house pays each signed contract per period:
 * - REALTIME every 5 minutes (spec 9), HOURLY every hour, DAILY every day: rate % of the team's
 *   turnover (sum of bets of the contract holder's downline, recursively) in the period;
 * - DIVIDEND per its own period (daily, weekly by default, semi-monthly or monthly): rate % of the
 *   team's net loss (bets - payouts) when positive.
 * Invariants: each period settles in its own transaction that writes the record, the ledger credit
 * (through the wallet's `move()`) and advances `settled_until` together, so a crash between two periods
 * leaves every earlier period paid and none half-paid; (contract_id, period_start) is unique, so even a
 * second writer cannot pay a period twice; and a period is settled only once it has ended by the
 * gateway's clock (`agentNow`).
 */

export const KINDS: ContractKind[] = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'];
/** The settlement tick: the shortest period (real-time salary, spec 9). */
export const SETTLE_TICK_MS = 5 * 60_000;

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
  period: ContractPeriod | null;
  from_username: string | null;
  to_username: string;
}

export const CONTRACT_SELECT = `SELECT c.*, f.username AS from_username, t.username AS to_username
  FROM agent_contract c LEFT JOIN member f ON f.id = c.from_member_id JOIN member t ON t.id = c.to_member_id`;

export const periodOf = (r: Pick<ContractRow, 'kind' | 'period'>): ContractPeriod =>
  r.period ?? DEFAULT_PERIOD[r.kind];

export const toContract = (r: ContractRow): AgentContract => ({
  id: r.id,
  kind: r.kind,
  fromUsername: r.from_username ?? 'house',
  toUsername: r.to_username,
  rate: r.rate_bp / 100,
  status: r.status,
  period: periodOf(r),
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

/** Most periods one call settles per contract (a gateway down for days catches up over a few ticks). */
const MAX_PERIODS_PER_CALL = 2000;

/**
 * Settles every signed contract of a kind, one transaction per ended period, up to `now`.
 * @returns the payments made (periods with nothing to pay advance without a record)
 */
export function settleContracts(
  db: Db,
  kind: ContractKind,
  now = Date.now(),
): { contractId: number; amount: number; periodStart: string }[] {
  const contracts = db
    .prepare(`${CONTRACT_SELECT} WHERE c.kind = ? AND c.status = 'SIGNED'`)
    .all(kind) as ContractRow[];
  const out: { contractId: number; amount: number; periodStart: string }[] = [];
  for (const c of contracts) {
    const period = periodOf(c);
    let start = Date.parse(c.settled_until ?? c.signed_at ?? c.created_at);
    for (let i = 0; i < MAX_PERIODS_PER_CALL; i++) {
      const end = nextBoundary(start, period);
      if (end > now) break;
      const paid = settlePeriod(db, c, start, end, now);
      if (paid) out.push(paid);
      start = end;
    }
  }
  return out;
}

function settlePeriod(
  db: Db,
  c: ContractRow,
  startMs: number,
  endMs: number,
  now: number,
): { contractId: number; amount: number; periodStart: string } | null {
  const from = new Date(startMs).toISOString();
  const to = new Date(endMs).toISOString();
  return db.transaction(() => {
    // re-read inside the transaction: another settle (a second process, a retry) may have done it already
    const cur = db.prepare('SELECT settled_until, status FROM agent_contract WHERE id = ?').get(c.id) as {
      settled_until: string | null;
      status: string;
    };
    if (cur.status !== 'SIGNED' || (cur.settled_until && Date.parse(cur.settled_until) >= endMs)) return null;
    const base = periodBase(db, c.kind, c.to_member_id, from, to);
    const amount = Math.floor((base * c.rate_bp) / 10000);
    let paid: { contractId: number; amount: number; periodStart: string } | null = null;
    if (amount > 0) {
      const r = db
        .prepare(
          'INSERT INTO contract_record (contract_id, member_id, kind, base_amount, amount, period_start, period_end, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(c.id, c.to_member_id, c.kind, base, amount, from, to, new Date(now).toISOString());
      failpoint('salary.after_record');
      move(db, {
        memberId: c.to_member_id,
        amount,
        type: 'SALARY',
        reference: `contract:${c.id}:${r.lastInsertRowid}`,
        remark: c.kind,
        now,
      });
      failpoint('salary.after_credit');
      paid = { contractId: c.id, amount, periodStart: from };
    }
    db.prepare('UPDATE agent_contract SET settled_until = ? WHERE id = ?').run(to, c.id);
    return paid;
  })();
}

/** Settles every kind; the server calls it every 5 minutes (each kind pays only its ended periods). */
export function settleAll(db: Db, now = Date.now()): number {
  return KINDS.reduce((n, k) => n + settleContracts(db, k, now).length, 0);
}
