import type { GameType, RecentGameValue } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { stmt } from '../../db/stmt';
import { totalPages } from '../../http/paging';
import type { Lang } from '../../i18n/messages';
import { memberGamePage } from './catalog';

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
  const { games, count } = memberGamePage(
    db,
    { table: 'recent_game', orderBy: 'played_at' },
    memberId,
    lang,
    q,
  );
  return { list: games, totalPages: totalPages(count, q.size) };
}
