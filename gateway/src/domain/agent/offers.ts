import type {
  ContractKind,
  ContractProcessBody,
  ContractProcessValue,
  ContractState,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { DomainError, badRequest, forbidden, notFound } from '../errors';
import { totalPages } from '../site/paging';
import { isAgentType } from '../identity/sessions';
import { toMajor } from '../ledger/money';
import { nowOf } from '../site/clock';
import {
  claimDividends,
  CONTRACT_SELECT,
  periodOf,
  RECORD_SELECT,
  settleBeforeChange,
  signedContract,
  teamOf,
  toContract,
  toRecord,
  type ContractRow,
  type RecordRow,
} from './contracts';

/**
 * The contract calls (`MCS2_processDividendReq`, `…DailySalContract`, `…ContractHourSalary`,
 * `MCSFE_processRealTimeSalaryContract`): one `action` each time, then the caller's view of that kind.
 * Rules (spec 8): offers go only to direct downline agents, at most my own signed rate (a dividend with my
 * period); a newer offer replaces a pending one; accepting first settles every chain around me up to that instant
 * (`settleBeforeChange`), then closes my previous contract of the kind (its carried loss goes on in the new one)
 * and every contract anywhere below me at a higher rate (409 `contract.downline_higher` listing them, unless
 * `confirm: true`), all in one transaction.
 */

const need = <T>(v: T | undefined, field: string): T => {
  if (v === undefined) throw badRequest('contract.field_required', { field });
  return v;
};

const contractById = async (db: Db, id: number) =>
  (await db.get<ContractRow>(`${CONTRACT_SELECT} WHERE c.id = ?`, id))!;

/**
 * contracts of the kind anywhere in the team of `memberId` (signed or offered) at a rate above `rateBp`: closed
 * if `memberId` signs `rateBp`, so no agent of a chain holds more than the agents above it
 */
async function higherDownline(
  db: Db,
  memberId: number,
  kind: ContractKind,
  rateBp: number,
): Promise<ContractRow[]> {
  return await db.all<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.kind = ? AND c.status IN ('SIGNED', 'OFFERED') AND c.rate_bp > ?
       AND c.to_member_id IN (SELECT member_id FROM member_ancestor WHERE ancestor_id = ? AND depth > 0)
     ORDER BY t.username`,
    kind,
    rateBp,
    memberId,
  );
}

async function offer(
  db: Db,
  me: number,
  kind: ContractKind,
  b: ContractProcessBody,
  now: string,
): Promise<ContractRow> {
  const username = need(b.username, 'username');
  const rateBp = Math.round(need(b.rate, 'rate') * 100);
  if (b.period && kind !== 'DIVIDEND') throw badRequest('contract.period_invalid');
  if (b.period === 'FIVE_MINUTES' || b.period === 'HOURLY') throw badRequest('contract.period_invalid');
  const target = await db.get<{ id: number; type: number; parent_id: number | null }>(
    'SELECT id, type, parent_id FROM member WHERE username = ? AND parent_id = ?',
    username,
    me,
  );
  if (!target) {
    // a member of my team further down is "not direct"; anyone else is not mine at all
    const deeper = await db.get<{ id: number }>('SELECT id FROM member WHERE username = ?', username);
    if (deeper && (await teamOf(db, me)).has(deeper.id)) throw badRequest('contract.downline_not_agent');
    throw forbidden('agent.not_downline');
  }
  if (target.parent_id !== me || !isAgentType(target.type)) throw badRequest('contract.downline_not_agent');
  const mine = await signedContract(db, me, kind);
  if (!mine) throw badRequest('contract.no_rate');
  // a chain settles on its top contract's periods, so a dividend offered down a chain has the offerer's period
  if (b.period && b.period !== periodOf(mine)) throw badRequest('contract.period_chain');
  if (rateBp > mine.rate_bp || rateBp < 1)
    // the rate in each language's number style: PT 0,8 / EN 0.8
    throw badRequest('contract.rate_too_high', {
      max: mine.rate_bp / 100,
      maxPt: String(mine.rate_bp / 100).replace('.', ','),
    });
  const id = await db.transaction(async () => {
    // a newer offer replaces a pending one
    await db.run(
      "UPDATE agent_contract SET status = 'REJECTED' WHERE to_member_id = ? AND kind = ? AND status = 'OFFERED'",
      target.id,
      kind,
    );
    return Number(
      await db.insert(
        "INSERT INTO agent_contract (kind, from_member_id, to_member_id, rate_bp, status, created_at, period) VALUES (?, ?, ?, ?, 'OFFERED', ?, ?)",
        kind,
        me,
        target.id,
        rateBp,
        now,
        kind === 'DIVIDEND' ? periodOf(mine) : null,
      ),
    );
  });
  return await contractById(db, id);
}

async function answer(
  db: Db,
  me: number,
  kind: ContractKind,
  b: ContractProcessBody,
  now: string,
): Promise<ContractRow> {
  const id = need(b.contractId, 'contractId');
  const c = await db.get<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.id = ? AND c.to_member_id = ? AND c.kind = ? AND c.status = 'OFFERED'`,
    id,
    me,
    kind,
  );
  if (!c) throw notFound('contract.not_found');
  // spec 8: a downline holding a higher rate loses that contract when I agree, so I must say yes to it
  const losing = await higherDownline(db, me, kind, c.rate_bp);
  if (b.action === 'accept' && losing.length && b.confirm !== true)
    throw new DomainError(409, 'contract.downline_higher', {
      terminates: losing.map((x) => ({ username: x.to_username, rate: x.rate_bp / 100 })),
    });
  await db.transaction(async () => {
    // the offer changes only while it is still an offer: of two answers at once (two tabs, accept and reject),
    // one wins and the other is a 404, whatever ran between the read above and this transaction
    if (b.action === 'reject') {
      const r = await db.run(
        "UPDATE agent_contract SET status = 'REJECTED' WHERE id = ? AND status = 'OFFERED'",
        id,
      );
      if (r.changes !== 1) throw notFound('contract.not_found');
      return;
    }
    // a change settles first: every chain around me is paid up to this instant under the contracts it had
    await settleBeforeChange(db, me, kind, Date.parse(now));
    // my previous contract of the kind closes, and its carried loss goes on in the new one
    const old = await signedContract(db, me, kind);
    if (old) await db.run("UPDATE agent_contract SET status = 'CLOSED' WHERE id = ?", old.id);
    const signed = await db.run(
      "UPDATE agent_contract SET status = 'SIGNED', signed_at = ?, settled_until = ?, carry = ? WHERE id = ? AND status = 'OFFERED'",
      now,
      now,
      old?.carry ?? 0,
      id,
    );
    if (signed.changes !== 1) throw notFound('contract.not_found');
    // an agent anywhere below holding a higher rate than my new one loses that contract (spec 8)
    for (const x of await higherDownline(db, me, kind, c.rate_bp))
      await db.run("UPDATE agent_contract SET status = 'CLOSED' WHERE id = ?", x.id);
  });
  return await contractById(db, id);
}

