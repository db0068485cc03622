/**
 * `npm run bench -w @jogo/e2e`: the home page as a guest, production build through dev-proxy with
 * compression. Prints JavaScript bytes transferred (compressed, counted from CDP network events),
 * the number of requests, React copies, and the largest contentful paint with 4x CPU throttling
 * (median of 3 cold loads), and writes them to e2e/bench-results.json. Speed goals are checked here,
 * never by timed assertions in tests.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 8090);
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 3198);
const URL_HOME = `http://localhost:${PORT}/`;
const RUNS = 3;

async function waitFor(url: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

interface Sample {
  jsBytes: number;
  allBytes: number;
  requests: number;
  jsRequests: number;
  reactCopies: number;
  lcpMs: number;
  remotesFetched: string[];
}

async function measure(throttle: boolean): Promise<Sample> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
        __reactCopies: number;
        __lcp: number;
      };
      w.__reactCopies = 0;
      w.__lcp = 0;
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        renderers: new Map(),
        inject() {
          return ++w.__reactCopies;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = Math.max(w.__lcp, e.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // Lighthouse's mobile "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    let jsBytes = 0;
    let allBytes = 0;
    let requests = 0;
    let jsRequests = 0;
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      requests++;
      allBytes += e.encodedDataLength;
      if (types.get(e.requestId) === 'Script') {
        jsRequests++;
        jsBytes += e.encodedDataLength;
      }
    });
    await page.goto(URL_HOME, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
    const reactCopies = await page.evaluate(
      () => (window as unknown as { __reactCopies: number }).__reactCopies,
    );
    const remotesFetched = [
      ...new Set(
        [...urls.values()].map((u) => /\/remotes\/([a-z_]+)\//.exec(u)?.[1]).filter((x): x is string => !!x),
      ),
    ].sort();
    return { jsBytes, allBytes, requests, jsRequests, reactCopies, lcpMs: Math.round(lcpMs), remotesFetched };
  } finally {
    await browser.close();
  }
}

async function main() {
  const site = spawn(process.execPath, [path.join(__dirname, '..', 'scripts', 'start-site.mjs')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      EMBEDDED_GATEWAY_PORT: String(GATEWAY_PORT),
      PROXY_FAULT_CONTROL: '0',
    },
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://localhost:${PORT}/__proxy/health`, 120_000);
    await waitFor(URL_HOME, 10_000);
    const unthrottled = await measure(false);
    const lcps: number[] = [];
    for (let i = 0; i < RUNS; i++) lcps.push((await measure(true)).lcpMs);
    lcps.sort((a, b) => a - b);
    const result = {
      page: 'home (guest)',
      date: new Date().toISOString(),
      javascriptBytesCompressed: unthrottled.jsBytes,
      allBytesCompressed: unthrottled.allBytes,
      requests: unthrottled.requests,
      javascriptRequests: unthrottled.jsRequests,
      reactCopies: unthrottled.reactCopies,
      remotesFetched: unthrottled.remotesFetched,
      lcpMsSlow4g4xCpu: lcps[Math.floor(RUNS / 2)],
      lcpRunsMs: lcps,
      budgets: { javascriptBytesCompressed: 200 * 1024, lcpMs: 2500, reactCopies: 1 },
    };
    fs.writeFileSync(
      path.join(__dirname, '..', 'bench-results.json'),
      JSON.stringify(result, null, 2) + '\n',
    );
    console.log(
      `home (guest) JavaScript transferred: ${(result.javascriptBytesCompressed / 1024).toFixed(1)} KB compressed in ${result.javascriptRequests} requests (budget 200 KB)`,
    );
    console.log(`all requests: ${result.requests}, ${(result.allBytesCompressed / 1024).toFixed(1)} KB`);
    console.log(`React copies: ${result.reactCopies}`);
    console.log(`remotes fetched: ${result.remotesFetched.join(', ') || 'none'}`);
    console.log(`LCP (slow 4G, 4x CPU, median of ${RUNS}): ${result.lcpMsSlow4g4xCpu} ms (goal 2500 ms)`);
    console.log('written to e2e/bench-results.json');
  } finally {
    site.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
