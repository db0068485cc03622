import type { Announcement } from '@jogo/shared/api';
import { useSession } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { AnnouncementPopup } from './announcement-popup';
import { announcementState, executionsFor, fetchPopupNotices, markClosed } from './announcement-rules';
import type { ShellModalProps } from '../modals/shell-modal';

/**
 * The announcement popup as a queued dialog: its notices load for the session's state (guest or member) and
 * language; closing it marks the state closed for this session (spec 4).
 */
export function AnnouncementDialog({ props, onClose }: ShellModalProps) {
  const session = useSession();
  const state = announcementState(session);
  const executions = executionsFor(session);
  // the automatic popup arrives with the notices its controller already fetched: no second request
  const given = Array.isArray(props.notices) ? (props.notices as Announcement[]) : undefined;
  const notices = useResource(given ? null : `announcements:popup:${executions.join(',')}`, () =>
    fetchPopupNotices(executions),
  );
  return (
    <AnnouncementPopup
      notices={given ?? notices.data ?? []}
      loading={!given && notices.loading && !notices.data}
      onClose={() => {
        markClosed(state);
        onClose();
      }}
    />
  );
}
