import type { ReactElement, ReactNode } from 'react';
import { Navigate, Route, Routes } from '@jogo/shared/router';
import type { RemoteRegistry, RouteAccess, RouteLayout } from '@jogo/shared/federation';
import { AgentLayout } from '../layout/agent-layout';
import { Layout } from '../layout/layout';
import { RequireAgent, RequireLogin, RequireRealAccount } from './guards';
import { OpenOnLoad } from './open-on-load';
import { RemoteRoute } from './remote-route';
import { HOME_ALIASES } from './route-table';
import { SHELL_PAGES } from './shell-pages';

/** Guards by declared access, outermost first: login, then the trial and agent checks (spec 2, 4, 6). */
export function guarded(access: RouteAccess, element: ReactElement): ReactElement {
  switch (access) {
    case 'guest':
      return element;
    case 'member':
      return <RequireLogin>{element}</RequireLogin>;
    case 'real':
      return (
        <RequireLogin>
          <RequireRealAccount>{element}</RequireRealAccount>
        </RequireLogin>
      );
    case 'agent':
      return (
        <RequireLogin>
          <RequireAgent>{element}</RequireAgent>
        </RequireLogin>
      );
  }
}

/** The frame of each declared layout (spec 2): the only place a layout is decided. */
const LAYOUT_ELEMENT: Record<RouteLayout, ReactNode> = {
  full: <Layout />,
  game: <Layout sideMenu={false} />,
  seamless: <Layout sideMenu={false} footer={false} />,
  agent: <AgentLayout />,
};
const LAYOUTS = Object.keys(LAYOUT_ELEMENT) as RouteLayout[];

interface TableRow {
  path: string;
  layout: RouteLayout;
  element: ReactElement;
}

/**
 * The route table of spec 2, built from the registry: every route a remote declares (with its layout and
 * access) plus the shell's own pages. Paths are case-sensitive: /vnLottery is not /vnlottery. Adding a route
 * to a remote is one edit in its federation.config.cjs; nothing here changes.
 */
export function ShellRoutes({ registry }: { registry: RemoteRegistry }) {
  const homeOwner = registry.remotes.find((r) => r.routes.some((d) => d.path === '/'));
  const home = homeOwner ? (
    <RemoteRoute name={homeOwner.name} basePath="/" />
  ) : (
    <Navigate to="/help" replace />
  );

  const rows: TableRow[] = [
    ...registry.remotes.flatMap((remote) =>
      remote.routes.map((d) => ({
        path: d.path,
        layout: d.layout,
        element: guarded(d.access, <RemoteRoute name={remote.name} basePath={d.path} />),
      })),
    ),
    ...SHELL_PAGES.map(({ path, layout, access, Page }) => ({
      path,
      layout,
      element: guarded(access, <Page />),
    })),
  ];

  return (
    <Routes>
      {LAYOUTS.map((layout) => (
        <Route key={layout} element={LAYOUT_ELEMENT[layout]}>
          {rows
            .filter((r) => r.layout === layout)
            .map((r) => (
              <Route
                key={r.path}
                caseSensitive
                path={r.path === '/' ? '/' : `${r.path}/*`}
                element={r.element}
              />
            ))}
          {layout === 'full' && (
            <>
              {HOME_ALIASES.map((alias) => (
                <Route key={alias} caseSensitive path={alias} element={home} />
              ))}
              <Route caseSensitive path="/login" element={<OpenOnLoad modal="login" home={home} />} />
              <Route caseSensitive path="/register" element={<OpenOnLoad modal="register" home={home} />} />
              <Route caseSensitive path="/forget" element={<OpenOnLoad modal={null} home={home} />} />
              <Route path="*" element={<Navigate to="/" replace />} />
            </>
          )}
        </Route>
      ))}
    </Routes>
  );
}
