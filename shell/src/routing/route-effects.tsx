import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@jogo/shared/router';
import { bus } from '@jogo/shared/bus';
import { commandOwner } from '@jogo/shared/federation';
import { resetLoader } from '../services/loader';
import { logoutTarget$ } from '../session/session-lifecycle';
import { routeName } from './route-table';
import { routeSeen } from '../vitals/route-seen';

/** How long a hash waits for its anchor to appear (remote pages render after their code loads). */
const ANCHOR_WAIT_MS = 5000;

/** Scrolls to the element with that id once it exists; returns a cancel function. */
export function scrollToAnchor(id: string, doc: Document = document): () => void {
  const tryScroll = () => {
    const el = doc.getElementById(id);
    if (!el) return false;
    el.scrollIntoView({ block: 'start' });
    return true;
  };
  if (tryScroll()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryScroll()) stop();
  });
  const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  return stop;
}

/**
 * After each navigation (spec 2): when the route name changes the scroll resets to the top and the loader hides;
 * a hash scrolls to its anchor. Also carries out `ui:navigate-requested` from any app.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const name = routeName(pathname);
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (previous.current !== null && previous.current !== name) {
      window.scrollTo(0, 0);
      resetLoader();
    }
    previous.current = name;
  }, [name]);

  // the vitals reporter counts a load per route shown (vitals/start-vitals.ts)
  useEffect(() => routeSeen(pathname), [pathname]);

  useEffect(() => {
    // a logout's navigation arrived: guards go back to sending guests to /login
    if (logoutTarget$.getValue() === pathname) logoutTarget$.next(null);
  }, [pathname]);

  useEffect(() => {
    if (!hash || hash.length < 2) return undefined;
    return scrollToAnchor(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash]);

  useEffect(
    () =>
      bus.on('ui:navigate-requested', ({ to, replace }) => {
        if (/^https?:\/\//i.test(to)) window.location.assign(to);
        else navigate(to, { replace });
      }),
    [navigate],
  );

  useEffect(
    () =>
      // a command asked while its owner is not on the page (a banner launching a game from /promotions):
      // go to the page of the remote the registry names as its owner; the request waits in the bus queue
      bus.onUnowned(({ name }) => {
        const owner = commandOwner(name);
        if (owner) navigate(owner.basePath);
      }),
    [navigate],
  );

  return null;
}
