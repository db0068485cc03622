import type { Static } from '@sinclair/typebox';
import type { VitalEntry } from '@jogo/shared/contract';

export type Vital = Static<typeof VitalEntry>;
export type Metric = Vital['metric'];
/** Where a path belongs: its registry route pattern, the remote that owns it and that remote's release. */
export type Place = Pick<Vital, 'route' | 'remote' | 'release'>;

/** The gateway endpoint (declared in @jogo/shared/contract `VITALS.reportVitals`). */
export const VITALS_URL = '/wps/vitals';
/** A beacon carries at most this many entries (the gateway takes 50); the queue is sent when it reaches it. */
export const FLUSH_AT = 20;
/** Errors counted per page load at most: a render loop that throws is one bad release, not ten thousand rows. */
export const MAX_ERRORS = 10;

export interface ReporterDeps {
  /** navigator.sendBeacon, bound */
  send: (url: string, body: Blob) => boolean;
  locate: (pathname: string) => Place;
  now?: () => number;
}

/**
 * Collects a sampled page load's measurements (a `load` per route shown, web vitals, uncaught errors), each with
 * the place of the path it belongs to, and sends them in batches with sendBeacon. Pure: the browser wiring is
 * `start-vitals.ts`.
 */
export function createReporter({ send, locate, now = Date.now }: ReporterDeps) {
  let queue: Vital[] = [];
  let place: Place | null = null;
  let errors = 0;
  const push = (at: Place, metric: Metric, value: number) => {
    queue.push({ ...at, metric, value, at: now() });
    if (queue.length >= FLUSH_AT) flush();
  };
  function flush(): void {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(VITALS_URL, new Blob([JSON.stringify(batch)], { type: 'application/json' }));
  }
  return {
    /** the router shows `pathname`: a new route pattern counts one load of its remote's release */
    route(pathname: string): void {
      const next = locate(pathname);
      if (place && place.route === next.route && place.remote === next.remote) return;
      place = next;
      push(next, 'load', 1);
    },
    /** a web vital of this page, on the route shown when it is reported */
    vital(metric: 'LCP' | 'INP' | 'CLS', value: number): void {
      if (place && Number.isFinite(value) && value >= 0) push(place, metric, value);
    },
    /** an uncaught error on `pathname` (default: the route shown) */
    error(pathname?: string): void {
      if (errors >= MAX_ERRORS) return;
      const at = pathname === undefined ? place : locate(pathname);
      if (!at) return;
      errors += 1;
      push(at, 'error', 1);
    },
    flush,
    /** entries waiting (tests) */
    pending: (): readonly Vital[] => queue,
  };
}

export type Reporter = ReturnType<typeof createReporter>;
