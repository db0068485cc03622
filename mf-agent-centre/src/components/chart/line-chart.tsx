import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTranslation } from '@jogo/shared/i18n';
import { Button } from '@jogo/shared/ui';
import styles from './line-chart.module.css';

/**
 * Runs `fn` with a `navigator.language` that Intl accepts: uPlot builds an Intl.NumberFormat of it while
 * its module loads, and a browser reporting a language Intl does not know (WebKit with `C`) made that throw, so the
 * whole chart module failed. The page's own language stands in for the call, and the real value comes back after.
 */
export async function withAcceptedLanguage<T>(fn: () => Promise<T>, fallback = 'pt-BR'): Promise<T> {
  const nav = globalThis.navigator as Navigator | undefined;
  let accepted = true;
  try {
    new Intl.NumberFormat(nav?.language);
  } catch {
    accepted = false;
  }
  if (!nav || accepted) return fn();
  const own = Object.getOwnPropertyDescriptor(nav, 'language');
  Object.defineProperty(nav, 'language', { value: fallback, configurable: true });
  try {
    return await fn();
  } finally {
    if (own) Object.defineProperty(nav, 'language', own);
    else delete (nav as { language?: string }).language;
  }
}

/** uPlot, loaded once per page with a language it accepts; a failed load is tried again on the next ask. */
let uPlotLoad: Promise<typeof uPlot> | null = null;
const loadUPlot = (language: string) =>
  (uPlotLoad ??= withAcceptedLanguage(() => import('uplot'), language).then(
    (m) => m.default,
    (err: unknown) => {
      uPlotLoad = null;
      throw err;
    },
  ));

export interface ChartSeries {
  label: string;
  /** a CSS colour (a design token's value is read from the page) */
  color: string;
  values: number[];
  /** draw as bars instead of a line */
  bars?: boolean;
}

type ChartProps = {
  /** `YYYY-MM-DD`, days of the site's zone */
  days: string[];
  series: ChartSeries[];
  label: string;
  format: (n: number) => string;
  /** the legend's name of the x values, in the page's language (uPlot's default is the English "Time") */
  dayLabel: string;
};

/**
 * The chart's figures as a table: what the reader gets when the chart library does not load or throws while
 * drawing (a failing widget stays a widget, the page around it keeps working), with a retry.
 */
function ChartTable({
  days,
  series,
  label,
  format,
  dayLabel,
  onRetry,
}: ChartProps & { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <figure className={styles.figure} data-chart-fallback>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              {series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d}>
                <th scope="row">{`${d.slice(8, 10)}/${d.slice(5, 7)}`}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i] === undefined ? '-' : format(s.values[i]!)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </figure>
  );
}

/**
 * A time chart over days (uPlot: about 20 KB gzipped, canvas, no dependencies; see the README for why).
 * uPlot is imported when the chart first draws, so the library never loads on a page without one; if it cannot
 * load or throws while drawing, the chart's own box shows its figures as a table with a retry, never the page's
 * failure. The figure carries a text summary for screen readers.
 */
export default function LineChart(props: ChartProps) {
  const [failed, setFailed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  if (failed > attempt) return <ChartTable {...props} onRetry={() => setAttempt(failed)} />;
  return <Chart key={attempt} {...props} onFail={() => setFailed(attempt + 1)} />;
}

function Chart({ days, series, label, format, dayLabel, onFail }: ChartProps & { onFail: () => void }) {
  const { i18n } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  const language = i18n.language === 'en' || i18n.language === 'EN' ? 'en-US' : 'pt-BR';
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    let cleanup: (() => void) | undefined;
    let alive = true;
    loadUPlot(language)
      .then((lib) => {
        if (alive) cleanup = draw(lib, el);
      })
      .catch(() => alive && onFail());
    return () => {
      alive = false;
      cleanup?.();
    };
  }, [days, series, format, dayLabel, language, onFail]);

  /** @returns the chart's cleanup; a throw while drawing shows the table */
  function draw(UPlot: typeof uPlot, el: HTMLDivElement): (() => void) | undefined {
    const css = getComputedStyle(el);
    const resolve = (c: string) =>
      c.startsWith('var(') ? css.getPropertyValue(c.slice(4, -1)).trim() || '#888' : c;
    const muted = resolve('var(--color-text-muted)');
    const grid = resolve('var(--color-border)');
    // the x values are the days' positions, labelled with the site day itself (DD/MM): no browser-zone
    // date arithmetic, and the legend shows the day the gateway grouped by
    const xs = days.map((_d, i) => i);
    const dayText = (i: number) => {
      const d = Number.isInteger(i) ? days[i] : undefined;
      return d ? `${d.slice(8, 10)}/${d.slice(5, 7)}` : '';
    };
    let plot: uPlot;
    try {
      plot = new UPlot(
        {
          width: Math.max(240, el.clientWidth),
          height: 240,
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: false } },
          axes: [
            {
              stroke: muted,
              grid: { stroke: grid, width: 1 },
              ticks: { stroke: grid },
              values: (_u, vals) => vals.map((v) => dayText(v)),
            },
            {
              stroke: muted,
              grid: { stroke: grid, width: 1 },
              ticks: { stroke: grid },
              // as wide as the longest label (R$ 12.345,00 must not be cut at the left), measured
              size: (u, values, axisIdx, cycleNum) => {
                const axis = u.axes[axisIdx]!;
                if (cycleNum > 1) return (axis as { _size?: number })._size ?? 60;
                let size = (axis.ticks?.size ?? 10) + (axis.gap ?? 5) + 4;
                const longest = (values ?? []).reduce((a, v) => (v.length > a.length ? v : a), '');
                if (longest) {
                  u.ctx.font = (axis.font as unknown as [string])[0];
                  size += u.ctx.measureText(longest).width / (window.devicePixelRatio || 1);
                }
                return Math.ceil(size);
              },
              values: (_u, vals) => vals.map((v) => format(v)),
            },
          ],
          series: [
            { label: dayLabel, value: (_u: uPlot, v: number | null) => (v === null ? '-' : dayText(v)) },
            ...series.map((s) => ({
              label: s.label,
              stroke: resolve(s.color),
              width: 2,
              fill: s.bars ? resolve(s.color) : undefined,
              paths: s.bars ? UPlot.paths.bars?.({ size: [0.6, 40] }) : undefined,
              value: (_u: uPlot, v: number | null) => (v === null ? '-' : format(v)),
            })),
          ],
        },
        [xs, ...series.map((s) => s.values)],
        el,
      );
    } catch {
      el.replaceChildren();
      onFail();
      return undefined;
    }
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(240, el.clientWidth), height: 240 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }
  return (
    <figure className={styles.figure} role="img" aria-label={label}>
      <div ref={box} className={styles.plot} />
    </figure>
  );
}
