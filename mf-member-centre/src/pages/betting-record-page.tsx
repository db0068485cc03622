import type { RemotePageProps } from '@jogo/shared/federation';
import { BettingRecord } from '../features/betting/components/betting-record';

/** Member centre page; renders with no props (it may be hosted by name). */
export default function Page(_props: RemotePageProps) {
  return <BettingRecord />;
}
