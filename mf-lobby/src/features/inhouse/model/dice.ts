/**
 * Dice arithmetic, the same as the gateway's (routes/inhouse/dice.ts): rolls and targets in hundredths
 * (0 to 9999 and 200 to 9799); `under` wins when roll < target, `over` when roll > target; the multiplier is
 * (100 - edge) % divided by the chance, floored to four decimals. Shown to the player before they bet.
 */
export type Direction = 'under' | 'over';
export const TARGET_MIN = 2;
export const TARGET_MAX = 97.99;

const hundredths = (n: number) => Math.round(n * 100);

/** Winning rolls out of 10 000. */
export const winningRolls = (target: number, direction: Direction) =>
  direction === 'under' ? hundredths(target) : 9999 - hundredths(target);

/** @returns the win chance in percent, two decimals. */
export const winChance = (target: number, direction: Direction) => winningRolls(target, direction) / 100;

/** @returns the payout multiplier for a target and direction with the house edge in percent. */
export function multiplier(target: number, direction: Direction, houseEdge: number): number {
  const wins = winningRolls(target, direction);
  if (wins <= 0) return 0;
  return Math.floor(((100 - houseEdge) * 1_000_000) / wins) / 10_000;
}

/** @returns the payout of a win in currency units (floored to cents, like the ledger). */
export const potentialPayout = (amount: number, target: number, direction: Direction, houseEdge: number) =>
  Math.floor(hundredths(amount) * multiplier(target, direction, houseEdge)) / 100;

export const clampTarget = (t: number) =>
  Math.min(TARGET_MAX, Math.max(TARGET_MIN, Math.round(t * 100) / 100));

/** Validation of a bet before it is sent: an i18n key, or null when the bet is fine. */
export function betError(
  amount: number,
  min: number,
  max: number,
  balance: number | null,
): 'inhouse.errors.amount' | 'inhouse.errors.balance' | null {
  if (!Number.isFinite(amount) || amount < min || amount > max || Math.round(amount * 100) !== amount * 100)
    return 'inhouse.errors.amount';
  if (balance !== null && amount > balance) return 'inhouse.errors.balance';
  return null;
}
