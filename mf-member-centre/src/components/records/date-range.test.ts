import { presetRange, rangeError } from './date-range';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('record date ranges', () => {
  it('turns presets into inclusive UTC ranges', () => {
    expect(presetRange('today', NOW)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('yesterday', NOW)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(presetRange('7d', NOW)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(presetRange('30d', NOW)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
  });

  it('allows a custom range of up to 93 days, start before end', () => {
    expect(rangeError({ startDate: '2026-08-23', endDate: '2026-11-23' })).toBeNull(); // 93 days
    expect(rangeError({ startDate: '2026-08-22', endDate: '2026-11-23' })).toBe('filters.rangeTooLong');
    expect(rangeError({ startDate: '2026-11-23', endDate: '2026-11-22' })).toBe('filters.rangeReversed');
    expect(rangeError({ startDate: '', endDate: '2026-11-22' })).toBe('filters.rangeInvalid');
  });
});
