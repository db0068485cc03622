import { api, ENDPOINTS, type Announcement, type AnnouncementExecution } from '@jogo/shared/api';
import type { SessionState } from '@jogo/shared/bus';

/** Spec 9: the announcement popup lists 9 notices per page. */
export const ANNOUNCEMENTS_PER_PAGE = 9;

/** The two states the popup is shown once per session for (spec 4). */
export type AnnouncementState = 'member' | 'guest';

export const closedMarkerKey = (state: AnnouncementState) => `jogo.announcements.closed.${state}`;

export const announcementState = (s: Pick<SessionState, 'status' | 'token'>): AnnouncementState =>
  s.status === 'member' && s.token ? 'member' : 'guest';

/** Logged in sees execution A, plus F on first login; anonymous sees B (spec 4). */
export function executionsFor(
  s: Pick<SessionState, 'status' | 'token' | 'firstTimeLogin'>,
): AnnouncementExecution[] {
  if (announcementState(s) === 'guest') return ['B'];
  return s.firstTimeLogin ? ['A', 'F'] : ['A'];
}

export function wasClosed(state: AnnouncementState): boolean {
  try {
    return sessionStorage.getItem(closedMarkerKey(state)) === 'closed';
  } catch {
    return false;
  }
}

/** Closing stores the 'closed' marker in sessionStorage (spec 4). */
export function markClosed(state: AnnouncementState): void {
  try {
    sessionStorage.setItem(closedMarkerKey(state), 'closed');
  } catch {
    /* without storage the popup may show again on the next load */
  }
}

/**
 * The popup's notices: popup (PU) and player notices (PL) of the given executions, popup ones first. The
 * execution filter is applied again here so a gateway that ignores the query cannot leak guest-only notices.
 */
export async function fetchPopupNotices(executions: AnnouncementExecution[]): Promise<Announcement[]> {
  const v = await api().call(ENDPOINTS.announcements, {
    query: { types: 'PU,PL', platform: 'W', execution: executions.join(',') },
  });
  const seen = new Set<number>();
  return [...(v.popup ?? []), ...(v.playerNotices ?? [])].filter((a) => {
    if (!executions.includes(a.execution) || seen.has(a.id)) return false;
    seen.add(a.id);
    return true;
  });
}

/** One notice by id (the marquee's click), whatever its execution. */
export async function fetchNotice(id: number): Promise<Announcement | null> {
  const v = await api().call(ENDPOINTS.announcements, {
    query: { types: 'PL,PU,PR', platform: 'W', execution: 'A,B,F' },
  });
  return (
    [...(v.playerNotices ?? []), ...(v.popup ?? []), ...(v.promotion ?? [])].find((a) => a.id === id) ?? null
  );
}
