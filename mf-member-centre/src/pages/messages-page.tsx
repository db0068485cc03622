import type { RemotePageProps } from '@jogo/shared/federation';
import { Inbox } from '../features/messages/components/inbox';

/** Member centre page; renders with no props (it may be hosted by name). */
export default function Page(_props: RemotePageProps) {
  return <Inbox />;
}
