import { api, deviceId, ENDPOINTS, type RegisterRequest, type SmsRegisterRequest } from '@jogo/shared/api';
import type { RegisterMode } from '../model/register-rules';

/** GET /wps/system/setting/register. */
export const getRegisterSettings = () => api().call(ENDPOINTS.registerSettings);

/** GET /wps/agent/affiliate?code=&domain= : resolves when the code is valid, rejects otherwise. */
export const checkAffiliate = (code: string, domain: string) =>
  api().call(ENDPOINTS.checkAffiliate, { query: { code, domain } });

/** POST /wps/verification/sms/register. */
export const sendRegisterCode = (body: SmsRegisterRequest) => api().call(ENDPOINTS.smsRegister, { body });

/** PUT /wps/member/register or /wps/member/register/mobile (encrypted by the client); answers a session. */
export const register = (mode: RegisterMode, body: Omit<RegisterRequest, 'loginDeviceId'>) =>
  api().call(mode === 'mobile' ? ENDPOINTS.registerMobile : ENDPOINTS.register, {
    body: { ...body, loginDeviceId: deviceId() } satisfies RegisterRequest,
  });
