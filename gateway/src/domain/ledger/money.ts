import crypto from 'node:crypto';
import { badRequest } from '../errors';
import { DEFAULT_TIME_ZONE, dayOf } from '@jogo/shared/time';

/**
 * Wire amounts are decimals in currency units; the database holds integer minor units (centavos).
 * The edge converts with these and refuses a third decimal instead of rounding money away.
 */

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

/**
 * A readable order number: prefix, the site's day (`YYYYMMDD`, in its zone, so an order of 22:30 in São Paulo
 * carries that day), 10 random hex digits. Without a clock: now in the default zone.
 */
export function orderNo(
  prefix: string,
  clock: { now: number; zone: string } = { now: Date.now(), zone: DEFAULT_TIME_ZONE },
): string {
  const d = dayOf(clock.now, clock.zone).replace(/-/g, '');
  return `${prefix}${d}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
}
