import type { Db } from '../../db/open-db';
import type {
  AgentContract,
  ConsolidatedFundsValue,
  ContractKind,
  ContractPeriod,
  ContractRecord,
} from '@jogo/shared/api';
import { badRequest } from '../../http/errors';
import { toMajor } from '../ledger/money';
import { failpoint, move } from '../ledger/ledger';
import { nowOf, siteZone } from '../site/clock';
import { DEFAULT_PERIOD, nextBoundary, periodStart } from './periods';
import { deductionsByMember, idList, playByMember, SETTLE_TIME } from './play';

/**
 * Agent contracts and their settlement. An upline offers a rate to a direct downline agent; the
 * downline accepts (signs) it. The house pays each signed contract per period of the site's time zone:
 * - REALTIME every 5 minutes (spec 9), HOURLY every hour, DAILY every day: rate % of the team's
 *   settled turnover (the play of the holder's downline, recursively, `./play`) in the period;
 * - DIVIDEND per its own period (daily, weekly by default, semi-monthly or monthly): rate % of the
 *   team's net loss (stakes - payouts - bonuses and rebates), a negative period carried forward;
 * - along a chain by the difference model: the holder's rate minus its direct downline agents' rates on
 *   their sub-teams' part (`settlePeriod`).
 * Invariants: each period settles in its own transaction that writes the statement, the ledger credit
 * (through the wallet's `move()`) and advances `settled_until` together, so a crash between two periods
 * leaves every earlier period paid and none half-paid; (contract_id, period_start) is unique, so even a
 * second writer cannot pay a period twice; a period is settled only once it has ended by the gateway's
 * real clock (`nowOf`); and play is read by settle time, so a settled period's base never changes.
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
  /** the holder's merchant (its site's time zone sets the periods) */
  merchant: string;
  /** negative result a dividend carries into its next period */
  carry: number;
}

