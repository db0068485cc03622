import crypto from 'node:crypto';

/**
 * Provably fair dice. Before a round the player knows SHA-256(serverSeed) (the commitment), their own
 * client seed and the nonce. The roll is HMAC-SHA256(key = serverSeed, message = `clientSeed:nonce`);
 * its first 4 bytes as an unsigned integer u give roll = floor(u × 10000 / 2^32), 0 to 9999, shown as
 * 0.00 to 99.99. After a rotation reveals serverSeed, anyone can recompute every roll of that seed.
 */

export const HOUSE_EDGE_PERCENT = 1;
export const DICE_LIMITS = { minBet: 100, maxBet: 100_000, minTarget: 200, maxTarget: 9799 };

export const sha256Hex = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
export const newServerSeed = () => crypto.randomBytes(32).toString('hex');
export const newClientSeed = () => crypto.randomBytes(8).toString('hex');

/** @returns the roll in hundredths (0 to 9999). */
export function diceRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  const mac = crypto.createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
  return Math.floor((mac.readUInt32BE(0) * 10000) / 2 ** 32);
}

/** Winning rolls out of 10 000 for a target (hundredths) and a direction. */
export const winningRolls = (target: number, direction: 'under' | 'over') =>
  direction === 'under' ? target : 9999 - target;

/** @returns the multiplier in ten-thousandths: (100 - edge) % / chance, floored. */
export const multiplier4 = (target: number, direction: 'under' | 'over') =>
  Math.floor(((100 - HOUSE_EDGE_PERCENT) * 1_000_000) / winningRolls(target, direction));

export const isWin = (roll: number, target: number, direction: 'under' | 'over') =>
  direction === 'under' ? roll < target : roll > target;
