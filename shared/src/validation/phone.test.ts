import * as mobile from 'libphonenumber-js/mobile';
import {
  checkMobile,
  loadPhoneLib,
  mobilePhoneRule,
  nationalDigits,
  PHONE_INVALID,
  type PhoneLib,
} from './phone';

const lib: PhoneLib = mobile;

describe('Brazilian mobile numbers (libphonenumber-js, mobile metadata)', () => {
  it('accepts real mobiles, typed nationally or internationally, and gives the stored national number', () => {
    expect(checkMobile(lib, '11987650001', '55')).toEqual({
      national: '11987650001',
      e164: '+5511987650001',
    });
    expect(checkMobile(lib, '(21) 91234-5678', '55')?.national).toBe('21912345678');
    expect(checkMobile(lib, '+55 61 98765 4321', '55')?.e164).toBe('+5561987654321');
    expect(checkMobile(lib, '+55 61 98765 4321', '+55')?.national).toBe('61987654321');
  });

  it('refuses area codes that do not exist (23, 25, 26, 29, 36, 39, 52, 56-59, 72, 76, 78)', () => {
    for (const ddd of ['23', '25', '26', '29', '36', '39', '52', '56', '57', '58', '59', '72', '76', '78'])
      expect(checkMobile(lib, `${ddd}987654321`, '55')).toBeNull();
  });

  it('refuses landlines, mobiles without the leading 9, all zeros, letters and another country', () => {
    expect(checkMobile(lib, '1132345678', '55')).toBeNull(); // São Paulo landline: no SMS reaches it
    expect(checkMobile(lib, '1187654321', '55')).toBeNull(); // the old 8-digit mobile, no 9
    expect(checkMobile(lib, '00000000000', '55')).toBeNull();
    expect(checkMobile(lib, '0000000000', '55')).toBeNull();
    expect(checkMobile(lib, '1198765abcd', '55')).toBeNull();
    expect(checkMobile(lib, '+351912345678', '55')).toBeNull();
  });

  it('the field rule uses the library once loaded (one message), a length check before', async () => {
    const rule = mobilePhoneRule('55', { min: 10, max: 11 });
    expect(rule('')).toBeNull();
    expect(rule('0000000000')).toEqual({ key: PHONE_INVALID });
    expect(rule('123')).toEqual({ key: PHONE_INVALID });
    // typed internationally before the library arrived: the same number, not a wrong refusal
    expect(rule('+55 11 98765-0001')).toBeNull();
    expect(rule('+1 11 98765-0001')).toEqual({ key: PHONE_INVALID });
    await loadPhoneLib();
    expect(rule('+55 11 98765-0001')).toBeNull();
    expect(rule('11987650001')).toBeNull();
    expect(rule('23987654321')).toEqual({ key: PHONE_INVALID });
    expect(rule('1132345678')).toEqual({ key: PHONE_INVALID });
    expect(nationalDigits('(11) 98765-0001', '55')).toBe('11987650001');
  });
});
