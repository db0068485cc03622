import type { ApiClient } from './client';

let current: ApiClient | null = null;

/** The shell (or a remote's standalone bootstrap, or a test) installs the one client of the page. */
export function setApiClient(client: ApiClient): void {
  current = client;
}

/** @returns the page's gateway client; throws when no app has installed one. */
export function api(): ApiClient {
  if (!current) throw new Error('@jogo/shared/api: no client installed (call setApiClient first)');
  return current;
}
