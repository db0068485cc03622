import type {
  RegisterFieldName,
  RegisterFieldRule,
  RegisterPatternId,
  RegisterSettings,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { DomainError, type ErrorCode } from '../errors';
import { flagOn, siteSetting } from '../site/flags';
import { DEFAULT_DIALING_CODE } from '../site/countries';

/**
 * The accepted pattern of each pattern family (spec 5, `reg_pattern_0` to `reg_pattern_20`; the numbering is
 * ours and written in shared/src/contract/types/system.ts). `*` accepts anything; length is checked separately.
 */
export const PATTERNS: Record<RegisterPatternId, string> = {
  0: '*',
  1: '^[A-Za-z][A-Za-z0-9]*$',
  2: '^[\\u4e00-\\u9fa50-9]+$',
  3: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
  4: '^[A-Za-z0-9]+$',
  5: '^(?=.*[A-Za-z])(?=.*\\d)\\S+$',
  6: '^\\d+$',
  7: '^(?=.*[A-Z]).+$',
  8: '^[A-Za-z ]+$',
  9: '^\\S+$',
  10: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  11: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$',
  12: '^[\\uac00-\\ud7a3]+$',
  13: '^[\\u0e00-\\u0e7f]+$',
  14: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  15: "^[A-Za-zÀ-ÖØ-öø-ÿ' ]+$",
  16: '^\\d+$',
  17: '^[A-Za-z][A-Za-z0-9_]*$',
  18: '^[\\u4e00-\\u9fa5]+$',
  19: '^[A-Za-z]+$',
  20: '^[0-9.\\-]+$',
};

/** Default rules of every registration field, in form order; the seed writes them to `register_rule`. */
export const DEFAULT_RULES: [RegisterFieldName, boolean, boolean, RegisterPatternId, number, number][] = [
  // field, enabled, required, patternId, minLength, maxLength
  ['username', true, true, 17, 5, 20],
  ['password', true, true, 5, 8, 20],
  ['confirmPassword', true, true, 0, 8, 20],
  ['payeeName', true, false, 15, 2, 50],
  ['email', true, false, 3, 5, 60],
  ['qqNum', false, false, 6, 5, 12],
  ['mobileNum', true, false, 16, 6, 15],
  ['recommenderId', false, false, 4, 1, 20],
  ['captcha', true, true, 6, 4, 4],
  ['verificationCode', true, true, 6, 6, 6],
  ['affiliateCode', true, false, 4, 4, 20],
  ['paymentPassword', false, false, 6, 6, 6],
  ['line', false, false, 9, 1, 50],
  ['whatsapp', false, false, 6, 8, 15],
  ['facebook', false, false, 9, 1, 50],
  ['wechat', false, false, 9, 1, 50],
  ['idNumber', false, false, 20, 11, 14],
  ['referralCode', true, false, 4, 4, 20],
  ['nickname', false, false, 0, 2, 20],
  ['telegram', false, false, 9, 1, 50],
  ['zalo', false, false, 9, 1, 50],
  ['birthday', false, false, 10, 10, 10],
  ['address', false, false, 0, 5, 120],
  ['nationality', false, false, 15, 2, 40],
  ['occupation', false, false, 0, 2, 60],
  ['sourceOfIncome', false, false, 0, 2, 60],
];

export const REGISTER_FIELD_NAMES = DEFAULT_RULES.map(([f]) => f);

/**
 * The register settings of a merchant: stored field rules, with `captcha` and `verificationCode` following
 * their module flags (a rule cannot demand a captcha the site does not show).
 */
export async function registerSettings(db: Db, merchant: string): Promise<RegisterSettings> {
  const rows = await db.all<{
    field: RegisterFieldName;
    enabled: number;
    required: number;
    pattern_id: RegisterPatternId;
    accepted_pattern: string;
    min_length: number;
    max_length: number;
  }>(
    `SELECT field, enabled, required, pattern_id, accepted_pattern, min_length, max_length
       FROM register_rule WHERE merchant_code = ? ORDER BY sort`,
    merchant,
  );
  const fields = {} as Record<RegisterFieldName, RegisterFieldRule>;
  for (const [field, enabled, required, patternId, min, max] of DEFAULT_RULES)
    fields[field] = {
      enabled,
      required,
      acceptedPattern: PATTERNS[patternId],
      patternId,
      minLength: min,
      maxLength: max,
    };
  for (const r of rows)
    fields[r.field] = {
      enabled: r.enabled === 1,
      required: r.enabled === 1 && r.required === 1,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
    };
  const captcha = (await flagOn(db, merchant, 'CAPTCHA3')) && fields.captcha.enabled;
  const smsVerification = await flagOn(db, merchant, 'REGMOBVERF3');
  fields.captcha = { ...fields.captcha, enabled: captcha, required: captcha };
  fields.verificationCode = {
    ...fields.verificationCode,
    enabled: smsVerification,
    required: smsVerification,
  };
  const types = {
    username: await flagOn(db, merchant, 'USERNAMEREG3'),
    mobile: await flagOn(db, merchant, 'MOBILENUMREG3'),
  };
  const wantMobile = (await siteSetting(db, merchant, 'register.defaultTab', 'username')) === 'mobile';
  return {
    fields,
    types,
    defaultTab: (wantMobile && types.mobile) || !types.username ? 'mobile' : 'username',
    captcha,
    smsVerification,
    mobilePassword: await flagOn(db, merchant, 'MOBILENUMPASSREG3'),
    forgotDefault: (await flagOn(db, merchant, 'CHNGPASSVERIF3')) ? 'mobileNum' : 'email',
    smsLogin: await flagOn(db, merchant, 'MOBILEVERCODELOGIN3'),
    defaultCountryDialingCode: DEFAULT_DIALING_CODE,
  };
}

const fieldError = (code: ErrorCode, field: string, params: Record<string, string | number> = {}) =>
  new DomainError(400, code, { field }, { field, ...params });

/**
 * Checks one value against its rule: pattern (unless `*`) and length in characters.
 * @throws DomainError 400 `register.field_invalid` or `register.field_length` with `value.field`
 */
export function checkField(field: string, rule: RegisterFieldRule, value: string): void {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength)
    throw fieldError('register.field_length', field, { min: rule.minLength, max: rule.maxLength });
  if (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(value))
    throw fieldError('register.field_invalid', field);
}

/** @throws DomainError 400 `register.field_required` */
export function requireField(field: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw fieldError('register.field_required', field);
  return value;
}
