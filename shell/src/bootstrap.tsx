import { BRAND, createApiClient, setApiClient } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { registerRegistry, warmRouteRemote } from '@jogo/shared/federation';
import { i18nReady } from '@jogo/shared/i18n';
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
  // React's DOM renderer and the shell's component tree start in tasks of their own (in this chunk, no request):
  // one script task running every module at once kept the page from answering input for a quarter of a second
  // on a slow phone (issue 14, total blocking time)
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const [{ App }, { startTransition }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app'),
    import(/* webpackMode: "eager" */ 'react'),
  ]);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // a transition: React renders the first page in short slices instead of one long task
  startTransition(() => root.render(<App registry={registry} />));
}

/** Lets the browser run what is waiting (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();
