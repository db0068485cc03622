import type { RemotePageProps } from '@jogo/shared/federation';
import { AccountRecord } from '../features/account/components/account-record';

/** Member centre page; renders with no props (it may be hosted by name). */
export default function Page(_props: RemotePageProps) {
  return <AccountRecord />;
}
