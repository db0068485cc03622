/**
 * What the site bench's parts share (run.ts): the site it starts, the phone it emulates, the cold loads'
 * throttling, medians, the registry's routes and the demo sessions.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MERCHANT } from '@jogo/shared/build';
import { chromium, type Browser, type CDPSession, type Page, type Request } from 'playwright-core';

/**
 * This bench's ports (4620–4639): the site (dev-proxy) and its embedded gateway; a second site (`--compare`, an
 * older tree) 10 above; probe proxies and drivers between.
 */
export const PORT = Number(process.env.BENCH_SITE_PORT ?? 4620);
export const GATEWAY_PORT = Number(process.env.BENCH_SITE_GATEWAY_PORT ?? 4621);
/** the compared tree's site (`--compare`): 10 above by default */
export const COMPARE_PORT = Number(process.env.BENCH_COMPARE_PORT ?? PORT + 10);
export const COMPARE_GATEWAY_PORT = Number(process.env.BENCH_COMPARE_GATEWAY_PORT ?? GATEWAY_PORT + 10);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ROOT = path.resolve(__dirname, '..', '..');
/** The phone: a 412 px wide screen (Lighthouse's mobile, Pixel-class). */
export const PHONE = { width: 412, height: 823 };
export const CONDITIONS =
  'slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up; CDP Network.emulateNetworkConditions) + 4x CPU ' +
  '(Emulation.setCPUThrottlingRate), cold cache (fresh context, its HTTP cache empty and on), 412x823 phone';

/**
 * On a machine shared with other work (builds, test suites), the bench's own processes (the measured browser and
 * the site) run at a higher priority, `nice -n -10` (root only), so the 4x CPU throttling is applied to a CPU share
 * closer to a quiet machine's; the run records it. BENCH_NICE=0 (or not root) leaves them at the default.
 */
export const NICE = process.getuid?.() === 0 ? Number(process.env.BENCH_NICE ?? -10) : 0;

/** `command` run at NICE: a path to a small wrapper script, for launchers that take an executable path. */
export function niced(command: string): string {
  if (!NICE) return command;
  const wrapper = path.join(os.tmpdir(), `jogo-bench-nice${NICE}-${path.basename(command)}`);
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec nice -n ${NICE} ${command} "$@"\n`, { mode: 0o755 });
  return wrapper;
}

export const median = (xs: number[]): number => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(url: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await sleep(300);
  }
  throw new Error(`${url} did not come up`);
}

/** A site the bench measures: this tree's, or an older tree's built copy (`--compare`). */
export interface Site {
  /** 'current', 'before', … */
  label: string;
  /** the tree it serves (its dist/ folders, dev-proxy and gateway) */
  tree: string;
  origin: string;
  port: number;
  gatewayPort: number;
  tokens: Map<Who, string>;
  stop(): void;
}

/**
 * dev-proxy with the embedded gateway on a fresh database (`<tree>/e2e/scripts/start-site.mjs`), development mode.
 */
export async function startSite(
  label: string,
  tree: string,
  port: number,
  gatewayPort: number,
): Promise<Site> {
  const child = spawn(niced(process.execPath), [path.join(tree, 'e2e', 'scripts', 'start-site.mjs')], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: String(port),
      EMBEDDED_GATEWAY_PORT: String(gatewayPort),
      PROXY_FAULT_CONTROL: '1',
    },
    // BENCH_SITE_LOG=1: the site's own output, to see why it does not come up
    stdio: process.env.BENCH_SITE_LOG ? 'inherit' : 'ignore',
  });
  child.on('error', (err) => console.error(`site ${label} (${tree}): ${String(err)}`));
  const stop = () => void child.kill('SIGTERM');
  // never left running, however the bench ends
  process.on('exit', stop);
  const origin = `http://localhost:${port}`;
  try {
    await waitFor(`${origin}/__proxy/health`, 180_000);
  } catch (err) {
    stop();
    throw err;
  }
  return { label, tree, origin, port, gatewayPort, tokens: new Map(), stop };
}

/**
 * An earlier commit's site to compare with (`--compare=<commit>`): `git archive` of the commit into
 * `$TMPDIR/jogo-bench-tree-<commit>`, its node_modules linked to this tree's (the workspace packages to its own
 * folders), every app built once (`npm run build` there: run the bench under the build lock). Reused while it
 * exists. A folder given instead of a commit is used as it is.
 */
