import { useTranslation } from 'react-i18next';
import { EmptyState } from '../ui/empty-state/empty-state';
import type { LentPage } from './lent-pages';
import { RemoteView } from './remote-view';
import { pageOwner } from './runtime';

/** What a hosting frame passes to a lent page; a page needs none of it to render. */
export interface RemotePageProps {
  /** the frame that hosts it: pages may adapt (the agent centre hides player-only links) */
  host?: 'member' | 'agent' | 'standalone';
}

/**
 * Shows a page another remote lends by name (`depositv2`, `rewardCenter`): the registry says which remote
 * owns it, the page loads at run time in its own error boundary with the translated fallback and retry.
 * Never an import of the other remote (DESIGN.md section 1).
 */
export function RemotePage({ name, host }: { name: LentPage } & RemotePageProps) {
  const { t } = useTranslation('common');
  const owner = pageOwner(name);
  if (!owner) return <EmptyState title={t('remote.unknownPage')} />;
  return (
    <RemoteView<RemotePageProps>
      key={`${owner.name}/${name}`}
      id={`${owner.name}/${name}`}
      props={{ host }}
    />
  );
}
