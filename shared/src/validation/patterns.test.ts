import {
  familyRule,
  formatRange,
  matchesAccepted,
  matchesFamily,
  regPatternKey,
  serverFieldRule,
} from './patterns';
import type { RegisterPatternId } from '../contract/types/system';

describe('pattern families reg_pattern_0..20 (spec 5)', () => {
  const cases: [RegisterPatternId, string[], string[]][] = [
    [0, ['anything at all', '!!'], []],
    [1, ['abc123', 'Z9'], ['1abc', 'ab_c', 'ab c']],
    [2, ['中文123', '123'], ['abc', '中 文']],
    [3, ['a.b@c.io', 'x+y@d.com'], ['a@b', 'no-at.com', 'a @b.com']],
    [4, ['abc123', 'ABC'], ['ab-c', 'ab c', 'ção']],
    [5, ['abc123', 'a1!'], ['abcdef', '123456', 'ab 12']],
    [6, ['0123'], ['12a', '1.2']],
    [7, ['aBc', 'A'], ['abc', '123']],
    [8, ['John Smith'], ['João', 'J0hn']],
    [9, ['a-b_c!'], ['a b']],
    [10, ['2000-02-29', '1999-12-31'], ['1999-13-01', '31-12-1999', '2000-2-1']],
    [11, ['12-31-1999'], ['1999-12-31', '13-01-2000']],
    [12, ['한국어'], ['abc', '中文']],
    [13, ['ภาษาไทย'], ['thai']],
    [14, ['Abcdef1!'], ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1']],
    [15, ['João Silva', "D'Ávila"], ['J0ão']],
    [16, ['11987650002'], ['+55119', '119 876']],
    [17, ['demo_player', 'a1'], ['_demo', '1demo', 'de mo']],
    [18, ['中文'], ['中文1']],
    [19, ['abc'], ['abc1', 'ab c']],
    [20, ['123.456.789-00'], ['123/456', 'abc']],
  ];
  it.each(cases)('family %i accepts and refuses', (id, good, bad) => {
    for (const v of good) expect([id, v, matchesFamily(id, v)]).toEqual([id, v, true]);
    for (const v of bad) expect([id, v, matchesFamily(id, v)]).toEqual([id, v, false]);
  });

  it('names the message key reg_pattern_{patternId}', () => {
    expect(regPatternKey(17)).toBe('auth:validation.reg_pattern_17');
  });
});

describe('server field rules', () => {
  const rule = {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9_]*$',
    patternId: 17 as const,
    minLength: 5,
    maxLength: 20,
  };

  it('passes an empty value (required is its own rule)', () => {
    expect(serverFieldRule(rule)('')).toBeNull();
  });
  it('checks the length in characters, both bounds inclusive', () => {
    expect(serverFieldRule(rule)('abcd')).toEqual({
      key: 'auth:validation.reg_pattern_17',
      params: { min: 5, max: 20 },
    });
    expect(serverFieldRule(rule)('abcde')).toBeNull();
    expect(serverFieldRule(rule)('a'.repeat(20))).toBeNull();
    expect(serverFieldRule(rule)('a'.repeat(21))).not.toBeNull();
  });
  it('checks the accepted pattern', () => {
    expect(serverFieldRule(rule)('1abcde')).not.toBeNull();
  });
  it('treats * as any value', () => {
    expect(serverFieldRule({ ...rule, acceptedPattern: '*' })('1 2 3 4 !')).toBeNull();
    expect(matchesAccepted('*', '  ')).toBe(true);
  });
  it('skips a pattern the browser cannot compile (the gateway still checks)', () => {
    expect(matchesAccepted('([', 'x')).toBe(true);
  });
  it('builds a rule from a family alone', () => {
    expect(familyRule(6, 6, 6)('12345')).toEqual({
      key: 'auth:validation.reg_pattern_6',
      params: { min: 6, max: 6 },
    });
    expect(familyRule(6, 6, 6)('123456')).toBeNull();
    expect(familyRule(0, 1, 3)('abcd')).not.toBeNull();
  });
});

describe('formatRange', () => {
  it('replaces (min) and (max)', () => {
    expect(formatRange('(min)-(max) characters', 5, 20)).toBe('5-20 characters');
    expect(formatRange('entre (min) e (max) caracteres', 5, 20)).toBe('entre 5 e 20 caracteres');
  });
  it('gives one number when min equals max', () => {
    expect(formatRange('(min)-(max) digits only', 6, 6)).toBe('6 digits only');
    expect(formatRange('(min) to (max) digits', 4, 4)).toBe('4 digits');
    expect(formatRange('entre (min) e (max) dígitos', 6, 6)).toBe('entre 6 dígitos');
  });
});
