import { rangeOf } from './periods';

const SP = 'America/Sao_Paulo';

describe('overview periods (days of the site zone)', () => {
  it('today, yesterday, this week from Monday, this month from the 1st', () => {
    // Wednesday 2026-11-25, 12:00 in São Paulo
    const now = Date.parse('2026-11-25T15:00:00Z');
    expect(rangeOf('today', now, SP)).toEqual(['2026-11-25', '2026-11-25']);
    expect(rangeOf('yesterday', now, SP)).toEqual(['2026-11-24', '2026-11-24']);
    expect(rangeOf('week', now, SP)).toEqual(['2026-11-23', '2026-11-25']);
    expect(rangeOf('month', now, SP)).toEqual(['2026-11-01', '2026-11-25']);
  });

  it('at 22:30 in São Paulo it is still that day there (already the next in UTC)', () => {
    const late = Date.parse('2026-12-01T01:30:00Z'); // 30 November 22:30 local
    expect(rangeOf('today', late, SP)).toEqual(['2026-11-30', '2026-11-30']);
    expect(rangeOf('month', late, SP)).toEqual(['2026-11-01', '2026-11-30']);
    expect(rangeOf('today', late, 'UTC')).toEqual(['2026-12-01', '2026-12-01']);
  });
});
