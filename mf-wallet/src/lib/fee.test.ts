import { feeOf, fromMinor, toMinor } from './fee';

describe('feeOf', () => {
  it.each([
    [100_000, 100, 100, 1_000], // 1 % of R$ 1.000,00 is R$ 10,00
    [5_000, 100, 100, 100], // 1 % of R$ 50,00 is R$ 0,50: the minimum R$ 1,00 applies
    [1_055, 70, 0, 7], // 0,7 % of R$ 10,55 is 7,385 cents, rounded to 7
    [1_000, 0, 100, 0], // no fee at all when bp is 0
  ])('%d cents at %d bp (min %d) → %d', (minor, bp, min, fee) => expect(feeOf(minor, bp, min)).toBe(fee));
});

describe('toMinor / fromMinor', () => {
  it('goes between currency units and cents without float drift', () => {
    expect(toMinor(10.55)).toBe(1055);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(fromMinor(1055)).toBe(10.55);
  });
});
