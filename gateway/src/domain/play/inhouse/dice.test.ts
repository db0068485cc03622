import crypto from 'node:crypto';
import { diceRoll, isWin, multiplier4, sha256Hex, winningRolls } from './dice';

describe('provably fair dice', () => {
  it('derives the roll from HMAC-SHA256(serverSeed, clientSeed:nonce), reproducibly', () => {
    const seed = 'a'.repeat(64);
    const mac = crypto.createHmac('sha256', seed).update('player:7').digest();
    expect(diceRoll(seed, 'player', 7)).toBe(Math.floor((mac.readUInt32BE(0) * 10000) / 2 ** 32));
    expect(diceRoll(seed, 'player', 7)).toBe(diceRoll(seed, 'player', 7));
    expect(diceRoll(seed, 'player', 8)).not.toBe(diceRoll(seed, 'player', 7));
  });

  it('rolls cover 0 to 9999 roughly uniformly', () => {
    const seed = sha256Hex('x');
    let sum = 0;
    let min = 10000;
    let max = -1;
    for (let n = 0; n < 20000; n++) {
      const r = diceRoll(seed, 'c', n);
      sum += r;
      min = Math.min(min, r);
      max = Math.max(max, r);
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThanOrEqual(9999);
    expect(Math.abs(sum / 20000 - 4999.5)).toBeLessThan(100);
  });

  it('pays (100 - 1) / chance and wins strictly under or over the target', () => {
    expect(winningRolls(5000, 'under')).toBe(5000);
    expect(multiplier4(5000, 'under')).toBe(19800);
    expect(multiplier4(5000, 'over')).toBe(Math.floor(99_000_000 / 4999));
    expect(isWin(4999, 5000, 'under')).toBe(true);
    expect(isWin(5000, 5000, 'under')).toBe(false);
    expect(isWin(5000, 5000, 'over')).toBe(false);
    expect(isWin(5001, 5000, 'over')).toBe(true);
  });
});
