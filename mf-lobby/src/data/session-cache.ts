/**
 * A tiny session cache over sessionStorage (spec 9: hot games and vendor data are cached for the session).
 * Entries are keyed by the caller (the key includes the language, so a language change misses the cache).
 * Storage can be unavailable (private mode, quota): the cache then degrades to memory for this page.
 */
const PREFIX = 'mf_lobby:';
const memory = new Map<string, unknown>();

export function readCache<T>(key: string): T | undefined {
  if (memory.has(key)) return memory.get(key) as T;
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    if (raw === null) return undefined;
    const value = JSON.parse(raw) as T;
    memory.set(key, value);
    return value;
  } catch {
    return undefined;
  }
}

export function writeCache<T>(key: string, value: T): void {
  memory.set(key, value);
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    /* quota or private mode: the memory copy still serves this page */
  }
}

/** Drops every entry whose key starts with `prefix` (a reload of that data set). */
export function dropCache(prefix: string): void {
  for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
  try {
    for (let i = sessionStorage.length - 1; i >= 0; i--) {
      const k = sessionStorage.key(i);
      if (k?.startsWith(PREFIX + prefix)) sessionStorage.removeItem(k);
    }
  } catch {
    /* nothing stored */
  }
}
