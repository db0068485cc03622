import { memo } from 'react';
import { bus, useSession } from '@jogo/shared/bus';
import { useTranslation } from '@jogo/shared/i18n';
import { BrandLogo } from '../layout/brand-logo';
import { memberPage } from '../layout/categories';
import { Icon } from '../layout/icons';
import { preloadDialog } from '../modals/remote-dialog';
import { RemoteLink } from '../routing/remote-link';
import { AvatarMenu } from './avatar-menu';
import { Balance } from './balance';
import { SessionClock } from '../protection/session-clock';
import styles from './header.module.css';

export interface HeaderProps {
  /** toggles the side menu (drawer on phones); absent on pages without a side menu */
  onToggleMenu?: () => void;
  menuOpen?: boolean;
  /** id of the element the toggle controls */
  menuId?: string;
}

/** Warms the auth dialogs while the pointer is on its way to login or register (DESIGN.md section 3). */
const preloadAuth = () => preloadDialog('login');

/** Trial accounts cannot deposit or withdraw: 'Register an account first' with the way to register. */
const trialRefused = () =>
  bus.emit('ui:modal-requested', { name: 'trialRefused', props: { reason: 'wallet' } });

/**
 * The header (spec 2): side-menu toggle, logo (home), partner banners, login and register for guests;
 * for members the balance with hide and refresh, deposit and withdraw, and the avatar menu.
 *
 * Only the toggle depends on the menu's state: the rest is memoised, so opening the phone drawer renders the
 * toggle, not the balance, the clock and the avatar menu (no slow tap).
 */
export function Header({ onToggleMenu, menuOpen = false, menuId }: HeaderProps) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const loggedIn = session.status === 'member' && !!session.token;

  return (
    <header className={`${styles.header} ${loggedIn ? styles.member : ''}`}>
      <div className={styles.start}>
        {onToggleMenu ? (
          <button
            type="button"
            className={styles.toggle}
            onClick={onToggleMenu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t('header.menu')}
          >
            <Icon name="menu" size={22} />
          </button>
        ) : null}
        <HeaderStart />
      </div>
      <HeaderEnd />
    </header>
  );
}

const HeaderStart = memo(function HeaderStart() {
  const { t } = useTranslation('shell');
  return (
    <>
      <RemoteLink to="/" className={styles.logo} aria-label={t('brand.home')}>
        <BrandLogo />
      </RemoteLink>
      <button
        type="button"
        className={styles.partners}
        onClick={() => bus.emit('ui:modal-requested', { name: 'partners' })}
      >
        <Icon name="partners" size={18} />
        <span>{t('header.partners')}</span>
      </button>
    </>
  );
});

const HeaderEnd = memo(function HeaderEnd() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const loggedIn = session.status === 'member' && !!session.token;

  return (
    <div className={styles.end}>
      {loggedIn && session.isTrial ? (
        // a trial account has no wallet: the buttons say so, with the way to register (spec 8)
        <>
          <Balance />
          <button
            type="button"
            className={`${styles.cta} ${styles.primary}`}
            aria-label={t('header.deposit')}
            onClick={trialRefused}
          >
            <Icon name="deposit" size={18} className={styles.ctaIcon} />
            <span>{t('header.deposit')}</span>
          </button>
          <button
            type="button"
            className={`${styles.cta} ${styles.secondary} ${styles.withdraw}`}
            onClick={trialRefused}
          >
            <span>{t('header.withdraw')}</span>
          </button>
          <AvatarMenu />
        </>
      ) : loggedIn ? (
        <>
          <SessionClock />
          <Balance />
          <RemoteLink
            to={memberPage('depositv2')}
            className={`${styles.cta} ${styles.primary}`}
            // on phones the button shows its icon only; the name must not depend on the visible text
            aria-label={t('header.deposit')}
          >
            <Icon name="deposit" size={18} className={styles.ctaIcon} />
            <span>{t('header.deposit')}</span>
          </RemoteLink>
          <RemoteLink
            to={memberPage('withdraw')}
            className={`${styles.cta} ${styles.secondary} ${styles.withdraw}`}
          >
            <span>{t('header.withdraw')}</span>
          </RemoteLink>
          <AvatarMenu />
        </>
      ) : (
        <>
          <button
            type="button"
            className={`${styles.cta} ${styles.secondary}`}
            onMouseEnter={preloadAuth}
            onFocus={preloadAuth}
            onClick={() => bus.emit('ui:modal-requested', { name: 'login' })}
          >
            {t('header.login')}
          </button>
          <button
            type="button"
            className={`${styles.cta} ${styles.primary}`}
            onMouseEnter={preloadAuth}
            onFocus={preloadAuth}
            onClick={() => bus.emit('ui:modal-requested', { name: 'register' })}
          >
            {t('header.register')}
          </button>
        </>
      )}
    </div>
  );
});
