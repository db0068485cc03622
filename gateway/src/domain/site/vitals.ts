import { Counter, Histogram, type Registry } from 'prom-client';
import type { Static } from '@sinclair/typebox';
import type { VitalEntry } from '@jogo/shared/contract';
import type { Db } from '../../db/db';

/**
 * Real-user vitals (the shell's beacon to POST /wps/vitals): stored in `web_vital` (migration 207), bounded to the
 * newest `JOGO_VITALS_KEEP` rows, and exposed on the gateway's Prometheus registry. A row names a route pattern, a
 * remote, its release, the metric and its value: nothing about the player.
 */
export type Vital = Static<typeof VitalEntry>;

/** How many rows `web_vital` keeps (the newest): 200,000 by default, about 10 MB. */
export const vitalsKeep = (): number => {
  const v = Number(process.env.JOGO_VITALS_KEEP ?? 200_000);
  return Number.isInteger(v) && v > 0 ? v : 200_000;
};

/** Stores a batch in one transaction, then deletes what falls past the bound. @returns rows stored */
export async function storeVitals(db: Db, entries: readonly Vital[], now = Date.now()): Promise<number> {
  if (entries.length === 0) return 0;
  const values = entries.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
  const params = entries.flatMap((e) => [e.route, e.remote, e.release, e.metric, e.value, now]);
  await db.transaction(async () => {
    await db.run(
      `INSERT INTO web_vital (route, remote, release, metric, value, at) VALUES ${values}`,
      ...params,
    );
    // ids grow by one per row: everything below the newest `keep` ids goes (one indexed delete, no count)
    await db.run('DELETE FROM web_vital WHERE id <= (SELECT MAX(id) FROM web_vital) - ?', vitalsKeep());
  });
  return entries.length;
}

/** What `npm run releases` shows of one release: since `since` (epoch ms), on every route of the remote. */
export interface VitalsSummary {
  remote: string;
  release: string;
  loads: number;
  errors: number;
  /** errors per load (0 when no load was counted) */
  errorRate: number;
  /** 75th percentile (nearest rank), null without a measurement */
  p75LcpMs: number | null;
  p75InpMs: number | null;
  p75Cls: number | null;
}

async function p75(db: Db, remote: string, release: string, metric: string, since: number) {
  const where = 'WHERE remote = ? AND release = ? AND metric = ? AND at >= ?';
  const { n } = (await db.get<{
    n: number;
  }>(`SELECT COUNT(*) AS n FROM web_vital ${where}`, remote, release, metric, since))!;
  if (!n) return null;
  const row = (await db.get<{ value: number }>(
    `SELECT value FROM web_vital ${where} ORDER BY value LIMIT 1 OFFSET ?`,
    remote,
    release,
    metric,
    since,
    Math.ceil(0.75 * n) - 1,
  ))!;
  return row.value;
}

/** @returns the summary of `release` of `remote` since `since` */
export async function vitalsSummary(
  db: Db,
  remote: string,
  release: string,
  since = 0,
): Promise<VitalsSummary> {
  const counts = await db.all<{ metric: string; n: number }>(
    `SELECT metric, COUNT(*) AS n FROM web_vital WHERE remote = ? AND release = ? AND at >= ?
       AND metric IN ('load', 'error') GROUP BY metric`,
    remote,
    release,
    since,
  );
  const count = (m: string) => Number(counts.find((c) => c.metric === m)?.n ?? 0);
  const loads = count('load');
  const errors = count('error');
  const [lcp, inp, cls] = await Promise.all(
    ['LCP', 'INP', 'CLS'].map((m) => p75(db, remote, release, m, since)),
  );
  return {
    remote,
    release,
    loads,
    errors,
    errorRate: loads ? errors / loads : 0,
    p75LcpMs: lcp,
    p75InpMs: inp,
    p75Cls: cls,
  };
}

/** At most this many remote/release label pairs per process; later ones count under release `other`. */
const MAX_LABEL_PAIRS = 200;

/** The vitals' Prometheus metrics on `registry`, and the function that records a stored batch. */
export function vitalsMetrics(registry: Registry): (entries: readonly Vital[]) => void {
  const registers = [registry];
  const labelNames = ['remote', 'release'] as const;
  const lcp = new Histogram({
    name: 'jogo_web_vitals_lcp_seconds',
    help: 'Largest Contentful Paint reported by browsers, by the route owner remote and its release',
    labelNames,
    buckets: [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10],
    registers,
  });
  const inp = new Histogram({
    name: 'jogo_web_vitals_inp_seconds',
    help: 'Interaction to Next Paint reported by browsers, by the route owner remote and its release',
    labelNames,
    buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 2],
    registers,
  });
  const cls = new Histogram({
    name: 'jogo_web_vitals_cls',
    help: 'Cumulative Layout Shift reported by browsers, by the route owner remote and its release',
    labelNames,
    buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    registers,
  });
  const errors = new Counter({
    name: 'jogo_web_errors_total',
    help: 'Uncaught errors and unhandled rejections reported by browsers, by the route owner remote and its release',
    labelNames,
    registers,
  });
  const loads = new Counter({
    name: 'jogo_web_loads_total',
    help: 'Sampled route loads (a page load or a navigation to another route) reported by browsers',
    labelNames,
    registers,
  });
  const seen = new Set<string>();
  const labelsOf = (e: Vital) => {
    const key = `${e.remote}\u0000${e.release}`;
    if (!seen.has(key) && seen.size >= MAX_LABEL_PAIRS) return { remote: e.remote, release: 'other' };
    seen.add(key);
    return { remote: e.remote, release: e.release };
  };
  return (entries) => {
    for (const e of entries) {
      const labels = labelsOf(e);
      if (e.metric === 'LCP') lcp.observe(labels, e.value / 1000);
      else if (e.metric === 'INP') inp.observe(labels, e.value / 1000);
      else if (e.metric === 'CLS') cls.observe(labels, e.value);
      else if (e.metric === 'error') errors.inc(labels);
      else loads.inc(labels);
    }
  };
}
