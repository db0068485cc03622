import { ProviderError } from './errors';

export type SocialProviderId = 'facebook' | 'google';

/** What a social provider hands back after the user signed in with it. */
export interface SocialIdentity {
  provider: SocialProviderId;
  /** the provider's ID token, to be verified by the gateway */
  idToken: string;
  displayName: string;
  email: string | null;
}

/**
 * A social sign-in provider (spec 2: Facebook and Google). `signIn` opens the provider's popup and resolves with
 * the identity, or rejects with a `ProviderError` (`auth/popup-closed-by-user` when the user closes it).
 */
export interface SocialProvider {
  id: SocialProviderId;
  signIn(): Promise<SocialIdentity>;
}

/** Asks the user to continue or cancel in a local stand-in for the provider's popup. */
export type ConsentPrompt = (provider: SocialProviderId) => Promise<boolean>;

/**
 * The development provider: the real Facebook and Google popups cannot be reached from this environment, so a
 * local dialog stands in for them. Continue yields a deterministic development identity; cancel behaves like
 * closing the real popup.
 */
export function developmentProvider(id: SocialProviderId, prompt: ConsentPrompt): SocialProvider {
  return {
    id,
    async signIn() {
      const ok = await prompt(id);
      if (!ok) throw new ProviderError('auth/popup-closed-by-user');
      return {
        provider: id,
        idToken: `dev.${id}.${Date.now().toString(36)}`,
        displayName: id === 'google' ? 'Google Dev User' : 'Facebook Dev User',
        email: `dev-${id}@jogo.example`,
      };
    },
  };
}
