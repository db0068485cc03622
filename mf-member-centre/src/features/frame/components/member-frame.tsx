import { Suspense, type ComponentType } from 'react';
import { useTranslation, type DynamicT } from '@jogo/shared/i18n';
import { Link, useSearchParams } from '@jogo/shared/router';
import { rewardAllowed, useBadges, useMarket, useSettings } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import { ENDPOINTS, api } from '@jogo/shared/api';
import { PageSkeleton } from '@jogo/shared/ui';
import { RemotePage, retryableLazy, type LentPage, type RemotePageProps } from '@jogo/shared/federation';
import { DEFAULT_PAGE, memberPageHref } from '../../../paths';
import { ALL_PAGES, memberMenu, resolvePage } from '../model/menu';
import styles from './member-frame.module.css';

/** This remote's own pages, each loaded when first opened (the profit chart library only with its page). */
export type OwnPages = Record<string, ComponentType<RemotePageProps>>;

/**
 * The /member frame: the menu of spec 2 beside the page (a scrollable tab strip on phones) and the page
 * named in `?page=`. Own pages render here; the others are hosted by name through the registry, each in
 * RemotePage's own error boundary, so a remote that is down costs only its page.
 */
export function MemberFrame({ ownPages }: { ownPages: OwnPages }) {
  const { t } = useTranslation('member');
  const [params] = useSearchParams();
  const settings = useSettings();
  const badges = useBadges();
  const profile = useResource('member:profile', (signal) => api().call(ENDPOINTS.memberProfile, { signal }), {
    cache: 'session',
  });
  const market = useMarket();
  const menu = memberMenu({
    flags: settings.flags,
    badges,
    hasUpline: profile.data?.hasUpline,
    transfersBetweenPlayers: market?.transfersBetweenPlayers,
    rewardAllowed: (kind) => rewardAllowed(market, kind),
  });
  const requested = params.get('page');
  // until flags and profile are known, trust a known page name rather than bouncing to the default
  const settled = settings.status !== null && profile.data !== undefined;
  const page = settled
    ? resolvePage(requested, menu, DEFAULT_PAGE)
    : requested && ALL_PAGES.includes(requested)
      ? requested
      : DEFAULT_PAGE;
  const Own = ownPages[page];

  return (
    <div className={styles.frame} data-remote="mf_member_centre">
      <nav className={styles.menu} aria-label={t('menu.label')}>
        <ul className={styles.list}>
          {menu.map((e) => (
            <li key={e.page}>
              <Link
                to={memberPageHref(e.page)}
                className={`${styles.item} ${e.page === page ? styles.active : ''}`}
                aria-current={e.page === page ? 'page' : undefined}
              >
                <span>{(t as DynamicT)(e.labelKey)}</span>
                {e.badge ? (
                  <span className={styles.badge} aria-label={t('menu.badge', { count: e.badge })}>
                    {e.badge > 99 ? '99+' : e.badge}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={styles.page} aria-labelledby="member-page-title">
        <h1 id="member-page-title" className={styles.title}>
          {(t as DynamicT)(`menu.${page}`)}
        </h1>
        <Suspense fallback={<PageSkeleton label={t('loading')} />}>
          {/* not one of ours: a page another remote lends (the menu's names are not typed yet) */}
          {Own ? <Own host="member" /> : <RemotePage name={page as LentPage} host="member" />}
        </Suspense>
      </section>
    </div>
  );
}

/** retryableLazy() per page, so each own page is its own chunk */
export const lazyPage = (load: () => Promise<{ default: ComponentType<RemotePageProps> }>) =>
  retryableLazy(load);
