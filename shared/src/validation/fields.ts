import type { RegisterFieldRule } from '../contract/types/system';
import { ageOn } from '../time/age';
import { familyRule, serverFieldRule } from './patterns';
import { mobilePhoneRule } from './phone';
import type { Rule } from './rules';

/** Message keys of the spec 5 wording list (common.json `validation`, owned by the lead). */
export const MESSAGES = {
  required: 'common:validation.required',
  usernamePassword: 'common:validation.usernamePassword',
  mobile: 'common:validation.mobile',
  verificationCode: 'common:validation.verificationCode',
  confirmMismatch: 'common:validation.confirmMismatch',
  realName: 'common:validation.realName',
  phoneFormat: 'common:validation.phoneFormat',
  invitation: 'common:validation.invitation',
  passwordLength: 'common:validation.passwordLength',
  email: 'common:validation.email',
  age21: 'common:validation.age21',
  phoneDigits: 'common:validation.phoneDigits',
  notEmpty: 'common:validation.notEmpty',
} as const;

/** Required: the (already trimmed) value is not empty. */
export const required =
  (key: string = MESSAGES.required): Rule =>
  (value) =>
    value === '' ? { key } : null;

/** A maximum length in characters (the SMS code's 0 to 255 bounds of spec 5). */
export const maxLength =
  (max: number, key: string): Rule =>
  (value) =>
    [...value].length > max ? { key } : null;

/** The value equals another field's current value (confirm password). */
export const equalTo =
  (other: () => string, key: string = MESSAGES.confirmMismatch): Rule =>
  (value) =>
    value !== other() ? { key } : null;

/** Bounds of a national mobile number; the country list of the gateway gives them per dialing code. */
export interface MobileBounds {
  min: number;
  max: number;
  /** the country's dialing code (`55`): then the number is checked by its numbering plan (phone.ts) */
  dialingCode?: string;
}

/**
 * The mobile-number rule. With the country's dialing code: a real mobile of that country by its numbering
 * plan (`mobilePhoneRule`, libphonenumber-js once loaded). Without: digits only, with the country's
 * length; a country with one fixed length asks for "your N digit phone number" (spec 5 wording),
 * otherwise "a valid mobile number".
 */
export const mobileRule =
  (bounds: MobileBounds = { min: 6, max: 15 }): Rule =>
  (value) => {
    if (bounds.dialingCode) return mobilePhoneRule(bounds.dialingCode, bounds)(value);
    if (value === '') return null;
    const ok = /^\d+$/.test(value) && value.length >= bounds.min && value.length <= bounds.max;
    if (ok) return null;
    return bounds.min === bounds.max
      ? { key: MESSAGES.phoneDigits, params: { count: bounds.min } }
      : { key: MESSAGES.mobile };
  };

/** E-mail format (family 3). */
export const emailRule: Rule = (value) =>
  value === '' || /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/.test(value)
    ? null
    : { key: MESSAGES.email };

/** Default username rule when the server's is unknown: the seed's family 17, 5 to 20 characters. */
export const DEFAULT_USERNAME_RULE: Pick<
  RegisterFieldRule,
  'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'
> = {
  acceptedPattern: '^[A-Za-z][A-Za-z0-9_]*$',
  patternId: 17,
  minLength: 5,
  maxLength: 20,
};
/** Default password rule when the server's is unknown: family 5 (letters and digits combined), 8 to 20. */
export const DEFAULT_PASSWORD_RULE: Pick<
  RegisterFieldRule,
  'acceptedPattern' | 'patternId' | 'minLength' | 'maxLength'
> = {
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d)\\S+$',
  patternId: 5,
  minLength: 8,
  maxLength: 20,
};

/** The username rule (spec 5 "username format"): the server's rule for usernames, or the default. */
export const usernameRule = (rule?: RegisterFieldRule | null): Rule =>
  serverFieldRule(rule ?? DEFAULT_USERNAME_RULE);

/** The password rule (spec 5 "password rule"): the server's rule for passwords, or the default. */
export const passwordRule = (rule?: RegisterFieldRule | null): Rule =>
  serverFieldRule(rule ?? DEFAULT_PASSWORD_RULE);

/** A checkbox that must be ticked (terms: 'not empty?'). */
export const checkedRule = (checked: boolean) => (checked ? null : { key: MESSAGES.notEmpty });

export { familyRule };

/** @returns the browser's calendar day of `now`, `YYYY-MM-DD` */
const localDay = (now: Date) =>
  `${String(now.getFullYear()).padStart(4, '0')}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/** Birthday check (spec 5: "confirm you are 21 years old"). Empty or malformed dates are other rules' business. */
export const minimumAge =
  (years: number, now: () => Date = () => new Date()): Rule =>
  (value) => {
    const age = value === '' ? null : ageOn(value, localDay(now()));
    return age !== null && age < years ? { key: MESSAGES.age21, params: { count: years } } : null;
  };
