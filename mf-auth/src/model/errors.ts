import { ApiError } from '@jogo/shared/api';
import type { AnyT, DynamicT } from '@jogo/shared/i18n';

/**
 * Spec 8 provider errors (phone verification and social sign-in providers; Firebase-style codes), mapped to
 * `auth:errors.*` keys.
 */
export const PROVIDER_ERROR_KEYS: Record<string, string> = {
  'auth/invalid-phone-number': 'errors.invalidPhone',
  'auth/missing-phone-number': 'errors.missingPhone',
  'auth/too-many-requests': 'errors.tooManyRequests',
  'auth/invalid-verification-code': 'errors.codeInvalid',
  'auth/missing-verification-code': 'errors.codeMissing',
  'auth/code-expired': 'errors.codeExpired',
  'auth/captcha-check-failed': 'errors.captchaFailed',
  'auth/unauthorized-domain': 'errors.captchaFailed',
  'auth/quota-exceeded': 'errors.quota',
  'auth/operation-not-allowed': 'errors.notEnabled',
  'auth/popup-closed-by-user': 'errors.popupClosed',
  'auth/cancelled-popup-request': 'errors.popupClosed',
  'auth/internal-error': 'errors.unknown',
};

/** Spec 9: the provider's retry hint is 5 minutes. */
export const RETRY_HINT_MINUTES = 5;

/** An error thrown by a provider (phone verification or social), identified by its code. */
export class ProviderError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = 'ProviderError';
  }
}

/**
 * The text to show for a failure: a mapped provider or throttle error in the user's language, otherwise the
 * gateway's own message (already in the request language), otherwise 'unknown error'.
 */
export function errorText(anyT: AnyT, error: unknown): string {
  // the key is the error's, known at run time only
  const t = anyT as DynamicT;
  // the gateway's throttle gets the provider's text; its code is compared through the list's type (ApiError.is)
  const key =
    error instanceof ApiError
      ? error.is('TOO_MANY_REQUESTS')
        ? 'errors.tooManyRequests'
        : undefined
      : error instanceof ProviderError
        ? PROVIDER_ERROR_KEYS[error.code]
        : undefined;
  if (key) {
    const minutes =
      error instanceof ApiError && typeof error.value.retryAfterMinutes === 'number'
        ? error.value.retryAfterMinutes
        : RETRY_HINT_MINUTES;
    return t(key, { minutes });
  }
  if (error instanceof ApiError && error.message) return error.message;
  return t('errors.unknown');
}
