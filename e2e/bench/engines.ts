/**
 * Home's first-view hand-over in each engine the machine has:
 * Chromium (Playwright), Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (its WebKitWebDriver under
 * xvfb-run, plain W3C WebDriver). Debian's packages are installed with apt-get when missing and the bench runs as
 * root (the bench only, never the tests); an engine that cannot run is skipped with a line saying why.
 *
 * Every page goes through the probe proxy (probe-proxy.ts), which inlines quiet.js (announcement popup closed, as in
 * the e2e tests), hand-over.js and texts.js at its top and counts the requests. Unthrottled (WebDriver has no CPU or network throttling), fresh browser per load, 412 px.
 * Per engine, median of ENGINE_RUNS (3) loads of home as a guest:
 *   frame over the ready page: from the app's header having its buttons to the first-view frame leaving
 *   tap on "Entrar" during the frame: a real pointer click where the app's login button is, while the frame is up;
 *     the login dialog opened (taken) or not (lost)
 *   /remotes.json fetched, banner pictures fetched (per load)
 *   English after a switch: from the tap on English (side menu) until no Portuguese text shows
 */
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM, median, niced, pageScript, sleep, waitFor, type Site } from './lib';
import { startProbeProxy, type ProbeProxy } from './probe-proxy';
import { languageWords } from './taps';

const PROBE_PORT = Number(process.env.BENCH_PROBE_PORT ?? 4626);
const WEBKIT_DRIVER_PORT = Number(process.env.BENCH_WEBKIT_DRIVER_PORT ?? 4627);
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const WIDTH = 412;
const HEIGHT = 823;

/** What the bench needs of an engine's page, whatever drives it. */
interface Driver {
  goto(url: string): Promise<void>;
  /** evaluates a JavaScript expression in the page (a promise is awaited) */
  eval<T>(expression: string): Promise<T>;
  /** a real pointer click at viewport coordinates */
  clickAt(x: number, y: number): Promise<void>;
  close(): Promise<void>;
}

type Engine = 'chromium' | 'firefox' | 'webkit';

interface HandOver {
  frameShown: number;
  frameGone: number;
  appRender: number;
  appReady: number;
  lastClick: number;
  /** the first call of the frame's release, and when the shell's hand-over started (-1: never) */
  releaseAt: number;
  handOverAt: number;
}

export interface EngineResult {
  site: string;
  engine: Engine;
  version: string;
  skipped?: string;
  /** ms from the app's header having its buttons to the frame leaving (0 when the frame left first) */
  frameOverReadyMs?: number;
  frameOverReadyRunsMs?: number[];
  /** ms from the app's first render in #root to the frame leaving */
  frameAfterFirstRenderMs?: number;
  frameAfterFirstRenderRunsMs?: number[];
  frameShownInLoads?: string;
  tapDuringFrame?: string[];
  remotesJsonFetches?: number[];
  bannerFetches?: number[];
  /** the most times one banner picture (one URL) was fetched in a load */
  sameBannerFetches?: number[];
  englishMs?: number;
  englishRunsMs?: number[];
  errors?: string[];
}

const has = (file: string) => fs.existsSync(file);

