import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { bus } from '../bus/bus';
import { useLanguage } from '../bus/hooks';

/**
 * One way to load data: `useResource(key, fetcher, options)`.
 *
 * - The key names the data; the hook adds the language and the session token to it, so a language switch
 *   or a login/logout loads again by itself (no second reload trigger for the same data).
 * - The fetcher gets an AbortSignal; a newer load or an unmount aborts the older one, and a late answer is
 *   never shown.
 * - `cache: 'session'` keeps the answer in memory for the page's life under the full key (shown at once on
 *   the next mount, then revalidated unless `revalidate: false`); concurrent mounts share one request.
 * - `key: null` (or `enabled: false`) loads nothing: for data that waits on another input.
 * - `keepPrevious: true` keeps the previous key's data on screen (with `loading`) until the new key answers:
 *   a language switch swaps texts in place instead of flashing skeletons. A null key drops it.
 * - `reload()` loads again; `invalidateResource(prefix)` reloads every mounted resource whose key starts with
 *   `prefix` (after a money move, a claim...).
 */
export interface ResourceOptions {
  cache?: 'none' | 'session';
  /** with `cache: 'session'`: fetch again after showing the cached answer (default true) */
  revalidate?: boolean;
  /**
   * with `cache: 'session'`: keep the answer in sessionStorage too, so it outlives a reload of the tab
   * (spec 9 "Session caches": hot games, vendor data). Public lists only, never a member's data.
   */
  persist?: boolean;
  /** false: do not load (same as a null key) */
  enabled?: boolean;
  /**
   * show the previous key's data until the new key's first answer (or keep it after a failed one); off for
   * data that belongs to one member or one selection, where the old answer would be wrong
   */
  keepPrevious?: boolean;
}

export interface Resource<T> {
  data: T | undefined;
  error: Error | null;
  /** true while a load runs (also while revalidating shown data) */
  loading: boolean;
  reload: () => void;
  /** replace the shown data locally (an optimistic update); the next load overwrites it */
  mutate: (next: T | ((prev: T | undefined) => T)) => void;
}

const cache = new Map<string, unknown>();
const STORAGE_PREFIX = 'jogo.resource.';

function readCached<T>(fullKey: string, persist: boolean): T | undefined {
  if (cache.has(fullKey) || !persist) return cache.get(fullKey) as T | undefined;
  try {
    const raw = sessionStorage.getItem(STORAGE_PREFIX + fullKey);
    if (raw === null) return undefined;
    const value = JSON.parse(raw) as T;
    cache.set(fullKey, value);
    return value;
  } catch {
    return undefined;
  }
}