async function records(
  db: Db,
  me: number,
  kind: ContractKind,
  b: ContractProcessBody,
): Promise<ContractProcessValue['records']> {
  const pageNo = b.pageNo ?? 1;
  const size = b.pageSize ?? 20;
  const n = (await db.get<{
    n: number;
  }>('SELECT COUNT(*) AS n FROM contract_record WHERE member_id = ? AND kind = ?', me, kind))!.n;
  const rows = await db.all<RecordRow>(
    `${RECORD_SELECT} WHERE r.member_id = ? AND r.kind = ? ORDER BY r.id DESC LIMIT ? OFFSET ?`,
    me,
    kind,
    size,
    (pageNo - 1) * size,
  );
  return { content: rows.map(toRecord), totalPages: totalPages(n, size) };
}

/** Runs one contract action of `kind` for member `me` and answers their view of that kind. */
export async function processContract(
  db: Db,
  me: number,
  kind: ContractKind,
  b: ContractProcessBody,
): Promise<ContractProcessValue> {
  const now = new Date(nowOf(db)).toISOString();
  let contract: ContractRow | undefined;
  let recordPage: ContractProcessValue['records'] = null;
  let claimed: number | null = null;
  if (b.action === 'offer') contract = await offer(db, me, kind, b, now);
  else if (b.action === 'accept' || b.action === 'reject') contract = await answer(db, me, kind, b, now);
  else if (b.action === 'records') recordPage = await records(db, me, kind, b);
  else if (b.action === 'claim') {
    if (kind !== 'DIVIDEND') throw badRequest('contract.nothing_to_claim');
    claimed = toMajor(await claimDividends(db, me, b.recordId));
  }
  const mine = await signedContract(db, me, kind);
  const pending = await db.all<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.to_member_id = ? AND c.kind = ? AND c.status = 'OFFERED' ORDER BY c.id DESC`,
    me,
    kind,
  );
  const given = await db.all<ContractRow>(
    `${CONTRACT_SELECT} WHERE c.from_member_id = ? AND c.kind = ? AND c.status IN ('OFFERED', 'SIGNED') ORDER BY c.id DESC`,
    me,
    kind,
  );
  const unclaimed = await db.all<RecordRow>(
    `${RECORD_SELECT} WHERE r.member_id = ? AND r.kind = ? AND r.paid_at IS NULL ORDER BY r.id DESC`,
    me,
    kind,
  );
  const closed = await db.get(
    "SELECT 1 FROM agent_contract WHERE to_member_id = ? AND kind = ? AND status = 'CLOSED'",
    me,
    kind,
  );
  // the spec's statuses, the most pressing first: an offer to join, an amount to claim, signed, closed, none yet
  const state: ContractState = pending.length
    ? 'JOIN'
    : unclaimed.length
      ? 'CLAIM'
      : mine
        ? 'SIGNED'
        : closed
          ? 'CLOSED'
          : 'COMING_SOON';
  return {
    kind,
    state,
    unclaimed: unclaimed.map(toRecord),
    claimed,
    mine: mine ? toContract(mine) : null,
    maxRate: mine ? mine.rate_bp / 100 : 0,
    pending: await Promise.all(
      pending.map(async (p) => ({
        ...toContract(p),
        terminates: (await higherDownline(db, me, kind, p.rate_bp)).map((x) => ({
          username: x.to_username,
          rate: x.rate_bp / 100,
        })),
      })),
    ),
    downlines: given.map(toContract),
    contract: contract ? toContract(contract) : null,
    records: recordPage,
  };
}
