import { formatSiteTime } from './site-time';

describe('formatSiteTime', () => {
  it("writes the instant in the site's zone, whatever the machine's", () => {
    // 01:30 UTC on the 27th is 22:30 on the 26th in São Paulo
    expect(formatSiteTime('2026-11-27T01:30:00Z', 'America/Sao_Paulo', 'PT')).toBe('26/11/2026 22:30');
    expect(formatSiteTime('2026-11-27T01:30:00Z', 'America/Sao_Paulo', 'EN')).toBe('11/26/2026 22:30');
    expect(formatSiteTime('2026-11-27T01:30:00Z', 'Europe/Lisbon', 'PT')).toBe('27/11/2026 01:30');
    expect(formatSiteTime('not a time', 'Europe/Lisbon', 'PT')).toBe('not a time');
  });
});
