import { nextBoundary, periodStart } from './periods';

const at = (s: string) => Date.parse(s);
const iso = (t: number) => new Date(t).toISOString();

describe('settlement periods (gateway clock, UTC)', () => {
  it('five minutes, hours and days end on their boundaries', () => {
    expect(iso(nextBoundary(at('2026-11-23T10:31:12Z'), 'FIVE_MINUTES'))).toBe('2026-11-23T10:35:00.000Z');
    expect(iso(nextBoundary(at('2026-11-23T10:35:00Z'), 'FIVE_MINUTES'))).toBe('2026-11-23T10:40:00.000Z');
    expect(iso(nextBoundary(at('2026-11-23T10:31:12Z'), 'HOURLY'))).toBe('2026-11-23T11:00:00.000Z');
    expect(iso(nextBoundary(at('2026-11-23T23:59:59Z'), 'DAILY'))).toBe('2026-11-24T00:00:00.000Z');
  });

  it('weeks start on Monday', () => {
    // 2026-11-23 is a Monday
    expect(iso(nextBoundary(at('2026-11-23T00:00:00Z'), 'WEEKLY'))).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(nextBoundary(at('2026-11-22T23:00:00Z'), 'WEEKLY'))).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(periodStart(at('2026-11-26T12:00:00Z'), 'WEEKLY'))).toBe('2026-11-23T00:00:00.000Z');
  });

  it('half months are the 1st to the 15th and the 16th to the end', () => {
    expect(iso(nextBoundary(at('2026-11-03T08:00:00Z'), 'SEMIMONTHLY'))).toBe('2026-11-16T00:00:00.000Z');
    expect(iso(nextBoundary(at('2026-11-16T00:00:00Z'), 'SEMIMONTHLY'))).toBe('2026-12-01T00:00:00.000Z');
    expect(iso(nextBoundary(at('2026-12-20T00:00:00Z'), 'SEMIMONTHLY'))).toBe('2027-01-01T00:00:00.000Z');
    expect(iso(periodStart(at('2026-02-20T00:00:00Z'), 'SEMIMONTHLY'))).toBe('2026-02-16T00:00:00.000Z');
  });

  it('months are calendar months', () => {
    expect(iso(nextBoundary(at('2026-01-31T12:00:00Z'), 'MONTHLY'))).toBe('2026-02-01T00:00:00.000Z');
    expect(iso(nextBoundary(at('2026-12-01T00:00:00Z'), 'MONTHLY'))).toBe('2027-01-01T00:00:00.000Z');
    expect(iso(periodStart(at('2026-03-09T00:00:00Z'), 'MONTHLY'))).toBe('2026-03-01T00:00:00.000Z');
  });
});