/** apt-get install, as root, when the engine's package is missing; false when it cannot be had. */
function ensurePackages(files: string[], packages: string[], log: (s: string) => void): string | undefined {
  if (files.every(has)) return undefined;
  if (process.getuid?.() !== 0)
    return `${files.filter((f) => !has(f)).join(', ')} missing (not root: apt-get install -y ${packages.join(' ')})`;
  log(`  installing ${packages.join(' ')} with apt-get …`);
  try {
    execSync(`apt-get install -y -o DPkg::Lock::Timeout=600 ${packages.join(' ')}`, {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (err) {
    return `apt-get install ${packages.join(' ')} failed: ${String(err).split('\n')[0]}`;
  }
  return files.every(has)
    ? undefined
    : `${files.filter((f) => !has(f)).join(', ')} still missing after apt-get`;
}

async function chromiumDriver(): Promise<{
  open: () => Promise<Driver>;
  version: string;
  stop: () => Promise<void>;
}> {
  const browser = await chromium.launch({
    executablePath: niced(CHROMIUM),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  return {
    version: `Chromium ${browser.version()}`,
    stop: () => browser.close(),
    open: async () => {
      const context = await browser.newContext({
        viewport: { width: WIDTH, height: HEIGHT },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'commit' })),
        eval: async <T>(expression: string) => (await page.evaluate(expression)) as T,
        clickAt: (x, y) => page.mouse.click(x, y),
        close: () => context.close(),
      };
    },
  };
}

interface BidiContext {
  setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
}

async function firefoxDriver(): Promise<{
  open: () => Promise<Driver>;
  version: string;
  stop: () => Promise<void>;
}> {
  const puppeteer = (await import('puppeteer-core')).default;
  const launch = () =>
    puppeteer.launch({
      browser: 'firefox',
      executablePath: niced(FIREFOX),
      headless: true,
      // no viewport emulation at launch (puppeteer's needs a BiDi command Firefox ESR 140 lacks): set below
      defaultViewport: null,
      // a fresh profile each launch: cold cache, no storage
      args: [`--width=${WIDTH}`, `--height=${HEIGHT}`],
    });
  const probe = await launch();
  const version = await probe.version();
  await probe.close();
  return {
    version,
    stop: async () => undefined,
    open: async () => {
      const browser = await launch();
      const page = await browser.newPage().catch(async (err: unknown) => {
        await browser.close();
        throw err;
      });
      // WebDriver BiDi's browsingContext.setViewport itself: page.setViewport also overrides the screen
      // orientation, a command Firefox ESR 140 does not have
      const context = (page.mainFrame() as unknown as { browsingContext: BidiContext }).browsingContext;
      await context
        .setViewport({ viewport: { width: WIDTH, height: HEIGHT } })
        .catch(async (err: unknown) => {
          await browser.close();
          throw err;
        });
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
        eval: async <T>(expression: string) => (await page.evaluate(expression)) as T,
        clickAt: (x, y) => page.mouse.click(x, y),
        close: () => browser.close(),
      };
    },
  };
}

/** WebKitWebDriver under xvfb-run, spoken to in plain W3C WebDriver (what selenium-webdriver sends). */
async function webkitDriver(): Promise<{
  open: () => Promise<Driver>;
  version: string;
  stop: () => Promise<void>;
}> {
  const child: ChildProcess = spawn(
    'xvfb-run',
    ['-a', niced(WEBKIT_DRIVER), `--port=${WEBKIT_DRIVER_PORT}`],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const base = `http://127.0.0.1:${WEBKIT_DRIVER_PORT}`;
  await waitFor(`${base}/status`, 30_000);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { value: T & { error?: string; message?: string } };
    if (!res.ok) throw new Error(`WebDriver ${path}: ${json.value?.error} ${json.value?.message ?? ''}`);
    return json.value;
  };
  const newSession = async () => {
    const s = await call<{ sessionId: string; capabilities: Record<string, string> }>('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { args: ['--automation'] } } },
    });
    return s;
  };
  const first = await newSession();
  const version = `${first.capabilities.browserName} ${first.capabilities.browserVersion}`;
  await call('DELETE', `/session/${first.sessionId}`);
  return {
    version,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
    open: async () => {
      const { sessionId } = await newSession();
      const s = `/session/${sessionId}`;
      await call('POST', `${s}/window/rect`, { width: WIDTH, height: HEIGHT });
      // the window has chrome around the page: size it so the page itself is 412 px wide
      const inner = await call<{ w: number; h: number }>('POST', `${s}/execute/sync`, {
        script: 'return { w: innerWidth, h: innerHeight }',
        args: [],
      });
      if (inner.w !== WIDTH || inner.h !== HEIGHT)
        await call('POST', `${s}/window/rect`, {
          width: WIDTH * 2 - inner.w,
          height: HEIGHT * 2 - inner.h,
        });
      return {
        goto: async (url) => void (await call('POST', `${s}/url`, { url })),
        eval: <T>(expression: string) =>
          call<T>('POST', `${s}/execute/sync`, { script: `return (${expression})`, args: [] }),
        clickAt: async (x, y) => {
          await call('POST', `${s}/actions`, {
            actions: [
              {
                type: 'pointer',
                id: 'finger',
                parameters: { pointerType: 'mouse' },
                actions: [
                  {
                    type: 'pointerMove',
                    duration: 0,
                    x: Math.round(x),
                    y: Math.round(y),
                    origin: 'viewport',
                  },
                  { type: 'pointerDown', button: 0 },
                  { type: 'pointerUp', button: 0 },
                ],
              },
            ],
          });
        },
        close: async () => void (await call('DELETE', s)),
      };
    },
  };
}

/** Polls an expression in the page until it is truthy (or `ms` pass); the last value. */
async function until<T>(d: Driver, expression: string, ms: number, every = 15): Promise<T> {
  const end = Date.now() + ms;
  let v = (await d.eval<T>(expression)) as T;
  while (!v && Date.now() < end) {
    await sleep(every);
    v = (await d.eval<T>(expression)) as T;
  }
  return v;
}

const STATE = 'window.__benchHandOver';
/** the app's login button in the header (PT "Entrar"): its centre, when the page has it */
const LOGIN_BUTTON = `(function () {
  var b = [].slice.call(document.querySelectorAll('#root header button')).filter(function (x) {
    return /^(Entrar|Log in)$/.test((x.getAttribute('aria-label') || x.textContent || '').trim());
  })[0];
  if (!b) return null;
  var r = b.getBoundingClientRect();
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
})()`;
const FRAME_UP = `(function () { var f = document.getElementById('first-view'); return !!f && f.isConnected && !f.hidden; })()`;
// the login dialog (its password field), not any dialog (the announcement popup is one too)
const DIALOG_OPEN = `!!document.querySelector('[role="dialog"] input[type="password"], dialog[open] input[type="password"]')`;

/** One load: the hand-over's times and the proxy's counts. */
async function handOverLoad(open: () => Promise<Driver>, proxy: ProbeProxy) {
  const d = await open();
  try {
    proxy.reset();
    await d.goto(`${proxy.origin}/`);
    // the frame left (or never showed) and the app is ready, or 15 s
    await until(
      d,
      `${STATE} && ${STATE}.appReady >= 0 && (${STATE}.frameGone >= 0 || ${STATE}.frameShown < 0)`,
      30_000,
      50,
    );
    await sleep(2000);
    const s = await d.eval<HandOver | null>(STATE);
    if (!s) throw new Error('the probe is not in the page (did it load?)');
    const counts = proxy.counts();
    const pictures = [...counts.entries()].filter(
      ([p]) => p.startsWith('/wps/assets/banners') && p.includes('?'),
    );
    const banners = pictures.reduce((n, [, c]) => n + c, 0);
    // the most times one banner picture (same URL) was fetched
    const sameBanner = Math.max(0, ...pictures.map(([, c]) => c));
    return { s, remotesJson: counts.get('/remotes.json') ?? 0, banners, sameBanner };
  } finally {
    await d.close();
  }
}

/** One load: a tap where the app's login button is, while the frame is still up over the ready page. */
async function tapLoad(open: () => Promise<Driver>, proxy: ProbeProxy): Promise<string> {
  const d = await open();
  try {
    await d.goto(`${proxy.origin}/`);
    const at = await until<{ x: number; y: number } | null>(d, LOGIN_BUTTON, 30_000);
    if (!at) return 'no login button';
    if (!(await d.eval<boolean>(FRAME_UP))) return 'no frame when the page was ready (nothing to lose)';
    // what a tap there hits (the frame, or the app's button)
    const hit = await d.eval<string>(`(function () {
      var el = document.elementFromPoint(${at.x}, ${at.y});
      if (!el) return 'nothing';
      if (el.closest('#first-view')) return 'the frame';
      return el.closest('#root header button') ? 'the button' : el.tagName.toLowerCase();
    })()`);
    await d.clickAt(at.x, at.y);
    const frameWasUp = await d.eval<boolean>(
      `${STATE}.frameGone < 0 || ${STATE}.frameGone > ${STATE}.lastClick`,
    );
    const opened = await until<boolean>(d, DIALOG_OPEN, 3000, 50);
    if ((await d.eval<number>(`${STATE}.lastClick`)) < 0)
      return opened ? 'taken (no click event seen)' : 'LOST (no click event reached the page)';
    if (!frameWasUp)
      return opened
        ? 'frame left before the tap landed (taken)'
        : 'frame left before the tap landed, no dialog';
    return `${opened ? 'taken' : 'LOST'} (hit ${hit})`;
  } finally {
    await d.close();
  }
}

/** One load in Portuguese: the side menu, the tap on English, until no Portuguese text shows. */
async function englishLoad(open: () => Promise<Driver>, proxy: ProbeProxy, words: string[]): Promise<number> {
  const d = await open();
  try {
    await d.goto(`${proxy.origin}/`);
    await until(
      d,
      `${STATE} && ${STATE}.appReady >= 0 && (${STATE}.frameGone >= 0 || ${STATE}.frameShown < 0)`,
      30_000,
      50,
    );
    await sleep(2500);
    const menu = await until<{ x: number; y: number } | null>(d, buttonAt('header button', '^Menu$'), 5000);
    if (!menu) throw new Error('English: no Menu button in the header');
    await d.clickAt(menu.x, menu.y);
    // the drawer slides in: its buttons' place once it is open
    await sleep(1000);
    const en = await until<{ x: number; y: number } | null>(
      d,
      buttonAt('aside button', '(^|\\s)English$'),
      5000,
    );
    if (!en) throw new Error('English: no English button in the side menu');
    const watch = await d.eval<string[]>(`window.__benchTexts(${JSON.stringify(words)})`);
    await d.clickAt(en.x, en.y);
    const gone = await d.eval<number>(`window.__benchUntilGone(${JSON.stringify(watch)}, 15000)`);
    const clicked = await d.eval<number>(`${STATE}.lastClick`);
    if (gone < 0) {
      const left = await d.eval<string[]>(`window.__benchTexts(${JSON.stringify(watch)})`);
      throw new Error(`English: 15 s after the tap, Portuguese still shows: ${left.slice(0, 5).join(' | ')}`);
    }
    return Math.round(gone - clicked);
  } finally {
    await d.close();
  }
}

const buttonAt = (selector: string, name: string) => `(function () {
  var b = [].slice.call(document.querySelectorAll(${JSON.stringify(selector)})).filter(function (x) {
    var r = x.getBoundingClientRect();
    return r.width > 0 && new RegExp(${JSON.stringify(name)}).test((x.getAttribute('aria-label') || x.textContent || '').trim());
  })[0];
  if (!b) return null;
  var r = b.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight) {
    b.scrollIntoView({ block: 'center' });
    r = b.getBoundingClientRect();
  }
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
})()`;

interface Probed {
  label: string;
  proxy: ProbeProxy;
}

async function measureEngine(
  engine: Engine,
  sites: Probed[],
  runs: number,
  log: (s: string) => void,
): Promise<EngineResult[]> {
  let skip: string | undefined;
  if (engine === 'firefox') skip = ensurePackages([FIREFOX], ['firefox-esr'], log);
  if (engine === 'webkit')
    skip = ensurePackages([WEBKIT_DRIVER, '/usr/bin/xvfb-run'], ['webkit2gtk-driver', 'xvfb'], log);
  if (skip) return sites.map((s) => ({ site: s.label, engine, version: '', skipped: skip }));
  let handle: Awaited<ReturnType<typeof chromiumDriver>>;
  try {
    handle =
      engine === 'chromium'
        ? await chromiumDriver()
        : engine === 'firefox'
          ? await firefoxDriver()
          : await webkitDriver();
  } catch (err) {
    const why = `cannot start: ${String(err).split('\n')[0]}`;
    return sites.map((s) => ({ site: s.label, engine, version: '', skipped: why }));
  }
  const fresh = () => ({
    errors: [] as string[],
    over: [] as number[],
    afterRender: [] as number[],
    taps: [] as string[],
    remotes: [] as number[],
    banners: [] as number[],
    sameBanner: [] as number[],
    english: [] as number[],
    shown: 0,
  });
  const acc = new Map(sites.map((s) => [s.label, fresh()]));
  const words = languageWords('pt');
  try {
    for (let i = 0; i < runs; i++)
      for (const { label, proxy } of sites) {
        const a = acc.get(label)!;
        const tag = `  ${engine}${sites.length > 1 ? ` [${label}]` : ''} run ${i + 1}`;
        try {
          const h = await handOverLoad(handle.open, proxy);
          a.remotes.push(h.remotesJson);
          a.banners.push(h.banners);
          a.sameBanner.push(h.sameBanner);
          if (h.s.frameShown >= 0) {
            a.shown++;
            a.over.push(Math.max(0, Math.round(h.s.frameGone - h.s.appReady)));
            a.afterRender.push(Math.max(0, Math.round(h.s.frameGone - h.s.appRender)));
          } else {
            a.over.push(0);
            a.afterRender.push(0);
          }
          log(
            `${tag}: frame ${h.s.frameShown >= 0 ? `shown at ${Math.round(h.s.frameShown)}, gone at ${Math.round(h.s.frameGone)}` : 'never shown'}, ` +
              `app rendered at ${Math.round(h.s.appRender)}, header ready at ${Math.round(h.s.appReady)}, ` +
              `shell's hand-over at ${Math.round(h.s.handOverAt)}, release called at ${Math.round(h.s.releaseAt)}; /remotes.json ×${h.remotesJson}, banner pictures ×${h.banners} (one of them ×${h.sameBanner})`,
          );
          const tap = await tapLoad(handle.open, proxy);
          a.taps.push(tap);
          let en = NaN;
          try {
            en = await englishLoad(handle.open, proxy, words);
          } catch (err) {
            a.errors.push(String(err).split('\n')[0]);
          }
          a.english.push(en);
          log(
            `${tag}: tap on Entrar during the frame: ${tap}; ` +
              (Number.isNaN(en)
                ? `English: ${a.errors[a.errors.length - 1]}`
                : `English ${en} ms after the tap`),
          );
        } catch (err) {
          a.errors.push(String(err).split('\n')[0]);
          log(`${tag} failed: ${a.errors[a.errors.length - 1]}`);
        }
      }
  } finally {
    await handle.stop();
  }
  return sites.map(({ label }) => {
    const a = acc.get(label)!;
    return {
      site: label,
      engine,
      version: handle.version,
      frameOverReadyMs: median(a.over),
      frameOverReadyRunsMs: a.over,
      frameAfterFirstRenderMs: median(a.afterRender),
      frameAfterFirstRenderRunsMs: a.afterRender,
      frameShownInLoads: `${a.shown}/${a.over.length}`,
      tapDuringFrame: a.taps,
      remotesJsonFetches: a.remotes,
      bannerFetches: a.banners,
      sameBannerFetches: a.sameBanner,
      englishMs: median(a.english),
      englishRunsMs: a.english,
      ...(a.errors.length ? { errors: a.errors } : {}),
    };
  });
}

export async function measureEngines(
  sites: Site[],
  filter: string | undefined,
  runs: number,
  log: (s: string) => void,
): Promise<EngineResult[]> {
  const engines = (filter ?? 'chromium,firefox,webkit').split(',').map((s) => s.trim()) as Engine[];
  const probe = pageScript('quiet.js') + pageScript('hand-over.js') + pageScript('texts.js');
  const probed: Probed[] = [];
  const out: EngineResult[] = [];
  try {
    for (const [i, site] of sites.entries())
      probed.push({
        label: site.label,
        proxy: await startProbeProxy(PROBE_PORT + 10 * i, site.origin, probe),
      });
    for (const engine of engines) {
      log(`engines: ${engine}`);
      const rs = await measureEngine(engine, probed, runs, log);
      if (rs[0]?.skipped) log(`  ${engine} skipped: ${rs[0].skipped}`);
      out.push(...rs);
    }
  } finally {
    for (const p of probed) await p.proxy.close();
  }
  return out;
}
