import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { I18nextProvider } from '@jogo/shared/i18n';
import { i18n } from '@jogo/shared/i18n';
import type { RemoteRegistry } from '@jogo/shared/federation';
import { Layout } from './layout/layout';
import { RemoteRoute } from './routing/remote-route';

/** Home aliases of spec 2. */
export const HOME_ALIASES = ['/index', '/index.html', '/home'];

/** The route table: every route of every remote from the registry, mounted under the shell layout. */
export function App({ registry }: { registry: RemoteRegistry }) {
  const lobby = registry.remotes.find((r) => r.name === 'mf_lobby');
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            {registry.remotes.flatMap((remote) =>
              remote.routes.map((route) => (
                <Route
                  key={`${remote.name}${route}`}
                  path={route === '/' ? '/' : `${route}/*`}
                  element={<RemoteRoute name={remote.name} basePath={route} />}
                />
              )),
            )}
            {HOME_ALIASES.map((alias) => (
              <Route key={alias} path={alias} element={<RemoteRoute name={lobby?.name ?? 'mf_lobby'} basePath="/" />} />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
    </I18nextProvider>
  );
}
