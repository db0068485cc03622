import { useEffect, useRef } from 'react';
import { bus, type ReloadTarget } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';

export interface LoadState<T> {
  data: T | undefined;
  /** true until the first answer (or error) for the current key; later reloads keep the old data on screen */
  loading: boolean;
  error: Error | null;
  reload: () => void;
}

/**
 * The home page's uncached data (banners, notices, winners, recent, favourites) through `useResource`, which
 * adds the language and the session to `key` (a switch loads once, by itself). A `data:reload-requested`
 * naming one of `targets` (recent games after a launch) fetches again. A disabled load (a guest's recent
 * games) has no data and never calls.
 */
export function useLoad<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
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
  const resource = useResource(enabled ? key : null, fetcher);
  const { reload } = resource;
  const targetsKey = targets.join(',');
  useEffect(() => {
    if (!targetsKey) return undefined;
    const wanted = targetsKey.split(',');
    return bus.on('data:reload-requested', ({ targets: asked }) => {
      if (asked.some((t) => wanted.includes(t))) reload();
    });
  }, [targetsKey, reload]);

  const shown = useRef<T | undefined>(undefined);
  if (!enabled) shown.current = undefined;
  else if (resource.data !== undefined || !keepPrevious) shown.current = resource.data;
  const data = shown.current;
  return {
    data,
    loading: data === undefined && resource.loading,
    error: resource.error,
    reload,
  };
}
