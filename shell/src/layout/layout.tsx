import { memo, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from '@jogo/shared/router';
import { useTranslation } from '@jogo/shared/i18n';
import { ChunkBoundary, retryableLazy } from '@jogo/shared/federation';
import { afterMainPaint } from '@jogo/shared/ui';
import { Header } from '../header/header';
import { TopNav } from '../header/top-nav';
import { FirstViewHandOver } from '../routing/first-view';
import { SideMenu } from '../side-menu/side-menu';
import { useMediaQuery } from './use-media-query';
import styles from './layout.module.css';

export interface LayoutProps {
  /** the side menu (hidden on game pages, spec 2); the route's declared layout decides */
  sideMenu?: boolean;
  /** the footer (hidden on `/seamless`, spec 2); the route's declared layout decides */
  footer?: boolean;
  /** content instead of the nested routes' `<Outlet />` */
  children?: ReactNode;
}

/**
 * The footer is below the fold: its code loads once the page's main content has painted, so it never
 * competes with the first banner. Nothing above it moves when it arrives. On a short page too (the wallet's tiles,
 * an empty list) the main area is at least the screen's height (`.footed`): the footer's tagline, drawn with the
 * app, was the largest paint of those pages, after their first screen (the wallet 0.9 → 3.5 s on a slow phone).
 */
const Footer = retryableLazy<object>(() =>
  afterMainPaint()
    .then(() => import('../footer/footer'))
    .then((m) => ({ default: m.Footer })),
);

/**
 * The parts of the frame that do not depend on the layout's own state (the side menu's drawer or rail): memoised,
 * so opening the menu renders the header and the menu, not the navigation and the footer again (the
 * footer was a third of that tap's render).
 */
const FrameTopNav = memo(function FrameTopNav() {
  return <TopNav />;
});
const FrameFooter = memo(function FrameFooter() {
  return (
    // offline before its chunk was cached, the page shows without the footer
    <ChunkBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </ChunkBoundary>
  );
});

const SIDE_MENU_ID = 'side-menu';
/** the open drawer's scrolling list (side-menu.tsx), the one thing a wheel or a finger may scroll then */
const DRAWER_LIST = `#${SIDE_MENU_ID} nav`;
/** below this width the side menu is a drawer (matches side-menu.module.css) */
const DRAWER_QUERY = '(max-width: 1023px)';
const COLLAPSED_KEY = 'jogo.sideMenuCollapsed';

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The player frame: header, top navigation, side menu, page, footer. The side menu toggle collapses the
 * column to icons on desktop (remembered) and opens a drawer on phones (closed on every navigation).
 */
export function Layout({ sideMenu = true, footer = true, children }: LayoutProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const isDrawer = useMediaQuery(DRAWER_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(storedCollapsed);
  const showSideMenu = sideMenu;
  const showFooter = footer;

  useEffect(() => setDrawerOpen(false), [pathname, isDrawer]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    // the page behind an open drawer must not scroll: a wheel or a finger's move anywhere but over the drawer's
    // own list is cancelled (the list keeps its overscroll to itself: side-menu.module.css). Not `overflow:
    // hidden` on the body, which in the tap's frame restyled and laid out the whole page and, as the viewport
    // stopped scrolling, started the page's lazy pictures, each decoded there: most of that tap's time
    const hold = (e: Event) => {
      if (!(e.target instanceof Element && e.target.closest(DRAWER_LIST))) e.preventDefault();
    };
    document.addEventListener('wheel', hold, { passive: false });
    document.addEventListener('touchmove', hold, { passive: false });
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('wheel', hold);
      document.removeEventListener('touchmove', hold);
    };
  }, [drawerOpen]);

  const toggle = useCallback(() => {
    if (isDrawer) {
      setDrawerOpen((o) => !o);
      return;
    }
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1');
      } catch {
        /* the choice lasts for this page only */
      }
      return !c;
    });
  }, [isDrawer]);

  // stable, so the side menu's entries (memoised) do not render again when the drawer opens or closes
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const menuOpen = isDrawer ? drawerOpen : !collapsed;
  return (
    <div className={styles.app}>
      <FirstViewHandOver />
      <a href="#main" className={styles.skip}>
        {t('layout.skip')}
      </a>
      <div className={styles.chrome}>
        <Header
          onToggleMenu={showSideMenu ? toggle : undefined}
          menuOpen={showSideMenu && menuOpen}
          menuId={SIDE_MENU_ID}
        />
        <FrameTopNav />
      </div>
      <div className={styles.body}>
        {showSideMenu ? (
          <SideMenu
            id={SIDE_MENU_ID}
            collapsed={!isDrawer && collapsed}
            drawer={isDrawer}
            drawerOpen={isDrawer && drawerOpen}
            onClose={closeDrawer}
          />
        ) : null}
        <div className={styles.column}>
          <main
            className={showFooter ? `${styles.main} ${styles.footed}` : styles.main}
            id="main"
            tabIndex={-1}
          >
            {children ?? <Outlet />}
          </main>
          {showFooter ? <FrameFooter /> : null}
        </div>
      </div>
    </div>
  );
}
