import { BrowserRouter } from '@jogo/shared/router';
import { I18nextProvider, i18n } from '@jogo/shared/i18n';
import type { RemoteRegistry } from '@jogo/shared/federation';
import { useDocumentLanguage } from './language/change-language';
import { ModalHost } from './modals/modal-host';
import { MaintenancePage } from './pages/status/maintenance-page';
import { RestrictedPage } from './pages/status/restricted-page';
import { FirstViewRelease } from './routing/first-view';
import { RouteEffects } from './routing/route-effects';
import { ShellRoutes } from './routing/shell-routes';
import { StatusGate } from './status/status-gate';

export { HOME_ALIASES } from './routing/route-table';

/**
 * The shell: the status gate first (spec 4), then, in status 0, the modal host, the navigation effects and the
 * route table of spec 2.
 */
export function App({ registry }: { registry: RemoteRegistry }) {
  useDocumentLanguage();
  return (
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <FirstViewRelease />
        <StatusGate maintenance={MaintenancePage} restricted={RestrictedPage}>
          <ModalHost />
          <RouteEffects />
          <ShellRoutes registry={registry} />
        </StatusGate>
      </BrowserRouter>
    </I18nextProvider>
  );
}
