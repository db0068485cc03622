/**
 * Every route's cold load on a slow phone: LCP and CLS (median of RUNS), the JavaScript it transferred,
 * and whether it reaches network idle (with the requests still open when it does not). Guest routes as a guest;
 * member, real and agent routes with a session handed over (`?token=`, as the e2e fixtures do).
 */
import {
  coldPage,
  median,
  pageScript,
  registryRoutes,
  sleep,
  throttle,
  throttleServiceWorkers,
  tokenFor,
  trackRequests,
  whoFor,
  withToken,
  type Browser,
  type Site,
  type Who,
} from './lib';

/** How long after `load` a page may take to go quiet before it counts as never idle. */
const IDLE_DEADLINE_MS = 20_000;
/** How long after `load` the app may take to draw the route's content before the load counts as never drawn. */
const CONTENT_DEADLINE_MS = 30_000;
/** After the route's content: its own paint and the shifts it causes are reported within a few frames. */
const AFTER_CONTENT_MS = 500;

interface Vitals {
  lcp: number;
  lcpElement: string;
  pageLcp: number;
  pageLcpElement: string;
  cls: number;
  shifts: ColdLoad['shifts'];
  last: number;
  content: number;
}

export interface RouteTarget {
  route: string;
  who: Who;
}

/** Pages of a route that are their own first screen (a `?page=` of the member centre). */
const EXTRA_PAGES = ['/member?page=personalHistoryCopy'];
/** The issue's set besides the guest routes: one page of each remote a session opens. */
const SESSION_ROUTES = ['/pointMall', '/member', '/agentHome'];

/**
 * The routes to measure, from the registry: by default every guest route of the full layout (home, the lobbies,
 * /promotions), then /pointMall, /member (its default page and the records) and /agentHome with their session;
 * `all`: every route of the full and agent layouts. `filter`: route paths (comma list) or `guest`/`session`.
 */
export function routeTargets(filter?: string): RouteTarget[] {
  const decls = registryRoutes();
  const byPath = new Map(decls.map((d) => [d.path, d]));
  const target = (route: string): RouteTarget => {
    const decl = byPath.get(route.split('?')[0]);
    if (!decl) throw new Error(`${route}: no such route in the registry`);
    return { route, who: whoFor(decl.access) };
  };
  const guest = decls.filter((d) => d.layout === 'full' && d.access === 'guest').map((d) => d.path);
  const session = [...SESSION_ROUTES, ...EXTRA_PAGES].filter((r) => byPath.has(r.split('?')[0]));
  if (filter === 'all')
    return [
      ...decls.filter((d) => d.layout === 'full' || d.layout === 'agent').map((d) => d.path),
      ...EXTRA_PAGES,
    ].map(target);
  if (filter === 'guest') return guest.map(target);
  if (filter === 'session') return session.map(target);
  if (filter) return filter.split(',').map((r) => target(r.trim()));
  return [...guest, ...session].map(target);
}

export interface ColdLoad {
  /** when the app had drawn the route's own content (the shell's mark `jogo:route-content`); NaN: never */
  contentMs: number;
  lcpMs: number;
  lcpElement: string;
  /** the largest paint of the page itself, a dialog's aside (vitals.js) */
  pageLcpMs: number;
  pageLcpElement: string;
  cls: number;
  shifts: { at: number; value: number; moved: string[] }[];
  jsBytes: number;
  jsRequests: number;
  requests: number;
  /** ms after navigation start at which nothing was in flight for 500 ms; NaN: never within the deadline */
  idleMs: number;
  /** the same, streams (EventSource) aside */
  idleNoStreamsMs: number;
  openAtDeadline: string[];
}

