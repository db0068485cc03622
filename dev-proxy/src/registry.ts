import path from 'node:path';

/** A route as a remote declares it in its federation.config.cjs. */
export interface RouteDecl {
  path: string;
  layout: 'full' | 'game' | 'seamless' | 'agent';
  access: 'guest' | 'member' | 'real' | 'agent';
}

/** A public read a route starts early, as its remote declares it (registry.cjs EarlyCall). */
export interface EarlyRead {
  path: string;
  moduleId: string;
  /**
   * in the client's order; `{language}`, `{merchant}`, `{siteToday}` (today in the site's zone, from the status
   * answer), and `{name:a.b}`: the value at a.b of the answer named `name` (its `as`, or a `pick`'s), so the call
   * starts once that answer is in, as the app's second call waits for its first (no value: not asked)
   */
  query?: Record<string, string | number>;
  /**
   * A dotted path into the JSON answer naming the route's largest image: preloaded when the answer arrives,
   * and shown in the shell's first view (early-script.js) until the app renders it.
   */
  image?: string;
  /**
   * The route's first pictures of a list in the answer (a lobby's first game tiles, its largest paint): `list` a
   * dotted path to the array, `fields` the item fields naming the image (the first one set, as the tile reads
   * them), `count` how many (a phone's first screen). Preloaded as soon as the answer arrives; no first view.
   */
  images?: { list: string; fields: string[]; count: number };
  /** the name a first view's bindings give this answer (`data-fv-each="games:value.games"`) */
  as?: string;
  /**
   * One item the route's first render chooses from this answer, named `as` for bindings and later calls: the
   * groups of the list at `list` whose fields are among `where`'s (the answer narrowed to them, as the app reads
   * it), then the first item of their `items` lists, or the one whose `key` is the page's query parameter `query`
   * (marked `fvSelected`, its group as `parent`); none: null; the query naming none: no answer (no first screen)
   */
  pick?: {
    as: string;
    list: string;
    where: Record<string, string[]>;
    items: string;
    key: string;
    query: string;
  };
  /**
   * a read of the session: started only when the page knows one (`?token=`, else the token in
   * sessionStorage), with its Authorization header, as soon as the page runs; `'optional'`: with the session when
   * the page knows one, else public (the promotions carry the viewer's state)
   */
  auth?: boolean | 'optional';
}

/** A route's first screen in both languages (shared/build/first-view.cjs, shipped in the remote's jogo-early.json). */
export type EarlyView = Record<'PT' | 'EN', string>;

/**
 * What a route needs first (registry.cjs EarlyDecl, from the remote's federation.config.cjs `early`; the deployed
 * remote's `jogo-early.json` when it has one). A key `/member?page=x` is a variant of `/member` for that query.
 */
export interface EarlyDecl {
  chunks?: string[];
  /**
   * Pages other remotes lend that the route's first render shows (`<RemotePage name="paymentPassword" />` in
   * the member centre's security centre): the lender's manifest, entry, the page's files and texts are preloaded
   * with the route's, not one round trip after another once the route has rendered.
   */
  pages?: string[];
  data?: EarlyRead[];
  /** the first view: resolved markup in the deployed file; `{ file, params }` in the source declaration */
  view?: EarlyView | { file: string; params?: Record<string, string> };
  /** query parameters the page must have for this entry (`''`: the parameter absent) */
  when?: Record<string, string[]>;
}

