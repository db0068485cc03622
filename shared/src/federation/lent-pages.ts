// Written by shared/build/lent-pages.cjs from each remote's federation.config.cjs `pages`: do not edit.

/** The pages each remote lends by name (<RemotePage name="depositv2" />), in the order it declares them. */
export const LENT_PAGES = {
  mf_wallet: ['depositv2', 'withdraw', 'transferFund', 'transferUpline', 'paymentPassword'],
  mf_member_centre: ['messageV2'],
  mf_promotions: ['rewardCenter', 'referral', 'missionLeaderboard', 'manualRebate', 'playerRank'],
} as const;

/** A remote that lends pages, by its container name. */
export type LendingRemote = keyof typeof LENT_PAGES;
/** A page name lent by a remote (any remote when none is named). */
export type LentPage<R extends LendingRemote = LendingRemote> = (typeof LENT_PAGES)[R][number];
