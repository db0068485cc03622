import {
  ROUTES_EXPOSE,
  type RemoteModule,
  type RemoteRegistry,
  type RemoteRegistryEntry,
  type RouteDecl,
} from './types';
import { addTextSource, currentLanguage, type TextBundle } from '../i18n';

/** The part of the federation runtime instance we use (module-federation.io "Runtime API"). */
interface FederationInstance {
  name: string;
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
  preloadRemote(options: { nameOrAlias: string; exposes?: string[] }[]): Promise<void>;
}

declare const __webpack_require__: { federation?: { instance?: FederationInstance } } | undefined;

/**
 * The runtime instance webpack's federation plugin already created for the host. We call it directly
 * instead of importing `@module-federation/enhanced/runtime`, which would bundle a second copy of the
 * runtime (about 33 KB compressed) just to reach the same instance.
 */
function instance(): FederationInstance {
  const fromWebpack =
    typeof __webpack_require__ !== 'undefined' ? __webpack_require__.federation?.instance : undefined;
  if (fromWebpack) return fromWebpack;
  const all = (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__
    ?.__INSTANCES__;
  const host = all?.find((i) => i.name === 'shell') ?? all?.[0];
  if (!host) throw new Error('@jogo/shared/federation: no federation runtime on this page');
  return host;
}

const known = new Map<string, RemoteRegistryEntry>();

/** Registers the registry's remotes with the federation runtime (the shell's webpack config declares none). */
export function registerRegistry(registry: RemoteRegistry): void {
  for (const r of registry.remotes) known.set(r.name, r);
  instance().registerRemotes(registry.remotes.map((r) => ({ name: r.name, entry: r.entry })));
}

export function registryEntries(): RemoteRegistryEntry[] {
  return [...known.values()];
}

/** @returns the remote that owns a path (longest matching route), or undefined. */
export function remoteForPath(pathname: string): RemoteRegistryEntry | undefined {
  let best: { entry: RemoteRegistryEntry; len: number } | undefined;
  for (const entry of known.values()) {
    for (const { path: route } of entry.routes) {
      const match = route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`);
      if (match && (!best || route.length > best.len)) best = { entry, len: route.length };
    }
  }
  return best?.entry;
}

/** @returns the route declaration that matches a path (longest match), with its remote. */
export function routeForPath(
  pathname: string,
): { remote: RemoteRegistryEntry; route: RouteDecl } | undefined {
  let best: { remote: RemoteRegistryEntry; route: RouteDecl } | undefined;
  for (const remote of known.values()) {
    for (const route of remote.routes) {
      const p = route.path;
      const match = p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p}/`);
      if (match && (!best || p.length > best.route.path.length)) best = { remote, route };
    }
  }
  return best;
}

/** @returns the remote that lends the page `name` (`depositv2` → mf_wallet), or undefined. */
export function pageOwner(name: string): RemoteRegistryEntry | undefined {
  for (const entry of known.values()) if (entry.pages?.includes(name)) return entry;
  return undefined;
}

/** @returns the remote that answers a bus command (`game:launch` → mf_lobby), or undefined. */
export function commandOwner(command: string): RemoteRegistryEntry | undefined {
  for (const entry of known.values()) if (entry.commands?.includes(command)) return entry;
  return undefined;
}

const preloaded = new Set<string>();
/** exposes whose import threw, with the error, until a retry (`force`) */
const failed = new Map<string, unknown>();
/** A file that did not arrive (offline, a 5xx): the next load fetches again, nothing is kept. */
const isFetchFailure = (err: unknown) =>
  /ChunkLoadError|Loading (css )?chunk|Failed to fetch|NetworkError|RUNTIME-00[38]|ScriptExternalLoadError/i.test(
    err instanceof Error ? `${err.name} ${err.message}` : String(err),
  );

/**
 * Warms a remote's entry, its `./routes` chunk and its texts in the shown language, once per page (hover on a link,
 * home preloading the lobby).
 */
export function preloadRemoteRoutes(name: string, routes: string[] = ['./routes']): void {
  const exposes = [...routes, `./i18n-${currentLanguage().toLowerCase()}`];
  const key = `${name}:${exposes.join(',')}`;
  if (preloaded.has(key) || !known.has(name)) return;
  preloaded.add(key);
  instance()
    .preloadRemote([{ nameOrAlias: name, exposes }])
    .catch(() => preloaded.delete(key));
}

/**
 * Declares a remote's texts (its `./i18n-<lang>` exposes, from the release the page loads it from) and loads the
 * shown language's, beside its module: both wait on the same remote entry, then load in parallel, so the texts add
 * no round trip before the remote's first render (dev-proxy also preloads them with the route's chunks).
 */
