import type { FavoriteListValue, FavoriteToggleValue, GameType } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { stmt } from '../../db/stmt';
import { notFound } from '../../http/errors';
import { totalPages } from '../../http/paging';
import type { Lang } from '../../i18n/messages';
import { memberGamePage } from './catalog';
import './messages';

/** A member's favourite games: ids, the paged list, add (a duplicate is ignored) and remove. */

/** @returns the member's favourite node ids as strings, oldest first */
export function favouriteIds(db: Db, memberId: number): FavoriteToggleValue {
  return (
    stmt(db, 'SELECT node_id FROM favourite WHERE member_id = ? ORDER BY created_at, node_id').all(
      memberId,
    ) as {
      node_id: number;
    }[]
  ).map((r) => String(r.node_id));
}

export function favouriteList(
  db: Db,
  memberId: number,
  lang: Lang,
  q: { gameType?: GameType; pageNo: number; pageSize: number },
): FavoriteListValue {
  const { games, count } = memberGamePage(db, { table: 'favourite', orderBy: 'created_at' }, memberId, lang, {
    gameType: q.gameType,
    page: q.pageNo,
    size: q.pageSize,
  });
  return {
    content: games,
    pageNum: q.pageNo,
    totalPages: totalPages(count, q.pageSize),
  };
}

/**
 * Adds a favourite; a duplicate add is ignored (spec 4: duplicates skipped).
 * @throws 404 `game.not_found`
 */
export function addFavourite(db: Db, memberId: number, nodeId: number): FavoriteToggleValue {
  if (!stmt(db, 'SELECT 1 FROM game WHERE node_id = ?').get(nodeId)) throw notFound('game.not_found');
  stmt(db, 'INSERT OR IGNORE INTO favourite (member_id, node_id, created_at) VALUES (?, ?, ?)').run(
    memberId,
    nodeId,
    new Date().toISOString(),
  );
  return favouriteIds(db, memberId);
}

export function removeFavourite(db: Db, memberId: number, nodeId: number): FavoriteToggleValue {
  stmt(db, 'DELETE FROM favourite WHERE member_id = ? AND node_id = ?').run(memberId, nodeId);
  return favouriteIds(db, memberId);
}
