import { ApiError } from '@jogo/shared/api';
import { i18n, type DynamicT } from '@jogo/shared/i18n';
// the testing entry loads both languages' texts into the instance
import '@jogo/shared/testing';
import { errorText, ProviderError } from './errors';

const t = (key: string, params?: Record<string, string | number>) =>
  (i18n.t as DynamicT)(`auth:${key}`, params);

describe('provider errors of spec 8, translated', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  it.each([
    ['auth/invalid-phone-number', 'Invalid phone number format'],
    ['auth/missing-phone-number', 'Please enter the phone number'],
    ['auth/too-many-requests', 'Too many requests, please retry after 5 minutes'],
    ['auth/invalid-verification-code', 'The verification code is invalid, please send again'],
    ['auth/missing-verification-code', 'Please enter the verification code'],
    ['auth/code-expired', 'The verification code has expired, please send again'],
    ['auth/captcha-check-failed', 'Captcha check failed or this domain is not allowed'],
    ['auth/unauthorized-domain', 'Captcha check failed or this domain is not allowed'],
    ['auth/quota-exceeded', 'Quota not sufficient, please contact customer service'],
    ['auth/operation-not-allowed', 'This function is not enabled'],
    ['auth/popup-closed-by-user', 'The popup was closed by the user: login failed, please retry'],
    ['auth/something-new', 'Unknown error, please try again'],
  ])('%s → %s', (code, text) => {
    expect(errorText(t, new ProviderError(code))).toBe(text);
  });

  it('maps the gateway throttle with its retry hint', () => {
    expect(errorText(t, new ApiError(429, 'TOO_MANY_REQUESTS', 'x', { retryAfterMinutes: 5 }))).toBe(
      'Too many requests, please retry after 5 minutes',
    );
  });

  it('shows the gateway message for other failures', () => {
    expect(errorText(t, new ApiError(400, 'login.failed', 'Incorrect username or password'))).toBe(
      'Incorrect username or password',
    );
  });

  it('in PT too', async () => {
    await i18n.changeLanguage('pt');
    expect(errorText(t, new ProviderError('auth/quota-exceeded'))).toBe(
      'Cota insuficiente, fale com o atendimento ao cliente',
    );
    await i18n.changeLanguage('en');
  });
});
