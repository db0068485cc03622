import { useEffect } from 'react';
import { bus, useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { preloadSanitizer, useAfterMainPaint } from '@jogo/shared/ui';
import { announcementState, executionsFor, fetchPopupNotices, wasClosed } from './announcement-rules';

/**
 * Asks for the announcement popup by itself once per session per state (spec 4), when the state (guest or
 * logged in) has no 'closed' marker yet and there is something to announce. The request is automatic
 * (priority 3 in the dialog queue): it waits behind the mandatory password change, login, register and the
 * after-registration prompt, and the modal host holds it while an agent page shows. It asks only once the
 * page's main content has painted: the popup, its dialog code and its HTML sanitizer never hold
 * back the first banner.
 */
export function AnnouncementController() {
  const session = useSession();
  const state = announcementState(session);
  const executions = executionsFor(session).join(',');
  const painted = useAfterMainPaint();
  // loaded again by itself on a language or session change
  const key = painted && !wasClosed(state) ? `shell/announcements:auto:${executions}` : null;
  // the sanitizer loads with the notices: the popup opens at its final size (no layout shift when its HTML came)
  const { data: list } = useResource(key, () =>
    Promise.all([
      fetchPopupNotices(executions.split(',') as ReturnType<typeof executionsFor>),
      preloadSanitizer(),
    ]).then(([notices]) => notices),
  );

  useEffect(() => {
    if (list && list.length > 0 && !wasClosed(state))
      bus.emit('ui:modal-requested', { name: 'announcement', props: { auto: true, notices: list } });
  }, [list, state]);

  return null;
}
