import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { RemoteRouteProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { useSearchParams } from '@jogo/shared/router';
import { EmptyState, PageSkeleton } from '@jogo/shared/ui';
import { AgentMenu, useEnabledPages } from './layout/agent-menu';
import { TopBar } from './layout/top-bar';
import { DEFAULT_PAGE, isAgentPage, type AgentPage } from './paths';
import styles from './layout/agent-frame.module.css';

// One chunk per page: the chart library and the QR encoder load only with the pages that draw them.
const PAGES: Record<AgentPage, ComponentType> = {
  agentAnnouncement: lazy(() => import('./routes/announcements')),
  agentTeamOverview: lazy(() => import('./routes/team-overview')),
  registerCenter: lazy(() => import('./routes/register-center')),
  downlineManagmentView: lazy(() => import('./routes/team-management')),
  personalHistoryCopy: lazy(() => import('./routes/team-betting')),
  palStatementsAgentCopy: lazy(() => import('./routes/user-loss')),
  agentRevenueReport: lazy(() => import('./routes/my-income')),
  agentDownlineTransactionDetailsCopy: lazy(() => import('./routes/account-details')),
  agentDividendRecordCopy2: lazy(() => import('./routes/dividend')),
  agentDailyWages2: lazy(() => import('./routes/daily-wages')),
  agentHourSalary: lazy(() => import('./routes/hourly-salary')),
  agentRealtimeSalary: lazy(() => import('./routes/realtime-salary')),
};

/** The public API of mf_agent_centre: `/agentHome?page=<name>` with its own frame (spec 2). */
export default function AgentCentre({ basePath }: RemoteRouteProps) {
  const { t } = useTranslation('agent');
  const [params] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const enabled = useEnabledPages();
  const asked = params.get('page');
  const page: AgentPage = isAgentPage(asked) ? asked : DEFAULT_PAGE;
  const Page = PAGES[page];
  return (
    <div className={styles.frame} data-remote="mf_agent_centre" data-base-path={basePath}>
      <TopBar onMenu={() => setMenuOpen(true)} />
      <div className={menuOpen ? `${styles.menu} ${styles.menuOpen}` : styles.menu}>
        <AgentMenu active={page} onPick={() => setMenuOpen(false)} />
      </div>
      {menuOpen && (
        <button
          type="button"
          className={styles.scrim}
          aria-label={t('layout.closeMenu')}
          onClick={() => setMenuOpen(false)}
        />
      )}
      <section className={styles.main} aria-labelledby="agent-page-title">
        <h1 className={styles.pageTitle} id="agent-page-title">
          {t(`menu.${page}`)}
        </h1>
        {enabled[page] ? (
          <Suspense fallback={<PageSkeleton label={t('common:remote.loading')} />}>
            <Page key={page} />
          </Suspense>
        ) : (
          <EmptyState title={t('layout.pageOff')} />
        )}
      </section>
    </div>
  );
}
