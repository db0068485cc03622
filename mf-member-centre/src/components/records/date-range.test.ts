import { presetRange, rangeError } from './date-range';

const SP = 'America/Sao_Paulo';
const at = (iso: string) => Date.parse(iso);

describe('record date ranges', () => {
  it("turns presets into inclusive days of the site's zone", () => {
    const now = at('2026-11-23T10:00:00-03:00');
    expect(presetRange('today', SP, now)).toEqual({ startDate: '2026-11-23', endDate: '2026-11-23' });
    expect(presetRange('yesterday', SP, now)).toEqual({ startDate: '2026-11-22', endDate: '2026-11-22' });
    expect(presetRange('7d', SP, now)).toEqual({ startDate: '2026-11-17', endDate: '2026-11-23' });
    expect(presetRange('30d', SP, now)).toEqual({ startDate: '2026-10-25', endDate: '2026-11-23' });
  });

  it('at 22:30 in São Paulo (01:30 UTC the next day) today is still the 26th; at 00:30 yesterday is', () => {
    expect(presetRange('today', SP, at('2026-11-26T22:30:00-03:00'))).toEqual({
      startDate: '2026-11-26',
      endDate: '2026-11-26',
    });
    expect(presetRange('yesterday', SP, at('2026-11-27T00:30:00-03:00'))).toEqual({
      startDate: '2026-11-26',
      endDate: '2026-11-26',
    });
  });

  it('follows the zone it is given, not the machine', () => {
    const t = at('2026-10-25T00:30:00+01:00'); // Lisbon's summer time, 23:30 UTC on the 24th
    expect(presetRange('today', 'Europe/Lisbon', t).startDate).toBe('2026-10-25');
    expect(presetRange('today', SP, t).startDate).toBe('2026-10-24');
  });

  it('allows a custom range of up to 93 days, start before end', () => {
    expect(rangeError({ startDate: '2026-08-23', endDate: '2026-11-23' })).toBeNull(); // 93 days
    expect(rangeError({ startDate: '2026-08-22', endDate: '2026-11-23' })).toBe('filters.rangeTooLong');
    expect(rangeError({ startDate: '2026-11-23', endDate: '2026-11-22' })).toBe('filters.rangeReversed');
    expect(rangeError({ startDate: '', endDate: '2026-11-22' })).toBe('filters.rangeInvalid');
    expect(rangeError({ startDate: '2026-02-30', endDate: '2026-03-02' })).toBe('filters.rangeInvalid');
  });
});