export function compareTree(spec: string, log: (s: string) => void): string {
  if (fs.existsSync(spec) && fs.statSync(spec).isDirectory()) return path.resolve(spec);
  const commit = execFileSync('git', ['rev-parse', '--short', spec], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(os.tmpdir(), `jogo-bench-tree-${commit}`);
  const built = ['shell', ...fs.readdirSync(ROOT).filter((d) => d.startsWith('mf-'))].every((app) =>
    fs.existsSync(path.join(dir, app, 'dist')),
  );
  if (built) return dir;
  log(`compare: exporting ${commit} into ${dir} and building it (a few minutes) …`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${dir}"`], { cwd: ROOT });
  fs.writeFileSync(path.join(dir, '.bench-tree'), `${commit} (git archive)\n`);
  const modules = path.join(ROOT, 'node_modules');
  fs.mkdirSync(path.join(dir, 'node_modules', '@jogo'), { recursive: true });
  for (const entry of fs.readdirSync(modules))
    if (entry !== '@jogo') fs.symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
  for (const pkg of fs.readdirSync(path.join(modules, '@jogo'))) {
    fs.symlinkSync(path.join('..', '..', pkg), path.join(dir, 'node_modules', '@jogo', pkg));
    // a package's own node_modules (types, express…), except the build's scratch folder (.federation)
    const own = path.join(ROOT, pkg, 'node_modules');
    if (!fs.existsSync(own) || !fs.existsSync(path.join(dir, pkg))) continue;
    fs.mkdirSync(path.join(dir, pkg, 'node_modules'), { recursive: true });
    for (const entry of fs.readdirSync(own))
      if (entry !== '.federation' && entry !== '.cache')
        fs.symlinkSync(path.join(own, entry), path.join(dir, pkg, 'node_modules', entry));
  }
  execFileSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

export const newChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: niced(CHROMIUM),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

/** slow 4G as CDP's `Network.emulateNetworkConditions` takes it */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function throttle(cdp: CDPSession, network = true): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/**
 * Puts the site's service worker (of `cdp`'s page's context) on the same slow 4G as the page. The page's emulation
 * does not reach the worker: a request the worker answers (shell/public/sw.js: the hashed files and the entry
 * points, once it controls the page) is fetched by the worker on its own, and went unthrottled (a remote's chunk
 * in 20 ms beside the gateway's answers in 170 ms), so a page the worker took control of early loaded its later
 * files as if on a fast line. The worker's target is attached as it starts (before its first fetch: it installs,
 * activates and claims the page first), through the browser's CDP session (Playwright gives no CDP session of a
 * worker). Returns the stop function.
 */
export async function throttleServiceWorkers(
  browser: Browser,
  cdp: CDPSession,
): Promise<() => Promise<void>> {
  const { targetInfo } = (await cdp.send('Target.getTargetInfo')) as {
    targetInfo: { browserContextId?: string };
  };
  const session = await browser.newBrowserCDPSession();
  const attached = new Set<string>();
  let id = 0;
  session.on(
    'Target.targetCreated',
    (e: { targetInfo: { type: string; targetId: string; browserContextId?: string } }) => {
      const t = e.targetInfo;
      if (
        t.type !== 'service_worker' ||
        t.browserContextId !== targetInfo.browserContextId ||
        attached.has(t.targetId)
      )
        return;
      attached.add(t.targetId);
      void (async () => {
        const { sessionId } = (await session.send('Target.attachToTarget', {
          targetId: t.targetId,
          flatten: false,
        })) as {
          sessionId: string;
        };
        for (const [method, params] of [
          ['Network.enable', {}],
          ['Network.emulateNetworkConditions', SLOW_4G],
        ] as const)
          await session.send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id: ++id, method, params }),
          });
      })().catch((err: unknown) => console.error(`service worker not throttled: ${String(err)}`));
    },
  );
  await session.send('Target.setDiscoverTargets', { discover: true });
  return () => session.detach().catch(() => undefined);
}

/**
 * A fresh context at the phone's size, with CDP's network domain on. Its HTTP cache starts empty (a player's first
 * visit) and works as a player's does: a picture or chunk the page preloaded is taken from it by the element that
 * asks for it. `cache: false` turns it off altogether (CDP `Network.setCacheDisabled`), so every request goes to
 * the network, preloaded or not: what the routes bench did before, which fetched each preloaded tile picture a
 * second time when the app rendered its tiles and held the route's content mark for those round trips.
 * `serviceWorkers`: the site's worker registers and runs as in a player's browser (the route loads); blocked by
 * default (taps, engines).
 */
export async function coldPage(
  browser: Browser,
  init: string[] = [],
  options: { cache?: boolean; serviceWorkers?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport: PHONE,
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  for (const content of init) await context.addInitScript({ content });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (options.cache === false) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp };
}

