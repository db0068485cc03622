import { Notices } from '../features/announcements/components/notices';

/** agentAnnouncement. */
export default function Announcements() {
  return <Notices />;
}
