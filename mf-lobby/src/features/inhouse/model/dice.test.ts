import { betError, multiplier, potentialPayout, winChance } from './dice';

describe('dice arithmetic (same as the gateway)', () => {
  it('gives chance and multiplier with a 1 % edge', () => {
    expect(winChance(50, 'under')).toBe(50);
    expect(winChance(50, 'over')).toBe(49.99);
    expect(multiplier(50, 'under', 1)).toBe(1.98);
    expect(multiplier(2, 'under', 1)).toBe(49.5);
    expect(potentialPayout(10, 50, 'under', 1)).toBe(19.8);
  });

  it('validates the stake against limits and balance', () => {
    expect(betError(0.5, 1, 1000, 100)).toBe('inhouse.errors.amount');
    expect(betError(1.001, 1, 1000, 100)).toBe('inhouse.errors.amount');
    expect(betError(200, 1, 1000, 100)).toBe('inhouse.errors.balance');
    expect(betError(10, 1, 1000, 100)).toBeNull();
  });
});
