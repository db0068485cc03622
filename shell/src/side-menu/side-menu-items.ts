import type { GameType, VendorLane } from '@jogo/shared/api';
import type { BadgeState, FlagStates } from '@jogo/shared/bus';
import { GAME_CATEGORIES, categoriesWithVendors, memberPage } from '../layout/categories';
import type { IconName } from '../layout/icons';
import { PROTECTION_PAGE } from '../protection/protection-page';

export type SideAction = 'partners' | 'customerService' | 'chat' | 'contract';

export interface SideEntry {
  /** key under `shell:side` (or `shell:nav` for game categories) */
  labelKey: string;
  icon: IconName;
  to?: string;
  action?: SideAction;
  badge?: number;
}

export interface SideSection {
  key: 'games' | 'account' | 'support';
  entries: SideEntry[];
}

export interface SideMenuInput {
  lanes: readonly VendorLane[];
  flags: FlagStates;
  badges: BadgeState;
  loggedIn: boolean;
  /** a trial account has no contracts (spec 6) */
  trial?: boolean;
  /** the market allows the rebate (`rewardAllowed`; BR does not): its entry shows only then */
  rebate?: boolean;
}

/**
 * The side menu of spec 2, in its order: HOME, FAV, vendor categories, INHOUSE, partners, betting record,
 * promotions, rebate (MANPLAYREB3, where the market allows it), missions, rewards, VIP (VIP3), point mall, invite friends (REFERRAL3),
 * customer service, app download, help. Messages joins for members so its badge has a home here too; the chat
 * room and (for members) the contract dialog open from here (spec 2 "Modals"; nothing opened them).
 */
export function sideMenuSections({
  lanes,
  flags,
  badges,
  loggedIn,
  trial = false,
  rebate = true,
}: SideMenuInput): SideSection[] {
  const withVendors = categoriesWithVendors(lanes);
  const vendorTypes = GAME_CATEGORIES.filter(
    (c) => c.type !== 'INHOUSE' && withVendors.has(c.type as GameType),
  );
  const games: SideEntry[] = [
    { labelKey: 'side.home', icon: 'home', to: '/' },
    { labelKey: 'side.fav', icon: 'heart', to: '/favorite' },
    ...vendorTypes.map((c) => ({ labelKey: c.labelKey, icon: c.icon, to: c.to })),
    { labelKey: 'side.inhouse', icon: 'dice', to: '/inhouse' },
  ];
  const account: SideEntry[] = [
    { labelKey: 'side.partners', icon: 'partners', action: 'partners' },
    { labelKey: 'side.bettingRecord', icon: 'record', to: memberPage('personalHistoryCopy') },
    { labelKey: 'side.promotions', icon: 'gift', to: '/promotions' },
    ...(flags.MANPLAYREB3 && rebate
      ? [{ labelKey: 'side.rebate', icon: 'coins' as const, to: memberPage('manualRebate') }]
      : []),
    {
      labelKey: 'side.missions',
      icon: 'target',
      to: memberPage('missionLeaderboard'),
      badge: badges.missions,
    },
    { labelKey: 'side.rewards', icon: 'trophy', to: memberPage('rewardCenter'), badge: badges.rewards },
    ...(flags.VIP3 ? [{ labelKey: 'side.vip', icon: 'crown' as const, to: memberPage('playerRank') }] : []),
    { labelKey: 'side.pointMall', icon: 'shop', to: '/pointMall' },
    ...(flags.REFERRAL3
      ? [{ labelKey: 'side.invite', icon: 'invite' as const, to: memberPage('referral') }]
      : []),
    ...(loggedIn
      ? [
          {
            labelKey: 'side.messages',
            icon: 'mail' as const,
            to: memberPage('messageV2'),
            badge: badges.unreadMessages,
          },
        ]
      : []),
    // the contract dialog is for logged-in members (spec 2 "Modals": contract, login only)
    ...(loggedIn && !trial
      ? [{ labelKey: 'side.contract', icon: 'record' as const, action: 'contract' as const }]
      : []),
  ];
  const support: SideEntry[] = [
    // The player-protection tools (limits, pause, self-exclusion), from every page
    { labelKey: 'protection.menu', icon: 'shield', to: memberPage(PROTECTION_PAGE) },
    { labelKey: 'side.customerService', icon: 'support', action: 'customerService' },
    { labelKey: 'side.chat', icon: 'feedback', action: 'chat' },
    { labelKey: 'side.download', icon: 'download', to: '/down' },
    { labelKey: 'side.help', icon: 'help', to: '/help' },
  ];
  return [
    { key: 'games', entries: games },
    { key: 'account', entries: account },
    { key: 'support', entries: support },
  ];
}
