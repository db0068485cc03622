import { Outlet } from 'react-router-dom';
import { useTranslation } from '@jogo/shared/i18n';
import { RemoteLink } from '../routing/remote-link';
import styles from './layout.module.css';

const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/promotions', key: 'nav.promotions' },
  { to: '/live', key: 'nav.live' },
  { to: '/rng', key: 'nav.rng' },
  { to: '/inhouse', key: 'nav.inhouse' },
  { to: '/member', key: 'nav.member' },
  { to: '/agentHome', key: 'nav.agent' },
  { to: '/wallet', key: 'nav.wallet' },
  { to: '/agent', key: 'nav.agentLogin' },
] as const;

export function Layout() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.app}>
      <header className={styles.header}>
        <RemoteLink to="/" className={styles.logo} aria-label={t('brand.home')}>
          Jogo
        </RemoteLink>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          {NAV.map((n) => (
            <RemoteLink key={n.to} to={n.to} className={styles.link}>
              {t(n.key)}
            </RemoteLink>
          ))}
        </nav>
      </header>
      <main className={styles.main} id="main">
        <Outlet />
      </main>
    </div>
  );
}
