import { memo, useMemo } from 'react';
import { useLocation } from '@jogo/shared/router';
import { bus, useBadges, useRewardAllowed, useSession, useSettings } from '@jogo/shared/bus';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Skeleton } from '@jogo/shared/ui';
import { openCustomerService } from '../customer-service/customer-service';
import { BrandLogo } from '../layout/brand-logo';
import { holdVendorPlaces } from '../layout/categories';
import { Icon } from '../layout/icons';
import { isActivePath } from '../layout/layout-rules';
import { useVendorLanes } from '@jogo/shared/data';
import { RemoteLink } from '../routing/remote-link';
import { LanguageSelector } from './language-selector';
import { sideMenuSections, type SideAction, type SideEntry } from './side-menu-items';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  id?: string;
  /** desktop: icons only */
  collapsed?: boolean;
  /** phones and tablets: the menu is an off-canvas drawer (inert while closed) */
  drawer?: boolean;
  /** phones and tablets: the drawer is showing */
  drawerOpen?: boolean;
  /** closes the drawer (scrim, close button, after choosing an entry) */
  onClose?: () => void;
}

const ACTIONS: Record<SideAction, () => void> = {
  partners: () => bus.emit('ui:modal-requested', { name: 'partners' }),
  customerService: () => void openCustomerService(),
  chat: () => bus.emit('ui:modal-requested', { name: 'chat' }),
  contract: () => bus.emit('ui:modal-requested', { name: 'contract' }),
};

/** One entry: memoised, so a navigation renders the entries whose `active` changed. */
const SideEntryItem = memo(function SideEntryItem({
  entry: e,
  active,
  collapsed,
  onClose,
}: {
  entry: SideEntry;
  active: boolean;
  collapsed: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation('shell');
  const label = (t as DynamicT)(e.labelKey);
  const inner = (
    <>
      <Icon name={e.icon} size={20} className={styles.icon} />
      <span className={styles.label}>{label}</span>
      {e.badge ? (
        <span className={styles.badge} aria-label={t('side.badge', { count: e.badge })}>
          {e.badge > 99 ? '99+' : e.badge}
        </span>
      ) : null}
    </>
  );
  if (e.to)
    return (
      <RemoteLink
        to={e.to}
        className={`${styles.entry} ${active ? styles.active : ''}`}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? label : undefined}
        onClick={onClose}
      >
        {inner}
      </RemoteLink>
    );
  return (
    <button
      type="button"
      className={styles.entry}
      title={collapsed ? label : undefined}
      onClick={() => {
        onClose?.();
        if (e.action) ACTIONS[e.action]();
      }}
    >
      {inner}
    </button>
  );
});

/**
 * The side menu's sections, apart from the drawer's state: opening or closing the phone drawer renders the aside,
 * the scrim and the language selector, not the 20-odd entries again (no slow tap: the entries and their
 * icons were most of that tap's render). Memoised, with its sections kept while their inputs stay (flags, badges,
 * session, vendors): a navigation renders the list and the entries whose `active` changed.
 */
const SideMenuNav = memo(function SideMenuNav({
  collapsed,
  onClose,
}: {
  collapsed: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const { flags } = useSettings();
  // a market that allows no rebate (BR) shows no rebate entry, whatever the module flag says
  const rebate = useRewardAllowed('REBATE');
  const badges = useBadges();
  const session = useSession();
  const loggedIn = session.status === 'member';
  const trial = session.isTrial;
  const { data: lanes, loading } = useVendorLanes();
  const sections = useMemo(
    () => sideMenuSections({ lanes: lanes ?? [], flags, badges, loggedIn, trial, rebate }),
    [lanes, flags, badges, loggedIn, trial, rebate],
  );
  const waiting = lanes === undefined && loading;
  // member-centre entries differ only by `?page=`, so they match on the whole URL
  const isActive = (to: string) =>
    to.includes('?') ? `${pathname}${search}` === to : isActivePath(pathname, to);

  return (
    <nav className={styles.scroll} aria-label={t('side.label')}>
      {sections.map((section) => (
        <section key={section.key} className={styles.section} aria-labelledby={`side-${section.key}`}>
          <h2 id={`side-${section.key}`} className={styles.sectionTitle}>
            {t(`side.sections.${section.key}`)}
          </h2>
          <ul className={styles.list}>
            {holdVendorPlaces(section.entries, waiting).map((e, i) =>
              e ? (
                <li key={e.labelKey}>
                  <SideEntryItem
                    entry={e}
                    active={!!e.to && isActive(e.to)}
                    collapsed={collapsed}
                    onClose={onClose}
                  />
                </li>
              ) : (
                <li key={`s${i}`} aria-hidden="true" className={styles.placeholder}>
                  <Skeleton height={18} width="70%" />
                </li>
              ),
            )}
          </ul>
        </section>
      ))}
    </nav>
  );
});

/**
 * The side menu (spec 2): a column on desktop, a drawer on phones, hidden on game pages by the layout. `onClose`
 * should be stable (the layout's is), so a change of the drawer's state leaves the entries as they are.
 */
export function SideMenu({
  id,
  collapsed = false,
  drawer = false,
  drawerOpen = false,
  onClose,
}: SideMenuProps) {
  const { t } = useTranslation('shell');
  const closedDrawer = drawer && !drawerOpen;
  return (
    <>
      {/* A closed drawer stays drawn beside the screen, inert (no focus, no pointer) and aria-hidden (out of the
          accessibility tree, as visibility: hidden had it), rather than visibility: hidden: opening it then only
          moves a layer already painted, where turning it visible restyled and painted its ~190 elements in the
          tap's frame */}
      <aside
        id={id}
        className={`${styles.menu} ${collapsed ? styles.collapsed : ''} ${drawerOpen ? styles.open : ''}`}
        aria-label={t('side.label')}
        inert={closedDrawer}
        aria-hidden={closedDrawer || undefined}
      >
        <div className={styles.drawerHead}>
          <BrandLogo />
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('header.closeMenu')}>
            <Icon name="close" size={20} />
          </button>
        </div>
        <SideMenuNav collapsed={collapsed} onClose={onClose} />
        <div className={styles.foot}>
          <LanguageSelector compact={collapsed} warm={drawerOpen} />
        </div>
      </aside>
      {drawerOpen ? <div className={styles.scrim} onClick={onClose} aria-hidden="true" /> : null}
    </>
  );
}
