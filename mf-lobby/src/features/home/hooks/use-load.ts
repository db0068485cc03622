import { useCallback, useEffect, useRef, useState } from 'react';
import { bus, type ReloadTarget } from '@jogo/shared/bus';

export interface LoadState<T> {
  data: T | undefined;
  /** true until the first answer (or error) for the current key; later reloads keep the old data on screen */
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/**
 * Loads the home page's uncached data (banners, notices, winners, recent, favourites). `key` names what
 * is loaded (it carries the language and whatever else the fetch depends on): a new key fetches again.
 * A `data:reload-requested` naming one of `targets` fetches again too (the shell sends it after a
 * language change, spec 4). A disabled load (a guest's recent games) has no data and never calls.
 * An answer for an older key is dropped, so a slow request can not overwrite a newer one.
 */
export function useLoad<T>(
  key: string,
  fetcher: () => Promise<T>,
  {
    targets = [],
    enabled = true,
    keepPrevious = true,
  }: {
    targets?: readonly ReloadTarget[];
    enabled?: boolean;
    /** keep the previous key's data on screen until the new answer (a language switch); off for per-member data */
    keepPrevious?: boolean;
  } = {},
): LoadState<T> {
  const [state, setState] = useState<{
    key: string;
    data: T | undefined;
    error: Error | null;
    done: boolean;
  }>({
    key,
    data: undefined,
    error: null,
    done: false,
  });
  const [nonce, setNonce] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const keepRef = useRef(keepPrevious);
  keepRef.current = keepPrevious;
  const targetsKey = targets.join(',');

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    fetcherRef.current().then(
      (data) => alive && setState({ key, data, error: null, done: true }),
      (e: unknown) =>
        alive &&
        setState((s) => ({
          key,
          data: s.key === key || keepRef.current ? s.data : undefined,
          error: e instanceof Error ? e : new Error(String(e)),
          done: true,
        })),
    );
    return () => {
      alive = false;
    };
  }, [key, nonce, enabled]);

  useEffect(() => {
    if (!targetsKey) return;
    const wanted = targetsKey.split(',');
    return bus.on('data:reload-requested', ({ targets: asked }) => {
      if (asked.some((t) => wanted.includes(t))) setNonce((n) => n + 1);
    });
  }, [targetsKey]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  if (!enabled) return { data: undefined, loading: false, error: null, reload };
  const current = state.key === key;
  const data = current || keepPrevious ? state.data : undefined;
  return {
    data,
    loading: data === undefined && !(current && state.done),
    error: current ? state.error : null,
    reload,
  };
}
