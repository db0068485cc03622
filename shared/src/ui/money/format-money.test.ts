import { formatAmount, formatMoney } from './format-money';

const intl = (language: 'PT' | 'EN') =>
  new Intl.NumberFormat(language === 'PT' ? 'pt-BR' : 'en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

describe('formatMoney', () => {
  it('shows two decimals with the symbol', () => {
    expect(formatMoney(1234.5, 'R$', 'EN')).toBe('R$ 1,234.50');
    expect(formatMoney(1234.5, 'R$', 'PT')).toBe('R$ 1.234,50');
    expect(formatMoney(0, 'R$', 'EN')).toBe('R$ 0.00');
    expect(formatMoney(-1000000.456, 'R$', 'PT')).toBe('R$ -1.000.000,46');
  });

  it('writes every amount exactly as Intl.NumberFormat does, in both languages', () => {
    const edges = [
      0,
      -0,
      0.004,
      -0.004,
      0.005,
      1.005,
      2.675,
      0.125,
      -0.125,
      999.995,
      999.994,
      1000,
      12345.678,
      1e15 + 0.3,
      9007199254740991,
      -9007199254740991,
      1e20,
      1e21,
      5e-324,
      NaN,
      Infinity,
      -Infinity,
    ];
    // a fixed pseudo-random walk over magnitudes and fractions (no Math.random: the same cases every run)
    let seed = 42;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const random = Array.from({ length: 5000 }, () => (next() - 0.3) * 10 ** Math.floor(next() * 12));
    for (const language of ['PT', 'EN'] as const) {
      const reference = intl(language);
      for (const amount of [...edges, ...random])
        expect([amount, formatAmount(amount, language)]).toEqual([amount, reference.format(amount)]);
    }
  });
});
