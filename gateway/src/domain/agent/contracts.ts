import type { Db } from '../../db/open-db';
import type {
  AgentContract,
  ConsolidatedFundsValue,
  ContractKind,
  ContractPeriod,
  ContractRecord,
} from '@jogo/shared/api';
import { badRequest } from '../errors';
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
 * - along a chain (the contracts of a kind held in one top contract's team) by the difference model, all the
 *   chain's contracts on the same spans and in one transaction (`settleSpan`): the chain pays its top contract's
 *   gross, each agent its rate minus the part of the contracted agents below it, and an upline's statement lists
 *   their own statements; a change (accept, replace, close) first settles the chains around it up to that
 *   instant (`settleBeforeChange`).
 * Invariants: each span of a chain settles in its own transaction that writes the statements, the ledger credits
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

/** The period a contract settles on when it is the top of its chain (below, the chain's top contract's). */
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
  capped: number;
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
  capped: toMajor(r.capped),
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
  const rows = await db.all<{ id: number; lvl: number }>(
    'SELECT member_id AS id, depth AS lvl FROM member_ancestor WHERE ancestor_id = ? AND depth > 0',
    memberId,
  );
  return new Map(rows.map((r) => [r.id, r.lvl]));
}

export async function signedContract(
  db: Db,
  memberId: number,
  kind: ContractKind,
): Promise<ContractRow | undefined> {
  return await db.get<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.to_member_id = ? AND c.kind = ? AND c.status = 'SIGNED'`,
    memberId,
    kind,
  );
}

/** Feature flags of the consolidated-funds call: 1 signed, 2 an offer waits, 0 none. */
export async function contractFlags(db: Db, memberId: number): Promise<ConsolidatedFundsValue> {
  const rows = await db.all<{
    kind: ContractKind;
    status: string;
  }>(
    "SELECT kind, status FROM agent_contract WHERE to_member_id = ? AND status IN ('SIGNED', 'OFFERED')",
    memberId,
  );
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
  const bet = (await db.get<{ t: string | null }>(
    `SELECT MIN(${SETTLE_TIME}) AS t FROM bet b WHERE b.member_id IN (${idList(ids)}) AND b.status = 'SETTLED'
       AND ${SETTLE_TIME} >= ? AND ${SETTLE_TIME} < ?`,
    from,
    to,
  ))!;
  let t = bet.t;
  if (kind === 'DIVIDEND') {
    const d = (await db.get<{ t: string | null }>(
      `SELECT MIN(created_at) AS t FROM ledger WHERE member_id IN (${idList(ids)}) AND type IN ('BONUS', 'REBATE')
         AND created_at >= ? AND created_at < ?`,
      from,
      to,
    ))!;
    if (d.t && (!t || d.t < t)) t = d.t;
  }
  return t ? Date.parse(t) : null;
}

/** Thrown inside a span's transaction when another settlement moved one of its contracts first (rolls it back). */
class Raced extends Error {}

/** SQL (alias `c`): the contract's holder has no ancestor holding a signed contract of the same kind. */
const TOP_OF_CHAIN = `NOT EXISTS (SELECT 1 FROM member_ancestor a JOIN agent_contract u ON u.to_member_id = a.ancestor_id
    AND u.kind = c.kind AND u.status = 'SIGNED' WHERE a.member_id = c.to_member_id AND a.depth > 0)`;

/** The signed contracts of a chain: its top one and every signed contract of the kind in the top holder's team. */
async function chainOf(db: Db, top: ContractRow): Promise<ContractRow[]> {
  return await db.all<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.kind = ? AND c.status = 'SIGNED'
       AND c.to_member_id IN (SELECT member_id FROM member_ancestor WHERE ancestor_id = ?)`,
    top.kind,
    top.to_member_id,
  );
}

const startOf = (c: ContractRow) => Date.parse(c.settled_until ?? c.signed_at ?? c.created_at);

/**
 * Settles every signed contract of a kind, one transaction per ended period and chain, up to `now` but never past
 * the gateway's real now (`nowOf`): a period is settled only once it has really ended, whatever clock a caller
 * passes. Periods without play advance without a record.
 * @returns the statements written
 */