/** An in-page script from this folder (plain ES2019, never compiled: tsx would add helpers the page lacks). */
export const pageScript = (file: string): string => fs.readFileSync(path.join(__dirname, file), 'utf8');

/**
 * Requests in flight as Playwright counts them for `networkidle` (request, then requestfinished or requestfailed):
 * a request whose answer's body nobody reads never finishes, and holds one of HTTP/1.1's six connections. A stream
 * (EventSource, e.g. the wallet's balance push) is open by design: counted, and named as a stream. `idle()`
 * resolves once nothing was in flight for `quietMs` (Playwright's networkidle: 500 ms), or NaN at the deadline.
 * Bytes from CDP's network log: the encoded (on the wire) size of every script.
 */
export function trackRequests(page: Page, cdp: CDPSession, t0: () => number) {
  const open = new Map<Request, number>();
  let lastChange = Date.now();
  let lastChangeNoStreams = Date.now();
  const script = new Map<string, boolean>();
  const out = { jsBytes: 0, jsRequests: 0, requests: 0 };
  const stream = (r: Request) => r.resourceType() === 'eventsource';
  page.on('request', (r) => {
    if (!/^https?:/.test(r.url())) return;
    out.requests++;
    open.set(r, Date.now() - t0());
    lastChange = Date.now();
    if (!stream(r)) lastChangeNoStreams = lastChange;
  });
  const done = (r: Request) => {
    if (!open.delete(r)) return;
    lastChange = Date.now();
    if (!stream(r)) lastChangeNoStreams = lastChange;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  cdp.on('Network.responseReceived', (e) => script.set(e.requestId, e.type === 'Script'));
  cdp.on('Network.loadingFinished', (e) => {
    if (!script.get(e.requestId)) return;
    out.jsRequests++;
    out.jsBytes += e.encodedDataLength;
  });
  const quietFor = (ms: number, streams: boolean) =>
    [...open.keys()].every((r) => !streams && stream(r)) &&
    Date.now() - (streams ? lastChange : lastChangeNoStreams) >= ms;
  return {
    counts: out,
    openNow: () =>
      [...open.entries()].map(([r, at]) => {
        const u = new URL(r.url());
        const query = u.search.length > 80 ? u.search.slice(0, 80) + '…' : u.search;
        return `${u.pathname}${query}${stream(r) ? ' [stream]' : ''} (since ${at} ms)`;
      }),
    /** when a request last started or ended (Date.now()) */
    lastChange: () => lastChange,
    /**
     * ms since t0 at which nothing was in flight for `quietMs` (with `streams: false`, streams aside), or NaN at
     * the deadline
     */
    async idle(deadlineMs: number, quietMs = 500, streams = true): Promise<number> {
      const end = Date.now() + deadlineMs;
      while (Date.now() < end) {
        if (quietFor(quietMs, streams)) return (streams ? lastChange : lastChangeNoStreams) - t0();
        await sleep(50);
      }
      return NaN;
    },
  };
}

/** The registry (`/remotes.json`, shared/build/registry.cjs): every route with its layout and access. */
export interface RouteDecl {
  path: string;
  layout: 'full' | 'game' | 'seamless' | 'agent';
  access: 'guest' | 'member' | 'real' | 'agent';
  remote: string;
}

export function registryRoutes(): RouteDecl[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS registry of the build
  const { REMOTES } = require('@jogo/shared/build') as {
    REMOTES: { name: string; routes: Omit<RouteDecl, 'remote'>[] }[];
  };
  return REMOTES.flatMap((r) => r.routes.map((route) => ({ ...route, remote: r.name })));
}

/** Who a route's access needs: a guest, a player (member, real) or an agent. */
export type Who = 'guest' | 'demo_player' | 'demo_agent';
export const whoFor = (access: RouteDecl['access']): Who =>
  access === 'guest' ? 'guest' : access === 'agent' ? 'demo_agent' : 'demo_player';

const HEADERS = { Merchant: MERCHANT, Device: 'web', Language: 'EN' };

/** A gateway call through the site's dev-proxy (the e2e fixtures' `site()`, for any site). */
async function call<T>(
  site: Site,
  method: string,
  route: string,
  body?: unknown,
  encrypted = false,
): Promise<T> {
  const headers: Record<string, string> = { ...HEADERS, ModuleId: 'COMM3' };
  let payload: string | undefined;
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (encrypted) {
      const { key } = await call<{ key: string }>(site, 'GET', '/wps/session/key/rsa');
      const publicKey = crypto.createPublicKey({
        key: Buffer.from(key, 'base64'),
        format: 'der',
        type: 'spki',
      });
      const aesKey = crypto.randomBytes(32);
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', aesKey, iv);
      const ct = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
      headers.Encryption = crypto
        .publicEncrypt(
          { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
          aesKey,
        )
        .toString('base64');
      payload = JSON.stringify({ value: Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64') });
    } else payload = JSON.stringify(body);
  }
  const res = await fetch(`${site.origin}${route}`, { method, headers, body: payload });
  const env = (await res.json()) as { success: boolean; value: T; errorCode?: string; message?: string };
  if (!env.success) throw new Error(`${method} ${route}: ${res.status} ${env.errorCode} ${env.message}`);
  return env.value;
}

/** The e2e fixtures' login (`loginToken`): the real encrypted endpoint, the slider solved. */
async function login(site: Site, username: string): Promise<string> {
  const challenge = await call<{ challengeId: string; targetX: number }>(site, 'GET', '/wps/captcha/slider');
  const value = await call<{ token: string }>(
    site,
    'POST',
    '/wps/session/login',
    {
      username,
      password: 'Jogo@2026',
      type: 'username',
      humanCheck: { challengeId: challenge.challengeId, x: challenge.targetX, durationMs: 900 },
    },
    true,
  );
  return value.token;
}

/** A gateway operator control (`/__dev/…`, development mode). */
async function dev(site: Site, route: string, body: unknown): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${site.gatewayPort}${route}`, {
    method: 'POST',
    headers: { ...HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${route}: ${res.status}`);
}

/** Logs a demo account in once per site through the gateway; its token for every later load. */
export async function tokenFor(site: Site, who: Who): Promise<string | undefined> {
  if (who === 'guest') return undefined;
  const known = site.tokens.get(who);
  if (known) return known;
  let token: string;
  try {
    token = await login(site, who);
  } catch (err) {
    if (!String(err).includes('captcha')) throw err;
    // the gateway asks for the image captcha (after failures from this address): off for this login only
    console.log(
      `  ${who}: the login asked for a captcha (${String(err).split('\n')[0]}); CAPTCHA3 off for it`,
    );
    await dev(site, '/__dev/flags', { CAPTCHA3: false });
    try {
      token = await login(site, who);
    } finally {
      await dev(site, '/__dev/flags', { CAPTCHA3: true });
    }
  }
  site.tokens.set(who, token);
  return token;
}

/** A route's URL with the session handed over as the e2e fixtures do (`?token=`: the shell restores it). */
export function withToken(route: string, token: string | undefined): string {
  if (!token) return route;
  return `${route}${route.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** The announcement popup's 'closed' markers: set to keep it out of an interaction's way. */
export const QUIET_POPUPS = `for (const m of ['jogo.announcements.closed.guest', 'jogo.announcements.closed.member']) sessionStorage.setItem(m, 'closed');`;
export const ENGLISH = `localStorage.setItem('lang', 'EN'); localStorage.setItem('hisLang', 'EN');`;

/** The machine the run had: cores, load, browser. */
export function machineConditions() {
  let chromiumVersion = '';
  try {
    chromiumVersion = execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    /* reported as missing */
  }
  return {
    nice: NICE,
    cpus: os.cpus().length,
    loadAverageAtStart: os.loadavg().map((x) => Number(x.toFixed(2))),
    chromium: chromiumVersion,
  };
}

/**
 * What a measured tree held: its commit (git, or the `.bench-tree` file of an exported tree), how many front-end
 * files were uncommitted, and when each app was built (a dist/ older than its src/ is flagged).
 */
export function treeConditions(tree: string) {
  const git = (...args: string[]) => {
    try {
      return execFileSync('git', args, {
        cwd: tree,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return '';
    }
  };
  const exported = path.join(tree, '.bench-tree');
  const apps = ['shell', ...fs.readdirSync(tree).filter((d) => d.startsWith('mf-'))];
  const builds = Object.fromEntries(
    apps.map((app) => {
      const dist = path.join(tree, app, 'dist');
      const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
      const newestSource = newestMtime(path.join(tree, app, 'src'));
      return [
        app,
        built
          ? `${new Date(built).toISOString()}${newestSource > built ? ' (src is newer: stale build?)' : ''}`
          : 'not built',
      ];
    }),
  );
  return {
    commit: fs.existsSync(exported)
      ? fs.readFileSync(exported, 'utf8').trim()
      : git('rev-parse', '--short', 'HEAD'),
    uncommittedFrontEndFiles: fs.existsSync(exported)
      ? 0
      : git('status', '--porcelain', '--', 'shell', 'dev-proxy', 'shared', 'mf-*').split('\n').filter(Boolean)
          .length,
    builds,
  };
}

function newestMtime(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

export type { Browser, Page };