/**
 * One cold load under slow 4G + 4x CPU, the site's service worker running as in a player's browser: waits for
 * `load`, then for the app to have drawn the route's own content (the shell's mark, at most CONTENT_DEADLINE_MS),
 * then for network idle (at most IDLE_DEADLINE_MS; `idle: false` skips it), and reads the vitals a few frames
 * after the content. `before`: a page to open first in the same tab (home → /rng by a full load), with what it left
 * in the HTTP cache.
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  before?: string,
  options: { idle?: boolean } = {},
): Promise<ColdLoad> {
  // a fresh context: its HTTP cache empty, as on a player's first visit (after `before`, what that page left)
  const { context, page, cdp } = await coldPage(browser, [pageScript('vitals.js')], {
    serviceWorkers: true,
  });
  const read = async () => (await page.evaluate('window.__benchVitals')) as Vitals;
  const unthrottleWorkers = await throttleServiceWorkers(browser, cdp);
  try {
    await throttle(cdp);
    if (before) {
      // the first page done with what it does (home keeps the vendor lanes in sessionStorage once they come):
      // network idle, streams aside, then a second
      const first = trackRequests(page, cdp, () => 0);
      await page.goto(before, { waitUntil: 'load', timeout: 120_000 });
      await first.idle(IDLE_DEADLINE_MS, 500, false);
      await sleep(1000);
    }
    let start = Date.now();
    const net = trackRequests(page, cdp, () => start);
    start = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const loaded = Date.now();
    // the route's own content, not a quiet spell: on a throttled phone the app's render can come after seconds
    // without a paint or a request
    while (!(await read()).content && Date.now() - loaded < CONTENT_DEADLINE_MS) await sleep(100);
    await sleep(AFTER_CONTENT_MS);
    let idleMs = NaN;
    let idleNoStreamsMs = NaN;
    let openAtDeadline: string[] = [];
    if (options.idle !== false) {
      // streams aside first; then everything (when only a stream is left open, a little longer only)
      idleNoStreamsMs = await net.idle(IDLE_DEADLINE_MS, 500, false);
      const left = IDLE_DEADLINE_MS - (Date.now() - loaded);
      idleMs = await net.idle(Number.isNaN(idleNoStreamsMs) ? 0 : Math.max(0, Math.min(left, 3000)));
      openAtDeadline = Number.isNaN(idleMs) ? net.openNow() : [];
    }
    const v = await read();
    return {
      contentMs: v.content ? Math.round(v.content) : NaN,
      lcpMs: Math.round(v.lcp),
      lcpElement: v.lcpElement,
      pageLcpMs: Math.round(v.pageLcp),
      pageLcpElement: v.pageLcpElement,
      cls: Number(v.cls.toFixed(4)),
      shifts: v.shifts,
      ...net.counts,
      idleMs,
      idleNoStreamsMs,
      openAtDeadline,
    };
  } finally {
    await unthrottleWorkers();
    await context.close();
  }
}

export interface RouteResult {
  /** which site: 'current', or the compared tree's label */
  site: string;
  route: string;
  who: Who;
  /** median time to the route's own content (the app's mark), and each load's (NaN: never drawn) */
  contentMs: number;
  contentRunsMs: number[];
  lcpMs: number;
  cls: number;
  jsKB: number;
  jsRequests: number;
  requests: number;
  idle: string;
  idleMs: number;
  /** network idle with streams (EventSource) aside: loads that reached it, median ms */
  idleNoStreams: string;
  idleNoStreamsMs: number;
  lcpRunsMs: number[];
  clsRuns: number[];
  lcpElement: string;
  /** median of the page's own largest paint, a dialog's aside; present when a dialog painted the largest */
  pageLcpMs?: number;
  pageLcpElement?: string;
  largestShift?: { value: number; moved: string[] };
  openAtDeadline: string[];
}