export async function settleContracts(db: Db, kind: ContractKind, now = nowOf(db)): Promise<Payment[]> {
  const limit = Math.min(now, nowOf(db));
  const tops = await db.all<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.kind = ? AND c.status = 'SIGNED' AND ${TOP_OF_CHAIN}`,
    kind,
  );
  const out: Payment[] = [];
  for (const top of tops) out.push(...(await settleChain(db, top, limit, false, now)));
  return out;
}

/**
 * Settles, up to the instant `at` (a contract change: accept, replace, close), every chain of `kind` that holds
 * `memberId`, an agent above it or one below it, so that the change starts on a settled chain: play before it is
 * paid under the old contracts, play after it under the new ones, once each. Runs inside the caller's transaction.
 */
export async function settleBeforeChange(
  db: Db,
  memberId: number,
  kind: ContractKind,
  at: number,
): Promise<Payment[]> {
  const tops = await db.all<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.kind = ? AND c.status = 'SIGNED' AND ${TOP_OF_CHAIN}
       AND (c.to_member_id IN (SELECT ancestor_id FROM member_ancestor WHERE member_id = ?)
         OR c.to_member_id IN (SELECT member_id FROM member_ancestor WHERE ancestor_id = ?))`,
    kind,
    memberId,
    memberId,
  );
  const out: Payment[] = [];
  const limit = Math.min(at, nowOf(db));
  for (const top of tops) out.push(...(await settleChain(db, top, limit, true, at)));
  return out;
}

/**
 * One chain (docs/gateway/design-notes.md "agent pay: chains"): the top contract's periods are the chain's, so every contract of the
 * chain settles the same spans. A span is a period, cut where a contract of the chain joined (its `settled_until`)
 * and, with `partial`, at `limit` itself (a change); each span of the chain is one transaction (`settleSpan`).
 */
async function settleChain(
  db: Db,
  top: ContractRow,
  limit: number,
  partial: boolean,
  now: number,
): Promise<Payment[]> {
  const period = periodOf(top);
  const zone = await siteZone(db, top.merchant);
  const ids = [...(await teamOf(db, top.to_member_id)).keys()];
  const last = partial ? limit : periodStart(limit, period, zone); // the end of the last span to settle
  const out: Payment[] = [];
  let nodes = await chainOf(db, top);
  for (let i = 0; i < MAX_PERIODS_PER_CALL && nodes.length; i++) {
    const start = Math.min(...nodes.map(startOf));
    if (start >= last) break;
    // the span: to the period's end, but no further than a contract that joins later or the limit
    const joins = nodes.map(startOf).filter((t) => t > start);
    const cut = Math.min(last, ...joins);
    const end = Math.min(nextBoundary(start, period, zone), cut);
    const active = nodes.filter((n) => startOf(n) === start);
    const next = await nextActivity(db, ids, top.kind, iso(start), iso(cut));
    try {
      if (next === null || next >= end) {
        // nothing was played until `next`: jump over the empty periods without a statement
        const to = next === null ? cut : Math.min(Math.max(periodStart(next, period, zone), end), cut);
        await db.transaction(async () => {
          for (const n of active) await take(db, n, to);
        });
        for (const n of active) n.settled_until = iso(to);
        continue;
      }
      out.push(...(await settleSpan(db, active, ids, top.to_member_id, start, end, now)));
    } catch (e) {
      if (!(e instanceof Raced)) throw e;
      // another settlement moved a contract of the chain: read the chain again
      nodes = await chainOf(db, top);
    }
  }
  return out;
}

/**
 * Moves a contract's `settled_until` from what it was read at to `to`, only if nobody moved it meanwhile and it is
 * still signed: of two settlements at once (two processes; the timer and the development control), one moves it;
 * on PostgreSQL the other waits for that row, fails to serialize and runs again, finding the span settled.
 * @throws Raced when another settlement (or a change) came first
 */
async function take(db: Db, c: ContractRow, to: number): Promise<void> {
  const took = await db.run(
    `UPDATE agent_contract SET settled_until = ? WHERE id = ? AND status = 'SIGNED'
       AND COALESCE(settled_until, signed_at, created_at) = ?`,
    iso(to),
    c.id,
    c.settled_until ?? c.signed_at ?? c.created_at,
  );
  if (took.changes !== 1) throw new Raced();
}

const iso = (t: number) => new Date(t).toISOString();

interface Node {
  c: ContractRow;
  /** the nearest contracted agent above in this span (null: the top of the chain) */
  parent: Node | null;
  children: Node[];
  members: { id: number; bet: number; payout: number; ded: number }[];
  base: number;
  carryIn: number;
  gross: number;
  /** what this agent and the contracted agents below it are paid together */
  budget: number;
  amount: number;
  recordId: number | null;
}

