import type { RemoteRegistry } from '@jogo/shared/federation';

declare const __JOGO_DEFAULT_REGISTRY__: RemoteRegistry | undefined;

/**
 * The registry the shell build generated from every remote's `federation.config.cjs` (webpack DefinePlugin in
 * @jogo/shared/build): the same declarations dev-proxy serves, never a hand copy. Empty outside a build (tests).
 */
export const DEFAULT_REGISTRY: RemoteRegistry =
  typeof __JOGO_DEFAULT_REGISTRY__ !== 'undefined' ? __JOGO_DEFAULT_REGISTRY__ : { remotes: [] };

/**
 * Fetches the runtime registry. A missing or broken `/remotes.json` falls back to the build's default
 * registry: every route exists and each remote view shows its remote or the translated fallback.
 */
export async function loadRegistry(
  fetchImpl: typeof fetch = fetch,
  fallback: RemoteRegistry = DEFAULT_REGISTRY,
): Promise<RemoteRegistry> {
  try {
    const res = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!res.ok) return fallback;
    const body = (await res.json()) as Partial<RemoteRegistry>;
    return Array.isArray(body.remotes) ? { remotes: body.remotes } : fallback;
  } catch {
    return fallback;
  }
}
