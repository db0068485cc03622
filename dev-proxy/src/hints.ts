import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  EARLY_READS,
  LANGUAGE_STORAGE_KEYS,
  SESSION_READS,
  SESSION_TOKEN_KEY,
  type EarlyDecl,
  type EarlyRead,
  type EarlyView,
  type RegistryApp,
  type RegistryEntryOut,
} from './registry';

/**
 * A short critical chain. Everything the requested route needs that depends only on its URL starts
 * from the page itself, in parallel with the shell's JavaScript: preload hints (in the HTML, as `Link` headers
 * and as 103 Early Hints) for the shell's first chunks and the registry; an inline script that starts the
 * gateway calls (which need the protocol headers, so a plain preload could not be used) and keeps their promises
 * on `window.__jogoEarly` for the shell's api client to take once (shell/src/routing/early.ts). The route's
 * remote manifest, its remoteEntry.js and first chunks are hinted with the page's, except on a route whose
 * first view shows an image: there the early script preloads them once it has asked for that image.
 *
 * The hints are computed from the registry the browser gets and from each remote's deployed files (its
 * mf-manifest.json and jogo-chunks.json, read again when they change), so a remote redeployed alone gets
 * correct hints without a shell build.
 */

export interface Hint {
  href: string;
  as: 'script' | 'fetch' | 'style';
  /** a text chunk of one language (a lent page's remote's texts): preloaded only when the page shows that one */
  lang?: 'PT' | 'EN';
}

/** A gateway call the page's early script starts: a declared read, or the status call the plan adds. */
export interface EarlyCall extends EarlyRead {
  /** the status call: the first view shows only when its answer says the site is open */
  status?: boolean;
}

/**
 * A query variant of a route: `/member?page=personalHistoryCopy` has calls, files and a first screen of
 * its own. The early script starts the first variant whose `when` the page's query meets.
 */
export interface RouteVariant {
  /** query parameters the page must have (`''`: the parameter absent) */
  when: Record<string, string[]>;
  calls: EarlyCall[];
  /** this variant's own files (its page's chunk), preloaded by the early script once it chose it */
  hints: Hint[];
  view?: EarlyView;
}

export interface RoutePlan {
  /** the page's own: the shell's first chunks and the registry (in the page, as `Link` headers, as 103) */
  hints: Hint[];
  /**
   * On a route whose first view shows an image (home's banner): the route's remote manifest, entry and first
   * chunks (or, compiled into the shell, its first chunks), which the early script preloads once that image is
   * asked for. Hinted in the page, they took HTTP/1.1's six connections first and the calls the image waits for
   * (status, banners) queued behind them (home's banners answer waited 230 ms for a connection under
   * slow 4G). Empty elsewhere: there the app paints the route, and its files are in `hints`.
   */
  routeHints: Hint[];
  /** gateway calls started by the inline early script */
  calls: EarlyCall[];
  /**
   * The shell's text chunks of each language (jogo-chunks.json `./locales/pt|en`). The first render waits for
   * them, and only the page knows which language it shows, so the early script preloads the one it will use.
   */
  languages?: Partial<Record<'PT' | 'EN', string[]>>;
  /**
   * The route's first screen: markup in each language, shown in the shell's frame by the early script
   * before the app renders (shared/build/first-view.cjs), from the deployed remote's `jogo-early.json`.
   */
  view?: EarlyView;
  /** the route's layout (registry): which parts of the shell's frame the first view shows */
  layout?: string;
  /** the route's access (registry): a route of the session gets its calls and view only when the page knows one */
  access?: string;
  /** the route's query variants, and the route itself when its entry names a `when` */
  variants?: RouteVariant[];
}

/** Paths that show home (shell/src/routing/route-table.ts HOME_ALIASES). */
const HOME_ALIASES = new Set(['/index', '/index.html', '/home']);

/** A page's path as routes are declared: home's aliases are `/`, no trailing slash. */
const ownPath = (pathname: string) =>
  HOME_ALIASES.has(pathname) ? '/' : pathname.replace(/\/+$/, '') || '/';

/** The route declaration matching a path, longest first (shared/src/federation/runtime.ts routeForPath). */
export function routeOwner(
  remotes: readonly RegistryEntryOut[],
  pathname: string,
): { remote: RegistryEntryOut; route: string } | undefined {
  const p = ownPath(pathname);
  let best: { remote: RegistryEntryOut; route: string } | undefined;
  for (const remote of remotes)
    for (const { path: route } of remote.routes) {
      const match = route === '/' ? p === '/' : p === route || p.startsWith(`${route}/`);
      if (match && (!best || route.length > best.route.length)) best = { remote, route };
    }
  return best;
}

