import type { RegisterFieldName, RegisterFieldRule, RegisterSettings } from '@jogo/shared/api';
import {
  MESSAGES,
  equalTo,
  maxLength,
  minimumAge,
  mobileRule,
  nationalDigits,
  required,
  serverFieldRule,
  trimmed,
  type MobileBounds,
  type Rule,
} from '@jogo/shared/validation';

export type RegisterMode = 'username' | 'mobile';

/** Optional fields, in form order; each shows only when its rule is enabled and is required only when marked. */
export const OPTIONAL_FIELDS = [
  'payeeName',
  'nickname',
  'email',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'recommenderId',
  'paymentPassword',
  'affiliateCode',
  'referralCode',
] as const satisfies readonly RegisterFieldName[];

/** Fields sent exactly as typed: secrets are compared as typed and the SMS code is never trimmed (spec 5). */
export const RAW_FIELDS: readonly RegisterFieldName[] = ['verificationCode'];

/** Whether the form asks for a password in this mode (mobile mode only with MOBILENUMPASSREG3). */
export const needsPassword = (s: RegisterSettings, mode: RegisterMode) =>
  mode === 'username' || s.mobilePassword;

/** Whether the mobile number shows: always in mobile mode, in username mode when its rule is enabled. */
export const showsMobile = (s: RegisterSettings, mode: RegisterMode) =>
  mode === 'mobile' || s.fields.mobileNum.enabled;

/**
 * The fields on screen for a mode, in order. `fullNameAsked`: the market's sign-up fields ask the full name (BR,
 * "as in the CPF"), which is also the payee name, so the operator's name field is not asked a second time.
 */
export function visibleFields(
  s: RegisterSettings,
  mode: RegisterMode,
  o: { fullNameAsked?: boolean } = {},
): RegisterFieldName[] {
  const list: RegisterFieldName[] = [];
  if (mode === 'username') list.push('username');
  if (mode === 'mobile') list.push('mobileNum');
  if (mode === 'mobile' && s.smsVerification) list.push('verificationCode');
  if (needsPassword(s, mode)) list.push('password', 'confirmPassword');
  if (mode === 'username' && showsMobile(s, mode)) list.push('mobileNum');
  for (const f of OPTIONAL_FIELDS)
    if (s.fields[f]?.enabled && !(f === 'payeeName' && o.fullNameAsked)) list.push(f);
  if (s.captcha) list.push('captcha');
  return list;
}

const ruleOf = (s: RegisterSettings, f: RegisterFieldName): RegisterFieldRule | undefined => s.fields[f];

/**
 * The rules of spec 5 "Registration", built from the server's settings: required per mode and mark, then the
 * field's accepted pattern and length (message reg_pattern_{patternId}).
 */
export function registerRules(
  s: RegisterSettings,
  mode: RegisterMode,
  values: Partial<Record<RegisterFieldName, string>>,
  mobileBounds: MobileBounds,
  o: { fullNameAsked?: boolean } = {},
): Partial<Record<RegisterFieldName, Rule[]>> {
  const rules: Partial<Record<RegisterFieldName, Rule[]>> = {};
  const server = (f: RegisterFieldName): Rule[] => {
    const r = ruleOf(s, f);
    return r ? [serverFieldRule(r)] : [];
  };
  for (const f of visibleFields(s, mode, o)) {
    switch (f) {
      case 'username':
        rules.username = [required(), ...server('username')];
        break;
      case 'password':
        rules.password = [required(), ...server('password')];
        break;
      case 'confirmPassword':
        rules.confirmPassword = [required(), equalTo(() => trimmed(values.password ?? ''))];
        break;
      case 'mobileNum': {
        const mustHave = mode === 'mobile' || s.fields.mobileNum.required;
        // the operator's pattern and length are of the number's digits: "(11) 95772-4175", "11 95772-4175"
        // and "+55 11 95772-4175" are the same number, read by the shared phone rule (libphonenumber)
        const dial = mobileBounds.dialingCode;
        rules.mobileNum = [
          ...(mustHave ? [required()] : []),
          mobileRule(mobileBounds),
          ...server('mobileNum').map(
            (r): Rule =>
              (value) =>
                r(value === '' ? '' : dial ? nationalDigits(value, dial) : value.replace(/\D/g, '')),
          ),
        ];
        break;
      }
      case 'verificationCode':
        // spec 5: required when SMS verification is on, bounds 0 to 255
        rules.verificationCode = [
          required(MESSAGES.verificationCode),
          maxLength(255, MESSAGES.verificationCode),
        ];
        break;
      case 'captcha':
        rules.captcha = [required()];
        break;
      case 'paymentPassword':
        // spec 5: required whenever it is shown
        rules.paymentPassword = [required(), ...server('paymentPassword')];
        break;
      case 'birthday':
        rules.birthday = [
          ...(s.fields.birthday.required ? [required()] : []),
          ...server('birthday'),
          minimumAge(21),
        ];
        break;
      default:
        rules[f] = [...(ruleOf(s, f)?.required ? [required()] : []), ...server(f)];
    }
  }
  return rules;
}
