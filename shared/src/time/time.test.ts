import {
  addDay,
  ageOn,
  dayEnd,
  dayOf,
  dayStart,
  isSiteDay,
  localIso,
  nextBoundary,
  periodStart,
  presetDays,
  type CalendarPeriod,
} from './index';

const SP = 'America/Sao_Paulo';
const LISBON = 'Europe/Lisbon';
const at = (iso: string) => Date.parse(iso);

describe('the site calendar in São Paulo (UTC-3, no daylight saving)', () => {
  it('22:30 local on 26/11 is still 26/11 (UTC is already 27/11)', () => {
    const t = at('2026-11-27T01:30:00Z');
    expect(dayOf(t, SP)).toBe('2026-11-26');
    expect(presetDays('today', t, SP)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(presetDays('yesterday', t, SP)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('00:30 local on 27/11 is 27/11 (UTC 03:30)', () => {
    const t = at('2026-11-27T03:30:00Z');
    expect(dayOf(t, SP)).toBe('2026-11-27');
    expect(presetDays('yesterday', t, SP)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });

  it('a day runs from 03:00 UTC to 03:00 UTC', () => {
    expect(new Date(dayStart('2026-11-26', SP)).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(new Date(dayEnd('2026-11-26', SP)).toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });

  it('periods end at local boundaries, not at 21:00', () => {
    const t = at('2026-11-27T01:30:00Z'); // 22:30 local, Thursday
    const iso = (p: CalendarPeriod) => new Date(nextBoundary(t, p, SP)).toISOString();
    expect(iso('DAILY')).toBe('2026-11-27T03:00:00.000Z');
    expect(iso('HOURLY')).toBe('2026-11-27T02:00:00.000Z');
    expect(iso('WEEKLY')).toBe('2026-11-30T03:00:00.000Z'); // Monday 30/11 00:00 local
    expect(iso('SEMIMONTHLY')).toBe('2026-12-01T03:00:00.000Z');
    expect(iso('MONTHLY')).toBe('2026-12-01T03:00:00.000Z');
    expect(new Date(periodStart(t, 'SEMIMONTHLY', SP)).toISOString()).toBe('2026-11-16T03:00:00.000Z');
    expect(new Date(periodStart(t, 'WEEKLY', SP)).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(new Date(periodStart(t, 'FIVE_MINUTES', SP)).toISOString()).toBe('2026-11-27T01:30:00.000Z');
  });

  it('writes local time with the offset', () => {
    expect(localIso(at('2026-11-27T01:30:05Z'), SP)).toBe('2026-11-26T22:30:05-03:00');
  });

  it('presets of weeks and months', () => {
    const t = at('2026-11-27T01:30:00Z');
    expect(presetDays('last7', t, SP)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(presetDays('thisWeek', t, SP)).toEqual({ from: '2026-11-23', to: '2026-11-26' });
    expect(presetDays('thisMonth', t, SP)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(presetDays('lastMonth', t, SP)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});

describe('a zone with daylight saving (Lisbon, clocks back on 25/10/2026 at 02:00 local)', () => {
  it('the day of the change lasts 25 hours and no day drifts', () => {
    const start = dayStart('2026-10-25', LISBON);
    const end = dayEnd('2026-10-25', LISBON);
    expect(new Date(start).toISOString()).toBe('2026-10-24T23:00:00.000Z'); // 00:00 WEST (+01:00)
    expect(new Date(end).toISOString()).toBe('2026-10-26T00:00:00.000Z'); // 00:00 WET (+00:00)
    expect(end - start).toBe(25 * 3600_000);
    expect(dayOf(at('2026-10-25T23:30:00Z'), LISBON)).toBe('2026-10-25');
    expect(dayOf(at('2026-10-24T23:30:00Z'), LISBON)).toBe('2026-10-25');
    expect(nextBoundary(at('2026-10-25T12:00:00Z'), 'DAILY', LISBON)).toBe(end);
  });

  it('the spring change (29/03/2026) lasts 23 hours', () => {
    expect(dayEnd('2026-03-29', LISBON) - dayStart('2026-03-29', LISBON)).toBe(23 * 3600_000);
    // hours across the gap: 00:00 → 01:00 WET, then 03:00 WEST (01:00 UTC → 02:00 UTC is one hour)
    const t = at('2026-03-29T00:30:00Z'); // 00:30 WET
    expect(new Date(nextBoundary(t, 'HOURLY', LISBON)).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('a week that holds the change starts on Monday 00:00 local', () => {
    const t = at('2026-10-28T12:00:00Z');
    expect(new Date(periodStart(t, 'WEEKLY', LISBON)).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(localIso(at('2026-10-24T23:00:00Z'), LISBON)).toBe('2026-10-25T00:00:00+01:00');
  });
});

describe('days as text', () => {
  it('checks and adds days', () => {
    expect(isSiteDay('2026-02-29')).toBe(false);
    expect(isSiteDay('2028-02-29')).toBe(true);
    expect(isSiteDay('26/11/2026')).toBe(false);
    expect(addDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => dayStart('2026-13-01', SP)).toThrow(RangeError);
  });
});

describe('ageOn', () => {
  it('counts whole years on a day, a 29 February birthday from 1 March in a common year', () => {
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18);
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('1990-01-01', '2026-11-21')).toBe(36);
    expect(ageOn('1990/01/01', '2026-11-21')).toBeNull();
  });
});
