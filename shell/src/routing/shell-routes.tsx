import type { ReactElement, ReactNode } from 'react';
import { Navigate, Route, Routes } from '@jogo/shared/router';
import type { RemoteRegistry } from '@jogo/shared/federation';
import { AgentLayout } from '../layout/agent-layout';
import { Layout } from '../layout/layout';
import { RequireAgent, RequireLogin, RequireRealAccount } from './guards';
import { AnnouncePage, DownloadPage, FeedbackPage, HelpPage } from './lazy-pages';
import { OpenOnLoad } from './open-on-load';
import { RemoteRoute } from './remote-route';
import { HOME_ALIASES, layoutOf, needsLogin, type Layouts } from './route-table';

/**
 * Every route of spec 2 that a remote renders. Which remote that is comes from the registry at run time; a route
 * whose owner is missing still exists and shows the remote fallback (the shell boots with every remote down).
 */
export const REMOTE_ROUTES = [
  '/',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/inhouse',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/seamless',
  '/lottert',
  '/vnlottery',
  '/sealottery',
  '/agent',
  '/agentHome',
  '/member',
  '/promotions',
  '/pointMall',
  '/wallet',
] as const;

/** The guards of a route, innermost last: login first, then trial and agent checks (spec 2, 4, 6). */
function guarded(route: string, element: ReactElement): ReactElement {
  let out = element;
  if (route === '/agentHome') out = <RequireAgent>{out}</RequireAgent>;
  if (route === '/member') out = <RequireRealAccount>{out}</RequireRealAccount>;
  if (needsLogin(route)) out = <RequireLogin>{out}</RequireLogin>;
  return out;
}

const LAYOUT_ELEMENT: Record<Layouts, ReactNode> = {
  normal: <Layout />,
  game: <Layout sideMenu={false} />,
  seamless: <Layout sideMenu={false} footer={false} />,
  agent: <AgentLayout />,
};

/** The route table (spec 2), routes grouped by layout. Paths are case-sensitive: /vnLottery is not /vnlottery. */
export function ShellRoutes({ registry }: { registry: RemoteRegistry }) {
  const ownerOf = (route: string) =>
    registry.remotes.find((r) => r.routes.some((d) => d.path === route))?.name ?? 'unregistered';
  const extra = registry.remotes
    .flatMap((r) => r.routes.map((d) => d.path))
    .filter((r) => !(REMOTE_ROUTES as readonly string[]).includes(r));
  const remoteRoutes = [...REMOTE_ROUTES, ...extra];
  const home = <RemoteRoute name={ownerOf('/')} basePath="/" />;

  const byLayout = (layout: Layouts) =>
    remoteRoutes
      .filter((route) => layoutOf(route) === layout)
      .map((route) => (
        <Route
          key={route}
          caseSensitive
          path={route === '/' ? '/' : `${route}/*`}
          element={guarded(route, <RemoteRoute name={ownerOf(route)} basePath={route} />)}
        />
      ));

  return (
    <Routes>
      <Route element={LAYOUT_ELEMENT.agent}>{byLayout('agent')}</Route>
      <Route element={LAYOUT_ELEMENT.seamless}>{byLayout('seamless')}</Route>
      <Route element={LAYOUT_ELEMENT.game}>{byLayout('game')}</Route>
      <Route element={LAYOUT_ELEMENT.normal}>
        {byLayout('normal')}
        {HOME_ALIASES.map((alias) => (
          <Route key={alias} caseSensitive path={alias} element={home} />
        ))}
        <Route caseSensitive path="/login" element={<OpenOnLoad modal="login" home={home} />} />
        <Route caseSensitive path="/register" element={<OpenOnLoad modal="register" home={home} />} />
        <Route caseSensitive path="/forget" element={<OpenOnLoad modal={null} home={home} />} />
        <Route caseSensitive path="/help" element={<HelpPage />} />
        <Route caseSensitive path="/announce" element={<AnnouncePage />} />
        <Route caseSensitive path="/down" element={<DownloadPage />} />
        <Route caseSensitive path="/feedback" element={guarded('/feedback', <FeedbackPage />)} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
