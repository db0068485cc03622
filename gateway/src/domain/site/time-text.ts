import { formatDateTime, type Instant } from '@jogo/shared/time';
import type { Lang } from '../../i18n/messages';

/**
 * The one way the gateway writes a time a person reads (a refusal's message, an SMS, an e-mail, an inbox
 * notice): the site's zone and the language's style, as the page writes it (`formatDateTime` of
 * `@jogo/shared/time`, `03/12/2026 00:29`). Never put an ISO instant (`...T03:29:38.305Z`) in such a text;
 * the envelope's `value` keeps the ISO time for programs.
 */
export const timeText = (t: Instant, zone: string, lang: Lang): string => formatDateTime(t, zone, lang);

/**
 * A time for a registered message, in both languages: `{name_PT}` and `{name_EN}` in the PT and EN texts
 * (`registerMessages`), as the message is chosen by the request's language after the error is thrown.
 */
export const timeParams = (name: string, t: Instant, zone: string): Record<string, string> => ({
  [`${name}_PT`]: timeText(t, zone, 'PT'),
  [`${name}_EN`]: timeText(t, zone, 'EN'),
});
