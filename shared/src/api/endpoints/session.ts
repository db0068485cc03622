import { endpoint } from '../endpoint';

/** Calls of the session domain (spec section 7). Types: contract/session. */
export const SESSION_ENDPOINTS = {
  /** → RsaKeyResponse */
  rsaKey: endpoint({ method: 'GET', path: '/wps/session/key/rsa', moduleId: 'COMM3', auth: false }),
  /** LoginRequest → LoginResponse; failure value LoginFailureValue */
  login: endpoint({
    method: 'POST',
    path: '/wps/session/login',
    moduleId: 'COMM3',
    auth: false,
    encrypted: true,
  }),
  /** → null */
  logout: endpoint({ method: 'DELETE', path: '/wps/session/logout', moduleId: 'COMM3', auth: true }),
  /** FreeplayLoginRequest → LoginResponse (trial, type 4) */
  freeplayLogin: endpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    moduleId: 'FREEPLAY3',
    auth: false,
  }),
  /** SocialLoginRequest → LoginResponse (SOCIALLOGIN3; the gateway verifies the provider's ID token) */
  socialLogin: endpoint({
    method: 'POST',
    path: '/wps/session/login/social',
    moduleId: 'COMM3',
    auth: false,
    encrypted: true,
  }),
};
