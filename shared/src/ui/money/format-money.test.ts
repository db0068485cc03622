import { formatAmount, formatMoney, formatNumber, formatPercent } from './format-money';

const LOCALE = { PT: 'pt-BR', EN: 'en' } as const;
const LANGUAGES = ['PT', 'EN'] as const;

/** What Intl writes, the reference every function here is compared with. */
const intl = {
  money: (language: 'PT' | 'EN') =>
    new Intl.NumberFormat(LOCALE[language], {
      style: 'currency',
      currency: 'BRL',
      signDisplay: 'negative',
    }),
  amount: (language: 'PT' | 'EN') =>
    new Intl.NumberFormat(LOCALE[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    }),
  number: (language: 'PT' | 'EN', min: number, max: number) =>
    new Intl.NumberFormat(LOCALE[language], {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      signDisplay: 'negative',
    }),
};

const EDGES = [
  0,
  -0,
  0.004,
  -0.004,
  -0.005,
  0.005,
  1.005,
  -1.005,
  2.675,
  0.125,
  -0.125,
  999.995,
  -999.995,
  999.994,
  1000,
  -21,
  12345.678,
  1e15 + 0.3,
  9007199254740991,
  -9007199254740991,
  1e20,
  1e21,
  -1e21,
  5e-324,
  -5e-324,
  NaN,
  Infinity,
  -Infinity,
];

/** 10,000 amounts from a fixed pseudo-random walk over magnitudes and fractions, about 30 % negative (no Math.random: the same cases every run). */
function randomAmounts(count = 10_000): number[] {
  let seed = 42;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  return Array.from({ length: count }, (_, i) => {
    const x = (next() - 0.3) * 10 ** Math.floor(next() * 12);
    // every fourth a whole number of cents, the amounts a wallet really holds
    return i % 4 === 0 ? Math.round(x * 100) / 100 : x;
  });
}
const RANDOM = randomAmounts();

describe('formatMoney', () => {
  it('writes the sign before the symbol and a no-break space after R$ in PT', () => {
    expect(formatMoney(-21, 'R$', 'PT')).toBe('-R$\u00a021,00');
    expect(formatMoney(1234.5, 'R$', 'PT')).toBe('R$\u00a01.234,50');
    expect(formatMoney(-1000000.456, 'R$', 'PT')).toBe('-R$\u00a01.000.000,46');
  });

  it('writes EN as Intl en does for BRL: the sign first, no space', () => {
    expect(formatMoney(1234.5, 'R$', 'EN')).toBe('R$1,234.50');
    expect(formatMoney(-21, 'R$', 'EN')).toBe('-R$21.00');
  });

  it('never writes a negative zero', () => {
    for (const language of LANGUAGES) {
      expect(formatMoney(-0, 'R$', language)).toBe(formatMoney(0, 'R$', language));
      expect(formatMoney(-0.004, 'R$', language)).toBe(formatMoney(0, 'R$', language));
      expect(formatAmount(-0, language)).toBe(language === 'PT' ? '0,00' : '0.00');
    }
  });

  it('writes 10,000 random amounts (and the edges) exactly as Intl.NumberFormat currency BRL, sign and spacing included', () => {
    for (const language of LANGUAGES) {
      const reference = intl.money(language);
      const mismatches = [...EDGES, ...RANDOM]
        .map((amount) => [amount, formatMoney(amount, 'R$', language), reference.format(amount)] as const)
        .filter(([, mine, theirs]) => mine !== theirs);
      expect(mismatches).toEqual([]);
    }
  });
});

describe('formatAmount', () => {
  it('writes 10,000 random amounts as Intl.NumberFormat with two decimals', () => {
    for (const language of LANGUAGES) {
      const reference = intl.amount(language);
      for (const amount of [...EDGES, ...RANDOM])
        expect([amount, formatAmount(amount, language)]).toEqual([amount, reference.format(amount)]);
    }
  });
});

describe('formatNumber', () => {
  it('groups and rounds as Intl.NumberFormat for every digit range used', () => {
    for (const language of LANGUAGES)
      for (const [min, max] of [
        [0, 0],
        [0, 2],
        [0, 3],
        [1, 1],
        [2, 4],
      ] as const) {
        const reference = intl.number(language, min, max);
        for (const value of [...EDGES, ...RANDOM.slice(0, 3000)])
          expect([
            value,
            min,
            max,
            formatNumber(value, language, { minDigits: min, maxDigits: max }),
          ]).toEqual([value, min, max, reference.format(value)]);
      }
  });

  it('writes points and counts without decimals', () => {
    expect(formatNumber(1234567, 'PT')).toBe('1.234.567');
    expect(formatNumber(1234567, 'EN')).toBe('1,234,567');
    expect(formatNumber(-0.0001, 'PT')).toBe('0');
  });
});

describe('formatPercent', () => {
  it('writes percentages in the language style: 0,7% in PT, 0.7% in EN', () => {
    expect(formatPercent(0.7, 'PT')).toBe('0,7%');
    expect(formatPercent(0.7, 'EN')).toBe('0.7%');
    expect(formatPercent(12.345, 'PT')).toBe('12,35%');
    expect(formatPercent(-12.5, 'PT')).toBe('-12,5%');
    expect(formatPercent(100, 'PT', { minDigits: 2 })).toBe('100,00%');
  });

  it('matches Intl.NumberFormat percent style on values whose hundredth is exact', () => {
    for (const language of LANGUAGES) {
      const reference = new Intl.NumberFormat(LOCALE[language], {
        style: 'percent',
        maximumFractionDigits: 2,
        signDisplay: 'negative',
      });
      for (let bp = -20_000; bp <= 20_000; bp += 7) {
        // bp basis points is bp/100 percent; Intl's percent style takes the fraction bp/10000
        expect([bp, formatPercent(bp / 100, language)]).toEqual([bp, reference.format(bp / 10_000)]);
      }
    }
  });
});
