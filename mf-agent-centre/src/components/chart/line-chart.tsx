import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './line-chart.module.css';

export interface ChartSeries {
  label: string;
  /** a CSS colour (a design token's value is read from the page) */
  color: string;
  values: number[];
  /** draw as bars instead of a line */
  bars?: boolean;
}

/**
 * A time chart over days (uPlot: about 20 KB gzipped, canvas, no dependencies; see the README for why).
 * This module is imported only by the lazy page chunks that draw charts, so the library never loads on a
 * page without one. The figure carries a text summary for screen readers.
 */
export default function LineChart({
  days,
  series,
  label,
  format,
  dayLabel,
}: {
  /** `YYYY-MM-DD`, days of the site's zone */
  days: string[];
  series: ChartSeries[];
  label: string;
  format: (n: number) => string;
  /** the legend's name of the x values, in the page's language (uPlot's default is the English "Time") */
  dayLabel: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
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
    const plot = new uPlot(
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
            paths: s.bars ? uPlot.paths.bars?.({ size: [0.6, 40] }) : undefined,
            value: (_u: uPlot, v: number | null) => (v === null ? '-' : format(v)),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(240, el.clientWidth), height: 240 }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, format, dayLabel]);
  return (
    <figure className={styles.figure} role="img" aria-label={label}>
      <div ref={box} className={styles.plot} />
    </figure>
  );
}
