import type { FavoriteListValue, FavoriteToggleValue, GameType } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { notFound } from '../../errors';
import { totalPages } from '../../site/paging';
import type { Lang } from '../../../i18n/messages';
import { memberGamePage } from './catalog';
import { assertLicensed, type Licence } from '../../market/catalogue';
import { gameByNode } from './catalog';

/** A member's favourite games: ids, the paged list, add (a duplicate is ignored) and remove. */

/** @returns the member's favourite node ids as strings, oldest first */
export async function favouriteIds(db: Db, memberId: number, lic: Licence): Promise<FavoriteToggleValue> {
  const licensed = lic.where('g.game_type', 'g.vassalage');
  return (
    await db.all<{
      node_id: number;
    }>(
      `SELECT f.node_id FROM favourite f JOIN game g ON g.node_id = f.node_id
         WHERE f.member_id = ? AND ${licensed.sql} ORDER BY f.created_at, f.node_id`,
      memberId,
      ...licensed.args,
    )
  ).map((r) => String(r.node_id));
}

export async function favouriteList(
  db: Db,
  memberId: number,
  lang: Lang,
  q: { gameType?: GameType; pageNo: number; pageSize: number },
  lic: Licence,
): Promise<FavoriteListValue> {
  const { games, count } = await memberGamePage(
    db,
    { table: 'favourite', orderBy: 'created_at' },
    memberId,
    lang,
    {
      gameType: q.gameType,
      page: q.pageNo,
      size: q.pageSize,
    },
    lic,
  );
  return {
    content: games,
    pageNum: q.pageNo,
    totalPages: totalPages(count, q.pageSize),
  };
}

/**
 * Adds a favourite; a duplicate add is ignored (spec 4: duplicates skipped).
 * @throws 404 `game.not_found`, 403 `game.unlicensed`
 */
export async function addFavourite(
  db: Db,
  memberId: number,
  nodeId: number,
  lic: Licence,
): Promise<FavoriteToggleValue> {
  const g = await gameByNode(db, nodeId);
  if (!g) throw notFound('game.not_found');
  assertLicensed(lic, g);
  await db.run(
    'INSERT INTO favourite (member_id, node_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    memberId,
    nodeId,
    new Date().toISOString(),
  );
  return await favouriteIds(db, memberId, lic);
}

export async function removeFavourite(
  db: Db,
  memberId: number,
  nodeId: number,
  lic: Licence,
): Promise<FavoriteToggleValue> {
  await db.run('DELETE FROM favourite WHERE member_id = ? AND node_id = ?', memberId, nodeId);
  return await favouriteIds(db, memberId, lic);
}
