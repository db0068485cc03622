import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BRAND, createApiClient, setApiClient } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { registerRegistry, warmRouteRemote } from '@jogo/shared/federation';
import { i18nReady } from '@jogo/shared/i18n';
import { App } from './app';
import { initLanguage } from './language/change-language';
import { withEarly } from './routing/early';
import { loadRegistry } from './routing/load-registry';
import { startSessionRuntime } from './session/session-runtime';
import { handleUnauthorized } from './session/session-lifecycle';
import { statusRecheck$ } from './status/system-status';
import './styles/tokens.css';

// The registry, the status and the route's first data were started by the page itself (routing/early.ts):
// the first matching request of each takes that answer instead of asking again.
const fetchEarly = withEarly((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

async function start() {
  const registry = await loadRegistry(fetchEarly);
  registerRegistry(registry);
  setApiClient(
    createApiClient({
      merchant: BRAND.merchant,
      fetchImpl: fetchEarly,
      getLanguage: () => bus.current('language:changed'),
      getToken: () => bus.current('session:changed').token,
      // DESIGN.md section 5: a 401 from any call returns to guest and opens login; a 503 may be maintenance
      onUnauthorized: () => handleUnauthorized(),
      onMaintenance: () => statusRecheck$.next(),
    }),
  );
  initLanguage();
  startSessionRuntime();
  // the route's remote and its first screen load while the texts arrive and the layout renders (issue 14)
  void warmRouteRemote(window.location.pathname);
  // the stored language's texts (one chunk per language) are in before the first paint
  await i18nReady;
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<App registry={registry} />));
}

void start();
