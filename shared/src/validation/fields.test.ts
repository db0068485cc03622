import {
  checkedRule,
  emailRule,
  minimumAge,
  equalTo,
  maxLength,
  mobileRule,
  passwordRule,
  required,
  usernameRule,
} from './fields';
import { firstError, trimmed } from './rules';
import { translateRule } from './translate';

describe('field rules (spec 5)', () => {
  it('required refuses an empty value with "Input cannot be empty" by default', () => {
    expect(required()('')).toEqual({ key: 'common:validation.required' });
    expect(required('common:validation.usernamePassword')('')).toEqual({
      key: 'common:validation.usernamePassword',
    });
    expect(required()('x')).toBeNull();
  });
  it('inputs are trimmed before the rules (except the SMS code, which the caller leaves alone)', () => {
    expect(firstError(trimmed('   '), [required()])).toEqual({ key: 'common:validation.required' });
  });
  it('shows the first message per field only', () => {
    const rules = [required(), usernameRule()];
    expect(firstError('', rules)).toEqual({ key: 'common:validation.required' });
    expect(firstError('1x', rules)?.key).toBe('auth:validation.reg_pattern_17');
  });
  it('mobile: digits within the country length', () => {
    const br = mobileRule({ min: 10, max: 11 });
    expect(br('11987650002')).toBeNull();
    expect(br('1198765000')).toBeNull();
    expect(br('119876500')).toEqual({ key: 'common:validation.mobile' });
    expect(br('11 98765 0002')).toEqual({ key: 'common:validation.mobile' });
    expect(br('')).toBeNull();
  });
  it('mobile with one fixed length asks for "your N digit phone number"', () => {
    expect(mobileRule({ min: 9, max: 9 })('12345')).toEqual({
      key: 'common:validation.phoneDigits',
      params: { count: 9 },
    });
  });
  it('email format', () => {
    expect(emailRule('player@jogo.example')).toBeNull();
    expect(emailRule('player@jogo')).toEqual({ key: 'common:validation.email' });
  });
  it('confirmation must equal the password', () => {
    expect(equalTo(() => 'Abc12345')('Abc12345')).toBeNull();
    expect(equalTo(() => 'Abc12345')('Abc1234')).toEqual({ key: 'common:validation.confirmMismatch' });
  });
  it('password rule: default 8 to 20 with letters and digits, or the server rule', () => {
    expect(passwordRule()('abc12345')).toBeNull();
    expect(passwordRule()('abcdefgh')?.key).toBe('auth:validation.reg_pattern_5');
    const strong = {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 0 as const,
      minLength: 3,
      maxLength: 4,
    };
    expect(passwordRule(strong)('abcde')?.params).toEqual({ min: 3, max: 4 });
  });
  it('SMS code bounds 0 to 255', () => {
    expect(maxLength(255, 'k')('1'.repeat(255))).toBeNull();
    expect(maxLength(255, 'k')('1'.repeat(256))).toEqual({ key: 'k' });
  });
  it('terms must be ticked: "not empty?"', () => {
    expect(checkedRule(false)).toEqual({ key: 'common:validation.notEmpty' });
    expect(checkedRule(true)).toBeNull();
  });
  it('translates with (min) and (max) replaced', () => {
    const t = (key: string) => (key === 'k' ? '(min)-(max) digits' : key);
    expect(translateRule(t, { key: 'k', params: { min: 6, max: 6 } })).toBe('6 digits');
    expect(translateRule(t, { key: 'k', params: { min: 5, max: 9 } })).toBe('5-9 digits');
    expect(translateRule(t, null)).toBeNull();
  });
});

describe('birthday (spec 5: confirm you are 21 years old)', () => {
  const now = () => new Date(2026, 10, 21);
  it('refuses under 21 and accepts 21 on the day', () => {
    expect(minimumAge(21, now)('2005-11-22')).toEqual({
      key: 'common:validation.age21',
      params: { count: 21 },
    });
    expect(minimumAge(21, now)('2005-11-21')).toBeNull();
    expect(minimumAge(21, now)('')).toBeNull();
  });
});
