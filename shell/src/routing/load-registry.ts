import type { RemoteRegistry } from '@jogo/shared/federation';

/**
 * Fetches the runtime registry. A missing or broken registry leaves the shell booting with no remotes
 * (every remote route then shows the fallback) rather than a blank page.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  try {
    const res = await fetchImpl('/remotes.json', { cache: 'no-store' });
    if (!res.ok) return { remotes: [] };
    const body = (await res.json()) as Partial<RemoteRegistry>;
    return { remotes: Array.isArray(body.remotes) ? body.remotes : [] };
  } catch {
    return { remotes: [] };
  }
}
