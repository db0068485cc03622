import type { RemotePageProps } from '@jogo/shared/federation';
import { BonusList } from '../features/bonuses/components/bonus-list';

/** Member centre page; renders with no props (it may be hosted by name). */
export default function Page(_props: RemotePageProps) {
  return <BonusList />;
}
