import i18next from 'i18next';
import { PT } from '../i18n/locales/pt';
import { EN } from '../i18n/locales/en';
import { amountInputText, parseAmount, parseWhole, type AmountLanguage } from './index';

type Row = [text: string, expected: number | string];

/** [typed, cents or the reason it is refused] in PT */
const PT_CASES: Row[] = [
  // the cases
  ['10,55', 1055],
  ['1.234,56', 123456],
  ['1234', 123400],
  ['1.234', 123400],
  ['10,555', 'ambiguous'],
  ['1,234', 'ambiguous'],
  // whole and decimal forms
  ['0', 0],
  ['0,00', 0],
  ['0,5', 50],
  ['10,5', 1050],
  ['007', 700],
  ['1234,56', 123456],
  ['12.345.678,9', 1234567890],
  ['999.999', 99999900],
  ['  10,55  ', 1055],
  ['R$ 10,55', 1055],
  ['R$10,55', 1055],
  ['R$\u00a01.234,56', 123456],
  // empty and invalid
  ['', 'empty'],
  ['   ', 'empty'],
  ['R$', 'empty'],
  ['abc', 'invalid'],
  ['-10', 'invalid'],
  ['+10', 'invalid'],
  ['10 55', 'invalid'],
  ['10,', 'invalid'],
  [',55', 'invalid'],
  ['1..234', 'invalid'],
  ['1,,5', 'invalid'],
  ['1e3', 'invalid'],
  ['10,5.5', 'invalid'],
  // grouping in threes after a first group of 1-3 digits without a leading 0
  ['1.2345', 'grouping'],
  ['12.34.567', 'grouping'],
  ['1234.567', 'grouping'],
  ['1.23.456,00', 'grouping'],
  ['0.555', 'grouping'],
  ['01.234', 'grouping'],
  // decimals
  ['10,5555', 'tooManyDecimals'],
  ['1.234,567', 'tooManyDecimals'],
  ['1234,567', 'tooManyDecimals'],
  ['0,555', 'tooManyDecimals'],
  // the other language's style is never silently read
  ['10.55', 'otherStyle'],
  ['10.5', 'otherStyle'],
  ['1,234.56', 'otherStyle'],
  ['1,234,567', 'otherStyle'],
  // beyond the safe-integer range of cents
  ['90071992547409,91', 9007199254740991],
  ['90071992547409,92', 'tooLarge'],
  ['1.000.000.000.000.000', 'tooLarge'],
];

/** the same in EN */
const EN_CASES: Row[] = [
  ['10.55', 1055],
  ['1,234.56', 123456],
  ['1234', 123400],
  ['1,234', 123400],
  ['1.234,56', 'otherStyle'],
  ['10.555', 'ambiguous'],
  ['1.234', 'ambiguous'],
  ['0.5', 50],
  ['12,345,678.9', 1234567890],
  ['R$ 1,234.56', 123456],
  ['10,55', 'otherStyle'],
  ['1.234.567', 'otherStyle'],
  ['1,2345', 'grouping'],
  ['10.5555', 'tooManyDecimals'],
  ['1,234.567', 'tooManyDecimals'],
  ['', 'empty'],
  ['10.', 'invalid'],
  ['1.234.56', 'invalid'],
];

const cases = (language: AmountLanguage, rows: Row[]) =>
  describe(`parseAmount in ${language}`, () => {
    it.each(rows)('%j → %p', (text, expected) => {
      const r = parseAmount(text, language);
      if (typeof expected === 'number') expect(r).toEqual({ ok: true, minor: expected });
      else expect(r).toMatchObject({ ok: false, reason: expected, key: `common:amountInput.${expected}` });
    });
  });
cases('PT', PT_CASES);
cases('EN', EN_CASES);

