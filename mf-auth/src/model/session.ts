import { bus, type SessionState } from '@jogo/shared/bus';
import type { LoginResponse } from '@jogo/shared/api';

/**
 * Hands a login answer to the shell, the one owner of the session (`session:open`; spec 4's lifecycle is the
 * shell's). A request made before the shell's owner subscribes waits in the bus queue.
 * @returns the session the shell opened (status member, this token), so the next route's guard sees it
 */
export function completeLogin(
  res: LoginResponse,
  loginType: SessionState['loginType'],
): Promise<SessionState> {
  return bus.request('session:open', {
    loginType,
    token: res.token,
    firstTimeLogin: res.firstTimeLogin,
    passwordExpired: res.passwordExpired,
  });
}
