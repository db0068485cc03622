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
}: {
  /** `YYYY-MM-DD` */
  days: string[];
  series: ChartSeries[];
  label: string;
  format: (n: number) => string;
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
    const xs = days.map((d) => Date.parse(`${d}T12:00:00Z`) / 1000);
    const plot = new uPlot(
      {
        width: Math.max(240, el.clientWidth),
        height: 240,
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
          {
            stroke: muted,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            size: 70,
            values: (_u, vals) => vals.map((v) => format(v)),
          },
        ],
        series: [
          {},
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
  }, [days, series, format]);
  return (
    <figure className={styles.figure} role="img" aria-label={label}>
      <div ref={box} className={styles.plot} />
    </figure>
  );
}
