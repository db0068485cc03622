import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  EARLY_READS,
  LANGUAGE_STORAGE_KEYS,
  type EarlyDecl,
  type EarlyRead,
  type RegistryApp,
  type RegistryEntryOut,
} from './registry';

/**
 * A short critical chain (issue 14). Everything the requested route needs that depends only on its URL starts
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
}

/** A gateway call the page's early script starts: a declared read, or the status call the plan adds. */
export interface EarlyCall extends EarlyRead {
  /** the status call: the first view shows only when its answer says the site is open */
  status?: boolean;
}

export interface RoutePlan {
  /** the page's own: the shell's first chunks and the registry (in the page, as `Link` headers, as 103) */
  hints: Hint[];
  /**
   * On a route whose first view shows an image (home's banner): the route's remote manifest, entry and first
   * chunks (or, compiled into the shell, its first chunks), which the early script preloads once that image is
   * asked for. Hinted in the page, they took HTTP/1.1's six connections first and the calls the image waits for
   * (status, banners) queued behind them (issue 14: home's banners answer waited 230 ms for a connection under
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
}

/** Paths that show home (shell/src/routing/route-table.ts HOME_ALIASES). */
const HOME_ALIASES = new Set(['/index', '/index.html', '/home']);

/** The route declaration matching a path, longest first (shared/src/federation/runtime.ts routeForPath). */
export function routeOwner(
  remotes: readonly RegistryEntryOut[],
  pathname: string,
): { remote: RegistryEntryOut; route: string } | undefined {
  const p = HOME_ALIASES.has(pathname) ? '/' : pathname.replace(/\/+$/, '') || '/';
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
}

const kindOf = (file: string): Hint['as'] => (file.endsWith('.css') ? 'style' : 'script');

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
  hints.push({ href: '/remotes.json', as: 'fetch' });
  const calls: EarlyCall[] = [
    { path: EARLY_READS.systemStatus.path, moduleId: EARLY_READS.systemStatus.moduleId, status: true },
  ];
  const languages = {
    PT: (shell?.lazy['./locales/pt'] ?? []).map((f) => `/${f}`),
    EN: (shell?.lazy['./locales/en'] ?? []).map((f) => `/${f}`),
  };

  const owner = routeOwner(options.registry.remotes, options.pathname);
  const app = owner && options.apps.find((a) => a.name === owner.remote.name);
  const routeHints: Hint[] = [];
  if (!owner || !app) return { hints, routeHints, calls, languages };
  const early: EarlyDecl = app.early[owner.route] ?? {};
  const dist = options.remoteDist(app, owner.remote.entry);
  const manifest = dist ? readJson<Manifest>(path.join(dist, 'mf-manifest.json')) : null;
  if (dist && manifest) {
    const base = owner.remote.entry.slice(0, owner.remote.entry.lastIndexOf('/') + 1);
    routeHints.push({ href: owner.remote.entry, as: 'fetch' });
    const entry = manifest.metaData?.remoteEntry;
    if (entry?.name) {
      const dir = entry.path ? `${entry.path.replace(/\/+$/, '')}/` : '';
      routeHints.push({ href: `${base}${dir}${entry.name}`, as: 'script' });
    }
    const routes = manifest.exposes?.find((e) => e.path === './routes');
    const chunks = readJson<ChunkMap>(path.join(dist, 'jogo-chunks.json'));
    const files = [
      ...(routes?.assets?.css?.sync ?? []),
      ...(routes?.assets?.js?.sync ?? []),
      ...(early.chunks ?? []).flatMap((request) => chunks?.lazy[request] ?? []),
    ];
    for (const f of new Set(files)) routeHints.push({ href: `${base}${f}`, as: kindOf(f) });
  } else {
    // a route compiled into the shell itself (the bench's single bundle): its first chunks are the shell's
    for (const request of early.chunks ?? [])
      for (const f of shell?.lazy[request] ?? []) routeHints.push({ href: `/${f}`, as: kindOf(f) });
  }
  calls.push(...(early.data ?? []));
  // a route whose first view shows an image (home's banner) paints it without any script: its files wait for
  // that image. Elsewhere the app paints the route, so its files are as urgent as the shell's (in the page).
  if (!calls.some((c) => c.image))
    return { hints: [...hints, ...routeHints], routeHints: [], calls, languages };
  return { hints, routeHints, calls, languages };
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
): string {
  const config = { merchant, languageKeys: LANGUAGE_STORAGE_KEYS, languages, calls, routeHints };
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
  const script = earlyScript(plan.calls, merchant, plan.languages, plan.routeHints);
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
