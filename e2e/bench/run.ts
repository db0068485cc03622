/**
 * `npm run bench -w @jogo/e2e`: the whole site on a slow phone, never part of the tests.
 *
 *   routes   every route's cold load: LCP, CLS (median of --runs, default 5), JS bytes, network idle
 *   idle     home → /rng by a full page load: does the page reach network idle, what stays open
 *   taps     interaction latencies from the Event Timing API (as INP counts them) at 4x CPU, median of 3
 *   engines  WebKit (WebKitGTK WebDriver) and Firefox ESR (WebDriver BiDi): home's first-view hand-over
 *   home     the federated site against a single bundle, Lighthouse (bench/home.ts; ~10 minutes)
 *
 * Options: --only=routes,taps (groups; default all), --routes=/rng,/promotions | guest | session | all,
 * --taps=login,language-pt (interaction names), --engines=webkit,firefox, --runs=N (cold loads, 5),
 * --tap-runs=N (3), --engine-runs=N (3), --label=before|after|… (names the run),
 * --no-idle (routes without network idle), --no-record (print only; CI's report: .ci/run),
 * --compare=<commit or folder> [--compare-label=before]: also measures an earlier commit's site (exported and built
 * once into $TMPDIR/jogo-bench-tree-<commit>: lib.ts compareTree), each load in turn with this tree's, so both
 * sides of a comparison see the same machine (README "Bench"); --no-current: that commit only.
 * Prints tables and appends the run (figures and the machine's conditions) to e2e/bench-results-site.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import {
  compareTree,
  COMPARE_GATEWAY_PORT,
  COMPARE_PORT,
  CONDITIONS,
  GATEWAY_PORT,
  machineConditions,
  newChromium,
  PORT,
  ROOT,
  startSite,
  treeConditions,
  type Site,
} from './lib';
import { homeThenLobby, measureRoutes, routeTargets, type RouteResult } from './routes';
import { measureTaps, tapTargets, type TapResult } from './taps';
import { measureEngines, type EngineResult } from './engines';

const GROUPS = ['routes', 'idle', 'taps', 'engines', 'home'] as const;
type Group = (typeof GROUPS)[number];

function args() {
  const get = (name: string) =>
    process.argv
      .slice(2)
      .find((a) => a.startsWith(`--${name}=`))
      ?.slice(name.length + 3);
  const only = get('only')?.split(',').filter(Boolean) as Group[] | undefined;
  for (const g of only ?? [])
    if (!GROUPS.includes(g)) throw new Error(`--only: unknown group ${g} (one of ${GROUPS.join(', ')})`);
  return {
    groups: new Set<Group>(only ?? GROUPS),
    routes: get('routes'),
    taps: get('taps'),
    engines: get('engines'),
    runs: Number(get('runs') ?? process.env.BENCH_RUNS ?? 5),
    tapRuns: Number(get('tap-runs') ?? 3),
    engineRuns: Number(get('engine-runs') ?? 3),
    label: get('label') ?? 'run',
    compare: get('compare'),
    // --no-current: the compared commit only (a baseline, in half the time)
    current: !process.argv.includes('--no-current'),
    compareLabel: get('compare-label') ?? 'before',
    // --no-idle: the routes' loads without waiting for network idle (CI's report: a few minutes)
    idle: !process.argv.includes('--no-idle'),
    // --no-record: print only, bench-results-site.json untouched (CI's report)
    record: !process.argv.includes('--no-record'),
  };
}

export const RESULTS = path.join(__dirname, '..', 'bench-results-site.json');

const fmtMs = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');

function idleText(r: RouteResult) {
  const all = `${r.lcpRunsMs.length}/${r.lcpRunsMs.length}`;
  if (r.idle === all) return fmtMs(r.idleMs);
  const strict = `idle in ${r.idle} loads`;
  return r.idleNoStreams === all
    ? `${strict} (a stream open in the others); streams aside ${fmtMs(r.idleNoStreamsMs)}`
    : `NOT always: ${strict}`;
}

/** The goals (DESIGN.md section 8): largest paint, the route's own content, layout shift. */
const GOALS = { lcpMs: 1500, contentMs: 2000, cls: 0.05 };
const met = (ok: boolean) => (ok ? '' : ' ✗');

