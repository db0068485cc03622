import type { PixKeyType } from '@jogo/shared/api';
import { checkMobile, cpfValid } from '@jogo/shared/validation-core';
import { PHONE_LIB } from '../identity/verification/common';

/**
 * Withdrawal destinations: PIX keys (Banco Central's four kinds) and bank accounts. Pure functions:
 * normalisation, validation with CPF check digits, masking and holder-name comparison.
 */

/** The CPF rule (check digits, placeholder numbers refused) is @jogo/shared/validation-core's (the front-end's too), one for all. */
export { cpfValid };

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
      // a Brazilian mobile (PIX phone keys are +55 numbers): real area code, the leading 9 (libphonenumber-js)
      const m = checkMobile(PHONE_LIB, v, '55');
      return m ? m.e164 : null;
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

/**
 * A holder name as banks write one: letters (any script's, with their accents), single spaces, apostrophes,
 * hyphens and dots, 2 to 120 characters, starting with a letter. Markup, digits and emoji are refused.
 */
export const holderNameValid = (name: string): boolean =>
  name.length >= 2 && name.length <= 120 && /^\p{L}[\p{L}\p{M}'’.-]*( [\p{L}\p{M}'’.-]+)*$/u.test(name);
