import { Suspense, useState, type ComponentType } from 'react';
import { retryableLazy, type RemoteRouteProps } from '@jogo/shared/federation';
import { useTranslation } from '@jogo/shared/i18n';
import { useSearchParams } from '@jogo/shared/router';
import { EmptyState, PageSkeleton } from '@jogo/shared/ui';
import { AgentMenu, useEnabledPages } from './layout/agent-menu';
import { PendingOfferDialog } from './layout/pending-offers';
import { TopBar } from './layout/top-bar';
import { DEFAULT_PAGE, isAgentPage, type AgentPage } from './paths';
import styles from './layout/agent-frame.module.css';

// One chunk per page: the chart library and the QR encoder load only with the pages that draw them.
const PAGES: Record<AgentPage, ComponentType> = {
  agentAnnouncement: retryableLazy(() => import('./routes/announcements')),
  agentTeamOverview: retryableLazy(() => import('./routes/team-overview')),
  registerCenter: retryableLazy(() => import('./routes/register-center')),
  downlineManagmentView: retryableLazy(() => import('./routes/team-management')),
  personalHistoryCopy: retryableLazy(() => import('./routes/team-betting')),
  palStatementsAgentCopy: retryableLazy(() => import('./routes/user-loss')),
  agentRevenueReport: retryableLazy(() => import('./routes/my-income')),
  agentDownlineTransactionDetailsCopy: retryableLazy(() => import('./routes/account-details')),
  agentDividendRecordCopy2: retryableLazy(() => import('./routes/dividend')),
  agentDailyWages2: retryableLazy(() => import('./routes/daily-wages')),
  agentHourSalary: retryableLazy(() => import('./routes/hourly-salary')),
  agentRealtimeSalary: retryableLazy(() => import('./routes/realtime-salary')),
};

/** The public API of mf_agent_centre: `/agentHome?page=<name>` with its own frame (spec 2). */
export default function AgentCentre({ basePath }: RemoteRouteProps) {
  const { t } = useTranslation(['agent', 'common']);
  const [params] = useSearchParams();
  const [menuOpen, setMenuOpen] = useState(false);
  const enabled = useEnabledPages();
  const asked = params.get('page');
  const page: AgentPage = isAgentPage(asked) ? asked : DEFAULT_PAGE;
  const Page = PAGES[page];
  return (
    <div className={styles.frame} data-remote="mf_agent_centre" data-base-path={basePath}>
      <TopBar onMenu={() => setMenuOpen(true)} />
      <PendingOfferDialog />
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