/** Mirrors `@jogo/shared/build` registry.cjs, which dev-proxy reads (STYLE.md 4.5). */
export interface RegistryApp {
  name: string;
  folder: string;
  port: number;
  basePath: string;
  routes: RouteDecl[];
  pages: string[];
  dialogs: string[];
  commands: string[];
  early: Record<string, EarlyDecl>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS node-only module
const build = require('@jogo/shared/build') as {
  REMOTES: RegistryApp[];
  SHELL: { folder: string; port: number };
  MERCHANT: string;
  LANGUAGE_STORAGE_KEYS: readonly [string, string];
  currentReleases: (env?: NodeJS.ProcessEnv) => Record<string, string>;
  browserReleases: (
    env: NodeJS.ProcessEnv,
    browser: string | null,
  ) => { releases: Record<string, string>; canary: boolean };
  checkCanaries: (
    env: NodeJS.ProcessEnv,
  ) => Promise<{ name: string; release: string; decision: string; reasons: string[] }[]>;
  releasesDir: (env?: NodeJS.ProcessEnv) => string;
};

export const REMOTES: RegistryApp[] = build.REMOTES;
export const SHELL = build.SHELL;
/** The brand's merchant code, the one the shell sends (BRAND.merchant); `PROXY_MERCHANT` overrides it. */
export const MERCHANT = build.MERCHANT;
/** Where the shell stores the UI language, read first to last (shared/src/i18n/storage-keys.json). */
export const LANGUAGE_STORAGE_KEYS = build.LANGUAGE_STORAGE_KEYS;
/** The public reads a page may start early (the endpoint catalogue's shared/src/api/endpoints/early-reads.json). */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON file of @jogo/shared
export const EARLY_READS = require('@jogo/shared/early-reads.json') as Record<
  'systemStatus' | 'memberInfo' | 'passwordStatus',
  { path: string; moduleId: string; auth: boolean }
> &
  Record<string, { path: string; moduleId: string; auth: boolean } | undefined>;
/**
 * The reads a restored session makes first, whatever the route (shell/src/session/session-lifecycle.ts
 * restoreSession: member info, which guards and the header wait for, then the password status), started by the
 * page's early script as soon as it knows the session.
 */
export const SESSION_READS: EarlyRead[] = [
  // named for first views that show the member (the agent centre's top bar: `data-fv-each="member:value"`)
  { path: EARLY_READS.memberInfo.path, moduleId: EARLY_READS.memberInfo.moduleId, auth: true, as: 'member' },
  { path: EARLY_READS.passwordStatus.path, moduleId: EARLY_READS.passwordStatus.moduleId, auth: true },
];
/** Where the page finds the session (spec 4): `?token=` handed over in the URL, else sessionStorage `token`. */
export const SESSION_TOKEN_KEY = 'token';
export const ROOT = path.resolve(__dirname, '..', '..');
/** The folder of remote releases (`JOGO_RELEASES_DIR`, else `<root>/releases`; shared/build/release.cjs). */
export const releasesDirOf = (env: NodeJS.ProcessEnv, root: string) =>
  env.JOGO_RELEASES_DIR ? build.releasesDir(env) : path.join(root, 'releases');
/** The release each remote runs (`releases/current.json`), read on every call: a rollback needs no restart. */
export const releasesOf = (env: NodeJS.ProcessEnv, root: string): Record<string, string> =>
  build.currentReleases({ ...env, JOGO_RELEASES_DIR: releasesDirOf(env, root) });
/**
 * The release each remote runs for one browser (a running canary's for the browsers in its share, release.cjs
 * browserReleases), and whether any canary runs (then the browser needs an id).
 */
export const browserReleasesOf = (env: NodeJS.ProcessEnv, root: string, browser: string | null) =>
  build.browserReleases({ ...env, JOGO_RELEASES_DIR: releasesDirOf(env, root) }, browser);
/** Decides every running canary from the gateway's vitals (release.cjs checkCanaries). */
export const checkCanaries = (env: NodeJS.ProcessEnv, root: string, gatewayUrl: string) =>
  build.checkCanaries({ ...env, JOGO_RELEASES_DIR: releasesDirOf(env, root), JOGO_GATEWAY_URL: gatewayUrl });
/** The URL of a release's manifest, served by dev-proxy from the releases folder. */
export const releaseEntry = (name: string, release: string) =>
  `/releases/${name}/${release}/mf-manifest.json`;

export interface RegistryEntryOut {
  name: string;
  entry: string;
  basePath: string;
  routes: RouteDecl[];
  pages: string[];
  dialogs: string[];
  commands: string[];
  /** the release this remote runs (`<version>-<hash>`), null for its dist/ build or an entry pointed elsewhere */
  release: string | null;
}

/** `REMOTE_MF_LOBBY` for mf_lobby */
export const envKeyFor = (name: string) => `REMOTE_${name.toUpperCase()}`;
/** per-browser override cookie, set by `?remote.mf_lobby=<url>` on any page (see overrides.ts) */
export const cookieKeyFor = (name: string) => `jogo_remote_${name}`;

/**
 * The registry this browser gets: the browser's override (already checked against the override
 * policy, by remote name), then the environment's, then the release it runs (`releases`), else the
 * remote's files on this origin. Each entry names its release (`release`, null when none).
 */
export function registryFor(
  env: NodeJS.ProcessEnv,
  overrides: Record<string, string>,
  dev: boolean,
  releases: Record<string, string> = {},
): { remotes: RegistryEntryOut[] } {
  return {
    remotes: REMOTES.map((r) => {
      const pointed = overrides[r.name] || env[envKeyFor(r.name)];
      const release = !pointed && !dev ? (releases[r.name] ?? null) : null;
      return {
        name: r.name,
        entry: pointed || (release ? releaseEntry(r.name, release) : `/remotes/${r.name}/mf-manifest.json`),
        basePath: r.basePath,
        routes: r.routes,
        pages: r.pages,
        dialogs: r.dialogs,
        commands: r.commands,
        release,
      };
    }),
  };
}

/** The origins a page may load script from: this one plus every remote that lives elsewhere. */
export function registryOrigins(registry: { remotes: RegistryEntryOut[] }): string[] {
  const origins = new Set<string>();
  for (const r of registry.remotes) {
    try {
      const u = new URL(r.entry);
      origins.add(u.origin);
    } catch {
      /* a relative entry is this origin */
    }
  }
  return [...origins].sort();
}
