import { agentEntryHref, agentPageHref, APP_LINKS, landingOf, memberPageHref } from './app-links';

describe('app links', () => {
  it('builds member-centre and agent-centre page addresses with the page in the query, escaped', () => {
    expect(memberPageHref('depositv2')).toBe('/member?page=depositv2');
    expect(memberPageHref('a&b')).toBe('/member?page=a%26b');
    expect(agentPageHref('team')).toBe('/agentHome?page=team');
  });

  it('lands an agent in the agent centre and anyone else at home', () => {
    expect(landingOf(true)).toBe(APP_LINKS.agentCentre);
    expect(landingOf(false)).toBe('/');
    expect(agentEntryHref(true)).toBe('/agentHome');
    expect(agentEntryHref(false)).toBe('/agent');
  });
});
