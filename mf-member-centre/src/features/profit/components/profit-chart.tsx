import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ProfitValue } from '@jogo/shared/api';

/**
 * Daily win/loss as bars and stake as a line, drawn with uPlot (about 20 KB compressed, canvas, no
 * dependencies). This module is imported lazily by the profit page only, so no other page downloads it.
 */
export default function ProfitChart({
  days,
  labels,
  format,
}: {
  days: ProfitValue['byDay'];
  labels: { winLoss: string; stake: string };
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
          { stroke: colour('--color-text-muted', '#999') },
          {
            stroke: colour('--color-text-muted', '#999'),
            values: (_u, vals) => vals.map((v) => format(v)),
            size: 90,
          },
        ],
        series: [
          {},
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
