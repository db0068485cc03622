import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ProfitValue } from '@jogo/shared/api';
import { dayOf } from '@jogo/shared/time';

/**
 * Daily win/loss as bars and stake as a line, drawn with uPlot (about 20 KB compressed, canvas, no
 * dependencies). This module is imported lazily by the profit page only, so no other page downloads it.
 */
/** `dd/MM` (or `dd/MM/yyyy`) of a day's x stamp (seconds, the day's noon UTC). */
export function dayMonth(seconds: number, withYear = false): string {
  // the stamp is the day's own noon UTC (built from the site's `yyyy-MM-dd`), so UTC gives that day back
  const [y, m, d] = dayOf(seconds * 1000, 'UTC').split('-');
  return withYear ? `${d}/${m}/${y}` : `${d}/${m}`;
}

export default function ProfitChart({
  days,
  labels,
  format,
}: {
  days: ProfitValue['byDay'];
  labels: { winLoss: string; stake: string; day: string };
  format: (n: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const css = getComputedStyle(el);
    const colour = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback;
    const xs = days.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
    const width = () => Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 260,
        legend: { show: true },
        axes: [
          // day first, as the site writes dates (the x stamps are each day's noon UTC): 03/12, not 12/3
          {
            stroke: colour('--color-text-muted', '#999'),
            values: (_u, vals) => vals.map((v) => dayMonth(v)),
          },
          {
            stroke: colour('--color-text-muted', '#999'),
            values: (_u, vals) => vals.map((v) => format(v)),
            size: 90,
          },
        ],
        series: [
          // the legend's first entry is the day (uPlot's default label is the English "Time")
          { label: labels.day, value: (_u, v) => (v == null ? '—' : dayMonth(v, true)) },
          {
            label: labels.winLoss,
            stroke: colour('--color-accent', '#2ecc71'),
            fill: colour('--color-accent-soft', 'rgba(46,204,113,0.2)'),
            paths: uPlot.paths.bars!({ size: [0.6, 40] }),
            value: (_u, v) => (v == null ? '—' : format(v)),
          },
          {
            label: labels.stake,
            stroke: colour('--color-primary', '#f1c40f'),
            width: 2,
            value: (_u, v) => (v == null ? '—' : format(v)),
          },
        ],
      },
      [xs, days.map((d) => d.winLoss), days.map((d) => d.stake)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, labels, format]);
  return <div ref={box} role="img" aria-label={labels.winLoss} />;
}
