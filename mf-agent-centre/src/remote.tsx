import { useLocation } from '@jogo/shared/router';
import { useTranslation } from '@jogo/shared/i18n';
import type { RemoteRouteProps } from '@jogo/shared/federation';

/** The public API of mf_agent_centre: its route subtree. Placeholder until its own issue fills it. */
export default function Routes({ basePath }: RemoteRouteProps) {
  const { t } = useTranslation('agent');
  const { pathname } = useLocation();
  return (
    <section style={{ padding: 24 }} data-remote="mf_agent_centre" data-base-path={basePath}>
      <h1>{t('placeholder.title')}</h1>
      <p>{t('placeholder.path', { path: pathname })}</p>
    </section>
  );
}
