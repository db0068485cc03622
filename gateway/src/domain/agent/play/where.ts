import { SETTLE_TIME } from './range';

export const idList = (ids: number[]) => (ids.length ? ids.join(',') : '-1');

export const gameTypeOf = (gameType?: string) => (gameType && gameType !== 'ALL' ? gameType : null);

/** WHERE (alias `b`) of the play of `ids` in [from, to): settled bets by settle time, optionally of one game type. */
export function playWhere(ids: number[], from: string, to: string, gameType?: string) {
  const gt = gameTypeOf(gameType);
  const args: (string | number)[] = [from, to];
  if (gt) args.push(gt);
  return {
    where: `b.member_id IN (${idList(ids)}) AND b.status = 'SETTLED' AND ${SETTLE_TIME} >= ? AND ${SETTLE_TIME} < ?${gt ? ' AND b.game_type = ?' : ''}`,
    args,
  };
}

/**
 * Whose play: the team of `agentId` (the members below it, `member_ancestor` depth > 0), optionally narrowed to
 * one member of it or one level (`scope` in team.ts checks both); `ids` are those members, for the reads of
 * bets by instants.
 */
export interface Who {
  agentId: number;
  /** the members, for a span that is not whole days (absent: only whole days are read) */
  ids?: number[];
  memberId?: number;
  level?: number;
}

export const idsOf = (who: Who) => {
  if (!who.ids) throw new Error('play of instants needs the ids of the members');
  return who.ids;
};

export const wholeTeam = (who: Who) => who.memberId === undefined && who.level === undefined;

/** WHERE (alias `a`, member_ancestor) of the members of `who`. */
export function teamWhere(who: Who) {
  const args: number[] = [who.agentId];
  let where = 'a.ancestor_id = ? AND a.depth > 0';
  if (who.memberId !== undefined) {
    where += ' AND a.member_id = ?';
    args.push(who.memberId);
  }
  if (who.level !== undefined) {
    where += ' AND a.depth = ?';
    args.push(who.level);
  }
  return { where, args };
}

/**
 * WHERE (alias `b`) of the settled bets of `who` in [from, to) by settle time, optionally of one game type: the
 * team named by its ancestor (no id list), so a scan of the index bet_settle_time newest first stops at a page.
 */
export function teamPlayWhere(who: Who, from: string, to: string, gameType?: string) {
  const gt = gameTypeOf(gameType);
  const t = teamWhere(who);
  const args: (string | number)[] = [from, to];
  if (gt) args.push(gt);
  if (who.memberId !== undefined) args.push(who.memberId);
  args.push(...t.args);
  return {
    where: `b.status = 'SETTLED' AND ${SETTLE_TIME} >= ? AND ${SETTLE_TIME} < ?${gt ? ' AND b.game_type = ?' : ''}${who.memberId !== undefined ? ' AND b.member_id = ?' : ''}
      AND EXISTS (SELECT 1 FROM member_ancestor a WHERE ${t.where} AND a.member_id = b.member_id)`,
    args,
  };
}

/** WHERE (alias `b`) of the pending stakes of `who` placed in [from, to) (index bet_pending_time). */
export function pendingWhere(who: Who, from: string, to: string, gameType?: string) {
  const gt = gameTypeOf(gameType);
  const t = teamWhere(who);
  const args: (string | number)[] = [from, to];
  if (gt) args.push(gt);
  args.push(...t.args);
  return {
    where: `b.status = 'PENDING' AND b.created_at >= ? AND b.created_at < ?${gt ? ' AND b.game_type = ?' : ''}
      AND EXISTS (SELECT 1 FROM member_ancestor a WHERE ${t.where} AND a.member_id = b.member_id)`,
    args,
  };
}
