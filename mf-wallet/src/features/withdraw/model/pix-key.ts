import type { PixKeyType } from '@jogo/shared/api';

/** @returns whether 11 digits form a valid CPF (both check digits; all-equal digits refused). */
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

/** @returns whether a PIX key looks valid for its type (the gateway checks again). */
export function pixKeyValid(type: PixKeyType, raw: string): boolean {
  const v = raw.trim();
  switch (type) {
    case 'CPF':
      return /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(v) && cpfValid(v);
    case 'PHONE': {
      const d = v.replace(/[\s()+-]/g, '');
      return /^(55)?[1-9][1-9]9\d{8}$/.test(d);
    }
    case 'EMAIL':
      return /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 77;
    case 'EVP':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
  }
}
