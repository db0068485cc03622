import { useSettings, bus } from '@jogo/shared/bus';
import type { CustomerServiceEntry, SiteResources } from '@jogo/shared/api';
import { useTranslation } from '@jogo/shared/i18n';
import { LoginForm } from '../features/login/components/login-form';
import { useGo } from '../model/navigation';
import styles from './agent-landing.module.css';
import authStyles from '../components/auth.module.css';

/** Spec 2: customer-service links open a 440 x 750 popup, the first entry when none is asked for. */
function openCustomerService(entries: CustomerServiceEntry[]) {
  const entry = entries[0];
  if (!entry) return;
  // a page of the site's own origin (the gateway's chat page) is told the site's language
  const lang = bus.current('language:changed');
  const url =
    entry.path.startsWith('/') && !entry.path.startsWith('//') && !/[?&]lang=/.test(entry.path)
      ? `${entry.path}${entry.path.includes('?') ? '&' : '?'}lang=${lang}`
      : entry.path;
  window.open(url, 'customer-service', 'width=440,height=750,noopener');
}

/**
 * The agent login landing `/agent` (spec 2): a page of its own (the shell gives it the agent layout, no header or
 * footer): brand, agent hours, the login form refusing non-agents (it lands on /agentHome), customer service.
 */
export function AgentLanding() {
  const { t } = useTranslation('auth');
  const { info } = useSettings();
  const go = useGo();
  const resources = (info?.resources ?? {}) as SiteResources;
  const cs = (Array.isArray(info?.customerService) ? info.customerService : []) as CustomerServiceEntry[];
  const logo = resources.logo?.url;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="agent-login-title">
        <div className={styles.brand}>
          {logo ? <img src={logo} alt="Jogo" /> : <span className={styles.mark}>Jogo</span>}
        </div>
        <header>
          <h1 id="agent-login-title" className={styles.title}>
            {t('agent.title')}
          </h1>
          <p className={styles.subtitle}>{t('agent.subtitle')}</p>
        </header>
        <LoginForm agent onSwitch={(to) => bus.emit('ui:modal-requested', { name: to })} />
        <p className={styles.hours}>{t('agent.hours')}</p>
        <div className={styles.footer}>
          <button type="button" className={authStyles.link} onClick={() => go('/')}>
            {t('agent.backHome')}
          </button>
          {cs.length > 0 ? (
            <button type="button" className={authStyles.link} onClick={() => openCustomerService(cs)}>
              {t('agent.customerService')}
            </button>
          ) : null}
        </div>
      </section>
    </div>
  );
}
