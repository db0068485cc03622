import {
  api,
  ENDPOINTS,
  type Announcement,
  type AnnouncementsQuery,
  type AnnouncementsValue,
} from '@jogo/shared/api';
import { useLanguage, useSession } from '@jogo/shared/bus';
import { useLoad } from '../hooks/use-load';

export type Notice = Pick<Announcement, 'id' | 'title'>;

/**
 * The marquee's notices: the player notices (type PL) of `MCSFE_getListAnnouncements`, platform W, for the
 * session's audience (spec 4: execution A logged in, B anonymous).
 */
export async function getNotices(loggedIn: boolean): Promise<Notice[]> {
  const query: AnnouncementsQuery = { types: 'PL', platform: 'W', execution: loggedIn ? 'A' : 'B' };
  const value = await api().call<AnnouncementsValue>(ENDPOINTS.announcements, { query: { ...query } });
  return value.playerNotices.map(({ id, title }) => ({ id, title }));
}

/** Reloaded on a login state or language change (spec 4). */
export function useNotices() {
  const language = useLanguage();
  const loggedIn = useSession().status === 'member';
  return useLoad(`notices:${language}:${loggedIn ? 'A' : 'B'}`, () => getNotices(loggedIn));
}
