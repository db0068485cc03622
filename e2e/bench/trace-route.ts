/**
 * Where one route's throttled cold load spends its time (a diagnosis, not a figure): the same load as the routes
 * bench (slow 4G + 4x CPU, 412 px, service worker on), then every request's start and end, the page's marks, its
 * paints and main-thread long tasks, in time order. `npx tsx bench/trace-route.ts /rng [demo_player]`.
 * `TRACE_PROFILE=<file>` also writes the page's V8 CPU profile (`.cpuprofile`), `TRACE_TIMELINE=<file>` a Chrome
 * trace (devtools timeline: layout, style, paint, script per task; opens in chrome://tracing or Perfetto).
 */
import fs from 'node:fs';
import {
  GATEWAY_PORT,
  PORT,
  QUIET_POPUPS,
  ROOT,
  coldPage,
  newChromium,
  pageScript,
  sleep,
  startSite,
  throttle,
  throttleServiceWorkers,
  tokenFor,
  withToken,
  type Who,
} from './lib';

const LONG_TASKS = `window.__benchLong = [];
try { new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__benchLong.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true }); } catch {}`;

async function main() {
  const route = process.argv[2] ?? '/rng';
  const who = (process.argv[3] ?? 'guest') as Who;
  const site = await startSite('current', ROOT, PORT, GATEWAY_PORT);
  const browser = await newChromium();
  try {
    const token = who === 'guest' ? undefined : await tokenFor(site, who);
    const { context, page, cdp } = await coldPage(
      browser,
      [pageScript('vitals.js'), LONG_TASKS, QUIET_POPUPS],
      {
        serviceWorkers: true,
      },
    );
    await throttle(cdp);
    const unthrottleWorkers = await throttleServiceWorkers(browser, cdp);
    const profile = process.env.TRACE_PROFILE;
    const timeline = process.env.TRACE_TIMELINE;
    const traceEvents: unknown[] = [];
    if (timeline) {
      cdp.on('Tracing.dataCollected', (e: { value: unknown[] }) => traceEvents.push(...e.value));
      await cdp.send('Tracing.start', {
        categories:
          'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
        transferMode: 'ReportEvents',
      });
    }
    if (profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await page.goto(site.origin + withToken(route, token), { waitUntil: 'load', timeout: 120_000 });
    const loaded = Date.now();
    while (!(await page.evaluate('window.__benchVitals.content')) && Date.now() - loaded < 30_000)
      await sleep(100);
    await sleep(1500);
    if (profile) {
      const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: unknown };
      fs.writeFileSync(profile, JSON.stringify(p));
    }
    if (timeline) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      fs.writeFileSync(timeline, JSON.stringify({ traceEvents }));
    }
    const rows = (await page.evaluate(`(() => {
      const out = [];
      for (const e of performance.getEntriesByType('navigation')) out.push([0, Math.round(e.responseEnd), 'document ' + e.name]);
      for (const e of performance.getEntriesByType('resource'))
        out.push([Math.round(e.startTime), Math.round(e.responseEnd), e.initiatorType + ' ' + e.name.replace(location.origin, '') + ' ' + e.transferSize + 'B']);
      for (const e of performance.getEntriesByType('mark')) out.push([Math.round(e.startTime), Math.round(e.startTime), 'MARK ' + e.name]);
      for (const e of performance.getEntriesByType('paint')) out.push([Math.round(e.startTime), Math.round(e.startTime), 'PAINT ' + e.name]);
      const v = window.__benchVitals;
      out.push([Math.round(v.lcp), Math.round(v.lcp), 'LCP ' + v.lcpElement]);
      for (const [s, d] of window.__benchLong) out.push([s, s + d, 'LONGTASK ' + d + ' ms']);
      return out.sort((a, b) => a[0] - b[0]);
    })()`)) as [number, number, string][];
    for (const [s, e, what] of rows)
      console.log(`${String(s).padStart(6)} → ${String(e).padStart(6)}  ${what}`);
    await unthrottleWorkers();
    await context.close();
  } finally {
    await browser.close();
    site.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
