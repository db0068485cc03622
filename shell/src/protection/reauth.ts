import type { ApiError } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';

/**
 * Idle re-authentication: the api client's `onReauthRequired`. Calls refused at the same time
 * share one password dialog; the dialog reports whether the password was confirmed (`reauthDone`), and every
 * waiting call is then sent again (true) or rejected (false). The page and the session stay as they were.
 */
let pending: Promise<boolean> | null = null;
let confirmed = false;

export function requestReauth(_error: ApiError): Promise<boolean> {
  if (bus.current('session:changed').status !== 'member') return Promise.resolve(false);
  pending ??= (async () => {
    confirmed = false;
    try {
      await bus.request('ui:modal-requested', { name: 'reauth' });
      return confirmed;
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** The dialog says the gateway took the password (before it closes). */
export function reauthDone(): void {
  confirmed = true;
}
