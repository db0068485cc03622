import { defaultFilters, filtersFromParams, toQuery, validateFilters } from './filters';

const TODAY = Date.parse('2026-11-23T10:00:00Z');
const SP = 'America/Sao_Paulo';

describe('report filters', () => {
  it('default to the last 7 days', () => {
    expect(defaultFilters(TODAY, SP)).toMatchObject({ startDate: '2026-11-17', endDate: '2026-11-23' });
  });

  it('accept at most 93 days, counted inclusively', () => {
    const f = defaultFilters(TODAY, SP);
    expect(validateFilters({ ...f, startDate: '2026-08-23', endDate: '2026-11-23' })).toBe(null); // 93 days
    expect(validateFilters({ ...f, startDate: '2026-08-22', endDate: '2026-11-23' })).toBe('rangeTooLong');
    expect(validateFilters({ ...f, startDate: '2026-11-24', endDate: '2026-11-23' })).toBe('rangeOrder');
    expect(validateFilters({ ...f, startDate: '', endDate: '2026-11-23' })).toBe('dateInvalid');
    expect(validateFilters({ ...f, username: 'bad name' })).toBe('usernameInvalid');
  });

  it('default to the days of the site zone: 01:00 UTC is still the day before in São Paulo', () => {
    const late = Date.parse('2026-11-24T01:00:00Z');
    expect(defaultFilters(late, SP)).toMatchObject({ startDate: '2026-11-17', endDate: '2026-11-23' });
  });

  it('send only what is set, trimmed', () => {
    const f = { ...defaultFilters(TODAY, SP), username: ' deep_player1 ', level: '3' };
    expect(toQuery(f)).toEqual({
      startDate: '2026-11-17',
      endDate: '2026-11-23',
      username: 'deep_player1',
      level: 3,
    });
  });

  it('read a drill-down link', () => {
    const f = filtersFromParams(
      new URLSearchParams('page=personalHistoryCopy&member=sub_player1'),
      TODAY,
      SP,
    );
    expect(f.username).toBe('sub_player1');
    expect(f.endDate).toBe('2026-11-23');
  });
});
