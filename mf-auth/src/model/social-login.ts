import { api, ENDPOINTS, type LoginResponse } from '@jogo/shared/api';
import type { SocialIdentity } from './social-provider';

/**
 * The gateway call that trades a provider's ID token for a session (`POST /wps/session/login/social`, encrypted).
 * The gateway verifies the token; a gateway that cannot (the reference one in production) answers
 * 'function not enabled', which the form shows.
 */
export async function socialLogin(identity: SocialIdentity): Promise<LoginResponse> {
  return api().call(ENDPOINTS.socialLogin, {
    body: {
      provider: identity.provider,
      idToken: identity.idToken,
      email: identity.email,
      displayName: identity.displayName,
    },
  });
}