export const CONTRACT_SELECT = `SELECT c.*, f.username AS from_username, t.username AS to_username, t.merchant_code AS merchant
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

/** A contract_record row as read with the holder's username and its member count. */
export interface RecordRow {
  id: number;
  contract_id: number;
  kind: ContractKind;
  username: string;
  base_amount: number;
  amount: number;
  period_start: string;
  period_end: string;
  created_at: string;
  rate_bp: number;
  bet_amount: number;
  payout_amount: number;
  deductions: number;
  carry_in: number;
  gross: number;
  downline_amount: number;
  paid_at: string | null;
  member_count: number;
}

/** SELECT of statements (alias r) with the holder's username and the count of members behind the base. */
export const RECORD_SELECT = `SELECT r.*, m.username,
  (SELECT COUNT(*) FROM contract_statement_member x WHERE x.record_id = r.id) AS member_count
  FROM contract_record r JOIN member m ON m.id = r.member_id`;

export const toRecord = (r: RecordRow): ContractRecord => ({
  id: r.id,
  contractId: r.contract_id,
  kind: r.kind,
  username: r.username,
  baseAmount: toMajor(r.base_amount),
  betAmount: toMajor(r.bet_amount),
  payoutAmount: toMajor(r.payout_amount),
  deductions: toMajor(r.deductions),
  carryIn: toMajor(r.carry_in),
  rate: r.rate_bp / 100,
  gross: toMajor(r.gross),
  downlineAmount: toMajor(r.downline_amount),
  amount: toMajor(r.amount),
  periodStart: r.period_start,
  periodEnd: r.period_end,
  createdAt: r.created_at,
  paidAt: r.paid_at,
  memberCount: r.member_count,
});

/**
 * @returns the downline of a member, recursively: id → level (1 = direct), from member_ancestor (migration 191:
 * one range of its key, where a recursive walk of member.parent_id cost a seek per member)
 */
export async function teamOf(db: Db, memberId: number): Promise<Map<number, number>> {
  const rows = (await db.all(
    'SELECT member_id AS id, depth AS lvl FROM member_ancestor WHERE ancestor_id = ? AND depth > 0',
    memberId,
  )) as { id: number; lvl: number }[];
  return new Map(rows.map((r) => [r.id, r.lvl]));
}

export async function signedContract(
  db: Db,
  memberId: number,
  kind: ContractKind,
): Promise<ContractRow | undefined> {
  return (await db.get(
    `${CONTRACT_SELECT} WHERE c.to_member_id = ? AND c.kind = ? AND c.status = 'SIGNED'`,
    memberId,
    kind,
  )) as ContractRow | undefined;
}

/** Feature flags of the consolidated-funds call: 1 signed, 2 an offer waits, 0 none. */
export async function contractFlags(db: Db, memberId: number): Promise<ConsolidatedFundsValue> {
  const rows = (await db.all(
    "SELECT kind, status FROM agent_contract WHERE to_member_id = ? AND status IN ('SIGNED', 'OFFERED')",
    memberId,
  )) as {
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

/** Most periods one call settles per contract (a gateway down for days catches up over a few ticks). */
const MAX_PERIODS_PER_CALL = 2000;

export interface Payment {
  contractId: number;
  recordId: number;
  amount: number;
  periodStart: string;
}

/** The first instant at or after `from` when the team of `ids` had play (or, for a dividend, a deduction). */
async function nextActivity(
  db: Db,
  ids: number[],
  kind: ContractKind,
  from: string,
  to: string,
): Promise<number | null> {
  const bet = (await db.get(
    `SELECT MIN(${SETTLE_TIME}) AS t FROM bet b WHERE b.member_id IN (${idList(ids)}) AND b.status = 'SETTLED'
       AND ${SETTLE_TIME} >= ? AND ${SETTLE_TIME} < ?`,
    from,
    to,
  )) as { t: string | null };
  let t = bet.t;
  if (kind === 'DIVIDEND') {
    const d = (await db.get(
      `SELECT MIN(created_at) AS t FROM ledger WHERE member_id IN (${idList(ids)}) AND type IN ('BONUS', 'REBATE')
         AND created_at >= ? AND created_at < ?`,
      from,
      to,
    )) as { t: string | null };
    if (d.t && (!t || d.t < t)) t = d.t;
  }
  return t ? Date.parse(t) : null;
}

/**
 * Settles every signed contract of a kind, one transaction per ended period, up to `now` but never past the
 * gateway's real now (`nowOf`): a period is settled only once it has really ended, whatever clock a caller
 * passes. Periods without play advance without a record.
 * @returns the statements written
 */
export async function settleContracts(db: Db, kind: ContractKind, now = nowOf(db)): Promise<Payment[]> {
  const limit = Math.min(now, nowOf(db));
  const contracts = (await db.all(
    `${CONTRACT_SELECT} WHERE c.kind = ? AND c.status = 'SIGNED'`,
    kind,
  )) as ContractRow[];
  const out: Payment[] = [];
  for (const c of contracts) {
    const period = periodOf(c);
    const zone = await siteZone(db, c.merchant);
    const ids = [...(await teamOf(db, c.to_member_id)).keys()];
    const last = periodStart(limit, period, zone); // the end of the last period that has ended
    let start = Date.parse(c.settled_until ?? c.signed_at ?? c.created_at);
    for (let i = 0; i < MAX_PERIODS_PER_CALL && start < last; i++) {
      const end = nextBoundary(start, period, zone);
      if (end > limit) break;
      const next = await nextActivity(db, ids, kind, iso(start), iso(last));
      if (next === null || next >= end) {
        // nothing was played until `next`: jump over the empty periods without a statement
        const to = next === null ? last : Math.min(periodStart(next, period, zone), last);
        await db.run(
          'UPDATE agent_contract SET settled_until = ? WHERE id = ? AND settled_until IS NOT DISTINCT FROM ?',
          iso(to),
          c.id,
          c.settled_until,
        );
        c.settled_until = iso(to);
        start = to;
        continue;
      }
      const paid = await settlePeriod(db, c, ids, start, end, now);
      if (paid) out.push(paid);
      c.settled_until = iso(end);
      start = end;
    }
  }
  return out;
}

const iso = (t: number) => new Date(t).toISOString();

/**
 * One period of one contract, in one transaction (README "agent pay"):
 * - the base is the team's play in the period (`./play`): settled turnover for a salary; for a dividend the
 *   net loss (stakes - payouts - bonuses and rebates the team received) plus the negative result carried from
 *   earlier periods;
 * - the difference model: each direct downline agent holding a signed contract of the kind takes its own
 *   rate of its own sub-team's base; the holder gets its rate of the whole base minus those parts, so along
 *   a chain the house pays the top rate once (20 / 15 / 5 % pay 5, 10 and 5 %);
 * - a dividend whose base is negative pays nothing and carries the loss into the next period;
 * - a salary is credited at once; a dividend waits for the agent's claim (`claimDividends`).
 */
async function settlePeriod(
  db: Db,
  c: ContractRow,
  ids: number[],
  startMs: number,
  endMs: number,
  now: number,
): Promise<Payment | null> {
  const from = iso(startMs);
  const to = iso(endMs);
  const at = iso(now);
  return await db.transaction(async (): Promise<Payment | null> => {
    // re-read inside the transaction: another settle (a second process, a retry) may have done it already
    const cur = (await db.get(
      'SELECT settled_until, status, carry FROM agent_contract WHERE id = ?',
      c.id,
    )) as { settled_until: string | null; status: string; carry: number };
    if (cur.status !== 'SIGNED' || (cur.settled_until && Date.parse(cur.settled_until) >= endMs)) return null;
    // take the period before writing anything: a compare-and-set on the contract row. Of two settlements at
    // once (two processes; the timer and the development control), one moves `settled_until`; on PostgreSQL
    // the other waits for that row, fails to serialize and runs again, finding the period settled (without
    // this it reached the statement's unique key first and failed with a duplicate key)
    const took = await db.run(
      'UPDATE agent_contract SET settled_until = ? WHERE id = ? AND settled_until IS NOT DISTINCT FROM ?',
      to,
      c.id,
      cur.settled_until,
    );
    if (took.changes !== 1) return null;
    const dividend = c.kind === 'DIVIDEND';
    const play = await playByMember(db, { agentId: c.to_member_id, ids }, { from, to });
    const ded = dividend ? await deductionsByMember(db, ids, from, to) : new Map<number, number>();
    const members = [...new Set([...play.keys(), ...ded.keys()])]
      .map((id) => ({
        id,
        bet: play.get(id)?.bet ?? 0,
        payout: play.get(id)?.payout ?? 0,
        ded: ded.get(id) ?? 0,
      }))
      .filter((m) => m.bet || m.payout || m.ded);
    const baseOf = (ms: typeof members) =>
      ms.reduce((s, m) => s + (dividend ? m.bet - m.payout - m.ded : m.bet), 0);
    const base = baseOf(members);
    const carryIn = dividend ? cur.carry : 0;
    const effective = base + carryIn;
    // the difference model: what each direct downline agent's own contract takes of its sub-team's base
    const downlines = await Promise.all(
      (
        (await db.all(
          `SELECT c2.to_member_id AS id, c2.rate_bp FROM agent_contract c2 JOIN member m ON m.id = c2.to_member_id
           WHERE m.parent_id = ? AND c2.kind = ? AND c2.status = 'SIGNED'`,
          c.to_member_id,
          c.kind,
        )) as { id: number; rate_bp: number }[]
      ).map(async (d) => {
        const sub = await teamOf(db, d.id);
        const dBase = baseOf(members.filter((m) => sub.has(m.id)));
        return { ...d, base: dBase, amount: Math.floor((Math.max(0, dBase) * d.rate_bp) / 10000) };
      }),
    );
    const downlineAmount = downlines.reduce((s, d) => s + d.amount, 0);
    const gross = effective > 0 ? Math.floor((effective * c.rate_bp) / 10000) : 0;
    const amount = Math.max(0, gross - downlineAmount);
    const carryOut = dividend && effective < 0 ? effective : 0;
    let paid: Payment | null = null;
    if (members.length) {
      const bet = members.reduce((s, m) => s + m.bet, 0);
      const payout = members.reduce((s, m) => s + m.payout, 0);
      const deductions = members.reduce((s, m) => s + m.ded, 0);
      // a dividend waits for its claim; a salary (or nothing to pay) is settled as it is written
      const paidAt = dividend && amount > 0 ? null : at;
      const r = await db.insert(
        `INSERT INTO contract_record (contract_id, member_id, kind, base_amount, amount, period_start, period_end, created_at,
             rate_bp, bet_amount, payout_amount, deductions, carry_in, gross, downline_amount, paid_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        c.id,
        c.to_member_id,
        c.kind,
        base,
        amount,
        from,
        to,
        at,
        c.rate_bp,
        bet,
        payout,
        deductions,
        carryIn,
        gross,
        downlineAmount,
        paidAt,
      );
      const recordId = Number(r);
      const mem =
        'INSERT INTO contract_statement_member (record_id, member_id, bet_amount, payout_amount, deductions) VALUES (?, ?, ?, ?, ?)';
      for (const m of members) await db.run(mem, recordId, m.id, m.bet, m.payout, m.ded);
      const dl =
        'INSERT INTO contract_statement_downline (record_id, member_id, rate_bp, base_amount, amount) VALUES (?, ?, ?, ?, ?)';
      for (const d of downlines) if (d.base) await db.run(dl, recordId, d.id, d.rate_bp, d.base, d.amount);
      failpoint('salary.after_record');
      if (amount > 0 && !dividend)
        await move(db, {
          memberId: c.to_member_id,
          amount,
          type: 'SALARY',
          reference: `contract:${c.id}:${recordId}`,
          remark: c.kind,
          now,
        });
      failpoint('salary.after_credit');
      paid = { contractId: c.id, recordId, amount, periodStart: from };
    }
    await db.run('UPDATE agent_contract SET settled_until = ?, carry = ? WHERE id = ?', to, carryOut, c.id);
    return paid;
  });
}

