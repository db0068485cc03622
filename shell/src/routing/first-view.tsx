import { useEffect, useRef } from 'react';
import { useLocation } from '@jogo/shared/router';

/**
 * The page's first view (issue 14): dev-proxy's early script shows the layout's frame with the route's largest
 * image (index.html `#first-view`) as soon as that image arrives, and removes it itself once the app renders the
 * same image (dev-proxy/src/early-script.js). The shell releases it sooner when the page will not render that
 * image: the route changed, or the grace time after the first render ran out (the route's remote failed, the
 * status closed the site). A release before it showed keeps it from showing at all.
 */
export interface FirstView {
  released: boolean;
  release(): void;
}

declare global {
  interface Window {
    __jogoFirstView?: FirstView;
  }
}

/** How long after the app's first render the first view may stay up waiting for the app's own image. */
export const FIRST_VIEW_GRACE_MS = 4000;

export function releaseFirstView(): void {
  window.__jogoFirstView?.release();
}

/** Releases the first view on the first navigation, or after the grace time. */
export function FirstViewRelease() {
  const { pathname } = useLocation();
  const first = useRef(pathname);

  useEffect(() => {
    const timer = setTimeout(releaseFirstView, FIRST_VIEW_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (pathname !== first.current) releaseFirstView();
  }, [pathname]);

  return null;
}