function writeCached(fullKey: string, value: unknown, persist: boolean): void {
  cache.set(fullKey, value);
  if (!persist) return;
  try {
    sessionStorage.setItem(STORAGE_PREFIX + fullKey, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the memory copy still serves this page */
  }
}

function dropStored(prefix: string): void {
  try {
    for (const k of Object.keys(sessionStorage))
      if (k.startsWith(STORAGE_PREFIX + prefix)) sessionStorage.removeItem(k);
  } catch {
    /* nothing stored */
  }
}
const inFlight = new Map<string, { promise: Promise<unknown>; controller: AbortController; users: number }>();
const invalidations = new Set<(prefix: string) => void>();

/** Reloads every mounted resource whose key starts with `prefix` ('' reloads all) and drops their cache. */
export function invalidateResource(prefix: string): void {
  for (const full of [...cache.keys()]) if (full.startsWith(`${prefix}`)) cache.delete(full);
  dropStored(prefix);
  for (const l of [...invalidations]) l(prefix);
}

/** Tests only: forget every cached answer. */
export function clearResourceCache(): void {
  cache.clear();
  dropStored('');
  inFlight.clear();
}

const onSession = (onChange: () => void) => bus.on('session:changed', onChange);
function sessionKey(): string {
  const token = bus.current('session:changed').token ?? '';
  // the token itself never appears in the key: only a short fingerprint of it
  let h = 0;
  for (let i = 0; i < token.length; i += 1) h = (h * 31 + token.charCodeAt(i)) | 0;
  return token ? h.toString(36) : 'guest';
}

function useContextKey(): string {
  // the language through useLanguage, so a language switch reloads in the switch's transition
  const language = useLanguage();
  const session = useSyncExternalStore(onSession, sessionKey, sessionKey);
  return `${language}|${session}`;
}

export function useResource<T>(
  key: string | null,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: ResourceOptions = {},
): Resource<T> {
  const {
    cache: mode = 'none',
    revalidate = true,
    enabled = true,
    persist = false,
    keepPrevious = false,
  } = options;
  const context = useContextKey();
  const fullKey = key === null || !enabled ? null : `${key}@${context}`;
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const [state, setState] = useState<{
    key: string | null;
    data: T | undefined;
    /** the data of the key before this one, until this key's first answer (for `keepPrevious`) */
    previous: T | undefined;
    error: Error | null;
    loading: boolean;
  }>(() => {
    const cached = fullKey && mode === 'session' ? readCached<T>(fullKey, persist) : undefined;
    return { key: fullKey, data: cached, previous: undefined, error: null, loading: fullKey !== null };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (fullKey === null) {
      setState({ key: null, data: undefined, previous: undefined, error: null, loading: false });
      return undefined;
    }
    const cached = mode === 'session' ? readCached<T>(fullKey, persist) : undefined;
    const isReload = attempt > 0;
    // in a transition: a language switch or a login starts every mounted resource's effect at once,
    // and their renders were one blocking render after it; the render of a new key already shows this state
    if (cached !== undefined && !isReload && !revalidate) {
      startTransition(() =>
        setState({ key: fullKey, data: cached, previous: undefined, error: null, loading: false }),
      );
      return undefined;
    }
    startTransition(() =>
      setState((prev) => ({
        key: fullKey,
        // a reload of the same key keeps showing what it had; a new key shows the cache or nothing
        data: prev.key === fullKey ? (prev.data ?? cached) : cached,
        previous: prev.key === fullKey ? prev.previous : (prev.data ?? prev.previous),
        error: null,
        loading: true,
      })),
    );
    let alive = true;
    const shared = mode === 'session' && !isReload ? inFlight.get(fullKey) : undefined;
    let entry = shared;
    if (!entry) {
      const controller = new AbortController();
      const promise = fetcherRef.current(controller.signal);
      entry = { promise, controller, users: 0 };
      const mine = entry;
      inFlight.set(fullKey, mine);
      promise.then(
        (value) => {
          if (mode === 'session') writeCached(fullKey, value, persist);
        },
        () => undefined,
      );
      // the failure itself is reported through the state below; this chain must not leave it unhandled
      promise
        .finally(() => {
          if (inFlight.get(fullKey) === mine) inFlight.delete(fullKey);
        })
        .catch(() => undefined);
    }
    entry.users += 1;
    const current = entry;
    current.promise.then(
      (value) => {
        if (alive)
          startTransition(() =>
            setState({ key: fullKey, data: value as T, previous: undefined, error: null, loading: false }),
          );
      },
      (e: unknown) => {
        if (!alive) return;
        if (current.controller.signal.aborted) return;
        setState((prev) => ({
          key: fullKey,
          data: prev.key === fullKey ? prev.data : undefined,
          previous: prev.key === fullKey ? prev.previous : (prev.data ?? prev.previous),
          error: e instanceof Error ? e : new Error(String(e)),
          loading: false,
        }));
      },
    );
    return () => {
      alive = false;
      current.users -= 1;
      if (current.users === 0 && inFlight.get(fullKey) === current) {
        current.controller.abort();
        inFlight.delete(fullKey);
      }
    };
  }, [fullKey, attempt, mode, revalidate, persist]);

  useEffect(() => {
    if (key === null) return undefined;
    const l = (prefix: string) => {
      if (key.startsWith(prefix)) setAttempt((a) => a + 1);
    };
    invalidations.add(l);
    return () => void invalidations.delete(l);
  }, [key]);

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const mutate = useCallback(
    (next: T | ((prev: T | undefined) => T)) =>
      setState((prev) => {
        const value = typeof next === 'function' ? (next as (p: T | undefined) => T)(prev.data) : next;
        if (prev.key && mode === 'session') writeCached(prev.key, value, persist);
        return { ...prev, data: value };
      }),
    [mode, persist],
  );

  // a render with a new key shows no stale data from the old key, unless asked to keep it until the answer
  const shown =
    state.key === fullKey
      ? state
      : {
          data: undefined,
          previous: fullKey === null ? undefined : (state.data ?? state.previous),
          error: null,
          loading: fullKey !== null,
        };
  const data = shown.data ?? (keepPrevious ? shown.previous : undefined);
  return { data, error: shown.error, loading: shown.loading, reload, mutate };
}
