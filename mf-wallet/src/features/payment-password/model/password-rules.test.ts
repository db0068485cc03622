import { checkNewPassword } from './password-rules';

describe('checkNewPassword', () => {
  it('needs 6 to 32 characters, the same confirmation, and a different new one when changing', () => {
    expect(checkNewPassword('', '')).toEqual({ next: 'password.required' });
    expect(checkNewPassword('12345', '12345')).toEqual({ next: 'password.rule' });
    expect(checkNewPassword('123456', '123457')).toEqual({ confirm: 'password.mismatch' });
    expect(checkNewPassword('123456', '123456')).toEqual({});
    expect(checkNewPassword('123456', '123456', '123456')).toEqual({ next: 'password.same' });
    expect(checkNewPassword('123456', '123456', '')).toEqual({ old: 'password.required' });
  });
});
