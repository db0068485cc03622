import { nextBoundary, periodStart } from './periods';

const at = (s: string) => Date.parse(s);
const iso = (t: number) => new Date(t).toISOString();
const SP = 'America/Sao_Paulo';

describe('settlement periods (the site time zone)', () => {
  it('five minutes and hours end on their boundaries', () => {
    expect(iso(nextBoundary(at('2026-11-23T10:31:12Z'), 'FIVE_MINUTES', SP))).toBe(
      '2026-11-23T10:35:00.000Z',
    );
    expect(iso(nextBoundary(at('2026-11-23T10:35:00Z'), 'FIVE_MINUTES', SP))).toBe(
      '2026-11-23T10:40:00.000Z',
    );
    expect(iso(nextBoundary(at('2026-11-23T10:31:12Z'), 'HOURLY', SP))).toBe('2026-11-23T11:00:00.000Z');
  });

  it('a day ends at local midnight (03:00 UTC in São Paulo), not at 00:00 UTC or 21:00', () => {
    // 22:30 in São Paulo on the 23rd is still the 23rd
    expect(iso(nextBoundary(at('2026-11-24T01:30:00Z'), 'DAILY', SP))).toBe('2026-11-24T03:00:00.000Z');
    expect(iso(periodStart(at('2026-11-24T01:30:00Z'), 'DAILY', SP))).toBe('2026-11-23T03:00:00.000Z');
    expect(iso(nextBoundary(at('2026-11-23T23:59:59Z'), 'DAILY', 'UTC'))).toBe('2026-11-24T00:00:00.000Z');
  });

  it('weeks start on Monday 00:00 local', () => {
    // 2026-11-23 is a Monday
    expect(iso(nextBoundary(at('2026-11-23T03:00:00Z'), 'WEEKLY', SP))).toBe('2026-11-30T03:00:00.000Z');
    // Sunday 23:00 local is still the week before
    expect(iso(nextBoundary(at('2026-11-23T02:00:00Z'), 'WEEKLY', SP))).toBe('2026-11-23T03:00:00.000Z');
    expect(iso(periodStart(at('2026-11-26T12:00:00Z'), 'WEEKLY', SP))).toBe('2026-11-23T03:00:00.000Z');
  });

  it('half months are the 1st to the 15th and the 16th to the end, months calendar months', () => {
    expect(iso(nextBoundary(at('2026-11-03T08:00:00Z'), 'SEMIMONTHLY', SP))).toBe('2026-11-16T03:00:00.000Z');
    expect(iso(nextBoundary(at('2026-11-16T03:00:00Z'), 'SEMIMONTHLY', SP))).toBe('2026-12-01T03:00:00.000Z');
    expect(iso(periodStart(at('2026-02-20T00:00:00Z'), 'SEMIMONTHLY', SP))).toBe('2026-02-16T03:00:00.000Z');
    expect(iso(nextBoundary(at('2026-01-31T12:00:00Z'), 'MONTHLY', SP))).toBe('2026-02-01T03:00:00.000Z');
    // 1 December 01:00 UTC is still 30 November in São Paulo
    expect(iso(periodStart(at('2026-12-01T01:00:00Z'), 'MONTHLY', SP))).toBe('2026-11-01T03:00:00.000Z');
  });
});