export function summarise(site: string, route: string, who: Who, loads: ColdLoad[]): RouteResult {
  const idle = loads.filter((l) => !Number.isNaN(l.idleMs));
  const idleNoStreams = loads.filter((l) => !Number.isNaN(l.idleNoStreamsMs));
  const shifts = loads.flatMap((l) => l.shifts).sort((a, b) => b.value - a.value);
  const lcps = loads.map((l) => l.lcpMs);
  // the element of the median load's largest paint
  const mid = loads.find((l) => l.lcpMs === median(lcps));
  return {
    site,
    route,
    who,
    contentMs: median(loads.map((l) => l.contentMs)),
    contentRunsMs: loads.map((l) => l.contentMs),
    lcpMs: median(lcps),
    cls: median(loads.map((l) => l.cls)),
    jsKB: Number((median(loads.map((l) => l.jsBytes)) / 1024).toFixed(1)),
    jsRequests: median(loads.map((l) => l.jsRequests)),
    requests: median(loads.map((l) => l.requests)),
    idle: `${idle.length}/${loads.length}`,
    idleMs: median(idle.map((l) => l.idleMs)),
    idleNoStreams: `${idleNoStreams.length}/${loads.length}`,
    idleNoStreamsMs: median(idleNoStreams.map((l) => l.idleNoStreamsMs)),
    lcpRunsMs: lcps,
    clsRuns: loads.map((l) => l.cls),
    lcpElement: mid?.lcpElement ?? '',
    ...(loads.some((l) => l.pageLcpMs !== l.lcpMs)
      ? {
          pageLcpMs: median(loads.map((l) => l.pageLcpMs)),
          pageLcpElement: mid?.pageLcpElement ?? '',
        }
      : {}),
    ...(shifts[0] ? { largestShift: { value: shifts[0].value, moved: shifts[0].moved } } : {}),
    openAtDeadline: [...new Set(loads.flatMap((l) => l.openAtDeadline))],
  };
}

/**
 * Each target's cold loads on each site, taken in turn (route A on each site, route B on each site…, then again):
 * a busier minute weighs on every route and on both sides of a comparison alike.
 */
export async function measureRoutes(
  browser: Browser,
  sites: Site[],
  targets: RouteTarget[],
  runs: number,
  log: (s: string) => void,
  options: { idle?: boolean } = {},
): Promise<RouteResult[]> {
  const key = (site: Site, t: RouteTarget) => `${site.label} ${t.route}`;
  const loads = new Map<string, ColdLoad[]>();
  for (let i = 0; i < runs; i++) {
    for (const t of targets)
      for (const site of sites) {
        const url = site.origin + withToken(t.route, await tokenFor(site, t.who));
        const l = await coldLoad(browser, url, undefined, options);
        loads.set(key(site, t), [...(loads.get(key(site, t)) ?? []), l]);
        log(
          `  ${sites.length > 1 ? `[${site.label}] ` : ''}${t.route} (${t.who}) run ${i + 1}/${runs}: LCP ${l.lcpMs} ms, ` +
            `content ${Number.isNaN(l.contentMs) ? 'never drawn' : `${l.contentMs} ms`}` +
            `${l.pageLcpMs !== l.lcpMs ? ` (a dialog's; the page's own ${l.pageLcpMs} ms)` : ''}, CLS ${l.cls}, ` +
            (options.idle === false
              ? ''
              : Number.isNaN(l.idleMs)
                ? `NOT idle (open: ${l.openAtDeadline.join(', ')})`
                : `idle at ${l.idleMs} ms`),
        );
      }
  }
  return targets.flatMap((t) =>
    sites.map((site) => summarise(site.label, t.route, t.who, loads.get(key(site, t))!)),
  );
}

/** Home, then /rng by a full page load in the same tab (a link, a bookmark, a refresh): does /rng go idle? */
export async function homeThenLobby(browser: Browser, sites: Site[], runs: number) {
  const all = new Map<string, ColdLoad[]>(sites.map((s) => [s.label, []]));
  for (let i = 0; i < runs; i++)
    for (const site of sites)
      all.get(site.label)!.push(await coldLoad(browser, `${site.origin}/rng`, `${site.origin}/`));
  return sites.map((site) => summarise(site.label, '/ → /rng (full load)', 'guest', all.get(site.label)!));
}
