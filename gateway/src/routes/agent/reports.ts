import type { Db } from '../../db/open-db';
import { forbidden } from '../../http/errors';
import { teamOf } from '../../domain/agent/contracts';

/**
 * Team scoping and the report queries, shared by the JSON routes and the CSV export so both answer
 * the same rows. Authorization rule (README "agent authorization"): every query is limited to the
 * caller's team (recursive downline); a filter naming a member outside it is 403 `agent.not_downline`.
 */

export interface ReportFilters {
  startDate?: string;
  endDate?: string;
  username?: string;
  level?: number;
  gameType?: string;
  type?: string;
}

export interface Scope {
  /** member id → depth below the caller (1 = direct) */
  team: Map<number, number>;
  /** the ids the query may read */
  ids: number[];
}

export const idList = (ids: number[]) => (ids.length ? ids.join(',') : '-1');

/** @returns the team member with this username, or throws 403 when it is not in `team`. */
export function teamMember(db: Db, agentId: number, team: Map<number, number>, username: string): number {
  const m = db
    .prepare(
      'SELECT id FROM member WHERE username = ? AND merchant_code = (SELECT merchant_code FROM member WHERE id = ?)',
    )
    .get(username, agentId) as { id: number } | undefined;
  if (!m || !team.has(m.id)) throw forbidden('agent.not_downline');
  return m.id;
}

/** The caller's team narrowed by the member and level filters. */
export function scope(db: Db, agentId: number, f: { username?: string; level?: number } = {}): Scope {
  const team = teamOf(db, agentId);
  let ids = f.username ? [teamMember(db, agentId, team, f.username)] : [...team.keys()];
  if (f.level) ids = ids.filter((id) => team.get(id) === f.level);
  return { team, ids };
}

const gameTypeOf = (f: ReportFilters) => (f.gameType && f.gameType !== 'ALL' ? f.gameType : null);

/** WHERE clause of team betting (alias `b`). */
export function betsWhere(ids: number[], from: string, to: string, f: ReportFilters) {
  const args: (string | number)[] = [from, to];
  const gt = gameTypeOf(f);
  if (gt) args.push(gt);
  return {
    where: `b.member_id IN (${idList(ids)}) AND b.created_at >= ? AND b.created_at < ? ${gt ? 'AND b.game_type = ?' : ''}`,
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
