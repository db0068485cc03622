import crypto from 'node:crypto';
import { badRequest } from '../../http/errors';
import { registerMessages } from '../../i18n/messages';

/**
 * Wire amounts are decimals in currency units; the database holds integer minor units (centavos).
 * The edge converts with these and refuses a third decimal instead of rounding money away.
 */

registerMessages({
  'wallet.amount_invalid': {
    PT: 'Valor inválido: use no máximo 2 casas decimais',
    EN: 'Invalid amount: use at most 2 decimal places',
  },
});

/** @returns integer minor units; rejects more than 2 decimals (no silent rounding of money). */
export function toMinor(amount: number): number {
  const scaled = amount * 100;
  const minor = Math.round(scaled);
  if (!Number.isFinite(amount) || Math.abs(scaled - minor) > 1e-6 || minor <= 0)
    throw badRequest('wallet.amount_invalid');
  return minor;
}

/** @returns currency units with 2 decimals for the wire. */
export const toMajor = (minor: number): number => Math.round(minor) / 100;

/** A readable order number: prefix, UTC date, 10 random hex digits. */
export function orderNo(prefix: string, now = Date.now()): string {
  const d = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  return `${prefix}${d}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}
