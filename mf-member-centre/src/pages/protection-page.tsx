import type { RemotePageProps } from '@jogo/shared/federation';
import { ProtectionPanel } from '../features/protection/components/protection-panel';

/** Member centre page "Jogo responsável"; renders with no props (it may be hosted by name). */
export default function Page(_props: RemotePageProps) {
  return <ProtectionPanel />;
}
