import type {
  Announcement,
  AnnouncementExecution,
  AnnouncementType,
  Banner,
  BannerGroup,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';

/** Site content the operator writes: banners by group and announcements by type and audience. */

export const ANNOUNCEMENT_TYPES: AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];
export const ANNOUNCEMENT_EXECUTIONS: AnnouncementExecution[] = ['A', 'B', 'F'];
export const BANNER_GROUPS: BannerGroup[] = [
  'w_home',
  'w_forget',
  'w_login',
  'w_register',
  'w_popup1',
  'w_leftmenu',
];

/** @returns the merchant's banners (of one group, or all), in the request language */
export async function bannersOf(
  db: Db,
  merchant: string,
  lang: Lang,
  group?: BannerGroup,
): Promise<Banner[]> {
  return (
    await db.all<{
      id: number;
      group_name: BannerGroup;
      title_pt: string;
      title_en: string;
      linkage: string;
      linkage_type: Banner['linkageType'];
    }>(
      `SELECT * FROM banner WHERE merchant_code = ? ${group ? 'AND group_name = ?' : ''} ORDER BY group_name, sort, id`,
      ...(group ? [merchant, group] : [merchant]),
    )
  ).map((b) => ({
    id: b.id,
    groupName: b.group_name,
    // the art has the title drawn on it: one URL per language (and cache entry)
    url: `/wps/assets/banners/${b.id}.svg?lang=${lang.toLowerCase()}`,
    linkage: b.linkage,
    linkageType: b.linkage_type,
    title: pick(lang, b.title_pt, b.title_en),
  }));
}

/** @returns the merchant's announcements of these types and executions, in the request language */
export async function announcementsOf(
  db: Db,
  merchant: string,
  lang: Lang,
  types: AnnouncementType[],
  execs: AnnouncementExecution[],
): Promise<Announcement[]> {
  const rows = await db.all<{
    id: number;
    type: AnnouncementType;
    execution: AnnouncementExecution;
    title_pt: string;
    title_en: string;
    content_pt: string;
    content_en: string;
    start_time: string;
  }>(
    `SELECT * FROM announcement WHERE merchant_code = ? AND type IN (${types.map(() => '?').join(',')})
       AND execution IN (${execs.map(() => '?').join(',')}) ORDER BY sort, id`,
    merchant,
    ...types,
    ...execs,
  );
  return rows.map((r) => ({
    id: r.id,
    title: pick(lang, r.title_pt, r.title_en),
    content: pick(lang, r.content_pt, r.content_en),
    promotionType: r.type,
    execution: r.execution,
    startTime: r.start_time,
  }));
}
