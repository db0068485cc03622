import type { PlayerLimit } from '@jogo/shared/api';
import { changeEffect, LIMIT_ORDER, orderedLimits, parseLimit, unitOf } from './limits';

const limit = (kind: PlayerLimit['kind'], period: PlayerLimit['period']): PlayerLimit => ({
  kind,
  period,
  value: null,
  pending: null,
  used: 0,
  remaining: null,
  resetsAt: '2026-11-27T00:00:00-03:00',
});

describe('protection limits model', () => {
  it('states the cooling-off rule: lower or add at once, raise or remove waits', () => {
    expect(changeEffect(null, 100)).toBe('immediate');
    expect(changeEffect(100, 50)).toBe('immediate');
    expect(changeEffect(100, 150)).toBe('pending');
    expect(changeEffect(100, null)).toBe('pending');
    expect(changeEffect(100, 100)).toBe('none');
    expect(changeEffect(null, null)).toBe('none');
  });

  it('reads money with a comma or a dot and two decimals, counts and minutes whole, never 0', () => {
    expect(parseLimit('100', 'money')).toBe(100);
    expect(parseLimit('99,5', 'money')).toBe(99.5);
    expect(parseLimit('99.55', 'money', 'EN')).toBe(99.55);
    expect(parseLimit('1.000', 'money')).toBe(1000);
    expect(parseLimit('99.55', 'money')).toBeNull();
    expect(parseLimit('99,555', 'money')).toBeNull();
    expect(parseLimit('99.555', 'money', 'EN')).toBeNull();
    expect(parseLimit('0', 'money')).toBeNull();
    expect(parseLimit('-5', 'money')).toBeNull();
    expect(parseLimit('abc', 'money')).toBeNull();
    expect(parseLimit('20', 'count')).toBe(20);
    expect(parseLimit('2.5', 'count')).toBeNull();
    expect(parseLimit('90', 'minutes')).toBe(90);
    expect(parseLimit('1441', 'minutes')).toBeNull();
  });

  it('lists every kind by period in one order, the session time last', () => {
    expect(LIMIT_ORDER).toHaveLength(13);
    expect(LIMIT_ORDER[12]).toEqual({ kind: 'TIME', period: 'DAY' });
    const shuffled = [
      limit('TIME', 'DAY'),
      limit('BETS', 'MONTH'),
      limit('DEPOSIT', 'WEEK'),
      limit('DEPOSIT', 'DAY'),
    ];
    expect(orderedLimits(shuffled).map((l) => `${l.kind}/${l.period}`)).toEqual([
      'DEPOSIT/DAY',
      'DEPOSIT/WEEK',
      'BETS/MONTH',
      'TIME/DAY',
    ]);
    expect(unitOf('BETS')).toBe('count');
    expect(unitOf('TIME')).toBe('minutes');
    expect(unitOf('LOSS')).toBe('money');
  });
});
