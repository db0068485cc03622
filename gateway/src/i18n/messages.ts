import {
  ERROR_CODES,
  SERVER_TEXTS,
  textOf,
  type ErrorCode,
  type ServerTextKey,
  type TextLang,
} from '@jogo/shared/contract';

/** Gateway messages by errorCode, in the request's language (header `Language`: PT default, EN). */
export type Lang = TextLang;

/**
 * The text of an error code or a server text, from the one list (`@jogo/shared/contract`, errors.ts): an unknown
 * code (a caller's own) reads as `system.error`.
 */
export function message(
  code: ErrorCode | ServerTextKey | (string & {}),
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  const entry =
    (ERROR_CODES as Record<string, { PT: string; EN: string }>)[code] ??
    (SERVER_TEXTS as Record<string, { PT: string; EN: string }>)[code] ??
    ERROR_CODES['system.error'];
  return textOf(entry, lang, params);
}

export function langOf(header: string | string[] | undefined): Lang {
  const v = (Array.isArray(header) ? header[0] : header)?.toUpperCase();
  return v === 'EN' ? 'EN' : 'PT';
}
