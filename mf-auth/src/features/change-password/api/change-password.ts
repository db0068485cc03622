import { api, ENDPOINTS, type ChangePasswordRequest } from '@jogo/shared/api';
import { bus, isAgentType, isTrialType } from '@jogo/shared/bus';

/** POST /wps/member/password (encrypted by the client). */
export const changePassword = (body: ChangePasswordRequest) => api().call(ENDPOINTS.changePassword, { body });

/**
 * Spec 4 "Change password success: user info reloads". GET /wps/member/info, then the session store gets the fresh
 * member (the shell's own reload runs after a forced change, when the dialog reports its close).
 */
export async function reloadMemberInfo(): Promise<void> {
  const info = await api().call(ENDPOINTS.memberInfo);
  const s = bus.current('session:changed');
  if (!s.token) return;
  bus.emit('session:changed', {
    ...s,
    member: { id: info.id, account: info.account, nickname: info.nickname, type: info.type },
    isAgent: isAgentType(info.type),
    isTrial: isTrialType(info.type),
  });
}
