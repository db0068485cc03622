import type { Db } from '../db/open-db';
import type { Lang } from '../i18n/messages';

/** What the generated art draws, read from the catalogue and the content tables. */

/** The English name of a game (its tile's caption), or null for an unknown code. */
export const gameArtName = async (db: Db, code: string): Promise<string | null> =>
  ((await db.get('SELECT name_en FROM game WHERE game_code = ?', code)) as { name_en: string } | undefined)
    ?.name_en ?? null;

/** Every vendor code, in the lobby's order (the sprites' symbols). */
export const vendorArtCodes = async (db: Db): Promise<string[]> =>
  (
    (await db.all('SELECT code FROM vendor GROUP BY code ORDER BY MIN(sort), code')) as { code: string }[]
  ).map((r) => r.code);

export const isVendor = async (db: Db, code: string): Promise<boolean> =>
  !!(await db.get('SELECT 1 FROM vendor WHERE code = ?', code));

export type ArtKind = 'banners' | 'rewards' | 'promotions' | 'chat';

/**
 * The title and colour of a banner, points reward, promotion or chat host picture in `lang`, and whether it is
 * drawn wide (banners other than the popup and left-menu ones); null when there is no such row.
 */
export async function artTitle(
  db: Db,
  kind: ArtKind,
  id: number,
  lang: Lang,
): Promise<{ title: string; color: string; wide: boolean } | null> {
  const en = lang === 'EN';
  if (kind === 'chat') return { title: `Host ${id}`, color: `hsl(${(id * 67) % 360},60%,45%)`, wide: false };
  if (kind === 'banners') {
    const b = (await db.get(
      `SELECT ${en ? 'title_en' : 'title_pt'} AS title, color, group_name FROM banner WHERE id = ?`,
      id,
    )) as { title: string; color: string; group_name: string } | undefined;
    return b
      ? { title: b.title, color: b.color, wide: b.group_name !== 'w_popup1' && b.group_name !== 'w_leftmenu' }
      : null;
  }
  const row = (await db.get(
    kind === 'rewards'
      ? `SELECT ${en ? 'name_en' : 'name_pt'} AS title, color FROM point_reward WHERE id = ?`
      : `SELECT ${en ? 'title_en' : 'title_pt'} AS title, color FROM promotion WHERE id = ?`,
    id,
  )) as { title: string; color: string } | undefined;
  return row ? { ...row, wide: false } : null;
}