function routesTable(rows: RouteResult[], idle = true) {
  const multi = new Set(rows.map((r) => r.site)).size > 1;
  console.log(
    `goals: LCP ≤ ${GOALS.lcpMs / 1000} s, content ≤ ${GOALS.contentMs / 1000} s, CLS ≤ ${GOALS.cls} (✗: not met)`,
  );
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        `${r.route}${r.who === 'guest' ? '' : ` (${r.who})`}${multi ? ` [${r.site}]` : ''}`,
        {
          LCP: fmtMs(r.lcpMs) + met(r.lcpMs <= GOALS.lcpMs),
          // the app's mark: the route's own content drawn (shell/src/routing/route-content.ts)
          content:
            (r.contentRunsMs.some((c) => Number.isNaN(c))
              ? `${fmtMs(r.contentMs)} (never drawn in ${r.contentRunsMs.filter((c) => Number.isNaN(c)).length})`
              : fmtMs(r.contentMs)) + met(r.contentMs <= GOALS.contentMs),
          // when a dialog (the first visit's announcement popup) painted the largest: the page's own
          'page LCP': r.pageLcpMs === undefined ? '' : fmtMs(r.pageLcpMs),
          CLS: `${r.cls}${met(r.cls <= GOALS.cls)}`,
          JS: `${r.jsKB} KB / ${r.jsRequests}`,
          requests: r.requests,
          // network idle (every load), or in how many loads; then with streams (EventSource) aside
          ...(idle ? { idle: idleText(r) } : {}),
          'LCP runs': r.lcpRunsMs.join(' '),
          'content runs': r.contentRunsMs.map((c) => (Number.isNaN(c) ? '—' : c)).join(' '),
        },
      ]),
    ),
  );
  for (const r of rows) {
    if (r.openAtDeadline.length)
      console.log(`  ${r.route} [${r.site}]: still open at the end: ${r.openAtDeadline.join(', ')}`);
    if (r.cls > 0 && r.largestShift)
      console.log(
        `  ${r.route} [${r.site}]: largest shift ${r.largestShift.value}: ${r.largestShift.moved.join('; ')}`,
      );
  }
}

function tapsTable(rows: TapResult[]) {
  const multi = new Set(rows.map((r) => r.site)).size > 1;
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        `${r.what}${multi ? ` [${r.site}]` : ''}`,
        {
          'latency (INP)': Number.isFinite(r.latencyMs) ? `${r.latencyMs} ms` : 'failed',
          runs: r.runsMs.join(' '),
          'old language gone': r.fullyMs !== undefined ? `${r.fullyMs} ms (${r.fullyRunsMs?.join(' ')})` : '',
          longest: r.longest,
        },
      ]),
    ),
  );
  for (const r of rows) if (r.errors.length) console.log(`  ${r.name} [${r.site}]: ${r.errors.join('; ')}`);
}

function enginesTable(rows: EngineResult[]) {
  const multi = new Set(rows.map((r) => r.site)).size > 1;
  const ms = (x?: number) => (x !== undefined && Number.isFinite(x) ? `${x} ms` : '—');
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        `${r.engine}${multi ? ` [${r.site}]` : ''}`,
        r.skipped
          ? { version: `skipped: ${r.skipped}` }
          : {
              version: r.version,
              'frame over ready page': `${ms(r.frameOverReadyMs)} (${r.frameOverReadyRunsMs?.join(' ')}; shown ${r.frameShownInLoads})`,
              'after first render': ms(r.frameAfterFirstRenderMs),
              'tap on Entrar in frame': r.tapDuringFrame?.join(', '),
              '/remotes.json': r.remotesJsonFetches?.join(' '),
              'banner fetches (same one)': `${r.bannerFetches?.join(' ')} (${r.sameBannerFetches?.join(' ')})`,
              'fully English': `${ms(r.englishMs)} (${r.englishRunsMs?.join(' ')})`,
            },
      ]),
    ),
  );
}

