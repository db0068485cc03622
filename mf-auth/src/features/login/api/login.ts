import {
  api,
  deviceId,
  ENDPOINTS,
  type FreeplayLoginRequest,
  type LoginRequest,
  type SmsNoLoginRequest,
} from '@jogo/shared/api';

/** POST /wps/session/login (encrypted by the client: the endpoint is flagged). */
export const login = (body: Omit<LoginRequest, 'loginDeviceId'>) =>
  api().call(ENDPOINTS.login, {
    body: { ...body, loginDeviceId: deviceId() } satisfies LoginRequest,
  });

/** POST /wps/verification/sms/noLogin: a code for SMS login (and for the reset by phone). */
export const sendLoginCode = (body: SmsNoLoginRequest) => api().call(ENDPOINTS.smsNoLogin, { body });

/** A random string for the free-play login (spec 7: "encrypted random string"). */
function randomString(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /wps/session/login/freeplay: a trial account (type 4). */
export const freeplayLogin = () =>
  api().call(ENDPOINTS.freeplayLogin, {
    body: {
      os: typeof navigator === 'undefined' ? 'web' : (navigator.platform || 'web').slice(0, 40),
      platform: 'W',
      random: randomString(),
      version: 'jogo-web-1',
      loginDeviceId: deviceId(),
    } satisfies FreeplayLoginRequest,
  });

/** DELETE /wps/session/logout for a token the shell never received (a non-agent refused on /agent). */
export const discardSession = (token: string) =>
  api()
    .call(ENDPOINTS.logout, { headers: { Authorization: token } })
    .catch(() => null);
