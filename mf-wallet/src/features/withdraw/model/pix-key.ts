import type { PixKeyType } from '@jogo/shared/api';
import { checkMobile, cpfValid, phoneLibLoaded } from '@jogo/shared/validation';

/** The CPF rule is @jogo/shared/validation's (check digits, placeholder numbers refused), as in the gateway. */
export { cpfValid };

/**
 * @returns whether a PIX key looks valid for its type (the gateway checks again). A phone key is a
 * Brazilian mobile by the numbering plan (real area code, the leading 9; libphonenumber-js, loaded by
 * the form with `usePhoneLib`), or, until the library has arrived, the shape of one.
 */
export function pixKeyValid(type: PixKeyType, raw: string): boolean {
  const v = raw.trim();
  switch (type) {
    case 'CPF':
      return cpfValid(v);
    case 'PHONE': {
      const lib = phoneLibLoaded();
      if (lib) return checkMobile(lib, v, '55') !== null;
      const d = v.replace(/[\s()+-]/g, '');
      return /^(55)?[1-9][1-9]9\d{8}$/.test(d);
    }
    case 'EMAIL':
      return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 77;
    case 'EVP':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
  }
}
