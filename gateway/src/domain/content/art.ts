import type { Db } from '../../db/open-db';
import { message, type Lang } from '../../i18n/messages';

/** What the generated art draws, read from the catalogue and the content tables. */

/** The English name of a game (its tile's caption), or null for an unknown code. */
export const gameArtName = async (db: Db, code: string): Promise<string | null> =>
  (await db.get<{ name_en: string }>('SELECT name_en FROM game WHERE game_code = ?', code))?.name_en ?? null;

/** A vendor's code and the name its wordmark writes. */
export interface VendorArt {
  code: string;
  name: string;
}

/** Every vendor, in the lobby's order (the sprites' symbols). */
export const vendorArtCodes = async (db: Db): Promise<VendorArt[]> =>
  await db.all<VendorArt>(
    'SELECT code, MIN(display_name) AS name FROM vendor GROUP BY code ORDER BY MIN(sort), code',
  );

/** @returns the vendor's wordmark name, or null for an unknown code */
export const vendorArtName = async (db: Db, code: string): Promise<string | null> =>
  (await db.get<{ name: string | null }>('SELECT MIN(display_name) AS name FROM vendor WHERE code = ?', code))
    ?.name ?? null;

export const isVendor = async (db: Db, code: string): Promise<boolean> =>
  (await vendorArtName(db, code)) !== null;

export type ArtKind = 'banners' | 'rewards' | 'promotions' | 'chat';

/**
 * The title and colour of a banner, points reward, promotion or chat host picture in `lang`, whether it is
 * drawn wide (banners other than the popup and left-menu ones) and the call to action drawn on it (a banner that
 * leads somewhere, a promotion); null when there is no such row.
 */
export async function artTitle(
  db: Db,
  kind: ArtKind,
  id: number,
  lang: Lang,
): Promise<{ title: string; color: string; wide: boolean; cta?: string } | null> {
  const en = lang === 'EN';
  if (kind === 'chat') return { title: `Host ${id}`, color: `hsl(${(id * 67) % 360},60%,45%)`, wide: false };
  if (kind === 'banners') {
    const b = await db.get<{ title: string; color: string; group_name: string; linkage_type: string }>(
      `SELECT ${en ? 'title_en' : 'title_pt'} AS title, color, group_name, linkage_type FROM banner WHERE id = ?`,
      id,
    );
    if (!b) return null;
    const cta =
      b.linkage_type === 'GAME' ? 'art.cta.play' : b.linkage_type === 'NONE' ? null : 'art.cta.more';
    return {
      title: b.title,
      color: b.color,
      wide: b.group_name !== 'w_popup1' && b.group_name !== 'w_leftmenu',
      ...(cta ? { cta: message(cta, lang) } : {}),
    };
  }
  const row = await db.get<{ title: string; color: string }>(
    kind === 'rewards'
      ? `SELECT ${en ? 'name_en' : 'name_pt'} AS title, color FROM point_reward WHERE id = ?`
      : `SELECT ${en ? 'title_en' : 'title_pt'} AS title, color FROM promotion WHERE id = ?`,
    id,
  );
  if (!row) return null;
  return kind === 'promotions'
    ? { ...row, wide: false, cta: message('art.cta.join', lang) }
    : { ...row, wide: false };
}
