import { formatDate, formatDateTime, formatDay, formatSiteTime, zoneLabel } from './index';

describe("times shown in the site's zone", () => {
  // 01:30 UTC on the 27th: still the evening of the 26th in São Paulo
  const t = '2026-11-27T01:30:00.000Z';

  it('formats in the given zone, whatever the machine zone is', () => {
    expect(formatDateTime(t, 'America/Sao_Paulo', 'PT')).toBe('26/11/2026 22:30');
    expect(formatDateTime(t, 'America/Sao_Paulo', 'EN')).toBe('26/11/2026 22:30');
    expect(formatDateTime(t, 'Europe/Lisbon', 'PT')).toBe('27/11/2026 01:30');
    expect(formatDate(Date.parse(t), 'America/Sao_Paulo', 'PT')).toBe('26/11/2026');
    expect(formatDateTime(t, 'America/Sao_Paulo', 'PT', 'time')).toBe('22:30');
    expect(formatDateTime(t, 'America/Sao_Paulo', 'PT', 'dateTimeSeconds')).toBe('26/11/2026 22:30:00');
  });

  it('says — for no time or a text that is not one', () => {
    expect(formatDateTime(null, 'America/Sao_Paulo', 'PT')).toBe('—');
    expect(formatDateTime('soon', 'America/Sao_Paulo', 'PT')).toBe('—');
  });

  it('midnight is 00:00, not 24:00', () => {
    expect(formatDateTime('2026-11-27T03:00:00Z', 'America/Sao_Paulo', 'EN', 'time')).toBe('00:00');
  });

  it("labels the zone's offset at the instant, summer and winter", () => {
    expect(zoneLabel('America/Sao_Paulo', t)).toBe('GMT-03:00');
    expect(zoneLabel('Europe/Lisbon', '2026-10-25T00:30:00+01:00')).toBe('GMT+01:00');
    expect(zoneLabel('Europe/Lisbon', '2026-10-25T12:00:00Z')).toBe('GMT+00:00');
  });

  it('writes a site day day-first', () => {
    expect(formatDay('2026-11-26')).toBe('26/11/2026');
  });
});

describe('formatSiteTime (protection screens)', () => {
  it("writes the instant in the site's zone, whatever the machine's", () => {
    // 01:30 UTC on the 27th is 22:30 on the 26th in São Paulo
    expect(formatSiteTime('2026-11-27T01:30:00Z', 'America/Sao_Paulo', 'PT')).toBe('26/11/2026 22:30');
    expect(formatSiteTime('2026-11-27T01:30:00Z', 'America/Sao_Paulo', 'EN')).toBe('26/11/2026 22:30');
    expect(formatSiteTime('2026-11-26T22:30:00-03:00', 'America/Sao_Paulo', 'EN')).toBe('26/11/2026 22:30');
    expect(formatSiteTime('2026-11-27T01:30:00Z', 'Europe/Lisbon', 'PT')).toBe('27/11/2026 01:30');
    expect(formatSiteTime('not a time', 'Europe/Lisbon', 'PT')).toBe('not a time');
  });
});