/**
 * Claims settled dividends of `memberId` (one record, or every unclaimed one): each record is marked paid and
 * credited in one transaction, conditionally on being unclaimed, so a double click or two tabs pay once.
 * @returns the amount credited (minor units)
 * @throws 400 `contract.nothing_to_claim`
 */
export async function claimDividends(db: Db, memberId: number, recordId?: number): Promise<number> {
  return await db.transaction(async () => {
    const rows = (await db.all(
      `SELECT id, contract_id, amount, kind FROM contract_record
         WHERE member_id = ? AND paid_at IS NULL AND amount > 0 ${recordId ? 'AND id = ?' : ''} ORDER BY id`,
      ...(recordId ? [memberId, recordId] : [memberId]),
    )) as {
      id: number;
      contract_id: number;
      amount: number;
      kind: ContractKind;
    }[];
    if (!rows.length) throw badRequest('contract.nothing_to_claim');
    const at = nowOf(db);
    let total = 0;
    for (const r of rows) {
      const u = await db.run(
        'UPDATE contract_record SET paid_at = ? WHERE id = ? AND paid_at IS NULL',
        iso(at),
        r.id,
      );
      if (u.changes !== 1) continue;
      await move(db, {
        memberId,
        amount: r.amount,
        type: 'SALARY',
        reference: `contract:${r.contract_id}:${r.id}`,
        remark: r.kind,
        now: at,
      });
      total += r.amount;
    }
    return total;
  });
}

/** Settles every kind; the server calls it every 5 minutes (each kind pays only its ended periods). */
export async function settleAll(db: Db, now?: number): Promise<number> {
  const at = now ?? nowOf(db);
  let n = 0;
  for (const k of KINDS) n += (await settleContracts(db, k, at)).length;
  return n;
}
