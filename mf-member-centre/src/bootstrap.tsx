import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@jogo/shared/router';
import { BRAND, createApiClient, setApiClient } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { I18nextProvider, i18n, i18nReady } from '@jogo/shared/i18n';
import Remote from './remote';

// Standalone mount for `npm start -w @jogo/mf-member-centre`: the same providers the shell gives.
setApiClient(
  createApiClient({
    merchant: BRAND.merchant,
    getLanguage: () => bus.current('language:changed'),
    getToken: () => bus.current('session:changed').token,
  }),
);
await i18nReady;
createRoot(
  document.getElementById('root') ?? document.body.appendChild(document.createElement('div')),
).render(
  <I18nextProvider i18n={i18n}>
    <BrowserRouter>
      <Routes>
        <Route path="/*" element={<Remote basePath="/" />} />
      </Routes>
    </BrowserRouter>
  </I18nextProvider>,
);
