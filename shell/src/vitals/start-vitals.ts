import { onCLS, onINP, onLCP } from 'web-vitals';
import { AREA_ERROR_EVENT, routeForPath } from '@jogo/shared/federation';
import { HOME_ALIASES } from '../routing/route-table';
import { createReporter, type Place } from './reporter';
import { onRouteSeen } from './route-seen';
import { takeEarlyErrors } from './early-errors';

declare const __JOGO_VITALS_SAMPLE__: string | undefined;

/** A path no remote's route matches (a shell page, a 404): counted as the shell's, on one pattern. */
const SHELL_PLACE: Place = { route: '/other', remote: 'shell', release: 'none' };

/** @returns the registry route pattern of a path, the remote that owns it and that remote's release */
export function placeOf(pathname: string): Place {
  const path = (HOME_ALIASES as readonly string[]).includes(pathname) ? '/' : pathname;
  const found = routeForPath(path);
  if (!found) return SHELL_PLACE;
  return { route: found.route.path, remote: found.remote.name, release: found.remote.release ?? 'none' };
}

/**
 * The share of page loads that report: `localStorage['jogo.vitalsSample']` when set (a test, an operator's own
 * browser), else the build's `JOGO_VITALS_SAMPLE` (default 1 in a development build, 0.1 in production).
 */
export function sampleRate(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): number {
  let own: string | null = null;
  try {
    own = storage?.getItem('jogo.vitalsSample') ?? null;
  } catch {
    // storage refused (private mode): the build's rate
  }
  const built = typeof __JOGO_VITALS_SAMPLE__ !== 'undefined' ? __JOGO_VITALS_SAMPLE__ : '1';
  const rate = Number(own ?? built);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0.1;
}

/**
 * Starts the real-user reporter on a sampled page load (the decision is made once per load): a `load` per route
 * shown, LCP, INP and CLS (web-vitals, reported when final: on the first input or when the page is hidden),
 * uncaught errors, unhandled rejections and areas that failed on screen (and those seen before it loaded); the
 * performance mark `jogo:vitals` says it started. The queue is sent with sendBeacon
 * when the page is hidden or left, and whenever it fills.
 * @returns whether this page load reports
 */
export function startVitals(random: () => number = Math.random): boolean {
  const early = takeEarlyErrors();
  if (typeof navigator.sendBeacon !== 'function' || random() >= sampleRate()) return false;
  const reporter = createReporter({
    send: (url, body) => navigator.sendBeacon(url, body),
    locate: placeOf,
  });
  onRouteSeen((pathname) => reporter.route(pathname));
  for (const e of early) reporter.error(e.pathname);
  window.addEventListener('error', () => reporter.error());
  window.addEventListener('unhandledrejection', () => reporter.error());
  // an area that failed on screen: a remote that did not load, a render error its boundary caught
  window.addEventListener(AREA_ERROR_EVENT, () => reporter.error());
  onLCP((m) => reporter.vital('LCP', m.value));
  onINP((m) => reporter.vital('INP', m.value));
  onCLS((m) => reporter.vital('CLS', m.value));
  // after web-vitals' own listeners, so the values it reports on hiding are in the batch
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', () => reporter.flush());
  // for tests and tools: this page load reports from here on
  performance.mark?.('jogo:vitals');
  return true;
}
