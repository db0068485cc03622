export { trimmed, firstError } from './rules';
export type { Rule, RuleResult } from './rules';
export {
  REG_PATTERNS,
  regPatternKey,
  matchesFamily,
  matchesAccepted,
  formatRange,
  serverFieldRule,
  familyRule,
} from './patterns';
export {
  MESSAGES,
  required,
  maxLength,
  equalTo,
  mobileRule,
  emailRule,
  usernameRule,
  passwordRule,
  checkedRule,
  minimumAge,
  DEFAULT_USERNAME_RULE,
  DEFAULT_PASSWORD_RULE,
} from './fields';
export type { MobileBounds } from './fields';
export { translateRule } from './translate';
export {
  PHONE_INVALID,
  checkMobile,
  loadPhoneLib,
  phoneLibLoaded,
  mobilePhoneRule,
  nationalDigits,
} from './phone';
export type { PhoneLib, MobileNumber } from './phone';
export { usePhoneLib } from './use-phone-lib';
export { CPF_INVALID, CPF_PLACEHOLDERS, cpfDigits, cpfValid, cpfRule } from './cpf';
export type { Translate } from './translate';
