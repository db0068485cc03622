import { useCallback, useRef } from 'react';

/**
 * One idempotency key per attempt of a money action (contract/wallet.ts). The key is kept while the payload
 * stays the same and the attempt has not succeeded, so a retry after a network failure re-sends the SAME key
 * and the gateway applies the move once; a success or a changed payload starts a new attempt with a new key.
 * (A double click never reaches here twice: `useAction` runs one call at a time.)
 */
export function useAttemptKey() {
  const current = useRef<{ key: string; payload: string } | null>(null);
  const keyFor = useCallback((payload: unknown): string => {
    const p = JSON.stringify(payload);
    if (!current.current || current.current.payload !== p)
      current.current = { key: globalThis.crypto.randomUUID(), payload: p };
    return current.current.key;
  }, []);
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
