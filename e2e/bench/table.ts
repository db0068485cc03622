/**
 * `npx tsx bench/table.ts [label …]` (from e2e/): the runs of bench-results-site.json as Markdown tables, for a README.
 * With labels, those runs only (each run's sites side by side); without, every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EngineResult } from './engines';
import type { RouteResult } from './routes';
import type { TapResult } from './taps';

interface Run {
  label: string;
  date: string;
  machine: { loadAverageAtStart: number[] };
  loadAverageAtEnd?: number[];
  trees?: Record<string, { commit: string }>;
  routes?: RouteResult[];
  homeThenLobby?: RouteResult[];
  taps?: TapResult[];
  engines?: EngineResult[];
}

const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '—');
const idle = (r: RouteResult) => {
  const n = r.lcpRunsMs.length;
  if (r.idle === `${n}/${n}`) return s(r.idleMs);
  return r.idleNoStreams === `${n}/${n}`
    ? `${r.idle} loads (a stream open in the others); streams aside ${s(r.idleNoStreamsMs)}`
    : `**${r.idle} loads**`;
};

function table(head: string[], rows: string[][]) {
  return [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

const file = path.join(__dirname, '..', 'bench-results-site.json');
const runs = (JSON.parse(fs.readFileSync(file, 'utf8')) as { runs: Run[] }).runs;
const wanted = process.argv.slice(2);
for (const run of runs.filter((r) => !wanted.length || wanted.includes(r.label))) {
  const trees = Object.entries(run.trees ?? {})
    .map(([k, v]) => `${k} ${v.commit}`)
    .join(', ');
  console.log(
    `\n#### ${run.label} (${run.date.slice(0, 16).replace('T', ' ')} UTC; ${trees}; load average ${run.machine.loadAverageAtStart[0]} → ${run.loadAverageAtEnd?.[0]})\n`,
  );
  const rows = [...(run.routes ?? []), ...(run.homeThenLobby ?? [])];
  if (rows.length)
    console.log(
      table(
        [
          'route',
          'site',
          'LCP (median)',
          'LCP runs',
          'content (median)',
          'content runs',
          'CLS',
          'JS',
          'network idle',
        ],
        rows.map((r) => [
          `\`${r.route}\`${r.who === 'guest' ? '' : ` (${r.who})`}`,
          r.site,
          r.pageLcpMs === undefined ? s(r.lcpMs) : `${s(r.lcpMs)} (the page's own: ${s(r.pageLcpMs)})`,
          r.lcpRunsMs.map((x) => (x / 1000).toFixed(2)).join(' '),
          // runs before the route-content mark have no content time
          r.contentRunsMs ? s(r.contentMs) : '',
          r.contentRunsMs?.map((x) => (Number.isFinite(x) ? (x / 1000).toFixed(2) : 'never')).join(' ') ?? '',
          String(r.cls),
          `${r.jsKB} KB`,
          // a run with --no-idle: no load waited for it
          r.idle.startsWith('0/') && !Number.isFinite(r.idleNoStreamsMs) ? '' : idle(r),
        ]),
      ) + '\n',
    );
  if (run.taps?.length)
    console.log(
      table(
        ['interaction (4x CPU)', 'site', 'latency', 'runs', 'old language gone'],
        run.taps.map((t) => [
          t.what,
          t.site,
          Number.isFinite(t.latencyMs) ? `${t.latencyMs} ms` : 'failed',
          t.runsMs.join(' '),
          t.fullyMs !== undefined ? `${t.fullyMs} ms (${t.fullyRunsMs?.join(' ')})` : '',
        ]),
      ) + '\n',
    );
  if (run.engines?.length)
    console.log(
      table(
        [
          'engine',
          'site',
          'frame over ready page',
          'after first render',
          'tap on Entrar in frame',
          '/remotes.json',
          'banner fetches',
          'fully English',
        ],
        run.engines.map((e) =>
          e.skipped
            ? [e.engine, e.site, `skipped: ${e.skipped}`, '', '', '', '', '']
            : [
                `${e.engine} (${e.version})`,
                e.site,
                `${e.frameOverReadyMs} ms (${e.frameOverReadyRunsMs?.join(' ')})`,
                `${e.frameAfterFirstRenderMs} ms`,
                e.tapDuringFrame?.join('; ') ?? '',
                e.remotesJsonFetches?.join(' ') ?? '',
                `${e.bannerFetches?.join(' ') ?? ''}${e.sameBannerFetches ? ` (same one: ${e.sameBannerFetches.join(' ')})` : ''}`,
                `${e.englishMs} ms (${e.englishRunsMs?.join(' ')})`,
              ],
        ),
      ) + '\n',
    );
}
