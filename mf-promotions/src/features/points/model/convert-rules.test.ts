import { checkConvert } from './convert-rules';

describe('checkConvert', () => {
  it.each<[string, 'PT' | 'EN', number, string | number]>([
    ['500', 'PT', 1000, 500],
    ['1.000', 'PT', 1000, 1000],
    ['1,000', 'EN', 1000, 1000],
    // 100.5 was floored to 100 silently
    ['100.5', 'PT', 1000, 'convert.whole'],
    ['100,5', 'PT', 1000, 'convert.whole'],
    ['100.5', 'EN', 1000, 'convert.whole'],
    // more than held is said before the multiples rule (it used to get the multiples message)
    ['5000', 'PT', 1000, 'convert.moreThanHeld'],
    ['1050', 'PT', 1000, 'convert.moreThanHeld'],
    ['150', 'PT', 1000, 'convert.multiple'],
    ['50', 'PT', 1000, 'convert.multiple'],
    ['', 'PT', 1000, 'common:amountInput.empty'],
    ['abc', 'PT', 1000, 'common:amountInput.invalid'],
    ['1,000', 'PT', 5000, 'common:amountInput.ambiguousWhole'],
  ])('%j in %s with %d held → %p', (text, language, held, expected) => {
    const r = checkConvert(text, held, 100, language);
    if (typeof expected === 'number') expect(r).toEqual({ ok: true, points: expected });
    else expect(r).toMatchObject({ ok: false, error: expected });
  });
});
