import { Suspense, type ComponentType } from 'react';
import { ChunkBoundary, RemoteFallback, retryableLazy } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { PageSkeleton } from '@jogo/shared/ui';

/**
 * The shell's own pages load on first visit: home, which every visitor sees first, does not pay for
 * help, announcements, download and feedback (DESIGN.md section 8: nothing loaded that the page does not show).
 * A page whose code does not load shows the translated failure with a retry, in the frame.
 */
function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return retryableLazy(() => load().then((m) => ({ default: m[name] })));
}

const Help = lazyNamed(() => import('../pages/help/help-page'), 'HelpPage');
const Announce = lazyNamed(() => import('../pages/announce/announce-page'), 'AnnouncePage');
const Download = lazyNamed(() => import('../pages/download/download-page'), 'DownloadPage');
const Feedback = lazyNamed(() => import('../pages/feedback/feedback-page'), 'FeedbackPage');

function Page({ Comp }: { Comp: ComponentType }) {
  const { t } = useTranslation('common');
  return (
    <ChunkBoundary fallback={(retry) => <RemoteFallback onRetry={retry} />}>
      <Suspense fallback={<PageSkeleton label={t('remote.loading')} />}>
        <Comp />
      </Suspense>
    </ChunkBoundary>
  );
}

export const HelpPage = () => <Page Comp={Help} />;
export const AnnouncePage = () => <Page Comp={Announce} />;
export const DownloadPage = () => <Page Comp={Download} />;
export const FeedbackPage = () => <Page Comp={Feedback} />;
