import type { RemotePageProps } from '@jogo/shared/federation';
import { ProfitReport } from '../features/profit/components/profit-report';

/** Member centre page; renders with no props (it may be hosted by name). */
export default function Page(_props: RemotePageProps) {
  return <ProfitReport />;
}
