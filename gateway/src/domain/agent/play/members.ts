import type { Db } from '../../../db/open-db';
import { type AgentRange } from './range';
import { type Who, gameTypeOf, idList, idsOf, pendingWhere, playWhere } from './where';
import { type Span, daysOf, memberDays } from './totals';

export interface MemberPlay {
  bet: number;
  payout: number;
  /** stakes still pending (placed in the range) */
  pending: number;
}

/** Play and pending stakes per member of `who` in a span (members without either are absent). */
export async function playByMember(
  db: Db,
  who: Who,
  span: Span,
  gameType?: string,
): Promise<Map<number, MemberPlay>> {
  const out = new Map<number, MemberPlay>();
  const get = (id: number) => {
    let r = out.get(id);
    if (!r) out.set(id, (r = { bet: 0, payout: 0, pending: 0 }));
    return r;
  };
  const days = daysOf(span);
  const gt = gameTypeOf(gameType);
  // play and pending stakes are read together (PostgreSQL: two connections of the pool)
  const q = pendingWhere(who, span.from, span.to, gameType);
  let play: { sql: string; args: (string | number)[] };
  if (days) {
    const d = memberDays(who, days, gt ? 'play_day' : 'member_day', gt);
    // grouped by a.member_id: the join comes in that order (member_ancestor's key), so no sort
    play = {
      sql: `SELECT a.member_id AS id, SUM(p.stake) AS bet, SUM(p.payout) AS payout FROM ${d.from} WHERE ${d.where}
         GROUP BY a.member_id HAVING SUM(p.bets) > 0`,
      args: d.args,
    };
  } else {
    const p = playWhere(idsOf(who), span.from, span.to, gameType);
    play = {
      sql: `SELECT b.member_id AS id, SUM(b.amount) AS bet, SUM(b.payout) AS payout FROM bet b WHERE ${p.where} GROUP BY b.member_id`,
      args: p.args,
    };
  }
  const [rows, pending] = (await Promise.all([
    db.all(play.sql, ...play.args),
    db.all(
      `SELECT b.member_id AS id, SUM(b.amount) AS amount FROM bet b WHERE ${q.where} GROUP BY b.member_id`,
      ...q.args,
    ),
  ])) as [{ id: number; bet: number; payout: number }[], { id: number; amount: number }[]];
  for (const r of rows) Object.assign(get(r.id), { bet: r.bet, payout: r.payout });
  for (const r of pending) get(r.id).pending = r.amount;
  return out;
}

/** Deposits, withdrawals (positive) and bonuses + rebates of a member in a range. */
export interface MemberMoney {
  dep: number;
  wd: number;
  bonus: number;
}

/** Money per member of `who` on the days of a range (members without any are absent). */
export async function moneyByMember(
  db: Db,
  who: Who,
  range: Pick<AgentRange, 'days'>,
): Promise<Map<number, MemberMoney>> {
  const q = memberDays(who, range.days, 'money_day');
  const rows = await db.all<{ id: number } & MemberMoney>(
    `SELECT a.member_id AS id, SUM(p.deposit) AS dep, SUM(p.withdraw) AS wd, SUM(p.bonus) AS bonus
       FROM ${q.from} WHERE ${q.where} GROUP BY a.member_id`,
    ...q.args,
  );
  return new Map(rows.map((r) => [r.id, { dep: r.dep, wd: r.wd, bonus: r.bonus }]));
}

/** A member's play, pending stakes and money in a range (user loss). */
export interface MemberFigures extends MemberPlay, MemberMoney {
  id: number;
}

/**
 * Play, pending stakes and money per member of `who` on the days of a range, in member id order (members with
 * none of them absent), optionally play of one game type. The whole team or one level of it without a game type is
 * one range of team_member_day's key (agent, day; migration 192: the team's member-days of the range together, play
 * and money in one row) summed per member; one member, or a game type, reads `playByMember` and `moneyByMember`.
 * Play counts where the member has settled bets in the range (as `playByMember`).
 */
export async function figuresByMember(
  db: Db,
  who: Who,
  range: AgentRange,
  gameType?: string,
): Promise<MemberFigures[]> {
  const blank = (id: number): MemberFigures => ({
    id,
    dep: 0,
    wd: 0,
    bonus: 0,
    bet: 0,
    payout: 0,
    pending: 0,
  });
  if (gameTypeOf(gameType) || who.memberId !== undefined) {
    const [play, money] = await Promise.all([
      playByMember(db, who, range, gameType),
      moneyByMember(db, who, range),
    ]);
    const out = new Map<number, MemberFigures>();
    const get = (id: number) => {
      let r = out.get(id);
      if (!r) out.set(id, (r = blank(id)));
      return r;
    };
    for (const [id, m] of money) Object.assign(get(id), m);
    for (const [id, p] of play) Object.assign(get(id), p);
    return [...out.values()].sort((x, y) => x.id - y.id);
  }
  const days = range.days;
  const q = pendingWhere(who, range.from, range.to);
  // the rows as the driver gives them become the figures (15k on the busiest team: no second object per member)
  const [rows, pendingRows] = (await Promise.all([
    db.all(
      `SELECT member_id AS id, SUM(bets) AS bets, SUM(stake) AS bet, SUM(payout) AS payout, SUM(deposit) AS dep,
           SUM(withdraw) AS wd, SUM(bonus) AS bonus
         FROM team_member_day WHERE ancestor_id = ? AND day >= ? AND day <= ?${who.level !== undefined ? ' AND depth = ?' : ''}
         GROUP BY member_id ORDER BY member_id`,
      who.agentId,
      days[0]!,
      days[days.length - 1]!,
      ...(who.level !== undefined ? [who.level] : []),
    ),
    db.all(
      `SELECT b.member_id AS id, SUM(b.amount) AS amount FROM bet b WHERE ${q.where} GROUP BY b.member_id`,
      ...q.args,
    ),
  ])) as [(MemberFigures & { bets?: number })[], { id: number; amount: number }[]];
  const pending = new Map(pendingRows.map((r) => [r.id, r.amount]));
  for (const r of rows) {
    // as playByMember: play where the member has settled bets in the range
    if (!(r.bets! > 0)) r.bet = r.payout = 0;
    r.pending = pending.get(r.id) ?? 0;
    pending.delete(r.id);
  }
  if (!pending.size) return rows;
  // pending stakes of members without a figure in the range
  for (const [id, amount] of pending) rows.push({ ...blank(id), pending: amount });
  return rows.sort((x, y) => x.id - y.id);
}

/** Bonuses and rebates of `ids` in [from, to) per member: what a dividend deducts from the team's loss. */
export async function deductionsByMember(
  db: Db,
  ids: number[],
  from: string,
  to: string,
): Promise<Map<number, number>> {
  const rows = await db.all<{ id: number; amount: number }>(
    `SELECT member_id AS id, SUM(amount) AS amount FROM ledger
       WHERE member_id IN (${idList(ids)}) AND type IN ('BONUS', 'REBATE') AND created_at >= ? AND created_at < ?
       GROUP BY member_id`,
    from,
    to,
  );
  return new Map(rows.map((r) => [r.id, r.amount]));
}

/**
 * SQL columns (member alias `m`): all-time play (`bet`, settled stakes, from the daily figures) and pending stakes
 * (`pending`).
 */
export const MEMBER_PLAY_COLUMNS = `COALESCE((SELECT SUM(p.stake) FROM member_day p WHERE p.member_id = m.id), 0) AS bet,
  COALESCE((SELECT SUM(b.amount) FROM bet b WHERE b.member_id = m.id AND b.status = 'PENDING'), 0) AS pending`;
