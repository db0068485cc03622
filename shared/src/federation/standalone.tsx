import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '../router';
import { BRAND, createApiClient, setApiClient } from '../api';
import { bus } from '../bus';
import { I18nextProvider, addTextSource, i18n, i18nReady, type TextBundle } from '../i18n';
import type { RemoteRouteProps } from './types';

/** A remote's own texts per language (its `src/i18n/locales/<lang>/index.ts`, imported lazily). */
export interface StandaloneTexts {
  PT: () => Promise<{ default: TextBundle }>;
  EN: () => Promise<{ default: TextBundle }>;
}

/**
 * Mounts a remote on its own (`npm start -w @jogo/<remote>`) with the providers the shell gives: the API
 * client, the stored language's texts (@jogo/shared's and the remote's own, `texts`), a router. `basePath` is
 * where its routes live; `extra` renders beside them (a remote's dev menu, its dialogs).
 */
export async function mountStandalone(
  Remote: ComponentType<RemoteRouteProps>,
  {
    basePath = '/',
    extra,
    name,
    texts,
  }: { basePath?: string; extra?: ReactNode; name: string; texts: StandaloneTexts },
): Promise<void> {
  setApiClient(
    createApiClient({
      merchant: BRAND.merchant,
      getLanguage: () => bus.current('language:changed'),
      getToken: () => bus.current('session:changed').token,
    }),
  );
  await Promise.all([i18nReady, addTextSource(name, (lang) => texts[lang]().then((m) => m.default))]);
  const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        {extra}
        <Routes>
          <Route path={basePath === '/' ? '/*' : `${basePath}/*`} element={<Remote basePath={basePath} />} />
          {basePath === '/' ? null : <Route path="*" element={null} />}
        </Routes>
      </BrowserRouter>
    </I18nextProvider>,
  );
}