async function main() {
  const opts = args();
  const started = Date.now();
  const log = (s: string) => console.log(s);
  const compare = opts.compare ? compareTree(opts.compare, log) : undefined;
  const trees: Record<string, ReturnType<typeof treeConditions>> = opts.current || !compare
    ? { current: treeConditions(ROOT) }
    : {};
  if (compare) trees[opts.compareLabel] = treeConditions(compare);
  const record: Record<string, unknown> = {
    label: opts.label,
    date: new Date().toISOString(),
    groups: [...opts.groups],
    conditions: CONDITIONS,
    machine: machineConditions(),
    trees,
  };
  log(`bench (${opts.label}): ${[...opts.groups].join(', ')}; machine ${JSON.stringify(record.machine)}`);
  for (const [label, tree] of Object.entries(trees)) log(`  ${label}: ${JSON.stringify(tree)}`);

  const needsSite = ['routes', 'idle', 'taps', 'engines'].some((g) => opts.groups.has(g as Group));
  const sites: Site[] = [];
  try {
    if (needsSite) {
      if (opts.current || !compare) sites.push(await startSite('current', ROOT, PORT, GATEWAY_PORT));
      if (compare)
        sites.push(await startSite(opts.compareLabel, compare, COMPARE_PORT, COMPARE_GATEWAY_PORT));
    }
    if (opts.groups.has('routes') || opts.groups.has('idle')) {
      const browser = await newChromium();
      try {
        if (opts.groups.has('routes')) {
          const targets = routeTargets(opts.routes);
          log(`routes: ${targets.map((t) => t.route).join(' ')}, ${opts.runs} cold loads each, in turn`);
          const rows = await measureRoutes(browser, sites, targets, opts.runs, log, { idle: opts.idle });
          record.routes = rows;
          routesTable(rows, opts.idle);
        }
        if (opts.groups.has('idle')) {
          log('idle: home, then /rng by a full page load');
          const rows = await homeThenLobby(browser, sites, Math.min(opts.runs, 3));
          record.homeThenLobby = rows;
          routesTable(rows);
        }
      } finally {
        await browser.close();
      }
    }
    if (opts.groups.has('taps')) {
      const browser = await newChromium();
      try {
        const taps = tapTargets(opts.taps);
        log(`taps: ${taps.map((t) => t.name).join(' ')}, ${opts.tapRuns} times each, at 4x CPU`);
        const rows = await measureTaps(browser, sites, taps, opts.tapRuns, log);
        record.taps = rows;
        tapsTable(rows);
      } finally {
        await browser.close();
      }
    }
    if (opts.groups.has('engines')) {
      const rows = await measureEngines(sites, opts.engines, opts.engineRuns, log);
      record.engines = rows;
      enginesTable(rows);
    }
  } finally {
    for (const site of sites) site.stop();
  }

  if (opts.groups.has('home')) {
    log('home: federated against a single bundle, Lighthouse (bench/home.ts)');
    const tsx = require.resolve('tsx/cli');
    const r = spawnSync(process.execPath, [tsx, path.join(__dirname, 'home.ts')], { stdio: 'inherit' });
    record.home = r.status === 0 ? 'e2e/bench-results.json' : `failed (${r.status})`;
  }

  record.loadAverageAtEnd = os.loadavg().map((x) => Number(x.toFixed(2)));
  record.seconds = Math.round((Date.now() - started) / 1000);
  if (!opts.record) {
    log(
      `load average at the end ${JSON.stringify(record.loadAverageAtEnd)}; ${record.seconds} s (not recorded)`,
    );
    return;
  }
  const history = fs.existsSync(RESULTS)
    ? (JSON.parse(fs.readFileSync(RESULTS, 'utf8')) as { runs: unknown[] })
    : { runs: [] };
  history.runs.push(record);
  fs.writeFileSync(RESULTS, JSON.stringify(history, null, 2) + '\n');
  log(`written to e2e/bench-results-site.json (run "${opts.label}", ${record.seconds} s)`);
}

// Ctrl-C: exit through the 'exit' handlers, which stop the sites
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
