import { useCallback, useRef, useState } from 'react';

/**
 * A user action that calls the gateway (submit, claim, transfer): one run at a time, so a double click
 * makes one call; `pending` for the button, `error` for the form. `run` resolves with the answer, or
 * `undefined` when the action failed (the error is in `error`) or was already running.
 */
export interface Action<A extends unknown[], T> {
  run: (...args: A) => Promise<T | undefined>;
  pending: boolean;
  error: Error | null;
  reset: () => void;
}

export function useAction<A extends unknown[], T>(fn: (...args: A) => Promise<T>): Action<A, T> {
  const running = useRef(false);
  const fnRef = useRef(fn);
  fnRef.current = fn;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const run = useCallback(async (...args: A) => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      return await fnRef.current(...args);
    } catch (e) {
      setError(e instanceof Error ? e : new Error(String(e)));
      return undefined;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  const reset = useCallback(() => setError(null), []);
  return { run, pending, error, reset };
}