/**
 * One span of a chain, in one transaction (docs/gateway/design-notes.md "agent pay"): every contract of the chain active in the span
 * writes its statement, and its ledger credit (a salary), and moves `settled_until`, or none does.
 * - the base of each contract is its holder's team's play in the span (`./play`): settled turnover for a salary;
 *   for a dividend the net loss (stakes - payouts - bonuses and rebates the team received), to which its own
 *   negative result carried from earlier spans is added (the effective base), and gross = rate x effective base;
 * - top down, the chain's pay is its top contract's gross: each contract's budget (what it and the contracted
 *   agents below it are paid) is its gross, cut to its upline's budget: the nearest contracted agents below an
 *   agent are paid their budgets first, shared in proportion to their gross when the upline's budget is smaller
 *   (a sub-team's dividend never exceeds what the team above it earned), and the agent keeps the rest. With
 *   rates 20 / 15 / 5 % on one team the three are paid 5, 10 and 5 %; an agent without a contract is looked
 *   through;
 * - each statement lists every contracted agent below with that agent's own statement of the span, whose amounts
 *   add up to the statement's downline part;
 * - a dividend whose effective base is negative pays nothing and carries it into the next span;
 * - a salary is credited at once; a dividend waits for the agent's claim (`claimDividends`).
 */