describe('the messages say how to write what was meant', () => {
  const t = i18next.createInstance();
  beforeAll(() =>
    t.init({
      lng: 'PT',
      resources: { PT, EN },
      interpolation: { escapeValue: false },
    }),
  );
  const message = (text: string, language: AmountLanguage, parse = parseAmount) => {
    const r = parse(text, language);
    if (r.ok) throw new Error(`${text} was accepted`);
    return t.t(r.key, { ...r.params, lng: language });
  };

  it('PT 10,555: ten thousand is 10.555 or 10555, cents take two decimals (10,55)', () => {
    expect(message('10,555', 'PT')).toBe(
      '“10,555” pode ser lido de duas formas. Para 10.555 escreva 10.555 ou 10555; os centavos têm no máximo duas casas (10,55)',
    );
  });
  it('EN 10.555 and 1.234,56', () => {
    expect(message('10.555', 'EN')).toBe(
      '“10.555” could be read two ways. For 10,555 write 10,555 or 10555; cents take at most two decimals (10.55)',
    );
    expect(message('1.234,56', 'EN')).toBe(
      'In English, write 1,234.56 (comma for thousands, point for cents)',
    );
  });
  it('PT 10.55 and 1,234,567 are rewritten in the PT style', () => {
    expect(message('10.55', 'PT')).toBe(
      'Em português, escreva 10,55 (ponto para os milhares, vírgula para os centavos)',
    );
    expect(message('1,234,567', 'PT')).toContain('escreva 1.234.567 ');
  });
  it('every reason has a message in both languages, with no placeholder left', () => {
    const samples = [
      '',
      'x',
      '1.2345',
      '10,555',
      '10,5555',
      '10.55',
      '99999999999999999',
      '1.000,5',
      '1,000',
    ];
    for (const language of ['PT', 'EN'] as const)
      for (const text of samples)
        for (const parse of [parseAmount, parseWhole]) {
          const r = parse(text, language);
          if (r.ok) continue;
          const m = t.t(r.key, { ...r.params, lng: language });
          expect(m).not.toMatch(/\{\{|amountInput/);
        }
  });
});

describe('parseWhole (points)', () => {
  it.each<[string, AmountLanguage, number | string]>([
    ['100', 'PT', 100],
    ['1.000', 'PT', 1000],
    ['1,000', 'EN', 1000],
    ['100,00', 'PT', 100],
    ['100,5', 'PT', 'notWhole'],
    ['100.5', 'PT', 'notWhole'],
    ['100.5', 'EN', 'notWhole'],
    ['100,5', 'EN', 'notWhole'],
    ['1.000,5', 'PT', 'notWhole'],
    ['1,000', 'PT', 'ambiguousWhole'],
    ['1.000', 'EN', 'ambiguousWhole'],
    ['1,000,000', 'PT', 'otherStyle'],
    ['', 'PT', 'empty'],
    ['-5', 'PT', 'invalid'],
  ])('%j in %s → %p', (text, language, expected) => {
    const r = parseWhole(text, language);
    if (typeof expected === 'number') expect(r).toEqual({ ok: true, value: expected });
    else expect(r).toMatchObject({ ok: false, reason: expected });
  });
});

describe('amountInputText writes what parseAmount reads back', () => {
  it.each<[number, AmountLanguage, string]>([
    [123456, 'PT', '1.234,56'],
    [123456, 'EN', '1,234.56'],
    [100000, 'PT', '1.000'],
    [1050, 'PT', '10,50'],
    [5, 'EN', '0.05'],
  ])('%d in %s → %s', (minor, language, text) => {
    expect(amountInputText(minor, language)).toBe(text);
    expect(parseAmount(text, language)).toEqual({ ok: true, minor });
  });
  it('round-trips 2,000 pseudo-random amounts in both languages', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647);
    for (let i = 0; i < 2000; i++) {
      const minor = next() % 10 ** (1 + (i % 12));
      for (const language of ['PT', 'EN'] as const) {
        const text = amountInputText(minor, language);
        // a whole amount of 1 to 3 digits then groups, or cents: never ambiguous, always read back
        expect([text, parseAmount(text, language)]).toEqual([text, { ok: true, minor }]);
      }
    }
  });
});
