import { bus, type SessionState } from '@jogo/shared/bus';
import type { LoginResponse } from '@jogo/shared/api';

/** How long to wait for the shell to turn a login into a session before navigating anyway. */
export const SESSION_WAIT_MS = 6000;

/**
 * Resolves once the shell has published a session with this token (it stores the token and loads member info
 * after `auth:logged-in`), so the next route's guard sees the member; false after `timeoutMs`.
 */
export function waitForSession(token: string, timeoutMs = SESSION_WAIT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    let off: (() => void) | null = null;
    const timer = setTimeout(() => {
      off?.();
      resolve(false);
    }, timeoutMs);
    const check = (s: SessionState) => {
      if (s.token === token && s.status === 'member') {
        clearTimeout(timer);
        queueMicrotask(() => off?.());
        resolve(true);
      }
    };
    off = bus.on('session:changed', check);
    check(bus.current('session:changed'));
  });
}

/**
 * Hands a login answer to the shell (spec 4 lifecycle is the shell's) and waits for the session.
 * @returns whether the shell confirmed the session in time
 */
export async function completeLogin(
  res: LoginResponse,
  loginType: SessionState['loginType'],
): Promise<boolean> {
  bus.emit('auth:logged-in', {
    loginType,
    token: res.token,
    firstTimeLogin: res.firstTimeLogin,
    passwordExpired: res.passwordExpired,
  });
  return waitForSession(res.token);
}
