import { formatSiteTime } from './site-time';

it("writes gateway times in the site's zone, not the machine's", () => {
  expect(formatSiteTime('2026-11-27T01:30:00Z', 'America/Sao_Paulo', 'PT')).toBe('26/11/2026 22:30');
  expect(formatSiteTime('2026-11-26T22:30:00-03:00', 'America/Sao_Paulo', 'EN')).toBe('11/26/2026 22:30');
});
