import { useEffect, useSyncExternalStore } from 'react';
import { api, ENDPOINTS, type NewGameVendorValue, type VendorLane } from '@jogo/shared/api';
import { bus, useLanguage } from '@jogo/shared/bus';

/**
 * The vendor lanes of `GCSGAME_newGameVendor`, loaded once per language and kept for the session
 * (spec 9: "Session caches: ... vendor data"), so the header, side menu and footer share one call.
 * A `data:reload-requested` with the `vendors` target (sent after a language change) reloads them.
 */
export interface VendorLanesState {
  lanes: VendorLane[] | null;
  loading: boolean;
  failed: boolean;
}

const STORAGE_PREFIX = 'jogo.vendorLanes.';
const EMPTY: VendorLanesState = { lanes: null, loading: false, failed: false };

let state: VendorLanesState = EMPTY;
let stateLanguage: string | null = null;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: VendorLanesState) {
  state = next;
  for (const l of listeners) l();
}

function readStored(language: string): VendorLane[] | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + language);
    return raw ? (JSON.parse(raw) as VendorLane[]) : null;
  } catch {
    return null;
  }
}

function store(language: string, lanes: VendorLane[]) {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + language, JSON.stringify(lanes));
  } catch {
    /* storage full or unavailable: the in-memory copy still serves this page */
  }
}

/** Loads the lanes for a language, from the session cache unless `flush` is asked. */
export function loadVendorLanes(language: string, flush = false): Promise<void> {
  if (!flush && stateLanguage === language && (state.lanes || inflight)) return inflight ?? Promise.resolve();
  stateLanguage = language;
  const cached = flush ? null : readStored(language);
  if (cached) {
    set({ lanes: cached, loading: false, failed: false });
    return Promise.resolve();
  }
  set({ ...state, loading: true, failed: false });
  const run = api()
    .call<NewGameVendorValue>(ENDPOINTS.gameVendors, {
      query: { platform: 'html5-desktop', language, ...(flush ? { flush: true } : {}) },
    })
    .then((value) => {
      if (stateLanguage !== language) return;
      const lanes = value.data?.lanes ?? [];
      store(language, lanes);
      set({ lanes, loading: false, failed: false });
    })
    .catch(() => {
      if (stateLanguage !== language) return;
      // keep what was shown before; the always-visible entries still work
      set({ ...state, loading: false, failed: true });
    })
    .finally(() => {
      if (inflight === run) inflight = null;
    });
  inflight = run;
  return run;
}

/** For tests: forget the cache. */
export function resetVendorLanes(): void {
  stopReload?.();
  stopReload = null;
  consumers = 0;
  state = EMPTY;
  stateLanguage = null;
  inflight = null;
  try {
    for (const k of Object.keys(sessionStorage))
      if (k.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(k);
  } catch {
    /* nothing stored */
  }
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => state;

// One bus subscription however many components read the lanes (header, side menu and footer do).
let consumers = 0;
let stopReload: (() => void) | null = null;
function retain() {
  consumers += 1;
  stopReload ??= bus.on('data:reload-requested', ({ targets }) => {
    if (targets.includes('vendors')) void loadVendorLanes(bus.current('language:changed'), true);
  });
}
function release() {
  consumers -= 1;
  if (consumers === 0 && stopReload) {
    stopReload();
    stopReload = null;
  }
}

/** @returns the vendor lanes of the current language, loading them on first use. */
export function useVendorLanes(): VendorLanesState {
  const language = useLanguage();
  useEffect(() => {
    void loadVendorLanes(language);
  }, [language]);
  useEffect(() => {
    retain();
    return release;
  }, []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
