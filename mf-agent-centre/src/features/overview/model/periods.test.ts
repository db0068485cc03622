import { rangeOf } from './periods';

// Wednesday 2026-11-25
const NOW = Date.parse('2026-11-25T15:00:00Z');

describe('overview periods', () => {
  it('today, yesterday, this week from Monday, this month from the 1st', () => {
    expect(rangeOf('today', NOW)).toEqual(['2026-11-25', '2026-11-25']);
    expect(rangeOf('yesterday', NOW)).toEqual(['2026-11-24', '2026-11-24']);
    expect(rangeOf('week', NOW)).toEqual(['2026-11-23', '2026-11-25']);
    expect(rangeOf('month', NOW)).toEqual(['2026-11-01', '2026-11-25']);
  });
});
