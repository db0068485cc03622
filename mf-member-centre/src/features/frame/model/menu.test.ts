import { ALL_PAGES, memberMenu, resolvePage } from './menu';

const badges = { unreadMessages: 4, missions: 2, rewards: 1 };
const allFlags = { AGETRANSFERUP3: true, REFERRAL3: true, MANPLAYREB3: true, VIP3: true };

describe('member centre menu', () => {
  it('lists the 15 pages of the spec in its order when everything is offered, then responsible gaming', () => {
    const pages = memberMenu({ flags: allFlags, badges, hasUpline: true }).map((e) => e.page);
    expect(pages).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'manualRebate',
      'playerRank',
      'responsibleGaming',
    ]);
    expect(ALL_PAGES).toEqual(pages);
  });

  it('hides the transfer to an upline where the market forbids transfers between players', () => {
    const br = memberMenu({ flags: allFlags, badges, hasUpline: true, transfersBetweenPlayers: false });
    expect(br.map((e) => e.page)).not.toContain('transferUpline');
    expect(br.map((e) => e.page)).toContain('transferFund');
    expect(br.map((e) => e.page)).toContain('responsibleGaming');
    const open = memberMenu({ flags: allFlags, badges, hasUpline: true, transfersBetweenPlayers: true });
    expect(open.map((e) => e.page)).toContain('transferUpline');
  });

  it('hides the rebate where the market allows none (BR), its flag on', () => {
    const pages = (rewardAllowed: (kind: string) => boolean) =>
      memberMenu({ flags: allFlags, badges, hasUpline: true, rewardAllowed }).map((e) => e.page);
    expect(pages((k) => k !== 'REBATE')).not.toContain('manualRebate');
    expect(pages((k) => k !== 'REBATE')).toContain('playerRank');
    expect(pages(() => true)).toContain('manualRebate');
  });

  it('hides entries whose flag is off', () => {
    const pages = memberMenu({ flags: {}, badges, hasUpline: true }).map((e) => e.page);
    for (const hidden of ['transferUpline', 'referral', 'manualRebate', 'playerRank'])
      expect(pages).not.toContain(hidden);
    expect(pages).toHaveLength(12);
  });

  it('offers transfer to upline only to a member with an upline, and not before that is known', () => {
    const has = (hasUpline: boolean | undefined) =>
      memberMenu({ flags: allFlags, badges, hasUpline }).some((e) => e.page === 'transferUpline');
    expect(has(true)).toBe(true);
    expect(has(false)).toBe(false);
    expect(has(undefined)).toBe(false);
  });

  it('puts the bus badge counts on missions, messages and rewards only', () => {
    const menu = memberMenu({ flags: allFlags, badges, hasUpline: true });
    const badgeOf = (p: string) => menu.find((e) => e.page === p)?.badge;
    expect(badgeOf('messageV2')).toBe(4);
    expect(badgeOf('missionLeaderboard')).toBe(2);
    expect(badgeOf('rewardCenter')).toBe(1);
    expect(menu.filter((e) => e.badge !== undefined)).toHaveLength(3);
  });

  it('falls back to the default page for an unknown or hidden page', () => {
    const menu = memberMenu({ flags: {}, badges, hasUpline: false });
    expect(resolvePage('withdraw', menu, 'securityCenter')).toBe('withdraw');
    expect(resolvePage('playerRank', menu, 'securityCenter')).toBe('securityCenter');
    expect(resolvePage('nope', menu, 'securityCenter')).toBe('securityCenter');
    expect(resolvePage(null, menu, 'securityCenter')).toBe('securityCenter');
  });
});
