import type { Rule } from './rules';

/**
 * Phone numbers by Brazil's numbering plan (and every other country's), checked with libphonenumber-js,
 * Google's libphonenumber metadata kept up to date by its maintainers, rather than hand-written patterns
 * (area codes come and go; the library knows that 23, 25, 26, 29... are not DDDs and that a Brazilian
 * mobile is the DDD, a 9 and eight digits).
 *
 * Every phone field of the product takes a MOBILE number: registration by mobile, SMS login, binding a
 * mobile, password reset by SMS and PIX phone keys. So the metadata is `libphonenumber-js/mobile`, in which
 * only mobile numbers are valid: landlines (no SMS reaches them) and all zeros are refused.
 *
 * The full metadata weighs about 100 KB, so the browser gets the library's core with the mobile metadata of
 * the picker's countries only (phone-lib.ts, ~11 KB of data), and never on a page that has no phone field:
 * the front-end loads it with `loadPhoneLib()` (a dynamic import, its own chunk) from the forms that have one
 * (`usePhoneLib` in `@jogo/shared/validation`), and `mobilePhoneRule` falls back to a digits-and-length check
 * until it has arrived (the gateway checks again, with the library, on every call). The gateway passes the
 * statically imported library (gateway/src/domain/identity/verification/common.ts).
 */

/** The part of libphonenumber-js the checks use (any metadata flavour; the product uses `/mobile`). */
export interface PhoneLib {
  parsePhoneNumberFromString: (
    text: string,
    options?: { defaultCallingCode?: string },
  ) =>
    | {
        isValid(): boolean;
        nationalNumber: string;
        countryCallingCode: string;
        number: string;
      }
    | undefined;
}

/** The message of a refused phone number (one per language, common.json `validation.phoneInvalid`). */
export const PHONE_INVALID = 'common:validation.phoneInvalid';

/** A valid mobile number: the national number as stored and the E.164 form (`+5511987650001`). */
export interface MobileNumber {
  national: string;
  e164: string;
}

/**
 * Checks a mobile number typed nationally (spaces, dots, dashes and brackets allowed; `(11) 98765-0001`) or
 * internationally (`+55 11 98765 0001`) for the country of `dialingCode` (`55`).
 * @returns the normalised number, or null when it is no valid mobile of that country
 */
export function checkMobile(lib: PhoneLib, raw: string, dialingCode: string): MobileNumber | null {
  const dial = dialingCode.replace(/^\+/, '');
  const text = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits === '' || /^0+$/.test(digits)) return null;
  const p = lib.parsePhoneNumberFromString(text.startsWith('+') ? `+${digits}` : digits, {
    defaultCallingCode: dial,
  });
  if (!p || p.countryCallingCode !== dial || !p.isValid()) return null;
  return { national: p.nationalNumber, e164: p.number };
}

let loaded: PhoneLib | null = null;
let loading: Promise<PhoneLib> | null = null;

/** Loads libphonenumber-js with its mobile metadata once (a separate chunk in the browser). */
export function loadPhoneLib(): Promise<PhoneLib> {
  loading ??= import('./phone-lib').then((m) => {
    loaded = m.phoneLib;
    return loaded;
  });
  return loading;
}

/** @returns the library when it has been loaded, else null */
export const phoneLibLoaded = (): PhoneLib | null => loaded;

/**
 * The mobile-number rule of every phone field. With the library loaded: a valid mobile of the country
 * (real area code, Brazil's leading 9, no landline, not all zeros). Before it has arrived: digits within
 * the country's length bounds, so a form never waits for it (the gateway decides anyway).
 * @param dialingCode the country's dialing code (`55`)
 * @param bounds the national number's length bounds of the country list
 */
export const mobilePhoneRule =
  (dialingCode: string, bounds: { min: number; max: number } = { min: 6, max: 15 }): Rule =>
  (value) => {
    if (value === '') return null;
    const lib = loaded;
    if (lib) return checkMobile(lib, value, dialingCode) ? null : { key: PHONE_INVALID };
    let d = value.replace(/[\s().-]/g, '');
    // typed internationally (`+55 11 98765-0001`, as the library reads it too): the national part is what is bounded
    const international = `+${dialingCode.replace(/^\+/, '')}`;
    if (d.startsWith('+')) {
      if (!d.startsWith(international)) return { key: PHONE_INVALID };
      d = d.slice(international.length);
    }
    return /^\d+$/.test(d) && d.length >= bounds.min && d.length <= bounds.max && !/^0+$/.test(d)
      ? null
      : { key: PHONE_INVALID };
  };

/** @returns the digits a field should send: the national number when valid, else the typed digits */
export function nationalDigits(raw: string, dialingCode: string): string {
  const lib = loaded;
  const valid = lib ? checkMobile(lib, raw, dialingCode) : null;
  return valid ? valid.national : raw.replace(/\D/g, '');
}
