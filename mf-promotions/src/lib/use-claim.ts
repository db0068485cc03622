import { useAction, type Action } from '@jogo/shared/data';
import { bus } from '@jogo/shared/bus';

/**
 * A claim button's action: one call at a time (a double click claims once), the gateway's translated message
 * on failure (a trial account reads 'Register an account first'), a success toast with `successMessage`.
 */
export function useClaim<A extends unknown[], T>(
  fn: (...args: A) => Promise<T>,
  successMessage: (value: T) => string | null,
): Action<A, T> {
  return useAction(async (...args: A) => {
    const value = await fn(...args);
    const message = successMessage(value);
    if (message) bus.emit('ui:toast-requested', { kind: 'success', message });
    return value;
  });
}
