/**
 * Money arithmetic of the wallet's forms in integer minor units (cents), like the gateway: the amount typed is
 * read by `parseAmount` (@jogo/shared/money) into cents, the fee and what arrives are computed in cents, and
 * only the request body goes back to currency units (the wire format of spec 7).
 */

/** @returns currency units (the gateway's wire amounts, at most 2 decimals) in cents */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** @returns cents in currency units, for the wire and the formatters */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/**
 * The fee of an amount: `bp` basis points of it, rounded to the cent, at least `minMinor` (0 when bp is 0).
 * @returns the fee in cents
 */
export function feeOf(minor: number, bp: number, minMinor: number): number {
  if (bp <= 0) return 0;
  return Math.max(minMinor, Math.round((minor * bp) / 10_000));
}
