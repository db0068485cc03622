import { startTransition } from 'react';
import { withEarly } from './routing/early';
import { loadRegistry } from './routing/load-registry';
import './styles/tokens.css';

// The registry, the status and the route's first data were started by the page itself (routing/early.ts):
// the first matching request of each takes that answer instead of asking again.
const fetchEarly = withEarly((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));

/**
 * Start-up runs in steps, each in a task of its own (total blocking time): on a slow phone one script
 * task running every module at once kept the page from answering input for a quarter of a second. The steps'
 * modules are in this chunk (`webpackMode: "eager"`: no request); only their evaluation is spread out. This
 * module imports nothing shared statically for the same reason: the chunk's own task stays short.
 */
async function start() {
  const registryAnswer = loadRegistry(fetchEarly);
  await nextTask();
  // the shared modules one by one, smallest first: each one's evaluation is a task of its own
  const [{ BRAND, createApiClient, setApiClient }, { bus }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@jogo/shared/api'),
    import(/* webpackMode: "eager" */ '@jogo/shared/bus'),
  ]);
  await nextTask();
  const { i18nReady } = await import(/* webpackMode: "eager" */ '@jogo/shared/i18n');
  await nextTask();
  const { registerRegistry, warmRouteRemote, reportAreaError } = await import(
    /* webpackMode: "eager" */ '@jogo/shared/federation'
  );
  await nextTask();
  const [{ initLanguage }, session, lifecycle, status, protection, reauth] = await Promise.all([
    import(/* webpackMode: "eager" */ './language/change-language'),
    import(/* webpackMode: "eager" */ './session/session-runtime'),
    import(/* webpackMode: "eager" */ './session/session-lifecycle'),
    import(/* webpackMode: "eager" */ './status/system-status'),
    import(/* webpackMode: "eager" */ './protection/protection-runtime'),
    import(/* webpackMode: "eager" */ './protection/reauth'),
  ]);
  const registry = await registryAnswer;
  registerRegistry(registry);
  setApiClient(
    createApiClient({
      merchant: BRAND.merchant,
      fetchImpl: fetchEarly,
      getLanguage: () => bus.current('language:changed'),
      getToken: () => bus.current('session:changed').token,
      // DESIGN.md section 5: a 401 from any call returns to guest and opens login; a 503 may be maintenance
      onUnauthorized: () => lifecycle.handleUnauthorized(),
      onMaintenance: () => status.statusRecheck$.next(),
      // After the idle limit the password again over the page, then the same call once
      onReauthRequired: (e) => reauth.requestReauth(e),
    }),
  );
  initLanguage();
  session.startSessionRuntime();
  protection.startProtectionRuntime();
  // the route's remote and its first screen load while the texts arrive and the layout renders
  void warmRouteRemote(window.location.pathname);
  // the stored language's texts (one chunk per language) are in before the first paint
  await i18nReady;
  await nextTask();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app');
  await nextTask();
  const root = createRoot(document.getElementById('root')!, {
    // a render error an error boundary caught (a remote's area shows its fallback): logged as React does, and
    // counted by the vitals as an error of the route's remote and release (a canary that breaks its area)
    onCaughtError: (error) => {
      // eslint-disable-next-line no-console -- the remote's team reads its own error
      console.error(error);
      reportAreaError();
    },
  });
  // a transition: React renders the first page in short slices instead of one long task
  startTransition(() => root.render(<App registry={registry} />));
  // real-user vitals and errors (vitals/start-vitals.ts): its own chunk with web-vitals, once the page is idle
  // after the first render, so home's first load carries none of it
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 2000));
  idle(() => void import('./vitals/start-vitals').then((m) => m.startVitals()));
}

/** Lets the browser run what is waiting (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void start();
