import { feeOf, formatAmountInput, parseMoney } from './money';

describe('parseMoney', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1234,56', 1234.56],
    ['1234.5', 1234.5],
    ['R$ 50', 50],
    ['50', 50],
    ['1.000', 1000],
    ['1,000', 1000],
    ['0,01', 0.01],
    ['1.000.000,00', 1000000],
  ])('reads %s as %d', (text, value) => expect(parseMoney(text)).toBe(value));

  it.each(['', 'abc', '1,2,3', '12.3456', '1.2345,00', '-5', '1,234.567'])('refuses %p', (text) =>
    expect(parseMoney(text)).toBeNull(),
  );
});

describe('formatAmountInput', () => {
  it('writes the language style', () => {
    expect(formatAmountInput(1234.5, 'PT')).toBe('1.234,50');
    expect(formatAmountInput(1234.5, 'EN')).toBe('1,234.50');
    expect(formatAmountInput(100, 'PT')).toBe('100');
  });
});

describe('feeOf', () => {
  it('takes basis points with a minimum', () => {
    expect(feeOf(100, 100, 1)).toBe(1);
    expect(feeOf(50, 100, 1)).toBe(1);
    expect(feeOf(1000, 100, 1)).toBe(10);
    expect(feeOf(1000, 0, 1)).toBe(0);
  });
});
