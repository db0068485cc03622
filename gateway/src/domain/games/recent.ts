import type { GameType, RecentGameValue } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { stmt } from '../../db/stmt';
import { totalPages } from '../../http/paging';
import type { Lang } from '../../i18n/messages';
import { GAME_COLUMNS, VENDOR_JOIN, toGame, type GameRow } from './catalog';

/** Marks a game as just played by the member (launch and every round do). */
export function touchRecent(db: Db, memberId: number, nodeId: number, at: string): void {
  stmt(
    db,
    `INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
  ).run(memberId, nodeId, at);
}

/** The member's recently played games, most recent first. */
export function recentGames(
  db: Db,
  memberId: number,
  lang: Lang,
  q: { gameType?: GameType; page: number; size: number },
): RecentGameValue {
  const args: (string | number)[] = [memberId];
  const typeCond = q.gameType ? 'AND g.game_type = ?' : '';
  if (q.gameType) args.push(q.gameType);
  const count = (
    stmt(
      db,
      `SELECT COUNT(*) AS n FROM recent_game r JOIN game g ON g.node_id = r.node_id WHERE r.member_id = ? ${typeCond}`,
    ).get(...args) as { n: number }
  ).n;
  const rows = stmt(
    db,
    `SELECT ${GAME_COLUMNS} FROM recent_game r JOIN game g ON g.node_id = r.node_id ${VENDOR_JOIN} WHERE r.member_id = ? ${typeCond}
       ORDER BY r.played_at DESC LIMIT ? OFFSET ?`,
  ).all(...args, q.size, (q.page - 1) * q.size) as GameRow[];
  return { list: rows.map((r) => toGame(r, lang)), totalPages: totalPages(count, q.size) };
}
