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
  const text = singular(lang, entry[lang], params);
  return textOf({ ...entry, [lang]: text }, lang, localParams(code, lang, params));
}

/** Params that are money (major units): written in the language's style, "R$ 10,00" in PT, "R$10.00" in EN. */
const MONEY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  'wallet.turnover_left': ['left'],
  'wallet.withdraw_limits': ['min', 'max'],
  'wallet.deposit_limits': ['min', 'max'],
  'inhouse.bet_limits': ['min', 'max'],
};
/** Money (major units) as the language writes it: "R$ 10,00" in PT, "R$10.00" in EN; the gateway's one way. */
export const moneyText = (v: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'EN' ? 'en-US' : 'pt-BR', { style: 'currency', currency: 'BRL' })
    .format(v)
    .replace(/\u00a0/g, ' ');

/**
 * The params as the language writes them: money params formatted; in English a count of one takes the singular
 * ("1 try left", "1 tentativa restante": the list's texts are the plural).
 */
function localParams(
  code: string,
  lang: Lang,
  params: Record<string, string | number>,
): Record<string, string | number> {
  const out = { ...params };
  for (const k of MONEY_PARAMS[code] ?? []) if (typeof out[k] === 'number') out[k] = moneyText(out[k], lang);
  return out;
}

/** The singular of "{left} tries" / "{left} tentativas restantes" when the count is one (the list says the plural). */
function singular(lang: Lang, text: string, params: Record<string, string | number>): string {
  if (Number(params.left) !== 1) return text;
  return lang === 'EN'
    ? text.replace('{left} tries', '{left} try')
    : text.replace('{left} tentativas restantes', '{left} tentativa restante');
}

export function langOf(header: string | string[] | undefined): Lang {
  const v = (Array.isArray(header) ? header[0] : header)?.toUpperCase();
  return v === 'EN' ? 'EN' : 'PT';
}
