import type { RewardKind } from '@jogo/shared/api';
import type { BadgeState, FlagId, FlagStates } from '@jogo/shared/bus';

/** The remotes that own pages the frame hosts by name; `self` pages are this remote's own. */
export type PageOwner = 'self' | 'remote';

export interface MenuEntry {
  page: string;
  /** i18n key under `member:menu` */
  labelKey: string;
  owner: PageOwner;
  /** the count shown beside the entry (missions, messages, rewards) */
  badge?: number;
}

interface MenuDef {
  page: string;
  owner: PageOwner;
  /** a module flag that must be on */
  flag?: FlagId;
  badge?: keyof BadgeState;
  /** offered only to members with an upline */
  needsUpline?: boolean;
  /** a transfer to another player: hidden where the market forbids it (the gateway refuses it) */
  betweenPlayers?: boolean;
  /** a page of one kind of reward: hidden where the market does not allow it (the gateway credits none) */
  reward?: RewardKind;
}

/** Spec 2 "Member centre pages", in its order. */
const MENU: MenuDef[] = [
  { page: 'securityCenter', owner: 'self' },
  { page: 'transferFund', owner: 'remote' },
  { page: 'depositv2', owner: 'remote' },
  { page: 'withdraw', owner: 'remote' },
  {
    page: 'transferUpline',
    owner: 'remote',
    flag: 'AGETRANSFERUP3',
    needsUpline: true,
    betweenPlayers: true,
  },
  { page: 'personalHistoryCopy', owner: 'self' },
  { page: 'transactionHistory', owner: 'self' },
  { page: 'personalProfit', owner: 'self' },
  { page: 'bonusDetails', owner: 'self' },
  { page: 'rewardCenter', owner: 'remote', badge: 'rewards' },
  { page: 'referral', owner: 'remote', flag: 'REFERRAL3' },
  { page: 'missionLeaderboard', owner: 'remote', badge: 'missions' },
  { page: 'messageV2', owner: 'self', badge: 'unreadMessages' },
  { page: 'manualRebate', owner: 'remote', flag: 'MANPLAYREB3', reward: 'REBATE' },
  { page: 'playerRank', owner: 'remote', flag: 'VIP3' },
  // The player-protection tools, in every market
  { page: 'responsibleGaming', owner: 'self' },
];

/** Every page name the frame knows, whether or not it is offered to this member. */
export const ALL_PAGES = MENU.map((m) => m.page);

export interface MenuInput {
  flags: FlagStates;
  badges: BadgeState;
  /** undefined while the profile loads: upline-only entries stay hidden until it is known */
  hasUpline: boolean | undefined;
  /** the market's `transfersBetweenPlayers`; undefined (no profile) offers them */
  transfersBetweenPlayers?: boolean;
  /** whether the market allows a kind of reward (`rewardAllowed`); absent: every kind */
  rewardAllowed?: (kind: RewardKind) => boolean;
}

/** @returns the entries offered to this member, in the spec's order, with their badge counts */
export function memberMenu({
  flags,
  badges,
  hasUpline,
  transfersBetweenPlayers,
  rewardAllowed = () => true,
}: MenuInput): MenuEntry[] {
  return MENU.filter(
    (m) =>
      (!m.flag || flags[m.flag] === true) &&
      (!m.needsUpline || hasUpline === true) &&
      (!m.betweenPlayers || transfersBetweenPlayers !== false) &&
      (!m.reward || rewardAllowed(m.reward)),
  ).map((m) => ({
    page: m.page,
    labelKey: `menu.${m.page}`,
    owner: m.owner,
    ...(m.badge ? { badge: badges[m.badge] } : {}),
  }));
}

/** @returns the page to show: the requested one when offered, else the default */
export function resolvePage(requested: string | null, entries: MenuEntry[], fallback: string): string {
  if (requested && entries.some((e) => e.page === requested)) return requested;
  return fallback;
}
