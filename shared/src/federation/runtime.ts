import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry, RemoteRegistryEntry } from './types';

const known = new Map<string, RemoteRegistryEntry>();

/** Registers the registry's remotes with the federation runtime (the shell's webpack config declares none). */
export function registerRegistry(registry: RemoteRegistry): void {
  for (const r of registry.remotes) known.set(r.name, r);
  registerRemotes(registry.remotes.map((r) => ({ name: r.name, entry: r.entry })));
}

export function registryEntries(): RemoteRegistryEntry[] {
  return [...known.values()];
}

/** @returns the remote that owns a path (longest matching route), or undefined. */
export function remoteForPath(pathname: string): RemoteRegistryEntry | undefined {
  let best: { entry: RemoteRegistryEntry; len: number } | undefined;
  for (const entry of known.values()) {
    for (const route of entry.routes) {
      const match = route === '/' ? pathname === '/' : pathname === route || pathname.startsWith(`${route}/`);
      if (match && (!best || route.length > best.len)) best = { entry, len: route.length };
    }
  }
  return best?.entry;
}

const preloaded = new Set<string>();

/** Warms a remote's entry and `./routes` chunk, once per page (hover on a link, home preloading the lobby). */
export function preloadRemoteRoutes(name: string): void {
  if (preloaded.has(name) || !known.has(name)) return;
  preloaded.add(name);
  preloadRemote([{ nameOrAlias: name, exposes: ['./routes'] }]).catch(() => preloaded.delete(name));
}

/**
 * Loads `<name>/<expose>`. On retry (`force`), the remote is registered again with `force: true`, which
 * drops the runtime's cached (failed) entry, so a remote that came back works without a page reload.
 */
export async function loadRemoteModule<T>(id: string, force = false): Promise<T> {
  const name = id.split('/')[0];
  if (force) {
    const entry = known.get(name);
    if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    preloaded.delete(name);
  }
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`remote module ${id} is unavailable`);
  return mod;
}
