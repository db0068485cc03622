import type { GameType, RecentGameValue } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { totalPages } from '../../site/paging';
import type { Lang } from '../../../i18n/messages';
import type { Licence } from '../../market/catalogue';
import { memberGamePage } from './catalog';

/** Marks a game as just played by the member (launch and every round do). */
export async function touchRecent(db: Db, memberId: number, nodeId: number, at: string): Promise<void> {
  await db.run(
    `INSERT INTO recent_game (member_id, node_id, played_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
    memberId,
    nodeId,
    at,
  );
}

/** The member's recently played games, most recent first. */
export async function recentGames(
  db: Db,
  memberId: number,
  lang: Lang,
  q: { gameType?: GameType; page: number; size: number },
  lic: Licence,
): Promise<RecentGameValue> {
  const { games, count } = await memberGamePage(
    db,
    { table: 'recent_game', orderBy: 'played_at' },
    memberId,
    lang,
    q,
    lic,
  );
  return { list: games, totalPages: totalPages(count, q.size) };
}