async function settleSpan(
  db: Db,
  active: ContractRow[],
  ids: number[],
  topHolder: number,
  startMs: number,
  endMs: number,
  now: number,
): Promise<Payment[]> {
  const from = iso(startMs);
  const to = iso(endMs);
  const at = iso(now);
  const kind = active[0]!.kind;
  const dividend = kind === 'DIVIDEND';
  return await db.transaction(async (): Promise<Payment[]> => {
    // take the span first (a compare-and-set on each contract row), then read the carries it settles with
    for (const c of active) await take(db, c, endMs);
    const holders = active.map((c) => c.to_member_id);
    const carries = new Map(
      (
        await db.all<{ id: number; carry: number }>(
          `SELECT id, carry FROM agent_contract WHERE id IN (${idList(active.map((c) => c.id))})`,
        )
      ).map((r) => [r.id, r.carry]),
    );
    const play = await playByMember(db, { agentId: topHolder, ids }, { from, to });
    const ded = dividend ? await deductionsByMember(db, ids, from, to) : new Map<number, number>();
    const members = [...new Set([...play.keys(), ...ded.keys()])]
      .map((id) => ({
        id,
        bet: play.get(id)?.bet ?? 0,
        payout: play.get(id)?.payout ?? 0,
        ded: ded.get(id) ?? 0,
      }))
      .filter((m) => m.bet || m.payout || m.ded);
    // who is below whom: each member's contracted ancestors, each holder's nearest contracted ancestor
    const below = await db.all<{ member_id: number; ancestor_id: number; depth: number }>(
      `SELECT member_id, ancestor_id, depth FROM member_ancestor
         WHERE ancestor_id IN (${idList(holders)}) AND depth > 0
           AND (member_id IN (${idList(members.map((m) => m.id))}) OR member_id IN (${idList(holders)}))`,
    );
    const nodes = new Map<number, Node>(
      active.map((c) => [
        c.to_member_id,
        {
          c,
          parent: null,
          children: [],
          members: [],
          base: 0,
          carryIn: dividend ? (carries.get(c.id) ?? 0) : 0,
          gross: 0,
          budget: 0,
          amount: 0,
          recordId: null,
        },
      ]),
    );
    const byId = new Map(members.map((m) => [m.id, m]));
    const nearest = new Map<number, { id: number; depth: number }>();
    for (const r of below) {
      const m = byId.get(r.member_id);
      if (m) nodes.get(r.ancestor_id)!.members.push(m);
      if (nodes.has(r.member_id)) {
        const n = nearest.get(r.member_id);
        if (!n || r.depth < n.depth) nearest.set(r.member_id, { id: r.ancestor_id, depth: r.depth });
      }
    }
    for (const [holder, n] of nodes) {
      const up = nearest.get(holder);
      if (up) {
        n.parent = nodes.get(up.id)!;
        n.parent.children.push(n);
      }
      n.base = n.members.reduce((s, m) => s + (dividend ? m.bet - m.payout - m.ded : m.bet), 0);
      const effective = n.base + n.carryIn;
      n.gross = effective > 0 ? Math.floor((effective * n.c.rate_bp) / 10000) : 0;
    }
    // top down: each budget is the gross, cut to what the upline's budget leaves
    const share = (n: Node) => {
      const claims = n.children.reduce((s, k) => s + k.gross, 0);
      for (const k of n.children)
        k.budget = claims <= n.budget ? k.gross : Math.floor((k.gross * n.budget) / claims);
      n.amount = n.budget - n.children.reduce((s, k) => s + k.budget, 0);
      n.children.forEach(share);
    };
    for (const n of nodes.values())
      if (!n.parent) {
        n.budget = n.gross;
        share(n);
      }
    const paid: Payment[] = [];
    // deepest first, so each statement can name the statements below it
    const order = [...nodes.values()].sort((x, y) => depthOf(y) - depthOf(x));
    for (const n of order) {
      const carryOut = dividend && n.base + n.carryIn < 0 ? n.base + n.carryIn : 0;
      await db.run('UPDATE agent_contract SET carry = ? WHERE id = ?', carryOut, n.c.id);
      if (!n.members.length) continue;
      const sum = (f: (m: Node['members'][number]) => number) => n.members.reduce((s, m) => s + f(m), 0);
      // a dividend waits for its claim; a salary (or nothing to pay) is settled as it is written
      const paidAt = dividend && n.amount > 0 ? null : at;
      n.recordId = Number(
        await db.insert(
          `INSERT INTO contract_record (contract_id, member_id, kind, base_amount, amount, period_start, period_end, created_at,
             rate_bp, bet_amount, payout_amount, deductions, carry_in, gross, downline_amount, paid_at, capped)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          n.c.id,
          n.c.to_member_id,
          kind,
          n.base,
          n.amount,
          from,
          to,
          at,
          n.c.rate_bp,
          sum((m) => m.bet),
          sum((m) => m.payout),
          sum((m) => m.ded),
          n.carryIn,
          n.gross,
          n.budget - n.amount,
          paidAt,
          n.gross - n.budget,
        ),
      );
      const mem =
        'INSERT INTO contract_statement_member (record_id, member_id, bet_amount, payout_amount, deductions) VALUES (?, ?, ?, ?, ?)';
      for (const m of n.members) await db.run(mem, n.recordId, m.id, m.bet, m.payout, m.ded);
      const dl = `INSERT INTO contract_statement_downline (record_id, member_id, rate_bp, base_amount, amount, downline_record_id)
         VALUES (?, ?, ?, ?, ?, ?)`;
      for (const d of descendantsOf(n))
        if (d.recordId !== null)
          await db.run(dl, n.recordId, d.c.to_member_id, d.c.rate_bp, d.base, d.amount, d.recordId);
      failpoint('salary.after_record');
      if (n.amount > 0 && !dividend)
        await move(db, {
          memberId: n.c.to_member_id,
          amount: n.amount,
          type: 'SALARY',
          reference: `contract:${n.c.id}:${n.recordId}`,
          remark: kind,
          now,
        });
      failpoint('salary.after_credit');
      paid.push({ contractId: n.c.id, recordId: n.recordId, amount: n.amount, periodStart: from });
    }
    for (const c of active) c.settled_until = to;
    return paid;
  });
}

const depthOf = (n: Node): number => (n.parent ? depthOf(n.parent) + 1 : 0);
const descendantsOf = (n: Node): Node[] => n.children.flatMap((k) => [k, ...descendantsOf(k)]);

/**
 * Claims settled dividends of `memberId` (one record, or every unclaimed one): each record is marked paid and
 * credited in one transaction, conditionally on being unclaimed, so a double click or two tabs pay once.
 * @returns the amount credited (minor units)
 * @throws 400 `contract.nothing_to_claim`
 */
export async function claimDividends(db: Db, memberId: number, recordId?: number): Promise<number> {
  return await db.transaction(async () => {
    const rows = await db.all<{
      id: number;
      contract_id: number;
      amount: number;
      kind: ContractKind;
    }>(
      `SELECT id, contract_id, amount, kind FROM contract_record
         WHERE member_id = ? AND paid_at IS NULL AND amount > 0 ${recordId ? 'AND id = ?' : ''} ORDER BY id`,
      ...(recordId ? [memberId, recordId] : [memberId]),
    );
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
