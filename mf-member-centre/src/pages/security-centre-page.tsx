import type { RemotePageProps } from '@jogo/shared/federation';
import { SecurityCentre } from '../features/security/components/security-centre';

/** Member centre page; renders with no props (it may be hosted by name). */
export default function Page(_props: RemotePageProps) {
  return <SecurityCentre />;
}
