import { useFlag, type FlagStates } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { Link } from '@jogo/shared/router';
import { AGENT_PAGES, PAGE_FLAG, pageHref, type AgentPage } from '../paths';
import { usePendingOffers } from './pending-offers';
import page from '../components/page/page.module.css';
import styles from './agent-frame.module.css';

/** Whether each page's module flag is on (a page whose flag is off is neither listed nor shown). */
export function useEnabledPages(): Record<AgentPage, boolean> {
  const flags: FlagStates = {
    AFFMAN3: useFlag('AFFMAN3'),
    DIVIDEND3: useFlag('DIVIDEND3'),
    DAILYSAL3: useFlag('DAILYSAL3'),
    HOURSAL3: useFlag('HOURSAL3'),
    RTSALARY3: useFlag('RTSALARY3'),
  };
  return Object.fromEntries(AGENT_PAGES.map((p) => [p, flags[PAGE_FLAG[p]] === true])) as Record<
    AgentPage,
    boolean
  >;
}

/** The menu of the spec's twelve entries, in order, each behind its flag. */
export function AgentMenu({ active, onPick }: { active: AgentPage; onPick?: () => void }) {
  const { t } = useTranslation('agent');
  const enabled = useEnabledPages();
  const offers = usePendingOffers();
  return (
    <nav className={styles.menuNav} aria-label={t('layout.menu')}>
      <ul>
        {AGENT_PAGES.filter((p) => enabled[p]).map((p) => (
          <li key={p}>
            <Link
              to={pageHref(p)}
              className={p === active ? `${styles.menuItem} ${styles.menuActive}` : styles.menuItem}
              aria-current={p === active ? 'page' : undefined}
              onClick={onPick}
            >
              {t(`menu.${p}`)}
              {offers.has(p) && (
                <span
                  className={page.badge}
                  role="img"
                  aria-label={t('pay.offerBadge')}
                  title={t('pay.offerBadge')}
                />
              )}
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.hours}>{t('layout.hours')}</p>
    </nav>
  );
}