function remoteTexts(name: string, reload: boolean): Promise<void> {
  return addTextSource(
    name,
    async (lang) => {
      const id = `${name}/i18n-${lang.toLowerCase()}`;
      const mod = await instance().loadRemote<{ default: TextBundle }>(id);
      if (!mod?.default) throw new Error(`remote module ${id} is unavailable`);
      return mod.default;
    },
    reload,
  );
}

/**
 * Loads `<name>/<expose>` and the remote's texts in the shown language. On retry (`force`), the remote is
 * registered again with `force: true`, which drops the runtime's cached (failed) entry, so a remote that came back
 * works without a page reload.
 */
export function loadRemoteModule<T>(id: string, force = false): Promise<T> {
  // one load of a module at a time: two callers at once (the route's warm-up and its first render) would otherwise
  // both ask the runtime, and when the import throws the second gets the half-initialised module (its first use
  // throws "Cannot access 'd' before initialization" instead of the remote's own error); they share the first one's
  const running = force ? undefined : inFlight.get(id);
  if (running) return running as Promise<T>;
  const load = loadOnce<T>(id, force).finally(() => {
    if (inFlight.get(id) === load) inFlight.delete(id);
  });
  inFlight.set(id, load);
  return load;
}
const inFlight = new Map<string, Promise<unknown>>();

async function loadOnce<T>(id: string, force: boolean): Promise<T> {
  const name = id.split('/')[0];
  // a module whose import threw stays failed with that error until a retry: asked again, the runtime hands out the
  // half-initialised module, whose first use throws a consequence ("Cannot access 'd' before initialization")
  const failedBefore = failed.get(id);
  if (failedBefore !== undefined && !force) throw failedBefore;
  if (force) {
    failed.delete(id);
    const entry = known.get(name);
    if (entry) instance().registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    for (const key of [...preloaded]) if (key.startsWith(`${name}:`)) preloaded.delete(key);
  }
  let mod: T | null;
  try {
    [mod] = await Promise.all([instance().loadRemote<T>(id), remoteTexts(name, force)]);
  } catch (err) {
    // the remote's own error for its team (an import-time throw, a failed chunk), with its stack: a later attempt
    // may fail with a consequence of it instead (a module left half-initialised: "Cannot access 'd' before
    // initialization"); the player sees the area's fallback
    // eslint-disable-next-line no-console -- a message for the remote's team, not the user
    if (!reportSkew(name, err)) console.error(`[jogo] ${name} failed to load (${id}):`, err);
    if (!isFetchFailure(err)) failed.set(id, err);
    reportAreaError();
    throw err;
  }
  if (!mod) throw new Error(`remote module ${id} is unavailable`);
  return mod;
}

/**
 * The window event of an area that failed on screen without an uncaught error: a remote that did not load, or a
 * render error its boundary caught (the shell's `onCaughtError`). The shell's vitals count it as an error of the
 * route's remote and release, so a canary that breaks its area is measured.
 */
export const AREA_ERROR_EVENT = 'jogo:area-error';
/** Says an area failed (AREA_ERROR_EVENT). */
export function reportAreaError(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(AREA_ERROR_EVENT));
}

/** The federation runtime's words for a shared singleton whose version the page's copy does not satisfy. */
const SKEW =
  /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/;

/**
 * Version skew: a remote built against a range of a shared singleton (react, react-dom, @jogo/shared)
 * that the page's copy does not satisfy fails alone, into its boundary, and the page keeps its own copy. This says
 * so on the console for the remote's team, naming the package, the version the page offers and the range wanted.
 * @returns the message logged, or null when `err` is no skew
 */
export function reportSkew(remote: string, err: unknown): string | null {
  const m = SKEW.exec(err instanceof Error ? err.message : String(err));
  if (!m) return null;
  const [, offered, from, pkg, who, wanted] = m;
  const message = `[jogo] ${who ?? remote} was not loaded: it needs ${pkg} ${wanted}, the page runs ${pkg} ${offered} (from ${from}). Release it built against what the shell runs (npm run release refuses a build it cannot serve: shared/build/skew.cjs).`;
  // eslint-disable-next-line no-console -- a message for the remote's team, not the user (who sees the fallback)
  console.error(message);
  return message;
}

/**
 * Starts loading the remote that owns `pathname` and its first screen (`RemoteModule.prepare`), so that work runs
 * while the shell still waits for its texts and renders its layout, instead of after. The shell's
 * RemoteView later takes the same module from the runtime. A failure is left to RemoteView (fallback, retry).
 * @returns a promise that settles when the module and its first screen are loaded, or failed
 */
export function warmRouteRemote(pathname: string): Promise<void> {
  const found = routeForPath(pathname);
  if (!found) return Promise.resolve();
  return loadRemoteModule<RemoteModule>(`${found.remote.name}/${ROUTES_EXPOSE.slice(2)}`)
    .then((mod) => mod.prepare?.({ basePath: found.route.path }))
    .then(
      () => undefined,
      () => undefined,
    );
}
