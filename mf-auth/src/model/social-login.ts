import { api, ENDPOINTS, type Endpoint, type LoginResponse } from '@jogo/shared/api';
import { ProviderError } from './errors';
import type { SocialIdentity } from './social-provider';

/**
 * The gateway call that trades a provider's ID token for a session. The contract has no such endpoint yet; when a
 * `socialLogin` entry appears in the catalogue it is used, until then the flow ends with 'function not enabled'
 * (spec 8) instead of pretending to log in.
 */
export async function socialLogin(identity: SocialIdentity): Promise<LoginResponse> {
  const entry = (ENDPOINTS as Record<string, Endpoint | undefined>).socialLogin;
  if (!entry) throw new ProviderError('auth/operation-not-allowed');
  return api().call<LoginResponse>(entry, {
    body: {
      provider: identity.provider,
      idToken: identity.idToken,
      email: identity.email,
      displayName: identity.displayName,
    },
  });
}
