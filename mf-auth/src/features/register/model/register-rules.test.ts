import { firstError, loadPhoneLib } from '@jogo/shared/validation';
import { registerRules, visibleFields } from './register-rules';
import { registerSettings } from '../../../test-utils';

const BR = { min: 10, max: 11 };

describe('registration fields per mode (spec 3, 5)', () => {
  it('username mode: username, password pair, enabled optional fields, captcha', () => {
    expect(visibleFields(registerSettings(), 'username')).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'affiliateCode',
      'referralCode',
      'captcha',
    ]);
  });
  it('mobile mode: number and SMS code; a password only with MOBILENUMPASSREG3', () => {
    expect(visibleFields(registerSettings(), 'mobile').slice(0, 3)).toEqual([
      'mobileNum',
      'verificationCode',
      'payeeName',
    ]);
    expect(visibleFields(registerSettings({ mobilePassword: true }), 'mobile').slice(0, 4)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
    ]);
    expect(visibleFields(registerSettings({ smsVerification: false }), 'mobile')).not.toContain(
      'verificationCode',
    );
  });
  it('no captcha field when the setting is off', () => {
    expect(visibleFields(registerSettings({ captcha: false }), 'username')).not.toContain('captcha');
  });
  it('mobile number: required in mobile mode, optional in username mode unless marked', () => {
    const s = registerSettings();
    s.fields.mobileNum = { ...s.fields.mobileNum, enabled: true };
    expect(firstError('', registerRules(s, 'username', {}, BR).mobileNum!)).toBeNull();
    expect(firstError('', registerRules(s, 'mobile', {}, BR).mobileNum!)).toEqual({
      key: 'common:validation.required',
    });
    s.fields.mobileNum = { ...s.fields.mobileNum, required: true };
    expect(firstError('', registerRules(s, 'username', {}, BR).mobileNum!)).toEqual({
      key: 'common:validation.required',
    });
    expect(firstError('12345', registerRules(s, 'username', {}, BR).mobileNum!)).toEqual({
      key: 'common:validation.mobile',
    });
  });
  it('reads a Brazilian mobile as Brazilians type it, the operator pattern on its digits', async () => {
    await loadPhoneLib();
    const s = registerSettings();
    const rules = registerRules(s, 'mobile', {}, { ...BR, dialingCode: '55' }).mobileNum!;
    for (const typed of ['(11) 95772-4175', '11 95772-4175', '+55 11 95772-4175', '11957724175'])
      expect(firstError(typed, rules)).toBeNull();
    // a landline and an area code that does not exist are no mobile
    for (const typed of ['(11) 3333-4444', '(23) 95772-4175'])
      expect(firstError(typed, rules)).toEqual({ key: 'common:validation.phoneInvalid' });
  });
  it('asks the full name once: the market full name replaces the operator name field', () => {
    const s = registerSettings();
    expect(visibleFields(s, 'username')).toContain('payeeName');
    expect(visibleFields(s, 'username', { fullNameAsked: true })).not.toContain('payeeName');
    s.fields.payeeName = { ...s.fields.payeeName, required: true };
    expect(registerRules(s, 'username', {}, BR, { fullNameAsked: true }).payeeName).toBeUndefined();
  });
  it('verification code: required, bounds 0 to 255', () => {
    const rules = registerRules(registerSettings(), 'mobile', {}, BR).verificationCode!;
    expect(firstError('', rules)).toEqual({ key: 'common:validation.verificationCode' });
    expect(firstError('1'.repeat(255), rules)).toBeNull();
    expect(firstError('1'.repeat(256), rules)).toEqual({ key: 'common:validation.verificationCode' });
  });
  it('payment password is required whenever shown', () => {
    const s = registerSettings();
    s.fields.paymentPassword = {
      enabled: true,
      required: false,
      acceptedPattern: '^\\d+$',
      patternId: 6,
      minLength: 6,
      maxLength: 6,
    };
    expect(firstError('', registerRules(s, 'username', {}, BR).paymentPassword!)).toEqual({
      key: 'common:validation.required',
    });
  });
  it('birthday: 21 or older', () => {
    const s = registerSettings();
    s.fields.birthday = {
      enabled: true,
      required: false,
      acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$',
      patternId: 10,
      minLength: 10,
      maxLength: 10,
    };
    const year = new Date().getFullYear();
    expect(firstError(`${year - 18}-01-01`, registerRules(s, 'username', {}, BR).birthday!)?.key).toBe(
      'common:validation.age21',
    );
    expect(firstError(`${year - 30}-01-01`, registerRules(s, 'username', {}, BR).birthday!)).toBeNull();
  });
  it('confirmation compares with the trimmed password', () => {
    const rules = registerRules(
      registerSettings(),
      'username',
      { password: ' Abc12345 ' },
      BR,
    ).confirmPassword!;
    expect(firstError('Abc12345', rules)).toBeNull();
    expect(firstError('Abc1234', rules)).toEqual({ key: 'common:validation.confirmMismatch' });
  });
});
