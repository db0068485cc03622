import { startTransition, useEffect, useState } from 'react';
import { api } from '../api/current';
import { ENDPOINTS } from '../api/endpoints';
import type { GameType, VendorLane } from '../contract/types/games';
import { bus } from '../bus/bus';
import { useLanguage } from '../bus/hooks';

/** spec 7: the vendor call uses platform html5-desktop and a flush flag */
export const VENDOR_PLATFORM = 'html5-desktop';

/**
 * The vendor lanes of `GCSGAME_newGameVendor` (one lane per game type, cards keyed by vassalage): one store
 * for the page, so the shell's header, side menu and footer and the lobby's pages share one call per
 * language. Cached for the browser session per language (spec 9 "Session caches: vendor data"); a language
 * switch (the one `language:changed` i18n publishes) loads the new language once, however many components
 * read the lanes; `reload()` fetches again with `flush`.
 */
export interface VendorLanesState {
  /** undefined until the first answer (or the cache) */
  data: VendorLane[] | undefined;
  loading: boolean;
  /** the last load failed; what was shown before stays in `data` */
  error: Error | null;
  /** fetches again (with `flush`) */
  reload: () => void;
}

type Snapshot = Omit<VendorLanesState, 'reload'>;

const STORAGE_PREFIX = 'jogo.vendorLanes.';
// Nothing asked yet counts as loading: every reader asks on mount (useVendorLanes' effect), so its first render
// already shows the loading state. With `loading: false` there, whichever reader rendered before the first ask
// showed its no-data state for one frame (the side menu without its held places, then with them: a 0.08 layout
// shift at 1280 px; home's vendor sections an empty state, then their skeleton).
const EMPTY: Snapshot = { data: undefined, loading: true, error: null };

let state: Snapshot = EMPTY;
let stateLanguage: string | null = null;
let inflight: { language: string; promise: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function set(next: Snapshot) {
  state = next;
  // the header, side menu, top navigation, footer and lobby pages read the lanes: they render the change in
  // a transition, in short slices (after a language switch, one blocking render of them all)
  startTransition(() => {
    for (const l of listeners) l();
  });
}

function readStored(language: string): VendorLane[] | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + language);
    return raw ? (JSON.parse(raw) as VendorLane[]) : undefined;
  } catch {
    return undefined;
  }
}

function store(language: string, lanes: VendorLane[]) {
  try {
    sessionStorage.setItem(STORAGE_PREFIX + language, JSON.stringify(lanes));
  } catch {
    /* storage full or unavailable: the in-memory copy still serves this page */
  }
}

/**
 * Loads the lanes of a language: from memory or the session cache, unless `flush` asks the gateway again.
 * @returns a promise that settles when the lanes (or the failure) are in the store
 */
export function loadVendorLanes(language: string, flush = false): Promise<void> {
  if (inflight?.language === language) return inflight.promise;
  if (!flush && stateLanguage === language && state.data) return Promise.resolve();
  stateLanguage = language;
  const cached = flush ? undefined : readStored(language);
  if (cached) {
    set({ data: cached, loading: false, error: null });
    return Promise.resolve();
  }
  // another language's lanes stay shown while this one loads: vendor names and links are the same,
  // and the menus, navigation and sections then change their texts in place instead of going to placeholders
  // and being built again
  set({ data: state.data, loading: true, error: null });
  const promise = api()
    .call(ENDPOINTS.gameVendors, {
      query: { platform: VENDOR_PLATFORM, language, ...(flush ? { flush: true } : {}) },
    })
    .then(
      (value) => {
        if (stateLanguage !== language) return;
        const lanes = value.data?.lanes ?? [];
        store(language, lanes);
        set({ data: lanes, loading: false, error: null });
      },
      (e: unknown) => {
        if (stateLanguage !== language) return;
        // keep what was shown before; the always-visible entries still work
        set({ ...state, loading: false, error: e instanceof Error ? e : new Error(String(e)) });
      },
    )
    .finally(() => {
      if (inflight?.promise === promise) inflight = null;
    });
  inflight = { language, promise };
  return promise;
}

/** Tests only: forget the lanes, in memory and in the session cache. */
export function resetVendorLanes(): void {
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

const reload = () => void loadVendorLanes(bus.current('language:changed'), true);

/**
 * @returns the vendor lanes of the current language, loading them on first use. Read through React state, not
 * useSyncExternalStore, whose updates React always renders at once and in one piece (see `set`).
 */
export function useVendorLanes(): VendorLanesState {
  const language = useLanguage();
  const [shown, setShown] = useState(state);
  useEffect(() => {
    const follow = () => setShown(state);
    listeners.add(follow);
    // a change between this render and the subscription
    follow();
    return () => void listeners.delete(follow);
  }, []);
  useEffect(() => {
    void loadVendorLanes(language);
  }, [language]);
  return { ...shown, reload };
}

/** @returns the lane of one game type, or undefined while loading or when the type has no vendors. */
export function laneOf(lanes: readonly VendorLane[] | undefined, type: GameType): VendorLane | undefined {
  return lanes?.find((l) => l.gameCategory === type);
}
