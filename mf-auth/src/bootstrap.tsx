import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@jogo/shared/router';
import { BRAND, createApiClient, setApiClient } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { I18nextProvider, i18n, i18nReady } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import Remote from './remote';
import AuthModals from './modals';

// Standalone mount for `npm start -w @jogo/mf-auth`: the same providers the shell gives, the /agent page and
// buttons that open each dialog. Without the shell nobody turns `auth:logged-in` into a session, so this stand-in
// does the minimum (token on the bus) to let the flows finish.
setApiClient(
  createApiClient({
    merchant: BRAND.merchant,
    getLanguage: () => bus.current('language:changed'),
    getToken: () => bus.current('session:changed').token,
  }),
);
bus.on('auth:logged-in', (e) =>
  bus.emit('session:changed', {
    ...bus.current('session:changed'),
    status: 'member',
    token: e.token,
    loginType: e.loginType,
  }),
);

function DevMenu() {
  return (
    <div style={{ display: 'flex', gap: 8, padding: 12, flexWrap: 'wrap' }}>
      {(['login', 'register', 'forgot', 'changePassword', 'afterRegister'] as const).map((name) => (
        <Button
          key={name}
          size="sm"
          variant="secondary"
          onClick={() => bus.emit('ui:modal-requested', { name })}
        >
          {name}
        </Button>
      ))}
    </div>
  );
}

// the texts of the stored language load as their own chunk; render once they are in
void i18nReady.then(() =>
  createRoot(
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div')),
  ).render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <DevMenu />
        <Routes>
          <Route path="/agent/*" element={<Remote basePath="/agent" />} />
          <Route path="*" element={null} />
        </Routes>
        <AuthModals initial={null} />
      </BrowserRouter>
    </I18nextProvider>,
  ),
);
