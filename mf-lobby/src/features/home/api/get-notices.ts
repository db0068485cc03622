import { api, ENDPOINTS, type Announcement, type AnnouncementsQuery } from '@jogo/shared/api';
import { useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';

export type Notice = Pick<Announcement, 'id' | 'title'>;

/**
 * The marquee's notices: the player notices (type PL) of `MCSFE_getListAnnouncements`, platform W, for the
 * session's audience (spec 4: execution A logged in, B anonymous).
 */
export async function getNotices(loggedIn: boolean): Promise<Notice[]> {
  const query: AnnouncementsQuery = { types: 'PL', platform: 'W', execution: loggedIn ? 'A' : 'B' };
  const value = await api().call(ENDPOINTS.announcements, { query: { ...query } });
  return value.playerNotices.map(({ id, title }) => ({ id, title }));
}

/** Reloaded on a login state or language change (spec 4); the old ones stay on screen until then. */
export function useNotices() {
  const loggedIn = useSession().status === 'member';
  return useResource(`home/notices:${loggedIn ? 'A' : 'B'}`, () => getNotices(loggedIn), {
    keepPrevious: true,
  });
}
