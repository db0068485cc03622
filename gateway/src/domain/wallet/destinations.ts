import type { PixKeyType } from '@jogo/shared/api';

/**
 * Withdrawal destinations: PIX keys (Banco Central's four kinds) and bank accounts. Pure functions:
 * normalisation, validation with CPF check digits, masking and holder-name comparison.
 */

/** @returns whether 11 digits form a valid CPF (both check digits; all-equal digits are refused). */
export function cpfValid(value: string): boolean {
  const d = value.replace(/\D/g, '');
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i += 1) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** @returns the key as stored (CPF digits, +55 phone, lower-case e-mail or EVP), or null when invalid. */
export function normalisePixKey(type: PixKeyType, raw: string): string | null {
  const v = raw.trim();
  switch (type) {
    case 'CPF': {
      const d = v.replace(/[.\-\s]/g, '');
      return /^\d{11}$/.test(d) && cpfValid(d) ? d : null;
    }
    case 'PHONE': {
      let d = v.replace(/[\s()-]/g, '');
      if (d.startsWith('+')) d = d.slice(1);
      if (d.length === 11) d = `55${d}`;
      // +55, a 2-digit area code (11..99), a 9-digit mobile starting with 9
      return /^55[1-9][1-9]9\d{8}$/.test(d) ? `+${d}` : null;
    }
    case 'EMAIL':
      return v.length <= 77 && EMAIL.test(v) ? v.toLowerCase() : null;
    case 'EVP':
      return EVP.test(v.toLowerCase()) ? v.toLowerCase() : null;
  }
}

/** @returns a bank account number (digits, one optional check-digit dash), or null. */
export function normaliseBankAccount(raw: string): string | null {
  const v = raw.replace(/\s/g, '');
  return /^\d{4,12}(-[\dXx])?$/.test(v) ? v.toUpperCase() : null;
}

/** Masks a destination for display: enough to recognise it, not enough to use it. */
export function maskDestination(type: PixKeyType | null, value: string): string {
  switch (type) {
    case 'CPF':
      return `***.${value.slice(3, 6)}.${value.slice(6, 9)}-**`;
    case 'PHONE':
      return `+55 (${value.slice(3, 5)}) *****-${value.slice(-4)}`;
    case 'EMAIL': {
      const [user = '', domain = ''] = value.split('@');
      return `${user.slice(0, 2)}***@${domain}`;
    }
    case 'EVP':
      return `${value.slice(0, 4)}****-****-****-********${value.slice(-4)}`;
    default:
      return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
  }
}

/** Holder names compare without accents, case or repeated spaces ("José  da Silva" = "JOSE DA SILVA"). */
export const sameHolder = (a: string, b: string): boolean => {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toUpperCase();
  return norm(a) === norm(b);
};
