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
  ageOn,
  DEFAULT_USERNAME_RULE,
  DEFAULT_PASSWORD_RULE,
} from './fields';
export type { MobileBounds } from './fields';
export { translateRule } from './translate';
export type { Translate } from './translate';