/** JSON files of a deployment, parsed once per version of the file. */
const jsonCache = new Map<string, { mtimeMs: number; value: unknown }>();

export function readJson<T>(file: string): T | null {
  try {
    const { mtimeMs } = fs.statSync(file);
    const known = jsonCache.get(file);
    if (known?.mtimeMs === mtimeMs) return known.value as T;
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
    jsonCache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

export interface ChunkMap {
  initial: string[];
  lazy: Record<string, string[]>;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  /** the modules it shares (shared-singletons.cjs), each with the files its own copy is in */
  shared?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

const kindOf = (file: string): Hint['as'] => (file.endsWith('.css') ? 'style' : 'script');

/** A remote's entry script as its manifest names it, under `base` (the folder of its manifest), or null. */
function entryHint(manifest: Manifest, base: string): Hint | null {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return null;
  const dir = entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
  return { href: `${base}${dir}${entry.name}`, as: 'script' };
}

/** The files (styles, then scripts) a manifest's expose loads before its module runs. */
function exposeFiles(manifest: Manifest, expose: string): string[] {
  const e = manifest.exposes?.find((x) => x.path === expose);
  return [...(e?.assets?.css?.sync ?? []), ...(e?.assets?.js?.sync ?? [])];
}

/**
 * The plan of one page load: the shell's first chunks, the registry, the status call, then the owning remote's
 * manifest, entry, `./routes` chunks, the route's declared first lazy chunks and first data.
 * `remoteDist(name)`: the folder of a remote's deployed files on this server, or null when its entry lives
 * elsewhere or it is switched off (then only what the registry says is hinted).
 */
export function planFor(options: {
  pathname: string;
  registry: { remotes: RegistryEntryOut[] };
  apps: readonly RegistryApp[];
  shellDist: string;
  remoteDist: (app: RegistryApp, entry: string) => string | null;
}): RoutePlan {
  const hints: Hint[] = [];
  const shell = readJson<ChunkMap>(path.join(options.shellDist, 'jogo-chunks.json'));
  // the entry script is already in the page; its first dynamic import (bootstrap) is what it waits for
  for (const f of shell?.initial ?? []) if (!/^main\./.test(f)) hints.push({ href: `/${f}`, as: kindOf(f) });
  // not /remotes.json: the early script fetches it first thing, and WebKit does not give a preloaded
  // answer to fetch(), so a hint made WebKit fetch the registry twice
  const calls: EarlyCall[] = [
    { path: EARLY_READS.systemStatus.path, moduleId: EARLY_READS.systemStatus.moduleId, status: true },
    // the session's first reads (shell/src/session/session-lifecycle.ts restoreSession), started only when the
    // page knows a session: every route of a logged-in player waits for its member info (guards, header)
    ...SESSION_READS,
  ];
  const languages = {
    PT: (shell?.lazy['./locales/pt'] ?? []).map((f) => `/${f}`),
    EN: (shell?.lazy['./locales/en'] ?? []).map((f) => `/${f}`),
  };

  const owner = routeOwner(options.registry.remotes, options.pathname);
  const app = owner && options.apps.find((a) => a.name === owner.remote.name);
  const routeHints: Hint[] = [];
  if (!owner || !app) return { hints, routeHints, calls, languages };
  const decl = owner.remote.routes.find((r) => r.path === owner.route);
  const dist = options.remoteDist(app, owner.remote.entry);
  // the deployed remote's own declarations (its dist/ or the release it runs), else the registry's
  const shipped = dist
    ? readJson<{ routes?: Record<string, EarlyDecl> }>(path.join(dist, 'jogo-early.json'))
    : null;
  // A route's early calls, first files and first screen are its own page's: a path below it (`/favorite/RNG`,
  // `/promotions/12`) is another page of the same remote, whose first render asks for other things (a first
  // screen of the list there would show the wrong page until the app replaced it), so it gets the remote's files only
  const own = ownPath(options.pathname) === owner.route;
  const declared = own ? (shipped?.routes ?? app.early) : {};
  const early: EarlyDecl = declared[owner.route] ?? {};
  const manifest = dist ? readJson<Manifest>(path.join(dist, 'mf-manifest.json')) : null;
  const chunks = dist ? readJson<ChunkMap>(path.join(dist, 'jogo-chunks.json')) : null;
  const base = owner.remote.entry.slice(0, owner.remote.entry.lastIndexOf('/') + 1);
  /** the files of a route's declared first lazy imports, then of the pages other remotes lend it */
  const chunkHints = (decl: EarlyDecl): Hint[] => [...ownChunkHints(decl), ...lentPageHints(decl)];
  /**
   * The files a page another remote lends needs before its first render, as the federation runtime asks for
   * them: the lender's manifest and entry, the page's expose, and the lender's texts in each language.
   */
  const lentPageHints = (decl: EarlyDecl): Hint[] =>
    (decl.pages ?? []).flatMap((page) => {
      const lender = options.registry.remotes.find((r) => r.pages.includes(page));
      const lenderApp = lender && options.apps.find((a) => a.name === lender.name);
      const lenderDist = lender && lenderApp ? options.remoteDist(lenderApp, lender.entry) : null;
      const lent = lenderDist ? readJson<Manifest>(path.join(lenderDist, 'mf-manifest.json')) : null;
      if (!lender || !lent) return [];
      const at = lender.entry.slice(0, lender.entry.lastIndexOf('/') + 1);
      const entry = entryHint(lent, at);
      const out: Hint[] = [{ href: lender.entry, as: 'fetch' }, ...(entry ? [entry] : [])];
      for (const f of exposeFiles(lent, `./${page}`)) out.push({ href: `${at}${f}`, as: kindOf(f) });
      for (const lang of ['PT', 'EN'] as const)
        for (const f of exposeFiles(lent, `./i18n-${lang.toLowerCase()}`))
          out.push({ href: `${at}${f}`, as: kindOf(f), lang });
      return out;
    });
  // a shared module a route's first render takes lazily (`@jogo/shared/validation` of the security centre's
  // forms): the files of this remote's own copy, the one it takes when no other page of the load shares one
  // (once: a module webpack merged from two chunks is listed under both names, one content hash, and the runtime
  // asks for the first)
  const sharedFiles = (name: string): string[] => {
    const own = manifest?.shared?.find((m) => m.name === name);
    const hashes = new Set<string>();
    return [...(own?.assets?.css?.sync ?? []), ...(own?.assets?.js?.sync ?? [])].filter((f) => {
      const hash = f.split('.').slice(-2).join('.');
      if (hashes.has(hash)) return false;
      hashes.add(hash);
      return true;
    });
  };
  const ownChunkHints = (decl: EarlyDecl): Hint[] =>
    dist && manifest
      ? (decl.chunks ?? []).flatMap((request) =>
          (chunks?.lazy[request] ?? sharedFiles(request)).map((f) => ({
            href: `${base}${f}`,
            as: kindOf(f),
          })),
        )
      : // a route compiled into the shell itself (the bench's single bundle): its first chunks are the shell's
        (decl.chunks ?? []).flatMap((request) =>
          (shell?.lazy[request] ?? []).map((f) => ({ href: `/${f}`, as: kindOf(f) })),
        );
  if (dist && manifest) {
    routeHints.push({ href: owner.remote.entry, as: 'fetch' });
    const entry = entryHint(manifest, base);
    if (entry) routeHints.push(entry);
    for (const f of exposeFiles(manifest, './routes'))
      routeHints.push({ href: `${base}${f}`, as: kindOf(f) });
    // the remote's own texts (its `./i18n-<lang>` exposes, shipped with its release: shared/build/texts.cjs) are
    // loaded beside its module before its first render, like the shell's: preloaded with them, in the one language
    for (const lang of ['PT', 'EN'] as const)
      for (const f of exposeFiles(manifest, `./i18n-${lang.toLowerCase()}`))
        languages[lang].push(`${base}${f}`);
  }
  const routeOwn = early.when ? [] : chunkHints(early);
  for (const h of routeOwn) if (!routeHints.some((r) => r.href === h.href)) routeHints.push(h);

  // query variants (`/member?page=x`), then the route itself when it names a `when` (`/member` only without a
  // page or with its default one): the early script takes the first the page's query meets
  const variants: RouteVariant[] = [];
  const variant = (decl: EarlyDecl, when: Record<string, string[]>): RouteVariant => ({
    when,
    calls: decl.data ?? [],
    hints: chunkHints(decl).filter((h) => !routeHints.some((r) => r.href === h.href)),
    ...(viewOf(decl) ? { view: viewOf(decl) } : {}),
  });
  for (const [key, decl] of Object.entries(declared)) {
    const q = key.indexOf('?');
    if (q < 0 || key.slice(0, q) !== owner.route) continue;
    const when = Object.fromEntries([...new URLSearchParams(key.slice(q + 1))].map(([k, v]) => [k, [v]]));
    variants.push(variant(decl, { ...when, ...decl.when }));
  }
  if (early.when) variants.push(variant(early, early.when));
  else calls.push(...(early.data ?? []));
  const view = early.when ? undefined : viewOf(early);
  const extra = {
    ...(decl ? { layout: decl.layout, access: decl.access } : {}),
    ...(view ? { view } : {}),
    ...(variants.length ? { variants } : {}),
  };
  // a route whose first view shows an image (home's banner) or its own first screen paints it without
  // any script: its files wait until that view's calls and pictures are asked for. Elsewhere its files are as
  // urgent as the shell's (in the page): the app paints the route.
  if (!calls.some((c) => c.image) && !view && !variants.some((v) => v.view)) {
    // a text chunk of one language goes with the page's texts (the early script preloads the one it shows)
    for (const h of routeHints) if (h.lang) languages[h.lang].push(h.href);
    const files = routeHints.filter((h) => !h.lang);
    return { hints: [...hints, ...files], routeHints: [], calls, languages, ...extra };
  }
  return { hints, routeHints, calls, languages, ...extra };
}

/** A declaration's first view when it is the built markup of both languages (never the source `{ file }`). */
function viewOf(decl: EarlyDecl): EarlyView | undefined {
  const v = decl.view as Partial<EarlyView> | undefined;
  return v && typeof v.PT === 'string' && typeof v.EN === 'string' ? (v as EarlyView) : undefined;
}

/** `Link` header values of the hints (`as=fetch` is fetched in CORS mode, so it says crossorigin). */
export const linkValues = (hints: readonly Hint[]) =>
  hints.map((h) => `<${h.href}>; rel=preload; as=${h.as}${h.as === 'fetch' ? '; crossorigin' : ''}`);

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The early script's source (early-script.js: plain browser JavaScript, read once), without its comment lines
 * and indentation: it is in every page.
 */
const EARLY_SOURCE = fs
  .readFileSync(path.join(__dirname, 'early-script.js'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('//'))
  .join('\n');

/**
 * The inline early script of a page: early-script.js called with this route's plan (what it starts, which
 * texts it preloads, which image the first view shows, which route files it preloads once the calls are out).
 * `<` is escaped so no value can close the script.
 */
export function earlyScript(
  calls: readonly EarlyCall[],
  merchant: string,
  languages: RoutePlan['languages'] = {},
  routeHints: readonly Hint[] = [],
  route: Pick<RoutePlan, 'view' | 'layout' | 'access' | 'variants'> = {},
): string {
  const config = {
    merchant,
    languageKeys: LANGUAGE_STORAGE_KEYS,
    tokenKey: SESSION_TOKEN_KEY,
    languages,
    calls,
    routeHints,
    view: route.view ?? null,
    layout: route.layout ?? null,
    access: route.access ?? 'guest',
    variants: route.variants ?? [],
  };
  return `(function(){${EARLY_SOURCE}\nearlyScript(${JSON.stringify(config).replace(/</g, '\\u003c')});})();`;
}

/** `'sha256-…'` of an inline script, for the page's Content-Security-Policy. */
export const scriptHash = (script: string) =>
  `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The served index.html: the hints and the early script right after `<meta charset>` (else after `<head>`). */
export function injectPlan(
  html: string,
  plan: RoutePlan,
  merchant: string,
): { html: string; script: string } {
  const script = earlyScript(plan.calls, merchant, plan.languages, plan.routeHints, plan);
  const tags =
    plan.hints
      .map(
        (h) =>
          `<link rel="preload" href="${attr(h.href)}" as="${h.as}"${h.as === 'fetch' ? ' crossorigin' : ''}>`,
      )
      .join('') + `<script>${script}</script>`;
  const at = /<meta charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  const out = at
    ? html.slice(0, at.index + at[0].length) + tags + html.slice(at.index + at[0].length)
    : tags + html;
  return { html: out, script };
}
