import { memo } from 'react';
import { useLocation } from '@jogo/shared/router';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Skeleton } from '@jogo/shared/ui';
import {
  GAME_CATEGORIES,
  categoriesWithVendors,
  holdVendorPlaces,
  isCategoryShown,
} from '../layout/categories';
import { Icon, type IconName } from '../layout/icons';
import { isActivePath } from '../layout/layout-rules';
import { useVendorLanes } from '@jogo/shared/data';
import { RemoteLink } from '../routing/remote-link';
import styles from './top-nav.module.css';

interface NavEntry {
  to: string;
  labelKey: string;
  icon: IconName;
}

const HOME: NavEntry = { to: '/', labelKey: 'nav.home', icon: 'home' };
const PROMOTIONS: NavEntry = { to: '/promotions', labelKey: 'nav.promotions', icon: 'gift' };

/** One link: memoised, so a navigation renders the links whose `active` changed (no slow tap). */
const TopNavLink = memo(function TopNavLink({ entry: e, active }: { entry: NavEntry; active: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <RemoteLink
      to={e.to}
      className={`${styles.link} ${active ? styles.active : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      <Icon name={e.icon} size={18} />
      <span>{(t as DynamicT)(e.labelKey)}</span>
    </RemoteLink>
  );
});

/**
 * The top navigation (spec 2): home, promotions, elott, lott, live, sports, fish, rng, pvp, esports,
 * inhouse. A game category shows only when it has at least one vendor; home, promotions and in-house
 * always show. Each link preloads its remote on hover (RemoteLink).
 */
export function TopNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const { data: lanes, loading } = useVendorLanes();
  const withVendors = categoriesWithVendors(lanes ?? []);
  const categories = GAME_CATEGORIES.filter((c) => isCategoryShown(c.type, withVendors));
  const waiting = lanes === undefined && loading;
  const entries = holdVendorPlaces<NavEntry>([HOME, PROMOTIONS, ...categories], waiting);

  return (
    <nav className={styles.bar} aria-label={t('nav.label')}>
      <ul className={styles.list}>
        {entries.map((e, i) => {
          if (!e)
            return (
              <li key={`s${i}`} aria-hidden="true" className={styles.placeholder}>
                <Skeleton width={88} height={18} radius={9} />
              </li>
            );
          return (
            <li key={e.to}>
              <TopNavLink entry={e} active={isActivePath(pathname, e.to)} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
