import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, type ReloadTarget } from '@jogo/shared/bus';
import { dropCache, readCache, writeCache } from './session-cache';

export interface CachedState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/** In-flight requests shared by every component asking for the same key at once. */
const inFlight = new Map<string, Promise<unknown>>();
/** Keys that were reloaded: components showing them re-read. */
const listeners = new Set<(key: string) => void>();

function load<T>(key: string, fetcher: (fresh: boolean) => Promise<T>, fresh: boolean): Promise<T> {
  const running = inFlight.get(key);
  if (running && !fresh) return running as Promise<T>;
  const p = fetcher(fresh)
    .then((value) => {
      writeCache(key, value);
      for (const l of listeners) l(key);
      return value;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, p);
  return p;
}

/**
 * Data cached for the session under `key` (which carries the language). `target` names the
 * `data:reload-requested` target that drops the cache family `family` and fetches again
 * (the shell asks for it after a language change, spec 4).
 */
export function useSessionCached<T>(
  key: string,
  family: string,
  target: ReloadTarget,
  fetcher: (fresh: boolean) => Promise<T>,
): CachedState<T> {
  const [data, setData] = useState<T | undefined>(() => readCache<T>(key));
  const [loading, setLoading] = useState(data === undefined);
  const [error, setError] = useState<Error | null>(null);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const run = useCallback(
    (fresh: boolean) => {
      let alive = true;
      const cached = fresh ? undefined : readCache<T>(key);
      if (cached !== undefined) {
        setData(cached);
        setLoading(false);
        setError(null);
        return () => void (alive = false);
      }
      setLoading(true);
      setError(null);
      load(key, (f) => fetcherRef.current(f), fresh).then(
        (value) => {
          if (!alive) return;
          setData(value);
          setLoading(false);
        },
        (e: unknown) => {
          if (!alive) return;
          setError(e instanceof Error ? e : new Error(String(e)));
          setLoading(false);
        },
      );
      return () => void (alive = false);
    },
    [key],
  );

  useEffect(() => run(false), [run]);

  // another component reloaded this key: show the fresh value
  useEffect(() => {
    const l = (k: string) => {
      if (k !== key) return;
      const v = readCache<T>(key);
      if (v !== undefined) setData(v);
    };
    listeners.add(l);
    return () => void listeners.delete(l);
  }, [key]);

  useEffect(
    () =>
      bus.on('data:reload-requested', ({ targets }) => {
        if (!targets.includes(target)) return;
        dropCache(family);
        run(true);
      }),
    [family, target, run],
  );

  const reload = useCallback(() => {
    dropCache(key);
    run(true);
  }, [key, run]);

  return { data, loading, error, reload };
}
